import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { css, type Theme } from '@emotion/react';
import { mq, theme as siteTheme } from '../../theme/theme';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { Logo } from './Logo';
import { CONTACT_PATH, MAIN_NAV, isCurrentPage } from './navLinks';

/** The bar turns solid once the page is scrolled more than this. */
export const SCROLL_THRESHOLD_PX = 10;

export interface SiteHeaderProps {
  /** Path of the current page, to mark its link. */
  pathname: string;
  firmName: string;
  shortName: string;
}

/**
 * The fixed top bar. Below the `lg` breakpoint the links collapse behind a menu button. Without
 * JavaScript (no `js` class on <html>, see gatsby-ssr) the links show as a wrapping row instead,
 * so they are always reachable.
 */
export function SiteHeader({ pathname, firmName, shortName }: SiteHeaderProps) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const menuId = `site-menu${useId().replace(/:/g, '')}`;

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Escape closes the open menu and puts focus back on its button.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // The open menu covers the page: close it when focus moves outside the header, so the element
  // that receives focus is never hidden behind it (WCAG 2.4.11).
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) {
        setMenuOpen(false);
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [menuOpen]);

  const onContactPage = isCurrentPage(pathname, CONTACT_PATH) || pathname.startsWith(CONTACT_PATH);

  return (
    <header
      ref={headerRef}
      css={headerStyles}
      data-scrolled={scrolled ? 'true' : 'false'}
      data-menu-open={menuOpen ? 'true' : 'false'}
    >
      <div css={barStyles}>
        <Logo name={firmName} shortName={shortName} />

        <button
          ref={toggleRef}
          type="button"
          css={toggleStyles}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
          {/* The word hides visually on the narrowest phones; it stays the button's name. */}
          <span css={menuLabelStyles}>Menu</span>
        </button>

        <nav id={menuId} aria-label="Main" css={navStyles}>
          <ul css={listStyles}>
            {MAIN_NAV.map((link) => {
              const current = isCurrentPage(pathname, link.to);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    css={navLinkStyles}
                    aria-current={current ? 'page' : undefined}
                    onClick={closeMenu}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
          <Link
            to={CONTACT_PATH}
            css={ctaStyles}
            aria-current={onContactPage ? 'page' : undefined}
            onClick={closeMenu}
          >
            Schedule Consultation
          </Link>
        </nav>
      </div>
    </header>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path
          d="M6 6l12 12M18 6 6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M4 7h16M4 12h16M4 17h16"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/* Below `lg` the links collapse; `.js` (set before paint by gatsby-ssr) means scripts will run. */
const collapsed = `@media (max-width: ${siteTheme.breakpoints.lg - 0.02}px)`;

const headerStyles = (theme: Theme) => css`
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

const barStyles = (theme: Theme) => css`
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

const menuLabelStyles = css`
  @media (max-width: 359.98px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const toggleStyles = (theme: Theme) => css`
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

const navStyles = (theme: Theme) => css`
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

const listStyles = (theme: Theme) => css`
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

const navLinkStyles = (theme: Theme) => css`
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

const ctaStyles = (theme: Theme) => css`
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
