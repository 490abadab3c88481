/**
 * Conversation state: what the assistant keeps between one message and the next, stored with the
 * conversation by the chat store (never in process memory) and handed back with the next turn.
 * Only what was understood, never the visitor's words: no dates they typed, no contact details
 * (those are read again from the stored messages, so a privacy deletion removes them).
 */
import type { ConversationState } from './types.ts';
import type { NeedId, Understanding } from './understanding/types.ts';
import type { ServiceLine } from './world-content.ts';

export interface Memory {
  /** The previous message's understanding, for follow-ups ("his email", "Lethbridge?"). */
  understanding?: Understanding;
  /** The firm's line the conversation is about, for the lead's service interest. */
  line?: ServiceLine;
  /** Advisors whose contact details were given already. */
  introduced: string[];
  /** What the last answer offered: a bare "yes" takes it up. */
  offered?: NeedId;
  /** The services the visitor last asked for: "ok back to my thing" after a detour. */
  matter?: NeedId[];
  /** The advisor the visitor last named or asked for ("who does…"): a team member's name. */
  spokenOf?: string;
}

const VERSION = 1;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Whether a stored understanding still has the shape this version reads. */
function isUnderstanding(value: unknown): value is Understanding {
  return (
    isObject(value) &&
    isStringArray(value.needs) &&
    Array.isArray(value.places) &&
    isObject(value.negated) &&
    isStringArray(value.carried) &&
    typeof value.question === 'string'
  );
}

/** The stored state read defensively: from another version, or damaged, it is no state. */
export function readMemory(state: ConversationState | undefined): Memory {
  if (!isObject(state) || state.version !== VERSION) return { introduced: [] };
  const memory: Memory = {
    introduced: isStringArray(state.introduced) ? state.introduced : [],
  };
  if (isUnderstanding(state.understanding)) memory.understanding = state.understanding;
  if (state.line === 'healthcare' || state.line === 'commercial') memory.line = state.line;
  if (typeof state.offered === 'string') memory.offered = state.offered;
  if (isStringArray(state.matter)) memory.matter = state.matter;
  if (typeof state.spokenOf === 'string') memory.spokenOf = state.spokenOf;
  return memory;
}

export function writeMemory(memory: Memory): ConversationState {
  const state: ConversationState = { version: VERSION, introduced: memory.introduced };
  if (memory.understanding) {
    // The visitor's own dates stay out of storage: they are words the visitor typed.
    state.understanding = { ...memory.understanding, timing: [] };
  }
  if (memory.line) state.line = memory.line;
  if (memory.offered) state.offered = memory.offered;
  if (memory.matter) state.matter = memory.matter;
  if (memory.spokenOf) state.spokenOf = memory.spokenOf;
  return state;
}
