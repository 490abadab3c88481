import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { Logo } from './Logo';
import { MenuIcon } from './MenuIcon';
import { CONTACT_PATH, MAIN_NAV, isCurrentPage } from './navLinks';
import {
  headerStyles,
  barStyles,
  menuLabelStyles,
  toggleStyles,
  navStyles,
  listStyles,
  navLinkStyles,
  ctaStyles,
} from './SiteHeader.styles';

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
