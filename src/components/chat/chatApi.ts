import type { ChatLink, ChatRequest, ChatResponse } from '../../domain/chat';

/** Why a chat request produced no answer; the panel words each one for the visitor. */
export type ChatFailure = 'rate-limited' | 'failed';

export type ChatResult = { ok: true; response: ChatResponse } | { ok: false; reason: ChatFailure };

/** A reply slower than this is treated as a failure so the visitor is never left waiting. */
export const CHAT_REQUEST_TIMEOUT_MS = 20_000;

const SAFE_EXTERNAL_LINK = /^https:\/\/[^\s]+$/i;
const SAFE_CONTACT_LINK = /^(tel|mailto):[^\s]+$/i;
const SITE_PATH = /^\/(?!\/)[^\s]*$/;

/** Only site paths, tel:, mailto: and https links are shown; anything else is dropped. */
export function isAllowedChatHref(href: string): boolean {
  return SITE_PATH.test(href) || SAFE_CONTACT_LINK.test(href) || SAFE_EXTERNAL_LINK.test(href);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the answer defensively: the server's text is data, never trusted markup or shape. */
export function parseChatResponse(body: unknown): ChatResponse | null {
  if (!isRecord(body) || typeof body.bot_response !== 'string') return null;
  const suggestions = Array.isArray(body.suggestions)
    ? body.suggestions.filter((item): item is string => typeof item === 'string' && item !== '')
    : [];
  const links = Array.isArray(body.links)
    ? body.links.filter(
        (item): item is ChatLink =>
          isRecord(item) &&
          typeof item.label === 'string' &&
          item.label !== '' &&
          typeof item.href === 'string' &&
          isAllowedChatHref(item.href),
      )
    : [];
  return {
    bot_response: body.bot_response,
    ...(suggestions.length > 0 ? { suggestions } : {}),
    ...(links.length > 0 ? { links: links.map(({ label, href }) => ({ label, href })) } : {}),
  };
}

/** POSTs one message to `${apiBase}/chat/message`; never throws. */
export async function postChatMessage(
  endpoint: string,
  request: ChatRequest,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = CHAT_REQUEST_TIMEOUT_MS,
): Promise<ChatResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    if (response.status === 429) return { ok: false, reason: 'rate-limited' };
    if (!response.ok) {
      // Status only: the visitor's words never reach a log.
      console.warn(`Chat request failed with status ${response.status}`);
      return { ok: false, reason: 'failed' };
    }
    const parsed = parseChatResponse(await response.json());
    if (!parsed) {
      console.warn('Chat answer had an unexpected shape');
      return { ok: false, reason: 'failed' };
    }
    return { ok: true, response: parsed };
  } catch (error) {
    console.warn('Chat request failed:', error instanceof Error ? error.name : 'unknown error');
    return { ok: false, reason: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}
