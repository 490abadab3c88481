import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { Container } from './Container';

export type SectionTone = 'plain' | 'alt' | 'tint' | 'dark';

export interface SectionProps {
  /** Id of the heading that names this region (aria-labelledby). */
  labelledBy: string;
  /** Anchor for in-page links (/services/#healthcare). */
  id?: string;
  tone?: SectionTone;
  narrow?: boolean;
  children: ReactNode;
}

/** A page band: a labelled <section> with vertical rhythm and a background tone. */
export function Section({ labelledBy, id, tone = 'plain', narrow, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      css={(theme: Theme) => sectionStyles(theme, tone)}
    >
      <Container narrow={narrow}>{children}</Container>
    </section>
  );
}

const backgrounds = (theme: Theme): Record<SectionTone, string> => ({
  plain: theme.colors.surface,
  alt: theme.colors.surfaceAlt,
  tint: theme.colors.primaryLight,
  dark: theme.colors.primary,
});

const sectionStyles = (theme: Theme, tone: SectionTone) => css`
  padding-block: ${theme.space.section};
  background: ${backgrounds(theme)[tone]};
  ${
    tone === 'dark' &&
    css`
      color: ${theme.colors.onDark};
      h2,
      h3 {
        color: ${theme.colors.onDark};
      }
    `
  }
`;
