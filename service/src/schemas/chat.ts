/**
 * The HTTP schema of POST /api/chat/message, derived from src/domain/chat.ts. The message is
 * checked after trimming (and after dropping control characters), like the contact form.
 */
import { Type, type Static } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SESSION_ID_PATTERN,
  NEW_CHAT_SESSION_ID_PATTERN,
  type ChatRequest,
} from '../../../src/domain/chat.ts';
import { AttributionSchema, parseAttribution } from './attribution.ts';

/** Largest body the chat endpoint reads: the longest message, every character escaped. */
export const CHAT_BODY_LIMIT_BYTES = 16 * 1024;

export const ChatBodySchema = Type.Object(
  {
    session_id: Type.String({ pattern: CHAT_SESSION_ID_PATTERN.source }),
    message: Type.String({ minLength: 1, maxLength: CHAT_MESSAGE_MAX_LENGTH }),
    /** Documentation only: parseChatBody keeps the valid values and drops the rest. */
    attribution: Type.Optional(AttributionSchema),
  },
  { additionalProperties: true },
);

export type ChatBody = Static<typeof ChatBodySchema>;

const ChatLinkSchema = Type.Object({ label: Type.String(), href: Type.String() });

export const ChatResponseSchema = Type.Object({
  bot_response: Type.String(),
  suggestions: Type.Optional(Type.Array(Type.String())),
  links: Type.Optional(Type.Array(ChatLinkSchema)),
});

export const ChatValidationErrorSchema = Type.Object({
  error: Type.Literal('invalid_input'),
  fields: Type.Record(Type.String(), Type.String()),
});

export interface ChatValidationError {
  error: 'invalid_input';
  fields: Partial<Record<RequiredChatField, string>>;
}

type RequiredChatField = 'session_id' | 'message';

export type ChatParseResult =
  { ok: true; request: ChatRequest } | { ok: false; error: ChatValidationError };

const checkBody = TypeCompiler.Compile(ChatBodySchema);

/** Controls other than tab and line breaks carry no meaning in a chat (and NUL breaks Postgres). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const MESSAGES: Record<RequiredChatField, (value: unknown) => string> = {
  session_id: (value) =>
    value === undefined || value === ''
      ? 'session_id is required'
      : 'session_id must be 8 to 100 letters, digits, "-" or "_"',
  message: (value) =>
    value === undefined || value === ''
      ? 'Enter a message'
      : typeof value !== 'string'
        ? 'message must be text'
        : `message must be ${CHAT_MESSAGE_MAX_LENGTH} characters or fewer`,
};

export function parseChatBody(raw: unknown): ChatParseResult {
  const source =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? (raw as Record<string, unknown>)
      : {};
  const picked: Record<string, unknown> = {};
  if (Object.hasOwn(source, 'session_id')) picked.session_id = source.session_id;
  if (Object.hasOwn(source, 'message')) {
    const message = source.message;
    picked.message =
      typeof message === 'string' ? message.replace(CONTROL_CHARACTERS, '').trim() : message;
  }
  if (checkBody.Check(picked)) {
    const attribution = parseAttribution(source.attribution);
    const request = { session_id: picked.session_id, message: picked.message } as ChatRequest;
    if (Object.keys(attribution).length > 0) request.attribution = attribution;
    return { ok: true, request };
  }
  const fields: ChatValidationError['fields'] = {};
  for (const error of checkBody.Errors(picked)) {
    const field = error.path.split('/')[1];
    if (field === 'session_id' || field === 'message') {
      fields[field] ??= MESSAGES[field](picked[field]);
    } else if (field === '' || field === undefined) {
      // A required property is missing: TypeBox reports it on the object.
      for (const key of ['session_id', 'message'] as const) {
        if (picked[key] === undefined) fields[key] ??= MESSAGES[key](undefined);
      }
    }
  }
  return { ok: false, error: { error: 'invalid_input', fields } };
}

/**
 * A conversation the service does not hold yet starts only under an id carrying a random
 * version 4 UUID (see NEW_CHAT_SESSION_ID_PATTERN); conversations already stored under an older
 * form of id go on until the retention purge deletes them.
 */
export function checkNewSessionId(sessionId: string): ChatValidationError | undefined {
  if (NEW_CHAT_SESSION_ID_PATTERN.test(sessionId)) return undefined;
  return {
    error: 'invalid_input',
    fields: { session_id: 'a new session_id must hold a random version 4 UUID' },
  };
}
