import { graphql } from 'gatsby';
import { css, type Theme } from '@emotion/react';
import { telHref } from '../../utils/phone';
import { describeHours } from './officeHours';

export const query = graphql`
  fragment ContactDetailsFields on ContactDetailsSection {
    heading
    lead
    phoneLabel
    officePhoneLabel
    emailLabel
    hoursLabel
    addressLabel
  }
  fragment ContactSettingsFields on SettingsYaml {
    name
    tollFreePhone
    officePhone
    email
    address {
      street
      city
      region
      postalCode
    }
    officeHours {
      label
      opens
      closes
      closed
    }
  }
`;

export interface ContactDetailsProps {
  details: Queries.ContactDetailsFieldsFragment;
  settings: Queries.ContactSettingsFieldsFragment;
}

/** Phone, e-mail, office hours and address, from settings.yaml. */
export function ContactDetails({ details, settings }: ContactDetailsProps) {
  const { address } = settings;
  return (
    <section aria-labelledby="details-heading" css={detailsStyles}>
      <h2 id="details-heading">{details.heading}</h2>
      {details.lead && <p>{details.lead}</p>}
      <dl>
        <div>
          <dt>{details.phoneLabel}</dt>
          <dd>
            <a href={telHref(settings.tollFreePhone)}>{settings.tollFreePhone}</a>
          </dd>
        </div>
        <div>
          <dt>{details.officePhoneLabel}</dt>
          <dd>
            <a href={telHref(settings.officePhone)}>{settings.officePhone}</a>
          </dd>
        </div>
        <div>
          <dt>{details.emailLabel}</dt>
          <dd>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </dd>
        </div>
        <div>
          <dt>{details.hoursLabel}</dt>
          <dd>
            <ul className="hours">
              {settings.officeHours.map((entry) => (
                <li key={entry.label}>
                  <span>{entry.label}</span> <span>{describeHours(entry)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{details.addressLabel}</dt>
          <dd>
            <address>
              {settings.name}
              <br />
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </address>
          </dd>
        </div>
      </dl>
    </section>
  );
}

const detailsStyles = (theme: Theme) => css`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.primaryLight};

  h2 {
    font-size: ${theme.fontSizes.xl};
  }

  dl {
    display: grid;
    gap: ${theme.space.md};
    margin: 0;
  }

  dt {
    font-size: ${theme.fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${theme.colors.muted};
  }

  dd {
    margin: 0;
  }

  dd > a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    font-size: ${theme.fontSizes.lg};
    font-weight: 700;
    overflow-wrap: anywhere;
  }

  .hours {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .hours li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${theme.space.md};
  }

  .hours li span:first-of-type {
    font-weight: 600;
  }

  address {
    font-style: normal;
  }
`;
