/**
 * Posts the lead webhook: one JSON POST, signed per Standard Webhooks with the `standardwebhooks`
 * package (webhook-id, webhook-timestamp, webhook-signature). A network error, no answer within
 * WEBHOOK_TIMEOUT_MS or an answer other than 2xx throws, and the outbox retries the row with the
 * same webhook-id and body; the timestamp and signature are fresh on each attempt, as receivers
 * reject old timestamps. Redirects are not followed (a redirected POST would become a GET).
 */
import { Webhook } from 'standardwebhooks';
import type { WebhookConfig } from '../config.ts';
import type { OutboxSender } from '../outbox/worker.ts';
import {
  channelMessage,
  leadEvent,
  webhookIdFor,
  type ChannelMessage,
  type LeadEvent,
} from './payload.ts';

/** A refused or failed delivery: the status code (if any) for the logs, never the body. */
export class WebhookError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  /** The start of a non-2xx answer, for webhook-test to print (never logged). */
  readonly answer: string;
  constructor(message: string, details: { status?: number; code?: string; answer?: string }) {
    super(message);
    this.name = 'WebhookError';
    this.status = details.status;
    this.code = details.code;
    this.answer = details.answer ?? '';
  }
}

export interface WebhookAnswer {
  status: number;
  /** The start of the receiver's answer (for webhook-test; deliveries discard it). */
  body: string;
}

const ANSWER_PREVIEW_BYTES = 2_000;

/** The body of a post in the configured format. */
export function webhookBody(event: LeadEvent, config: WebhookConfig): LeadEvent | ChannelMessage {
  return config.format === 'slack' ? channelMessage(event) : event;
}

export function signedHeaders(
  config: WebhookConfig,
  id: string,
  at: Date,
  body: string,
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'chinook-site-webhook/1',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
  };
  if (config.secret) headers['webhook-signature'] = new Webhook(config.secret).sign(id, at, body);
  return headers;
}

/** The cause's code of a fetch failure (ECONNREFUSED, ENOTFOUND…), or the abort's name. */
function failureCode(error: unknown): string {
  const { name, cause } = error as { name?: string; cause?: { code?: string } };
  if (name === 'TimeoutError') return 'TIMEOUT';
  return cause?.code ?? name ?? 'ERROR';
}

/** Reads at most ANSWER_PREVIEW_BYTES of the answer and drops the rest (frees the connection). */
async function readPreview(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    while (length < ANSWER_PREVIEW_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.length;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return Buffer.concat(chunks).subarray(0, ANSWER_PREVIEW_BYTES).toString('utf8');
}

/** Sends one post; resolves with the answer if it was 2xx, throws a WebhookError otherwise. */
export async function postWebhook(
  config: WebhookConfig,
  id: string,
  payload: LeadEvent | ChannelMessage,
  now: Date,
): Promise<WebhookAnswer> {
  const body = JSON.stringify(payload);
  let response: Response;
  const signal = AbortSignal.timeout(config.timeoutMs);
  try {
    response = await fetch(config.url, {
      method: 'POST',
      headers: signedHeaders(config, id, now, body),
      body,
      redirect: 'manual',
      signal,
    });
  } catch (error) {
    const code = failureCode(error);
    const message = code === 'TIMEOUT' ? `no answer in ${config.timeoutMs} ms` : 'request failed';
    throw new WebhookError(message, { code });
  }
  let preview = '';
  try {
    preview = await readPreview(response);
  } catch {
    // The status is the answer; a body cut off by the timeout changes nothing.
  }
  if (response.status < 200 || response.status > 299) {
    throw new WebhookError(`HTTP ${response.status}`, { status: response.status, answer: preview });
  }
  return { status: response.status, body: preview };
}

/**
 * The outbox's sender for webhook rows. Signed with the real clock, whatever the app's clock:
 * the receiver compares webhook-timestamp with its own.
 */
export function webhookSender(config: WebhookConfig): OutboxSender {
  return async (job) => {
    const event = leadEvent(job.lead, job.update ? 'lead.updated' : 'lead.created');
    const id = webhookIdFor(job.lead, job.update ? job.id : undefined);
    await postWebhook(config, id, webhookBody(event, config), new Date());
  };
}
