import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * The calendar year, right even when a site built last year is served today. Server rendering
 * and hydration use `buildYear` (same markup, no mismatch); React then re-renders with the
 * browser clock's year.
 */
export function useCurrentYear(buildYear: number): number {
  return useSyncExternalStore(
    subscribeNever,
    () => new Date().getFullYear(),
    () => buildYear,
  );
}
