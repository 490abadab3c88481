import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { cardStyles, gridListStyles } from '../../components/ui/Card';
import type { PageSectionData } from '../shared/pageSection';

/** Our Approach: what sets the firm's way of working apart. */
export function ApproachSection({ section }: { section: PageSectionData }) {
  return (
    <Section labelledBy="approach-heading" tone="alt">
      <SectionHeader headingId="approach-heading" heading={section.heading} lead={section.lead} />
      <ul css={gridListStyles(3)}>
        {(section.items ?? []).map((item) => (
          <li key={item.title} css={cardStyles}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
