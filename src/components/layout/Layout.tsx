import { Suspense, useEffect, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { GlobalStyles } from '../../theme/GlobalStyles';
import { useSiteSettings } from '../../hooks/useSiteSettings';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';
import { ChatWidget } from '../chat/ChatWidget';

export interface LayoutProps {
  /** Path of the current page (from wrapPageElement's props.location). */
  pathname: string;
  children: ReactNode;
}

/**
 * The frame of every page (applied in gatsby-browser/gatsby-ssr wrapPageElement; pages never
 * render it themselves). It persists across in-site navigation, so state kept here (the chat
 * widget, later) survives page changes.
 */
export function Layout({ pathname, children }: LayoutProps) {
  const { settings } = useSiteSettings();
  return (
    <>
      {/* Built pages carry the global styles in their HTML (gatsby-ssr.tsx wrapRootElement), so
          hydration skips them; `gatsby develop` renders in the browser only and needs them here. */}
      {process.env.NODE_ENV === 'development' && <GlobalStyles />}
      <SkipLink targetId="main">Skip to main content</SkipLink>
      <SiteHeader pathname={pathname} firmName={settings.name} shortName={settings.shortName} />
      {/* A Suspense boundary lets React hydrate the page body after the header, in small
          interruptible slices instead of one long task (it keeps the server's HTML meanwhile). */}
      <Suspense fallback={null}>
        <main id="main" tabIndex={-1} css={mainStyles}>
          {children}
        </main>
        <SiteFooter />
        <HydratedMarker />
      </Suspense>
      {/* ─── CHAT WIDGET MOUNT POINT ───────────────────────────────────────────────────────────
          The chat widget (launcher button + dialog) mounts here, after the footer, so it is last
          in the tab order and outside <main>. Render it lazily so no chat code loads until the
          visitor opens it. Its z-index is theme.zIndex.chat (above the nav). */}
      <ChatWidget />
    </>
  );
}

/** Marks the document once React has hydrated the page body, so browser tests know clicks and
 * typing reach handlers (the body hydrates after the first client render). */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

const mainStyles = (theme: Theme) => css`
  display: block;
  /* The fixed navigation bar must never cover the top of the page. */
  padding-top: ${theme.navHeight};
  min-height: 60vh;

  &:focus {
    outline: none;
  }

  /* No JavaScript on small screens: the bar is static (see SiteHeader), so no offset is needed. */
  @media (max-width: ${theme.breakpoints.lg - 0.02}px) {
    html:not(.js) & {
      padding-top: 0;
    }
  }
`;
