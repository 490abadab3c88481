/**
 * The chat protocol between the widget and the assistant, defined once for both.
 * Keep this file free of runtime libraries: it ships in the chat panel's bundle.
 */

import type { Attribution } from './attribution.ts';

/** Any session id the service reads: a conversation it already holds may have an older form. */
export const CHAT_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/**
 * What a new conversation's id must be: a version 4 UUID (122 random bits from a cryptographic
 * generator), optionally after a time prefix, so that no one can guess another visitor's id.
 */
export const NEW_CHAT_SESSION_ID_PATTERN =
  /^(?:[0-9a-z]{1,16}-)?[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

export interface ChatRequest {
  session_id: string;
  message: string;
  /** Where the visit began (optional: older widgets send none). */
  attribution?: Attribution;
}

export interface ChatLink {
  label: string;
  /** A site path (/services#healthcare), tel:, mailto: or an https URL. */
  href: string;
}

export interface ChatResponse {
  bot_response: string;
  /** Quick replies the widget offers as buttons. */
  suggestions?: string[];
  links?: ChatLink[];
}

export type ChatSender = 'user' | 'bot';

export interface ChatEntry {
  sender: ChatSender;
  text: string;
  timestamp: number;
  links?: ChatLink[];
  suggestions?: string[];
}

/**
 * Built in the browser from the current time and a random UUID; lives as long as the page.
 * crypto.randomUUID needs a secure context: HTTPS, or http://localhost in development.
 */
export function createChatSessionId(
  now = Date.now(),
  randomUUID: () => string = () => crypto.randomUUID(),
): string {
  return `${now.toString(36)}-${randomUUID()}`;
}
