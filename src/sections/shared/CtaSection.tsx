import { css, type Theme } from '@emotion/react';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { ButtonLink, buttonRowStyles } from '../../components/ui/ButtonLink';
import type { PageSectionData } from './pageSection';

/** A closing call to action on a dark band: heading, lead and one or two buttons. */
export function CtaSection({ section, id = 'cta' }: { section: PageSectionData; id?: string }) {
  const headingId = `${id}-heading`;
  return (
    <Section labelledBy={headingId} tone="dark">
      <div css={ctaStyles}>
        <SectionHeader
          headingId={headingId}
          heading={section.heading}
          lead={section.lead}
          align="center"
          onDark
        />
        <div css={buttonRowStyles}>
          {section.primaryCta && (
            <ButtonLink to={section.primaryCta.to} variant="gold">
              {section.primaryCta.label}
            </ButtonLink>
          )}
          {section.secondaryCta && (
            <ButtonLink to={section.secondaryCta.to} variant="outlineLight">
              {section.secondaryCta.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </Section>
  );
}

const ctaStyles = (theme: Theme) => css`
  text-align: center;

  & > div:last-child {
    justify-content: center;
  }

  header {
    margin-bottom: ${theme.space.lg};
  }
`;
