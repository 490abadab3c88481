import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { css, type Theme } from '@emotion/react';
import { Picture } from '../../components/ui/Picture';
import { Section } from '../../components/ui/Section';
import { ExternalIcon, NewTabNote } from '../../components/ui/ExternalLinkNote';
import { telHref } from '../../utils/phone';
import { mq } from '../../theme/theme';
import type { PageSectionData } from '../shared/pageSection';

export const query = graphql`
  fragment TeamMemberFields on TeamYaml {
    name
    role
    bio
    email
    phone
    linkedin
    photoAlt
    takesBookings
    photo {
      childImageSharp {
        gatsbyImageData(
          layout: CONSTRAINED
          width: 320
          aspectRatio: 1
          placeholder: DOMINANT_COLOR
          formats: [AUTO, WEBP, AVIF]
        )
      }
    }
  }
`;

export interface TeamMembersSectionProps {
  section: PageSectionData;
  members: readonly Queries.TeamMemberFieldsFragment[];
  bookingUrl: string;
}

/** The advisors: photo, role, bio, e-mail, phone, LinkedIn; one takes online bookings. */
export function TeamMembersSection({ section, members, bookingUrl }: TeamMembersSectionProps) {
  return (
    <Section labelledBy="members-heading">
      <h2 id="members-heading" className="visually-hidden">
        {section.heading}
      </h2>
      <ul css={membersStyles}>
        {members.map((member, index) => {
          const image = member.photo.childImageSharp?.gatsbyImageData as
            IGatsbyImageData | undefined;
          return (
            <li key={member.email}>
              <article aria-labelledby={headingIdOf(member.name)}>
                {image && (
                  // The first portrait is in the first screen on phones (the LCP element there).
                  <Picture
                    image={image}
                    alt={member.photoAlt}
                    className="photo"
                    loading={index === 0 ? 'eager' : 'lazy'}
                  />
                )}
                <div className="body">
                  <h3 id={headingIdOf(member.name)}>{member.name}</h3>
                  <p className="role">{member.role}</p>
                  <p>{member.bio}</p>
                  <ul className="contact">
                    <li>
                      <span className="label">E-mail</span>{' '}
                      <a href={`mailto:${member.email}`}>{member.email}</a>
                    </li>
                    <li>
                      <span className="label">Phone</span>{' '}
                      <a href={telHref(member.phone)}>{member.phone}</a>
                    </li>
                    <li>
                      <a href={member.linkedin} target="_blank" rel="noopener noreferrer">
                        {member.name} on LinkedIn
                        <NewTabNote />
                      </a>{' '}
                      <ExternalIcon />
                    </li>
                  </ul>
                  {member.takesBookings && (
                    <a
                      href={bookingUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      css={bookingStyles}
                    >
                      Schedule a Meeting
                      <span className="visually-hidden"> with {member.name}</span>
                      <NewTabNote />
                      <ExternalIcon />
                    </a>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function headingIdOf(name: string): string {
  return `member-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

const bookingStyles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 48px;
  margin-top: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.accent};
  color: ${theme.colors.onDark};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    background: ${theme.colors.accentDark};
    color: ${theme.colors.onDark};
  }
`;

const membersStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  article {
    display: flex;
    flex-direction: column;
    height: 100%;
    overflow: hidden;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.sm};
  }

  .photo {
    display: block;
    width: calc(100% - 2 * ${theme.space.lg});
    height: auto;
    max-width: 320px;
    margin: ${theme.space.lg} auto 0;
    border-radius: ${theme.radii.md};
    aspect-ratio: 1;
  }

  .body {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    flex: 1;
    padding: ${theme.space.lg};
  }

  h3 {
    margin-bottom: ${theme.space.xxs};
    font-size: ${theme.fontSizes.xl};
  }

  .role {
    font-weight: 600;
    color: ${theme.colors.accentDark};
  }

  .contact {
    margin: auto 0 0;
    padding: 0;
    list-style: none;
    font-size: ${theme.fontSizes.sm};
  }

  .contact li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.xxs};
    min-height: 32px;
  }

  .contact a {
    overflow-wrap: anywhere;
  }

  .label {
    min-width: 3.5rem;
    font-weight: 700;
    color: ${theme.colors.muted};
  }

  .contact svg {
    color: ${theme.colors.accent};
  }
`;
