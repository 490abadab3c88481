import { useCallback, useSyncExternalStore } from 'react';

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * Whether the window is scrolled more than `threshold` px. The snapshot is a boolean, so React
 * re-renders only when the threshold is crossed, not on every scroll event. False in server
 * rendering and hydration; right after hydration it reflects the real position (a page
 * reloaded half-way down starts "scrolled").
 */
export function useScrolledPast(threshold: number): boolean {
  const isScrolledPast = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribeToScroll, isScrolledPast, () => false);
}
