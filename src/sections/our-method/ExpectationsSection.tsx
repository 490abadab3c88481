import { graphql } from 'gatsby';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { cardStyles, gridListStyles } from '../../components/ui/Card';
import type { PageSectionData } from '../shared/pageSection';

export const query = graphql`
  fragment ExpectationFields on ExpectationsYaml {
    title
    text
  }
`;

export interface ExpectationsSectionProps {
  section: PageSectionData;
  expectations: readonly Queries.ExpectationFieldsFragment[];
}

/** What You Can Expect: Documentation, Analysis & Strategy, Ongoing Support. */
export function ExpectationsSection({ section, expectations }: ExpectationsSectionProps) {
  return (
    <Section labelledBy="expectations-heading" tone="alt">
      <SectionHeader
        headingId="expectations-heading"
        heading={section.heading}
        lead={section.lead}
      />
      <ul css={gridListStyles(3)}>
        {expectations.map((expectation) => (
          <li key={expectation.title} css={cardStyles}>
            <h3>{expectation.title}</h3>
            <p>{expectation.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
