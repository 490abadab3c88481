import { css, type Theme } from '@emotion/react';
import { Container } from '../../components/ui/Container';
import { mq } from '../../theme/theme';
import type { PageSectionData } from '../shared/pageSection';

export interface StatsSectionProps {
  section: PageSectionData;
  stats: readonly { value: string; label: string }[];
}

/** The three headline figures (settings.stats), as tiles overlapping the hero's lower edge. */
export function StatsSection({ section, stats }: StatsSectionProps) {
  return (
    <section aria-labelledby="stats-heading" css={statsStyles}>
      <Container>
        <h2 id="stats-heading" className="visually-hidden">
          {section.heading}
        </h2>
        <ul>
          {stats.map((stat) => (
            <li key={stat.label}>
              <span className="value">{stat.value}</span>{' '}
              <span className="label">{stat.label}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

const statsStyles = (theme: Theme) => css`
  position: relative;
  margin-top: -2.5rem;

  ul {
    display: grid;
    gap: ${theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;

    ${mq.md} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }

  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    padding: ${theme.space.lg} ${theme.space.md};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.lg};
    text-align: center;
  }

  .value {
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.xxl};
    font-weight: 700;
    line-height: ${theme.lineHeights.tight};
    color: ${theme.colors.accent};
  }

  .label {
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
    color: ${theme.colors.muted};
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
`;
