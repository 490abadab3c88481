/**
 * The chat's conversations (`app.chatStore`), kept in the database only: every message reads its
 * conversation back, so nothing a visitor typed stays in the process's memory, and a privacy
 * deletion or the retention purge holds from the very next message.
 */
import fp from 'fastify-plugin';
import type { ChatMessageRecord } from '../storage/repository.ts';

/** How much of the conversation the assistant sees and a chat lead's transcript holds. */
export const HISTORY_LIMIT = 60;

export interface ChatStore {
  /** The conversation so far (its latest HISTORY_LIMIT messages), oldest first. */
  history(sessionId: string): Promise<ChatMessageRecord[]>;
  /** Stores an exchange (the visitor's message and the answer) in one durable transaction. */
  record(sessionId: string, exchange: ChatMessageRecord[], now: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatStore: ChatStore;
  }
}

export default fp(
  async (app) => {
    const { repository } = app;
    app.decorate('chatStore', {
      history: (sessionId) => repository.recentMessages(sessionId, HISTORY_LIMIT),
      record: (sessionId, exchange, now) => repository.appendExchange(sessionId, exchange, now),
    } satisfies ChatStore);
  },
  { name: 'chat-store', dependencies: ['database'] },
);
