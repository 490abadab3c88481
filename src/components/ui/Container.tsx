import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';

/** The centred content column, with side gutters that keep text off the screen edges. */
export function Container({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div css={(theme: Theme) => containerStyles(theme, narrow)}>{children}</div>;
}

const containerStyles = (theme: Theme, narrow: boolean) => css`
  width: 100%;
  max-width: ${narrow ? '48rem' : theme.maxWidth};
  margin-inline: auto;
  padding-inline: ${theme.space.md};

  @media (min-width: ${theme.breakpoints.md}px) {
    padding-inline: ${theme.space.xl};
  }
`;
