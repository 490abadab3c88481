import { graphql } from 'gatsby';
import { css, type Theme } from '@emotion/react';
import { Container } from '../../components/ui/Container';

export const query = graphql`
  fragment LegalSectionFields on LegalSection {
    slug
    heading
    body
    list
  }
`;

export interface LegalDocumentProps {
  updated: string;
  sections: readonly Queries.LegalSectionFieldsFragment[];
  /** Who to write to, shown after the last section. */
  contact: { name: string; email: string; addressLines: readonly string[] };
}

/** A privacy policy or terms page: dated, numbered-free sections with anchors, then a contact. */
export function LegalDocument({ updated, sections, contact }: LegalDocumentProps) {
  return (
    <Container narrow>
      <div css={legalStyles}>
        <p className="updated">{updated}</p>
        <nav aria-labelledby="legal-contents-heading">
          <h2 id="legal-contents-heading">On this page</h2>
          <ul>
            {sections.map((section) => (
              <li key={section.slug}>
                <a href={`#${section.slug}`}>{section.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map((section) => (
          <section key={section.slug} aria-labelledby={section.slug}>
            <h2 id={section.slug}>{section.heading}</h2>
            {(section.body ?? []).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item.slice(0, 40)}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <address>
          {contact.name}
          <br />
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
          {contact.addressLines.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </address>
      </div>
    </Container>
  );
}

const legalStyles = (theme: Theme) => css`
  padding-block: ${theme.space.xxl} ${theme.space.section};

  .updated {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }

  nav {
    margin-block: ${theme.space.lg} ${theme.space.xl};
    padding: ${theme.space.lg};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surfaceAlt};
  }

  nav h2 {
    font-size: ${theme.fontSizes.lg};
  }

  nav ul {
    margin: 0;
    padding-left: ${theme.space.lg};
  }

  nav li {
    padding-block: ${theme.space.xxs};
  }

  section h2 {
    margin-top: ${theme.space.xl};
    font-size: ${theme.fontSizes.xl};
  }

  li {
    margin-bottom: ${theme.space.xs};
  }

  address {
    margin-top: ${theme.space.xl};
    padding: ${theme.space.lg};
    border-left: 4px solid ${theme.colors.accent};
    background: ${theme.colors.accentLight};
    font-style: normal;
  }
`;
