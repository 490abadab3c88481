/**
 * The design system: every colour, size and shadow the site uses comes from here.
 * Colour pairs are chosen for WCAG 2.2 AA contrast (text ≥ 4.5:1, UI ≥ 3:1).
 */
export const theme = {
  colors: {
    ink: '#17212f',
    muted: '#4a5568',
    primary: '#0f3b5f',
    primaryDark: '#0a2842',
    primaryLight: '#e7eff6',
    accent: '#0a6b61',
    accentDark: '#07524a',
    accentLight: '#e3f3f0',
    gold: '#f5a623',
    surface: '#ffffff',
    surfaceAlt: '#f4f7f9',
    border: '#d5dde5',
    onDark: '#ffffff',
    onDarkMuted: '#c9d6e3',
    success: '#14532d',
    successBg: '#dcfce7',
    error: '#991b1b',
    errorBg: '#fee2e2',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading:
      'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, "Times New Roman", serif',
  },
  /** Fluid type scale: small screens get the first value, wide screens the last. */
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: 'clamp(1.375rem, 1.2rem + 0.8vw, 1.625rem)',
    xxl: 'clamp(1.75rem, 1.4rem + 1.6vw, 2.375rem)',
    display: 'clamp(2.125rem, 1.5rem + 3vw, 3.5rem)',
  },
  lineHeights: { tight: 1.2, snug: 1.35, body: 1.6 },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    section: 'clamp(3rem, 2rem + 5vw, 6rem)',
  },
  radii: { sm: '4px', md: '8px', lg: '16px', round: '999px' },
  shadows: {
    sm: '0 1px 2px rgb(15 59 95 / 0.08)',
    md: '0 4px 16px rgb(15 59 95 / 0.10)',
    lg: '0 12px 40px rgb(15 59 95 / 0.18)',
  },
  /** Width of the content column. */
  maxWidth: '72rem',
  navHeight: '4.5rem',
  breakpoints: { sm: 480, md: 768, lg: 1024, xl: 1280 },
  zIndex: { nav: 100, chat: 200, skipLink: 300 },
  /** A two-tone ring that stays visible on light and dark backgrounds. */
  focusRing: '0 0 0 3px #ffffff, 0 0 0 6px #0a2842',
} as const;

export type AppTheme = typeof theme;

/** `${mq.md} { ... }` applies from that width up. */
export const mq = {
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  md: `@media (min-width: ${theme.breakpoints.md}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
  xl: `@media (min-width: ${theme.breakpoints.xl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
