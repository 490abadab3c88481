import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { Quote } from '../../components/ui/Quote';
import { gridListStyles } from '../../components/ui/Card';
import type { PageSectionData } from './pageSection';

export interface TestimonialsSectionProps {
  section: PageSectionData;
  testimonials: readonly Queries.QuoteFieldsFragment[];
}

/** Client quotes in a grid (two on Home, four on Team). */
export function TestimonialsSection({ section, testimonials }: TestimonialsSectionProps) {
  const columns = testimonials.length % 2 === 0 ? 2 : 3;
  return (
    <Section labelledBy="testimonials-heading" tone="alt">
      <SectionHeader
        headingId="testimonials-heading"
        eyebrow={section.eyebrow}
        heading={section.heading}
        lead={section.lead}
      />
      <ul css={gridListStyles(columns)}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <Quote quote={testimonial.quote} name={testimonial.name} role={testimonial.role} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
