import { css, type Theme } from '@emotion/react';
import { Section } from '../../components/ui/Section';
import type { PageSectionData } from '../shared/pageSection';

/** The firm's vision, as a few paragraphs of prose. */
export function VisionSection({ section }: { section: PageSectionData }) {
  return (
    <Section labelledBy="vision-heading" narrow>
      <div css={proseStyles}>
        <h2 id="vision-heading">{section.heading}</h2>
        {(section.body ?? []).map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}

const proseStyles = (theme: Theme) => css`
  h2 {
    font-size: ${theme.fontSizes.xxl};
  }

  p {
    font-size: ${theme.fontSizes.lg};
  }
`;
