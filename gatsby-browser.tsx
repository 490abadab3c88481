import type { GatsbyBrowser } from 'gatsby';

export { wrapPageElement } from './src/components/layout/wrapPageElement';

/**
 * Every page opens at its top, also after in-site navigation. Exceptions, on purpose:
 * - a link with a fragment (/services/#healthcare) lands on that element; Gatsby calls
 *   scrollIntoView(), and GlobalStyles' scroll-padding/scroll-margin keep it clear of the fixed bar;
 * - Back/Forward (POP) restores where the visitor was, as browsers do on any site;
 * - the first load (no previous page) is left to the browser: top, the fragment, or on reload
 *   the restored position.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({
  routerProps,
  prevRouterProps,
}) => {
  const location = routerProps.location as typeof routerProps.location & { action?: string };
  if (!prevRouterProps || location.hash) return true;
  if (location.action === 'POP') return true;
  // 'instant' overrides the global smooth scrolling: a new page should not glide up.
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  return false;
};
