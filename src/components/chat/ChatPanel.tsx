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
import { Link } from 'gatsby';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../domain/chat';
import { fillPlaceholders, fillText } from '../../content/placeholders';
import { theme as siteTheme } from '../../theme/theme';
import { chatStore as defaultStore, type ChatStore } from './chatStore';
import { failureReplies, GREETING_CHOICES, type ChatCopy } from './chatTexts';
import { ChatMessage } from './ChatMessage';
import {
  panelStyle,
  headerStyle,
  titleStyle,
  closeButtonStyle,
  noticeStyle,
  logStyle,
  statusStyle,
  spinnerStyle,
  quickRepliesStyle,
  quickReplyStyle,
  formStyle,
  inputStyle,
  sendButtonStyle,
} from './ChatPanel.styles';

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
