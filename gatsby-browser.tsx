import { startTransition, type ReactNode } from 'react';
import type { Renderer } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import { captureAttribution } from './src/utils/attribution';

export { wrapPageElement } from './src/components/layout/wrapPageElement';

/** The first page of the visit: where it came from, for the contact form and the chat. */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => captureAttribution();

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

/**
 * React 18 hydrates a root in one blocking task (its hydration lane is not time-sliced): the
 * header, the router and every styled element in a single long task. Started inside a transition,
 * the same hydration runs in ~5 ms slices that yield to the browser between them; input that
 * arrives meanwhile makes React finish hydrating at once and then handles it, as before. An empty
 * container (`gatsby develop`'s pages and overlays) is rendered, as Gatsby does. Returns the
 * unmount Gatsby's develop overlays call. Kept because the pages' TBT budget needs it
 * (docs/performance.md); the e2e tests fail if a Gatsby update stops it hydrating.
 */
function hydrateInSlices(element: ReactNode, container: Element): () => void {
  if (container.children.length === 0) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
}

// Gatsby's type is react-dom's legacy render() signature; Gatsby calls it as (element, container).
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateInSlices as unknown as Renderer;
