import type { ReactNode } from 'react';
import { Link } from 'gatsby';
import { css, type Theme } from '@emotion/react';

export type ButtonVariant = 'primary' | 'secondary' | 'gold' | 'outlineLight';

export interface ButtonLinkProps {
  /** A site path (/contact/), an in-page anchor (#healthcare), tel:, mailto: or https URL. */
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
}

/** A link that looks like a button. Site paths use Gatsby's Link (prefetching); others <a>. */
export function ButtonLink({ to, variant = 'primary', children }: ButtonLinkProps) {
  const styles = (theme: Theme) => buttonStyles(theme, variant);
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={to} css={styles}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} css={styles}>
      {children}
    </a>
  );
}

const buttonStyles = (theme: Theme, variant: ButtonVariant) => {
  const palette = {
    primary: {
      bg: theme.colors.accent,
      fg: theme.colors.onDark,
      border: theme.colors.accent,
      hoverBg: theme.colors.accentDark,
      hoverFg: theme.colors.onDark,
    },
    secondary: {
      bg: theme.colors.surface,
      fg: theme.colors.primary,
      border: theme.colors.primary,
      hoverBg: theme.colors.primaryLight,
      hoverFg: theme.colors.primaryDark,
    },
    gold: {
      bg: theme.colors.gold,
      fg: theme.colors.primaryDark,
      border: theme.colors.gold,
      hoverBg: theme.colors.onDark,
      hoverFg: theme.colors.primaryDark,
    },
    outlineLight: {
      bg: 'transparent',
      fg: theme.colors.onDark,
      border: theme.colors.onDark,
      hoverBg: theme.colors.onDark,
      hoverFg: theme.colors.primaryDark,
    },
  }[variant];
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.space.xs};
    min-height: 48px;
    padding: ${theme.space.sm} ${theme.space.lg};
    border: 2px solid ${palette.border};
    border-radius: ${theme.radii.md};
    background: ${palette.bg};
    color: ${palette.fg};
    font-weight: 700;
    line-height: ${theme.lineHeights.snug};
    text-align: center;
    text-decoration: none;
    transition:
      background-color 0.15s ease,
      color 0.15s ease;

    &:hover {
      background: ${palette.hoverBg};
      color: ${palette.hoverFg};
    }

    svg {
      flex: none;
    }
  `;
};

/** A row of buttons that wraps on narrow screens. */
export const buttonRowStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: center;
`;
