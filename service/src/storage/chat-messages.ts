/**
 * What the chat stores beside a conversation's words (migration 006): the assistant's state on
 * each bot message, so the latest comes back with the messages in the route's one query, and how
 * well each visitor message was answered, which `npm run chat -- gaps` reads. SQL shared by the
 * SQLite and Postgres repositories (`?` placeholders, Postgres numbers them).
 */
import type { AnswerConfidence } from '../assistant/types.ts';
import { toChatMessage, type ChatMessageRecord, type ChatMessageRow } from './repository.ts';

/** A chat message to store, with what the exchange returned for the conversation. */
export interface NewChatMessage extends ChatMessageRecord {
  /** A bot message: the assistant's conversation state after it, as JSON text. */
  state?: string;
  /** A visitor message: how well the answer met it. */
  confidence?: AnswerConfidence;
}

/** A conversation as stored: its latest messages, oldest first, and its last answer's state. */
export interface StoredConversation {
  messages: ChatMessageRecord[];
  /** JSON text as stored (unchecked), or null when the last answer left none. */
  state: string | null;
}

/** A visitor message the assistant answered with low or no confidence. */
export interface UnansweredMessage {
  text: string;
  confidence: 'low' | 'none';
  createdAt: number;
}

export const INSERT_CHAT_MESSAGE_SQL = `INSERT INTO chat_messages
  (session_id, sender, text, created_at, state, confidence) VALUES (?, ?, ?, ?, ?, ?)`;

export const chatMessageValues = (sessionId: string, message: NewChatMessage) => [
  sessionId,
  message.sender,
  message.text,
  message.createdAt,
  message.state ?? null,
  message.confidence ?? null,
];

/** Rows of RECENT_MESSAGES_SQL (newest first) as a conversation: the newest row holds the state. */
export function toConversation(rows: readonly ChatMessageRow[]): StoredConversation {
  const last = rows[0];
  return {
    messages: rows.map(toChatMessage).reverse(),
    state: last?.sender === 'bot' ? (last.state ?? null) : null,
  };
}

/**
 * Visitor messages since a time answered with low or no confidence, oldest first. An editor's
 * occasional query over conversations the retention purge keeps short: a scan, rather than an
 * index every chat message would pay for.
 */
export const UNANSWERED_MESSAGES_SQL = `SELECT text, confidence, created_at FROM chat_messages
  WHERE sender = 'user' AND confidence IN ('low', 'none') AND created_at >= ?
  ORDER BY created_at, id`;

export interface UnansweredMessageRow {
  text: string;
  confidence: string;
  created_at: number | string;
}

export const toUnansweredMessage = (row: UnansweredMessageRow): UnansweredMessage => ({
  text: row.text,
  confidence: row.confidence === 'low' ? 'low' : 'none',
  createdAt: Number(row.created_at),
});
