/**
 * POST /api/chat/message: the chat assistant. Reads the conversation and the assistant's state
 * from the chat store, asks the assistant, stores the exchange (with the answer's state and
 * confidence) before answering, and turns contact details typed in the chat into one lead per
 * session through the lead intake (the contact form's outbox).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { ChatEntry, ChatResponse } from '../../../src/domain/chat.ts';
import type { AssistantReply } from '../assistant/types.ts';
import { clientError, mediaType } from '../plugins/errors.ts';
import { perMinute } from '../plugins/rate-limit.ts';
import {
  CHAT_BODY_LIMIT_BYTES,
  ChatResponseSchema,
  ChatValidationErrorSchema,
  checkNewSessionId,
  parseChatBody,
} from '../schemas/chat.ts';
import { ApiErrorSchema } from '../schemas/contact.ts';
import { isDuplicateChatLead, type ChatMessageRecord } from '../storage/repository.ts';

/** Messages per minute from one conversation, on top of the per-address CHAT_RATE_LIMIT. */
export const CHAT_SESSION_RATE_LIMIT = 20;
const MINUTE_MS = 60_000;

/** Fixed one-minute windows per session id, in memory (per instance). */
class SessionLimiter {
  readonly #max: number;
  readonly #windows = new Map<string, { start: number; count: number }>();
  #lastSweep = 0;

  constructor(max: number) {
    this.#max = max;
  }

  /** Seconds to wait, or 0 when the message may go through. */
  take(sessionId: string, now: number): number {
    // Expired windows are swept at most once a minute: a sweep on every call would cost O(n)
    // per message once many sessions are active, which a flood of new session ids could force.
    if (now - this.#lastSweep >= MINUTE_MS) {
      this.#lastSweep = now;
      for (const [key, window] of this.#windows) {
        if (now - window.start >= MINUTE_MS) this.#windows.delete(key);
      }
    }
    const window = this.#windows.get(sessionId);
    if (!window || now - window.start >= MINUTE_MS) {
      this.#windows.set(sessionId, { start: now, count: 1 });
      return 0;
    }
    if (window.count >= this.#max) return Math.ceil((window.start + MINUTE_MS - now) / 1000);
    window.count += 1;
    return 0;
  }
}

function toResponse(reply: AssistantReply): ChatResponse {
  const response: ChatResponse = { bot_response: reply.text };
  if (reply.suggestions) response.suggestions = reply.suggestions;
  if (reply.links) response.links = reply.links;
  return response;
}

export default async function chatRoutes(app: FastifyInstance): Promise<void> {
  const sessions = new SessionLimiter(CHAT_SESSION_RATE_LIMIT);

  app.post(
    '/api/chat/message',
    {
      bodyLimit: CHAT_BODY_LIMIT_BYTES,
      config: { rateLimit: perMinute(app.config.chatRateLimit), mediaTypes: ['application/json'] },
      schema: {
        response: {
          200: ChatResponseSchema,
          400: Type.Union([ChatValidationErrorSchema, ApiErrorSchema]),
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (mediaType(request) !== 'application/json')
        return reply.code(415).send(clientError(415, request));
      const parsed = parseChatBody(request.body);
      if (!parsed.ok) return reply.code(400).send(parsed.error);
      const { session_id: sessionId, message } = parsed.request;

      const now = Date.now();
      const wait = sessions.take(sessionId, now);
      if (wait > 0)
        return reply.code(429).header('retry-after', String(wait)).send(clientError(429));

      const { messages: history, state } = await app.chatStore.conversation(sessionId);
      const weakNewId = history.length === 0 ? checkNewSessionId(sessionId) : undefined;
      if (weakNewId) return reply.code(400).send(weakNewId);
      const answer = await app.assistant.reply({
        sessionId,
        message,
        history,
        ...(state && { state }),
        now: new Date(now),
      });
      const visitor: ChatMessageRecord = { sender: 'user', text: message, createdAt: now };
      const bot: ChatMessageRecord = { sender: 'bot', text: answer.text, createdAt: now };
      await app.chatStore.record(
        sessionId,
        { visitor, bot, confidence: answer.confidence, state: answer.state },
        now,
      );

      if (answer.lead) {
        const transcript: ChatEntry[] = [...history, visitor, bot].map((entry) => ({
          sender: entry.sender,
          text: entry.text,
          timestamp: entry.createdAt,
        }));
        try {
          await app.leads.submit({
            source: 'chat',
            name: answer.lead.name,
            email: answer.lead.email,
            phone: answer.lead.phone,
            service: answer.lead.service,
            message: answer.lead.summary,
            transcript: JSON.stringify(transcript),
            sessionId,
            // From the message that completes the lead (every message of the widget carries it).
            attribution: parsed.request.attribution,
          });
          request.log.info({ intent: answer.intent }, 'chat lead stored');
        } catch (error) {
          // A concurrent request of the same session stored it first: once per session.
          if (!isDuplicateChatLead(error)) throw error;
        }
      }
      if (answer.leadAdditions) await app.leads.complete(sessionId, answer.leadAdditions);
      if (answer.leadCorrections) await app.leads.correct(sessionId, answer.leadCorrections);
      if (answer.leadNote) await app.leads.note(sessionId, answer.leadNote);
      return toResponse(answer);
    },
  );
}
