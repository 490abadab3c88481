import { graphql, Link } from 'gatsby';
import { css, type Theme } from '@emotion/react';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { cardStyles, gridListStyles } from '../../components/ui/Card';
import { SERVICE_ILLUSTRATIONS } from '../../images/ServiceIllustration';
import type { PageSectionData } from '../shared/pageSection';

export const query = graphql`
  fragment ServiceCardFields on ServicesYaml {
    slug
    title
    summary
    linkLabel
  }
`;

export interface ServiceCardsSectionProps {
  section: PageSectionData;
  services: readonly Queries.ServiceCardFieldsFragment[];
}

/** The two specialties, each linking to its block on /services/. */
export function ServiceCardsSection({ section, services }: ServiceCardsSectionProps) {
  return (
    <Section labelledBy="services-heading" tone="alt">
      <SectionHeader
        headingId="services-heading"
        eyebrow={section.eyebrow}
        heading={section.heading}
        lead={section.lead}
      />
      <ul css={gridListStyles(2)}>
        {services.map((service) => {
          const Illustration =
            SERVICE_ILLUSTRATIONS[service.slug as keyof typeof SERVICE_ILLUSTRATIONS];
          return (
            <li key={service.slug}>
              <article css={[cardStyles, serviceCardStyles]}>
                {Illustration && <Illustration className="art" />}
                <div className="body">
                  <h3>{service.title}</h3>
                  <p>{service.summary}</p>
                  <Link to={`/services/#${service.slug}`} className="more">
                    {service.linkLabel}
                    <span aria-hidden="true"> →</span>
                  </Link>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {section.primaryCta && (
        <p css={moreStyles}>
          <ButtonLink to={section.primaryCta.to} variant="secondary">
            {section.primaryCta.label}
          </ButtonLink>
        </p>
      )}
    </Section>
  );
}

const serviceCardStyles = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  padding: 0;
  overflow: hidden;

  .art {
    width: 100%;
    height: auto;
    aspect-ratio: 2 / 1;
  }

  .body {
    display: flex;
    flex-direction: column;
    flex: 1;
    padding: ${theme.space.lg};
  }

  .body p {
    flex: 1;
  }

  .more {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
  }
`;

const moreStyles = (theme: Theme) => css`
  margin: ${theme.space.xl} 0 0;
  text-align: center;
`;
