/**
 * The assistant's contract. The route talks only to `AssistantEngine`, so a language-model
 * provider could later sit behind the same interface; the rule-based engine is the only one.
 */
import type { ChatLink, ChatSender } from '../../../src/domain/chat.ts';
import type { ServiceInterest } from '../../../src/domain/contact.ts';
import type { ContactDetails } from './lead.ts';

export interface AssistantHistoryEntry {
  sender: ChatSender;
  text: string;
}

/**
 * What the assistant keeps of a conversation between turns (what it understood, the question it
 * asked): plain JSON, stored with the conversation, never the visitor's words. Opaque to the route
 * and the store.
 */
export type ConversationState = Record<string, unknown>;

/** high: answered from content; low: a guess or a clarifying question; none: not answered (a gap
 * an editor should fill, listed by `npm run chat -- gaps`). */
export type AnswerConfidence = 'high' | 'low' | 'none';

export interface AssistantTurn {
  sessionId: string;
  /** The visitor's message, trimmed. */
  message: string;
  /** Earlier messages of this conversation, oldest first (without `message`). */
  history: readonly AssistantHistoryEntry[];
  /** The state the previous reply returned, if any. */
  state?: ConversationState;
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
  /** Present on the turn where the conversation first holds an e-mail or phone. */
  lead?: CapturedLead;
  /** Details given after the lead was taken (a name after an e-mail alone), to add to it. */
  leadAdditions?: ContactDetails;
  /** An e-mail or phone given to replace the lead's ("sorry thats my old number, its 403…"). */
  leadCorrections?: ContactDetails;
  /** When to call, said after the lead was taken ("best after 3pm"): added to it. */
  leadNote?: string;
  /** Stored with the conversation and passed back with the next turn. */
  state?: ConversationState;
  /** How well this message was answered; stored with the visitor's message. */
  confidence?: AnswerConfidence;
  /** Which rule answered: for tests and metrics, never shown to the visitor. */
  intent: string;
}

export interface AssistantEngine {
  reply(turn: AssistantTurn): Promise<AssistantReply>;
}
