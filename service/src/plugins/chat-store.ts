/**
 * The chat's conversations (`app.chatStore`), kept in the database only: every message reads its
 * conversation back, so nothing a visitor typed stays in the process's memory, and a privacy
 * deletion or the retention purge holds from the very next message. The assistant's state travels
 * the same way: stored with its answer, read back with the conversation.
 */
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { AnswerConfidence, ConversationState } from '../assistant/types.ts';
import type { ChatMessageRecord } from '../storage/repository.ts';

/** How much of the conversation the assistant sees and a chat lead's transcript holds. */
export const HISTORY_LIMIT = 60;

/**
 * Larger states are not stored (the next turn starts without one): the state is a few facts
 * about the conversation, so this much means an engine bug, which must not bloat every row.
 */
export const MAX_STATE_CHARS = 16_384;

export interface ChatConversation {
  /** The conversation so far (its latest HISTORY_LIMIT messages), oldest first. */
  messages: ChatMessageRecord[];
  /** The state the last answer returned; undefined when it returned none or it is unreadable. */
  state: ConversationState | undefined;
}

/** One exchange: the visitor's message, the answer, and what the answer returned. */
export interface ChatExchange {
  visitor: ChatMessageRecord;
  bot: ChatMessageRecord;
  /** How well the answer met the visitor's message (undefined: high). */
  confidence: AnswerConfidence | undefined;
  state: ConversationState | undefined;
}

export interface ChatStore {
  conversation(sessionId: string): Promise<ChatConversation>;
  /** Stores an exchange in one durable transaction. */
  record(sessionId: string, exchange: ChatExchange, now: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatStore: ChatStore;
  }
}

/**
 * A stored state back as an object. Rows from before a change of the state's shape, or damaged
 * ones, give no state rather than an error: the conversation goes on from its messages.
 */
export function parseConversationState(stored: string | null): ConversationState | undefined {
  if (stored === null) return undefined;
  try {
    const state: unknown = JSON.parse(stored);
    const isPlainObject = typeof state === 'object' && state !== null && !Array.isArray(state);
    return isPlainObject ? (state as ConversationState) : undefined;
  } catch {
    return undefined;
  }
}

/** The state as JSON text to store, or undefined when it cannot or should not be stored. */
export function serializeConversationState(
  state: ConversationState | undefined,
  log: FastifyBaseLogger,
): string | undefined {
  if (state === undefined) return undefined;
  let text: string | undefined;
  try {
    text = JSON.stringify(state) as string | undefined;
  } catch {
    text = undefined; // a cycle or a BigInt
  }
  if (text === undefined) {
    // Keep the exchange (it was answered); drop only the state.
    log.warn('chat state not stored: not JSON');
    return undefined;
  }
  if (text.length > MAX_STATE_CHARS) {
    log.warn({ chars: text.length }, 'chat state not stored: too large');
    return undefined;
  }
  return text;
}

export default fp(
  async (app) => {
    const { repository } = app;
    const log = app.log.child({ module: 'chat-store' });
    app.decorate('chatStore', {
      async conversation(sessionId) {
        const stored = await repository.recentConversation(sessionId, HISTORY_LIMIT);
        return { messages: stored.messages, state: parseConversationState(stored.state) };
      },
      record(sessionId, exchange, now) {
        const state = serializeConversationState(exchange.state, log);
        return repository.appendExchange(
          sessionId,
          [
            { ...exchange.visitor, confidence: exchange.confidence ?? 'high' },
            state === undefined ? exchange.bot : { ...exchange.bot, state },
          ],
          now,
        );
      },
    } satisfies ChatStore);
  },
  { name: 'chat-store', dependencies: ['database'] },
);
