import { createChatSessionId, type ChatEntry } from '../../domain/chat';
import { apiBase } from '../../config/api';
import { readAttribution } from '../../utils/attribution';
import { postChatMessage, type ChatFailure } from './chatApi';

export interface ChatState {
  entries: readonly ChatEntry[];
  /** A reply is awaited: sending is blocked until it arrives or fails. */
  pending: boolean;
}

/** What the bot says when there is no answer, built by the panel from the settings YAML. */
export type ChatFailureReplies = Record<ChatFailure, Pick<ChatEntry, 'text' | 'links'>>;

export interface ChatStore {
  getState(): ChatState;
  subscribe(listener: () => void): () => void;
  /** Adds the greeting if the conversation has not started yet. */
  greet(entry: Omit<ChatEntry, 'sender' | 'timestamp'>): void;
  /** Trims and sends; whitespace-only text or a send while a reply is pending does nothing. */
  send(text: string, failureReplies: ChatFailureReplies): Promise<void>;
}

interface ChatStoreOptions {
  endpoint?: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
  sessionId?: string;
}

/**
 * The conversation lives outside React so it survives the panel closing and any remount of the
 * layout while the visitor moves between pages; it lasts as long as the page, not across visits.
 */
export function createChatStore({
  endpoint = `${apiBase}/chat/message`,
  fetchImpl,
  now = Date.now,
  sessionId,
}: ChatStoreOptions = {}): ChatStore {
  // Made on the first message, not when the page loads: pages where no one chats need none.
  let session = sessionId;
  let state: ChatState = { entries: [], pending: false };
  const listeners = new Set<() => void>();

  const update = (next: Partial<ChatState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  const append = (entry: ChatEntry, pending: boolean) =>
    update({ entries: [...state.entries, entry], pending });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    greet(entry) {
      if (state.entries.length > 0) return;
      append({ ...entry, sender: 'bot', timestamp: now() }, state.pending);
    },
    async send(text, failureReplies) {
      const message = text.trim();
      if (message === '' || state.pending) return;
      append({ sender: 'user', text: message, timestamp: now() }, true);
      // The global fetch is looked up per call so tests (and polyfills) can replace it.
      const result = await postChatMessage(
        endpoint,
        // Every message carries it: the one that completes a lead may be any of them.
        {
          session_id: (session ??= createChatSessionId()),
          message,
          attribution: readAttribution(),
        },
        fetchImpl ?? fetch,
      );
      const reply: ChatEntry = result.ok
        ? {
            sender: 'bot',
            text: result.response.bot_response,
            timestamp: now(),
            ...(result.response.links ? { links: result.response.links } : {}),
            ...(result.response.suggestions ? { suggestions: result.response.suggestions } : {}),
          }
        : { ...failureReplies[result.reason], sender: 'bot', timestamp: now() };
      append(reply, false);
    },
  };
}

/** The page's one conversation. */
export const chatStore: ChatStore = createChatStore();
