import { graphql } from 'gatsby';
import { css, type Theme } from '@emotion/react';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { gridListStyles } from '../../components/ui/Card';
import type { PageSectionData } from '../shared/pageSection';

export const query = graphql`
  fragment ValueFields on ValuesYaml {
    title
    text
  }
`;

export interface ValuesSectionProps {
  section: PageSectionData;
  values: readonly Queries.ValueFieldsFragment[];
}

/** Core Values (content/values.yaml). */
export function ValuesSection({ section, values }: ValuesSectionProps) {
  return (
    <Section labelledBy="values-heading">
      <SectionHeader
        headingId="values-heading"
        heading={section.heading}
        lead={section.lead}
        align="center"
      />
      <ul css={[gridListStyles(3), valueStyles]}>
        {values.map((value) => (
          <li key={value.title}>
            <h3>{value.title}</h3>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const valueStyles = (theme: Theme) => css`
  li {
    padding: ${theme.space.lg};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.primaryLight};
    text-align: center;
  }

  li::before {
    content: '';
    display: block;
    width: 3rem;
    height: 4px;
    margin: 0 auto ${theme.space.md};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.accent};
  }

  h3 {
    font-size: ${theme.fontSizes.xl};
  }

  p {
    margin: 0;
  }
`;
