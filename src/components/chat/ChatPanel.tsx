import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { css, type Theme } from '@emotion/react';
import { Link } from 'gatsby';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatEntry, type ChatLink } from '../../domain/chat';
import { fillPlaceholders, fillText } from '../../content/placeholders';
import { mq, theme as siteTheme } from '../../theme/theme';
import { chatStore as defaultStore, type ChatStore } from './chatStore';
import { failureReplies, GREETING_CHOICES, type ChatCopy } from './chatTexts';

export interface ChatPanelProps {
  /** The launcher's aria-controls points here. */
  id: string;
  firmName: string;
  tollFreePhone: string;
  email: string;
  /** What the panel says, with {firmName}, {tollFreePhone} and {email} still to fill in. */
  copy: ChatCopy;
  launcherRef: RefObject<HTMLButtonElement>;
  /** returnFocus: move focus back to the launcher (Escape, X); not when focus left on its own. */
  onClose: (returnFocus: boolean) => void;
  store?: ChatStore;
}

/** Below theme.breakpoints.sm the panel covers the whole screen. */
const FULL_SCREEN_QUERY = `(max-width: ${siteTheme.breakpoints.sm - 0.02}px)`;

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * Whether the panel hides (part of) a focused control. A region bigger than the panel (such as
 * <main>, focused after a page change) can never be hidden by it, so it does not count.
 */
function coversControl(panel: DOMRect, focused: DOMRect): boolean {
  const overlaps =
    focused.left < panel.right &&
    panel.left < focused.right &&
    focused.top < panel.bottom &&
    panel.top < focused.bottom;
  const isRegion = focused.width > panel.width || focused.height > panel.height;
  return overlaps && !isRegion;
}

/** The chat dialog; loaded on demand (import()) so none of it is in the first page load. */
export default function ChatPanel({
  id,
  firmName,
  tollFreePhone,
  email,
  copy,
  launcherRef,
  onClose,
  store = defaultStore,
}: ChatPanelProps) {
  const { entries, pending } = useSyncExternalStore(
    store.subscribe,
    store.getState,
    store.getState,
  );
  const [draft, setDraft] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const noticeId = useId();
  const inputId = useId();
  const firm = useMemo(
    () => ({ firmName, tollFreePhone, email }),
    [firmName, tollFreePhone, email],
  );
  const replies = useMemo(() => failureReplies(copy, firm), [copy, firm]);

  // First opening with no messages: the bot greets and asks healthcare or commercial.
  useEffect(() => {
    store.greet({ text: fillText(copy.greeting, firm), suggestions: GREETING_CHOICES });
  }, [store, copy.greeting, firm]);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // WCAG 2.4.11: when focus leaves the panel for a page control the panel covers, the panel
  // collapses (the conversation is kept). Scrolling cannot always help: content at the bottom
  // of the page, or any content behind the full-screen panel on phones, cannot move out from under it.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      const target = event.target;
      if (!panel || !(target instanceof Element)) return;
      if (panel.contains(target) || target === launcherRef.current) return;
      if (coversControl(panel.getBoundingClientRect(), target.getBoundingClientRect()))
        onClose(false);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [launcherRef, onClose]);

  // Keep the newest entry in view: smooth, or instant when less motion is asked for.
  const isFirstScroll = useRef(true);
  useEffect(() => {
    const log = logRef.current;
    if (!log || typeof log.scrollTo !== 'function') return;
    const instant = isFirstScroll.current || matches('(prefers-reduced-motion: reduce)');
    isFirstScroll.current = false;
    log.scrollTo({ top: log.scrollHeight, behavior: instant ? 'auto' : 'smooth' });
  }, [entries.length, pending]);

  const send = (text: string) => {
    if (text.trim() === '' || pending) return;
    setDraft('');
    // Keep the keyboard in the conversation: the send button is about to be disabled.
    inputRef.current?.focus();
    void store.send(text, replies);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that confirms an IME composition is neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send(draft);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose(true);
  };

  // On phones a page link would open behind the full-screen panel, so the panel steps aside.
  const onSiteLink = () => {
    if (matches(FULL_SCREEN_QUERY)) onClose(false);
  };

  const last = entries[entries.length - 1];
  const quickReplies = !pending && last?.sender === 'bot' ? (last.suggestions ?? []) : [];
  const canSend = draft.trim() !== '' && !pending;

  return (
    // Keyboard handling for the whole dialog: Escape closes it from any control inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={noticeId}
      css={panelStyle}
      onKeyDown={onPanelKeyDown}
    >
      <div css={headerStyle}>
        <h2 id={titleId} css={titleStyle}>
          {fillText(copy.title, firm)}
        </h2>
        <button
          type="button"
          css={closeButtonStyle}
          aria-label="Close chat"
          onClick={() => onClose(true)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2.25"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      <p id={noticeId} css={noticeStyle}>
        {fillPlaceholders(copy.notice, {
          privacyLink: (
            <Link key="privacyLink" to={copy.privacyLink.to} onClick={onSiteLink}>
              {copy.privacyLink.label}
            </Link>
          ),
        })}
      </p>
      {/* Focusable so keyboard users can scroll back through a long conversation. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={logRef} role="log" aria-label="Conversation" tabIndex={0} css={logStyle}>
        {entries.map((entry, index) => (
          // Entries are only ever appended, so the position is a stable key.
          <ChatMessage key={index} entry={entry} onSiteLink={onSiteLink} />
        ))}
      </div>
      <div role="status" css={statusStyle}>
        {pending ? (
          <>
            <span css={spinnerStyle} aria-hidden="true" />
            {copy.typing}
          </>
        ) : null}
      </div>
      {quickReplies.length > 0 ? (
        <ul css={quickRepliesStyle} aria-label="Suggested replies">
          {quickReplies.map((reply) => (
            <li key={reply}>
              <button type="button" css={quickReplyStyle} onClick={() => send(reply)}>
                {reply}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form css={formStyle} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Your message
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          css={inputStyle}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={copy.placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
        />
        <button type="submit" css={sendButtonStyle} disabled={!canSend}>
          {copy.sendLabel}
        </button>
      </form>
    </div>
  );
}

function ChatMessage({ entry, onSiteLink }: { entry: ChatEntry; onSiteLink: () => void }) {
  const fromUser = entry.sender === 'user';
  return (
    <div css={[messageStyle, fromUser ? userMessageStyle : botMessageStyle]}>
      <span className="visually-hidden">{fromUser ? 'You: ' : 'Assistant: '}</span>
      {/* Server text is rendered as text only; React escapes it. */}
      <p css={messageTextStyle}>{entry.text}</p>
      {entry.links && entry.links.length > 0 ? (
        <ul css={linkListStyle}>
          {entry.links.map((link) => (
            <li key={`${link.href}-${link.label}`}>
              <ChatLinkView link={link} onSiteLink={onSiteLink} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Site pages through Gatsby's router; tel:/mailto: as plain links; https in a new tab. */
function ChatLinkView({ link, onSiteLink }: { link: ChatLink; onSiteLink: () => void }) {
  if (link.href.startsWith('/')) {
    return (
      <Link to={link.href} onClick={onSiteLink}>
        {link.label}
      </Link>
    );
  }
  if (link.href.toLowerCase().startsWith('https:')) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return <a href={link.href}>{link.label}</a>;
}

const LAUNCHER_CLEARANCE = 'calc(1rem + 3.5rem + 0.75rem)';

const panelStyle = (theme: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.chat};
  display: flex;
  flex-direction: column;
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};

  ${mq.sm} {
    inset: auto ${theme.space.md} ${LAUNCHER_CLEARANCE} auto;
    width: min(384px, calc(100vw - 2 * ${theme.space.md}));
    height: min(600px, calc(100dvh - ${LAUNCHER_CLEARANCE} - ${theme.space.md}));
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.lg};
    overflow: hidden;
  }
`;

const headerStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.primary};
  color: ${theme.colors.onDark};
`;

const titleStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  color: inherit;
`;

const closeButtonStyle = (theme: Theme) => css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.round};
  background: transparent;
  color: ${theme.colors.onDark};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.primaryDark};
  }
`;

const noticeStyle = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.colors.primaryLight};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.xs};
  line-height: ${theme.lineHeights.snug};
`;

const logStyle = (theme: Theme) => css`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  background: ${theme.colors.surfaceAlt};
`;

const messageStyle = (theme: Theme) => css`
  max-width: 85%;
  padding: ${theme.space.xs} ${theme.space.sm};
  border-radius: ${theme.radii.md};
  line-height: ${theme.lineHeights.snug};
`;

const userMessageStyle = (theme: Theme) => css`
  align-self: flex-end;
  background: ${theme.colors.primary};
  color: ${theme.colors.onDark};
`;

const botMessageStyle = (theme: Theme) => css`
  align-self: flex-start;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};

  a {
    color: ${theme.colors.accentDark};
  }
`;

const messageTextStyle = css`
  margin: 0;
  white-space: pre-wrap;
`;

const linkListStyle = (theme: Theme) => css`
  margin: ${theme.space.xs} 0 0;
  padding-left: ${theme.space.md};
`;

const statusStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: 0 ${theme.space.md};
  background: ${theme.colors.surfaceAlt};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.xs};

  &:not(:empty) {
    padding-block: ${theme.space.xs};
  }
`;

const spinnerStyle = (theme: Theme) => css`
  width: 1rem;
  height: 1rem;
  border: 2px solid ${theme.colors.border};
  border-top-color: ${theme.colors.accent};
  border-radius: ${theme.radii.round};
  animation: chat-spin 0.8s linear infinite;

  @keyframes chat-spin {
    to {
      transform: rotate(360deg);
    }
  }

  ${mq.reducedMotion} {
    animation: none;
    border-top-color: ${theme.colors.accent};
    border-right-color: ${theme.colors.accent};
  }
`;

const quickRepliesStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  list-style: none;
  background: ${theme.colors.surfaceAlt};
`;

const quickReplyStyle = (theme: Theme) => css`
  min-height: 2.25rem;
  padding: ${theme.space.xxs} ${theme.space.sm};
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${theme.colors.accentDark};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.accentLight};
  }
`;

const formStyle = (theme: Theme) => css`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm};
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

const inputStyle = (theme: Theme) => css`
  flex: 1;
  min-height: 2.75rem;
  max-height: 8rem;
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 1px solid ${theme.colors.muted};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  resize: none;
  line-height: ${theme.lineHeights.snug};

  &::placeholder {
    color: ${theme.colors.muted};
  }
`;

const sendButtonStyle = (theme: Theme) => css`
  min-height: 2.75rem;
  padding: 0 ${theme.space.md};
  border: 0;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.accent};
  color: ${theme.colors.onDark};
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${theme.colors.accentDark};
  }

  &:disabled {
    background: ${theme.colors.border};
    color: ${theme.colors.muted};
    cursor: not-allowed;
  }
`;
