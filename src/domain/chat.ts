/**
 * The chat protocol between the widget and the assistant, defined once for both.
 * Keep this file free of runtime libraries: it ships in the chat panel's bundle.
 */

export const CHAT_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

export interface ChatRequest {
  session_id: string;
  message: string;
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

/** Built in the browser from the current time and a random string; lives as long as the page. */
export function createChatSessionId(now = Date.now(), random = Math.random): string {
  return `${now.toString(36)}-${random().toString(36).slice(2, 12).padEnd(10, '0')}`;
}
