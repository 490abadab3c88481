import { Global, css, type Theme } from '@emotion/react';
import { mq, theme } from './theme';

/** Site-wide base styles: a small reset, typography, focus ring, and shared utilities. */
const globalStyles = (theme: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* Keyboard focus and in-page jumps never end up hidden under the fixed navigation bar
       (WCAG 2.4.11): the browser keeps this strip clear when it scrolls something into view. */
    scroll-padding-top: ${theme.navHeight};
  }

  /* Smooth scrolling only for people who have not asked for less motion. */
  @media (prefers-reduced-motion: no-preference) {
    html {
      scroll-behavior: smooth;
    }
  }

  ${mq.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${theme.colors.surface};
    color: ${theme.colors.ink};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    -webkit-font-smoothing: antialiased;
    overflow-wrap: break-word;
  }

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 0 0 ${theme.space.md};
    font-family: ${theme.fonts.heading};
    line-height: ${theme.lineHeights.tight};
    color: ${theme.colors.primary};
    text-wrap: balance;
  }

  p,
  ul,
  ol,
  dl,
  blockquote,
  figure {
    margin: 0 0 ${theme.space.md};
  }

  img,
  picture,
  svg,
  video {
    display: block;
    max-width: 100%;
  }

  input,
  button,
  textarea,
  select {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${theme.colors.accent};
    text-underline-offset: 0.15em;
  }

  a:hover {
    color: ${theme.colors.accentDark};
  }

  /* A visible ring for keyboard users on every focusable element; none on mouse click. */
  :focus {
    outline: none;
  }

  :focus-visible {
    outline: 2px solid transparent; /* still shows in Windows high-contrast mode */
    box-shadow: ${theme.focusRing};
  }

  /* Programmatically focused targets (main, notices) need no ring: they are not controls. */
  [tabindex='-1']:focus-visible {
    box-shadow: none;
  }

  /* Anchored targets (/services/#healthcare) land below the fixed navigation bar (html's
     scroll-padding-top) with some air above their heading: padding and margin add up. */
  [id] {
    scroll-margin-top: ${theme.space.md};
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px !important;
    height: 1px !important;
    padding: 0 !important;
    margin: -1px !important;
    overflow: hidden !important;
    clip: rect(0, 0, 0, 0) !important;
    white-space: nowrap !important;
    border: 0 !important;
  }
`;

/**
 * Rendered where the page HTML is built (gatsby-ssr.tsx wrapRootElement), so the rules reach the
 * browser inside the head's <style>: hydration has no global styles to compile and insert again.
 * It reads the theme directly because it sits outside the pages' ThemeProvider.
 */
export function GlobalStyles() {
  return <Global styles={globalStyles(theme)} />;
}
