import { css, type Theme } from '@emotion/react';
import { Container } from '../../components/ui/Container';
import { ButtonLink, buttonRowStyles } from '../../components/ui/ButtonLink';
import { HeroSkyline } from '../../images/HeroSkyline';
import { telHref } from '../../utils/phone';
import { mq } from '../../theme/theme';
import type { PageSectionData } from '../shared/pageSection';

export interface HomeHeroProps {
  hero: PageSectionData;
  tollFreePhone: string;
}

/** Home's first screen. The heading text is the largest paint (LCP); the art is inline SVG. */
export function HomeHero({ hero, tollFreePhone }: HomeHeroProps) {
  return (
    <section aria-labelledby="page-title" css={heroStyles}>
      <Container>
        <div className="layout">
          <div className="copy">
            {hero.eyebrow && <p className="eyebrow">{hero.eyebrow}</p>}
            <h1 id="page-title">{hero.heading}</h1>
            {hero.lead && <p className="lead">{hero.lead}</p>}
            <div css={buttonRowStyles}>
              {hero.primaryCta && (
                <ButtonLink to={hero.primaryCta.to} variant="gold">
                  {hero.primaryCta.label}
                </ButtonLink>
              )}
              <ButtonLink to={telHref(tollFreePhone)} variant="outlineLight">
                <PhoneIcon />
                <span>
                  {hero.phoneLabel} {tollFreePhone}
                </span>
              </ButtonLink>
            </div>
          </div>
          <HeroSkyline className="art" />
        </div>
      </Container>
    </section>
  );
}

function PhoneIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}

const heroStyles = (theme: Theme) => css`
  overflow: hidden;
  padding-block: clamp(2.5rem, 1.5rem + 4vw, 5.5rem) clamp(3rem, 2rem + 4vw, 6rem);
  background: linear-gradient(
    160deg,
    ${theme.colors.primaryDark} 0%,
    ${theme.colors.primary} 60%,
    ${theme.colors.accentDark} 140%
  );
  color: ${theme.colors.onDark};

  .layout {
    display: grid;
    gap: ${theme.space.xl};
    align-items: center;

    ${mq.lg} {
      grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
    }
  }

  .eyebrow {
    margin-bottom: ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${theme.colors.gold};
  }

  h1 {
    font-size: ${theme.fontSizes.display};
    color: ${theme.colors.onDark};
    margin-bottom: ${theme.space.lg};
  }

  .lead {
    max-width: 38rem;
    margin-bottom: ${theme.space.xl};
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.onDarkMuted};
  }

  .art {
    width: 100%;
    max-width: 560px;
    height: auto;
    margin-inline: auto;
    aspect-ratio: 560 / 400;
  }
`;
