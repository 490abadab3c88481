import { graphql } from 'gatsby';
import { css, type Theme } from '@emotion/react';
import type { PageSectionData } from '../shared/pageSection';

export const query = graphql`
  fragment WhyChooseFields on WhyChooseYaml {
    title
    text
  }
`;

export interface WhyChooseListProps {
  section: PageSectionData;
  reasons: readonly Queries.WhyChooseFieldsFragment[];
}

/** The Contact page's reasons to choose the firm (content/why-choose.yaml). */
export function WhyChooseList({ section, reasons }: WhyChooseListProps) {
  return (
    <section aria-labelledby="why-choose-heading" css={whyChooseStyles}>
      <h2 id="why-choose-heading">{section.heading}</h2>
      <ul>
        {reasons.map((reason) => (
          <li key={reason.title}>
            <strong>{reason.title}.</strong> {reason.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

const whyChooseStyles = (theme: Theme) => css`
  h2 {
    font-size: ${theme.fontSizes.xl};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    position: relative;
    padding-left: 2rem;
    margin-bottom: ${theme.space.sm};
  }

  li::before {
    content: '';
    position: absolute;
    left: 0.3rem;
    top: 0.35em;
    width: 0.5rem;
    height: 0.9rem;
    border: solid ${theme.colors.accent};
    border-width: 0 3px 3px 0;
    transform: rotate(45deg);
  }

  strong {
    color: ${theme.colors.primary};
  }
`;
