import { css, type Theme } from '@emotion/react';
import { Container } from '../../components/ui/Container';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { ButtonLink, buttonRowStyles } from '../../components/ui/ButtonLink';
import type { PageSectionData } from './pageSection';

/** The top of an inner page: eyebrow, the page's only h1, lead and optional buttons. */
export function PageHero({ hero }: { hero: PageSectionData }) {
  return (
    <section aria-labelledby="page-title" css={heroStyles}>
      <Container>
        <SectionHeader
          level={1}
          headingId="page-title"
          eyebrow={hero.eyebrow}
          heading={hero.heading}
          lead={hero.lead}
        />
        {(hero.primaryCta || hero.secondaryCta) && (
          <div css={buttonRowStyles}>
            {hero.primaryCta && (
              <ButtonLink to={hero.primaryCta.to}>{hero.primaryCta.label}</ButtonLink>
            )}
            {hero.secondaryCta && (
              <ButtonLink to={hero.secondaryCta.to} variant="secondary">
                {hero.secondaryCta.label}
              </ButtonLink>
            )}
          </div>
        )}
      </Container>
    </section>
  );
}

const heroStyles = (theme: Theme) => css`
  padding-block: clamp(2.5rem, 1.5rem + 4vw, 5rem);
  background:
    radial-gradient(circle at 90% 10%, ${theme.colors.accentLight} 0, transparent 45%),
    ${theme.colors.primaryLight};
  border-bottom: 1px solid ${theme.colors.border};

  header {
    margin-bottom: 0;
  }
  header + div {
    margin-top: ${theme.space.xl};
  }
`;
