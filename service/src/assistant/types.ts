/**
 * The assistant's contract. The route talks only to `AssistantEngine`, so a language-model
 * provider could later sit behind the same interface; the rule-based engine is the only one.
 */
import type { ChatLink, ChatSender } from '../../../src/domain/chat.ts';
import type { ServiceInterest } from '../../../src/domain/contact.ts';

export interface AssistantHistoryEntry {
  sender: ChatSender;
  text: string;
}

export interface AssistantTurn {
  sessionId: string;
  /** The visitor's message, trimmed. */
  message: string;
  /** Earlier messages of this conversation, oldest first (without `message`). */
  history: readonly AssistantHistoryEntry[];
  now: Date;
}

/** Contact details the visitor gave in the chat: the service stores them as a lead, once. */
export interface CapturedLead {
  name: string;
  email: string;
  phone: string;
  service: ServiceInterest;
  /** The visitor's own messages, shortened: what they asked about. */
  summary: string;
}

export interface AssistantReply {
  text: string;
  suggestions?: string[];
  links?: ChatLink[];
  /** Present on the turn where the conversation first holds a name plus an e-mail or phone. */
  lead?: CapturedLead;
  /** Which rule answered: for tests and metrics, never shown to the visitor. */
  intent: string;
}

export interface AssistantEngine {
  reply(turn: AssistantTurn): Promise<AssistantReply>;
}
