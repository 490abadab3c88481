/**
 * The latest messages of conversations in progress, kept in memory so that answering a visitor
 * does not read back what this process wrote a moment ago. Only for SQLite, where one process
 * owns the database file: no other writer can add to a conversation behind the cache's back.
 *
 * Bounded three ways: sessions (least recently used go first), messages per session, and idle
 * time: a conversation unused for IDLE_MS leaves memory at the next message to any conversation,
 * so one deleted from the database (`npm run leads -- delete`, another process) does not stay.
 * The retention purge clears the cache as well.
 */
import type { ChatMessageRecord } from './chat.ts';

interface Conversation {
  messages: ChatMessageRecord[];
  lastUsed: number;
}

export class ConversationCache {
  static readonly IDLE_MS = 10 * 60_000;
  readonly #maxSessions: number;
  readonly #maxMessages: number;
  readonly #conversations = new Map<string, Conversation>();

  constructor(maxSessions: number, maxMessages: number) {
    this.#maxSessions = maxSessions;
    this.#maxMessages = maxMessages;
  }

  /** The conversation's latest messages (oldest first), or undefined when it is not held. */
  get(sessionId: string, now: number): readonly ChatMessageRecord[] | undefined {
    this.#dropIdle(now);
    const conversation = this.#conversations.get(sessionId);
    if (!conversation) return undefined;
    this.#conversations.delete(sessionId);
    if (now - conversation.lastUsed > ConversationCache.IDLE_MS) return undefined;
    conversation.lastUsed = now;
    this.#conversations.set(sessionId, conversation);
    return conversation.messages;
  }

  /** Holds a conversation read from the database (all of it, or at least its latest messages). */
  set(sessionId: string, messages: readonly ChatMessageRecord[], now: number): void {
    this.#dropIdle(now);
    this.#conversations.delete(sessionId);
    this.#conversations.set(sessionId, {
      messages: messages.slice(-this.#maxMessages),
      lastUsed: now,
    });
    if (this.#conversations.size > this.#maxSessions) {
      this.#conversations.delete(this.#conversations.keys().next().value as string);
    }
  }

  /** Adds committed messages to a conversation the cache holds; others are read when needed. */
  append(sessionId: string, messages: readonly ChatMessageRecord[]): void {
    const conversation = this.#conversations.get(sessionId);
    if (!conversation) return;
    conversation.messages = [...conversation.messages, ...messages].slice(-this.#maxMessages);
  }

  clear(): void {
    this.#conversations.clear();
  }

  get size(): number {
    return this.#conversations.size;
  }

  /** get and set re-insert what they touch, so the idle conversations are a prefix of the Map. */
  #dropIdle(now: number): void {
    for (const [sessionId, conversation] of this.#conversations) {
      if (now - conversation.lastUsed <= ConversationCache.IDLE_MS) return;
      this.#conversations.delete(sessionId);
    }
  }
}
