import { css, type Theme } from '@emotion/react';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { gridListStyles } from '../../components/ui/Card';
import type { PageSectionData } from '../shared/pageSection';

/** Expert Team, Proven Results, Strategic Insights. */
export function WhySection({ section }: { section: PageSectionData }) {
  return (
    <Section labelledBy="why-heading">
      <SectionHeader
        headingId="why-heading"
        eyebrow={section.eyebrow}
        heading={section.heading}
        lead={section.lead}
      />
      <ul css={[gridListStyles(3), whyStyles]}>
        {(section.items ?? []).map((item) => (
          <li key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const whyStyles = (theme: Theme) => css`
  li {
    padding-left: ${theme.space.lg};
    border-left: 4px solid ${theme.colors.gold};
  }

  h3 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space.sm};
  }

  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
`;
