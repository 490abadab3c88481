/** The fixed top bar's layout: solid once scrolled, links collapsing behind a menu below `lg`. */
import { css, type Theme } from '@emotion/react';
import { mq, theme as siteTheme } from '../../theme/theme';

/* Below `lg` the links collapse; `.js` (set before paint by gatsby-ssr) means scripts will run. */
const collapsed = `@media (max-width: ${siteTheme.breakpoints.lg - 0.02}px)`;

export const headerStyles = (theme: Theme) => css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${theme.zIndex.nav};
  height: ${theme.navHeight};
  background: transparent;
  border-bottom: 1px solid transparent;
  transition:
    background-color 0.2s ease,
    box-shadow 0.2s ease,
    border-color 0.2s ease;

  &[data-scrolled='true'],
  &[data-menu-open='true'] {
    background: ${theme.colors.surface};
    border-bottom-color: ${theme.colors.border};
    box-shadow: ${theme.shadows.md};
  }

  /* Without JavaScript on small screens: an ordinary block at the top, links wrapping below. */
  ${collapsed} {
    html:not(.js) & {
      position: static;
      height: auto;
      background: ${theme.colors.surface};
      border-bottom-color: ${theme.colors.border};
    }
  }
`;

export const barStyles = (theme: Theme) => css`
  position: relative;
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs} ${theme.space.md};
  max-width: ${theme.maxWidth};
  min-height: ${theme.navHeight};
  margin: 0 auto;
  padding: 0 ${theme.space.md};

  ${mq.md} {
    padding: 0 ${theme.space.lg};
  }

  html:not(.js) & {
    flex-wrap: wrap;
  }
`;

export const menuLabelStyles = css`
  @media (max-width: 359.98px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

export const toggleStyles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  min-width: 44px;
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.primaryLight};
  }

  ${mq.lg} {
    display: none;
  }

  html:not(.js) & {
    display: none;
  }
`;

export const navStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};

  ${mq.xl} {
    gap: ${theme.space.lg};
  }

  ${collapsed} {
    .js & {
      position: absolute;
      top: 100%;
      left: 0;
      right: 0;
      display: none;
      flex-direction: column;
      align-items: stretch;
      gap: ${theme.space.md};
      max-height: calc(100vh - ${theme.navHeight});
      max-height: calc(100dvh - ${theme.navHeight});
      overflow-y: auto;
      padding: ${theme.space.md};
      background: ${theme.colors.surface};
      border-top: 1px solid ${theme.colors.border};
      box-shadow: ${theme.shadows.lg};
    }

    [data-menu-open='true'] & {
      display: flex;
    }

    html:not(.js) & {
      flex-wrap: wrap;
      width: 100%;
      gap: ${theme.space.xs};
      padding-bottom: ${theme.space.sm};
    }
  }
`;

export const listStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${collapsed} {
    .js & {
      flex-direction: column;
    }
  }
`;

export const navLinkStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.ink};
  font-weight: 500;
  text-decoration: none;
  position: relative;

  &:hover {
    color: ${theme.colors.primary};
    background: ${theme.colors.primaryLight};
  }

  /* The current page: colour plus an underline bar, so it is not shown by colour alone. */
  &[aria-current='page'] {
    color: ${theme.colors.primary};
    font-weight: 700;
  }

  &[aria-current='page']::after {
    content: '';
    position: absolute;
    left: ${theme.space.sm};
    right: ${theme.space.sm};
    bottom: 6px;
    height: 3px;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.accent};
  }

  ${collapsed} {
    .js & {
      padding: 0 ${theme.space.md};
      font-size: ${theme.fontSizes.lg};
    }

    .js &[aria-current='page'] {
      background: ${theme.colors.primaryLight};
    }

    .js &[aria-current='page']::after {
      left: 0;
      right: auto;
      top: 8px;
      bottom: 8px;
      width: 4px;
      height: auto;
    }
  }
`;

export const ctaStyles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${theme.space.xs} ${theme.space.md};

  ${mq.xl} {
    padding-inline: ${theme.space.lg};
  }

  border-radius: ${theme.radii.md};
  background: ${theme.colors.accent};
  color: ${theme.colors.onDark};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  box-shadow: ${theme.shadows.sm};
  transition: background-color 0.15s ease;

  &:hover,
  &[aria-current='page'] {
    background: ${theme.colors.accentDark};
    color: ${theme.colors.onDark};
  }
`;
