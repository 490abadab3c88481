import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { css, Global, type Theme } from '@emotion/react';
import { useSiteSettings } from '../../hooks/useSiteSettings';

// The panel is a separate chunk, fetched only when the visitor reaches for the launcher (pointer
// over it, focus on it) or opens it: most visitors never chat, so the first load carries only
// this launcher (measured: fetching it while idle added ~4.6 KiB to every page's first load).
const loadChatPanel = () => import('./ChatPanel');
const ChatPanel = lazy(loadChatPanel);

const LAUNCHER_SIZE = '3.5rem';
const LAUNCHER_OFFSET = '1rem';

/** The floating chat button on every page; mounted once in the layout. */
export function ChatWidget() {
  const { settings, chat } = useSiteSettings();
  const [open, setOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) launcherRef.current?.focus();
  }, []);

  return (
    <>
      {/* WCAG 2.4.11: content the browser scrolls to for keyboard focus stays clear of the launcher. */}
      <Global styles={launcherClearance} />
      <button
        ref={launcherRef}
        type="button"
        css={launcherStyle}
        aria-label="Open chat"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onPointerEnter={() => void loadChatPanel()}
        onFocus={() => void loadChatPanel()}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm5 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm5 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z"
          />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel
            id={panelId}
            firmName={settings.shortName}
            tollFreePhone={settings.tollFreePhone}
            email={settings.email}
            copy={chat}
            launcherRef={launcherRef}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}

const launcherClearance = css`
  html {
    scroll-padding-bottom: calc(${LAUNCHER_SIZE} + 2 * ${LAUNCHER_OFFSET});
  }
`;

const launcherStyle = (theme: Theme) => css`
  position: fixed;
  right: ${LAUNCHER_OFFSET};
  bottom: ${LAUNCHER_OFFSET};
  z-index: ${theme.zIndex.chat};
  display: grid;
  place-items: center;
  width: ${LAUNCHER_SIZE};
  height: ${LAUNCHER_SIZE};
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.primary};
  color: ${theme.colors.onDark};
  box-shadow: ${theme.shadows.lg};
  cursor: pointer;
  transition: background-color 0.15s ease;

  &:hover,
  &[aria-expanded='true'] {
    background: ${theme.colors.primaryDark};
  }

  &:focus-visible {
    box-shadow: ${theme.focusRing};
  }
`;
