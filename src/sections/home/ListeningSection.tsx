import { css, type Theme } from '@emotion/react';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { cardStyles, gridListStyles } from '../../components/ui/Card';
import type { PageSectionData } from '../shared/pageSection';

/** "Your Vision, Your Needs, Your Success": how an engagement starts. */
export function ListeningSection({ section }: { section: PageSectionData }) {
  return (
    <Section labelledBy="listening-heading">
      <SectionHeader
        headingId="listening-heading"
        eyebrow={section.eyebrow}
        heading={section.heading}
        lead={section.lead}
      />
      <ol css={[gridListStyles(3), numberedStyles]}>
        {(section.items ?? []).map((item) => (
          <li key={item.title} css={cardStyles}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const numberedStyles = (theme: Theme) => css`
  counter-reset: listening;

  li {
    counter-increment: listening;
    border-top: 4px solid ${theme.colors.accent};
  }

  li::before {
    content: counter(listening, decimal-leading-zero);
    display: block;
    margin-bottom: ${theme.space.xs};
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.lg};
    font-weight: 700;
    color: ${theme.colors.accent};
  }
`;
