import type { MouseEvent, ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';

/**
 * First focusable element of every page: jumps past the navigation. Focus is moved explicitly
 * (the target has tabIndex -1) so the next Tab continues inside the main content in every browser.
 */
export function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView();
  };
  return (
    <a href={`#${targetId}`} css={skipLinkStyles} onClick={onClick}>
      {children}
    </a>
  );
}

const skipLinkStyles = (theme: Theme) => css`
  position: fixed;
  top: ${theme.space.xs};
  left: ${theme.space.xs};
  z-index: ${theme.zIndex.skipLink};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primaryDark};
  color: ${theme.colors.onDark};
  font-weight: 700;
  text-decoration: none;
  transform: translateY(-200%);

  &:focus,
  &:focus-visible {
    transform: none;
    color: ${theme.colors.onDark};
  }
`;
