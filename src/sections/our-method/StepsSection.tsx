import { graphql } from 'gatsby';
import { css, type Theme } from '@emotion/react';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { CheckList } from '../../components/ui/CheckList';
import { mq } from '../../theme/theme';
import type { PageSectionData } from '../shared/pageSection';

export const query = graphql`
  fragment MethodStepFields on MethodStepsYaml {
    title
    text
    details
  }
`;

export interface StepsSectionProps {
  section: PageSectionData;
  steps: readonly Queries.MethodStepFieldsFragment[];
}

/** The four steps, as an ordered list with visible step numbers. */
export function StepsSection({ section, steps }: StepsSectionProps) {
  return (
    <Section labelledBy="steps-heading">
      <SectionHeader headingId="steps-heading" heading={section.heading} lead={section.lead} />
      <ol css={stepsStyles}>
        {steps.map((step, index) => (
          <li key={step.title}>
            <span className="number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
              <CheckList items={step.details} />
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const stepsStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mq.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  & > li {
    display: grid;
    gap: ${theme.space.sm};
    padding: ${theme.space.lg};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.sm};

    ${mq.sm} {
      grid-template-columns: auto minmax(0, 1fr);
      gap: ${theme.space.md};
    }
  }

  .number {
    display: grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.primary};
    color: ${theme.colors.onDark};
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.lg};
    font-weight: 700;
  }

  h3 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space.sm};
  }

  ul:last-child {
    margin-bottom: 0;
  }
`;
