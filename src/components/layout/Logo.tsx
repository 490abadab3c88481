import { Link } from 'gatsby';
import { css, type Theme } from '@emotion/react';

/** The mark: a mountain ridge under a chinook arch, in the brand colours. Decorative. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      css={(theme: Theme) => css`
        flex: none;
        color: ${theme.colors.primary};
      `}
    >
      <rect width="40" height="40" rx="9" fill="currentColor" />
      <path d="M7 29 16 17l5 6 4-4 8 10z" fill="#ffffff" />
      <path
        d="M8 14c4-5 20-5 24 0"
        fill="none"
        stroke="#5fd0c0"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

const logoLink = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  color: ${theme.colors.primary};
  text-decoration: none;
  font-family: ${theme.fonts.heading};
  font-weight: 700;
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.tight};

  &:hover {
    color: ${theme.colors.primaryDark};
  }
`;

/**
 * Where the full name fits: from `sm` up, except between `lg` and `xl`, where the navigation
 * links share the bar with it.
 */
const fullNameFits = (theme: Theme) =>
  `@media (min-width: ${theme.breakpoints.sm}px) and (max-width: ${theme.breakpoints.lg - 0.02}px), (min-width: ${theme.breakpoints.xl}px)`;

/** The firm's name as a link home. Its accessible name is the full name on every screen size. */
export function Logo({ name, shortName }: { name: string; shortName: string }) {
  return (
    <Link to="/" css={logoLink} aria-label={`${name}, home`}>
      <LogoMark />
      {/* Where space is short the short name shows (contained in the accessible name, WCAG 2.5.3). */}
      <span
        css={(theme: Theme) => css`
          display: none;
          ${fullNameFits(theme)} {
            display: inline;
          }
        `}
      >
        {name}
      </span>
      <span
        css={(theme: Theme) => css`
          white-space: nowrap;
          ${fullNameFits(theme)} {
            display: none;
          }
        `}
      >
        {shortName}
      </span>
    </Link>
  );
}
