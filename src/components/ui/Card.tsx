import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';

/** A raised panel for a grid of items. Render it inside a list item or as an <article>. */
export function Card({ children, as = 'div' }: { children: ReactNode; as?: 'div' | 'article' }) {
  const Tag = as;
  return <Tag css={cardStyles}>{children}</Tag>;
}

export const cardStyles = (theme: Theme) => css`
  height: 100%;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};

  h3 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space.sm};
  }

  p:last-child,
  ul:last-child {
    margin-bottom: 0;
  }
`;

/** A responsive grid list (<ul> without bullets): one column on phones, `columns` from md/lg. */
export const gridListStyles = (columns: 2 | 3 | 4) => (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${theme.breakpoints.md}px) {
    grid-template-columns: repeat(${Math.min(columns, 2)}, minmax(0, 1fr));
  }
  @media (min-width: ${theme.breakpoints.lg}px) {
    grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  }
`;
