/**
 * `npm run leads -- webhook-test`: posts a signed lead.test event to WEBHOOK_URL now, once (no
 * outbox, no retry), and describes the receiver's answer for the terminal.
 */
import type { WebhookConfig } from '../config.ts';
import { testEvent } from './payload.ts';
import { postWebhook, webhookBody, WebhookError } from './sender.ts';

/** How much of the receiver's answer is shown. */
const SHOWN_ANSWER_CHARS = 500;

export interface WebhookTestResult {
  ok: boolean;
  output: string;
}

const answerLines = (answer: string) =>
  answer.trim() === ''
    ? ['(empty answer)']
    : [answer.slice(0, SHOWN_ANSWER_CHARS) + (answer.length > SHOWN_ANSWER_CHARS ? '…' : '')];

export async function testWebhook(
  config: WebhookConfig | undefined,
  now = new Date(),
): Promise<WebhookTestResult> {
  if (!config) {
    return {
      ok: false,
      output:
        'The webhook is not configured: set WEBHOOK_URL (and WEBHOOK_SECRET, unless ' +
        'WEBHOOK_FORMAT=slack) as described in .env.example, then run this again.\n',
    };
  }
  const id = `test_${now.getTime()}`;
  const target = new URL(config.url);
  const what = config.format === 'slack' ? 'slack-format' : 'signed';
  // Only the origin: the path of a Slack or Zapier URL is its secret.
  const heading =
    `Sent a ${what} lead.test event (webhook-id ${id}) to ${target.origin} ` +
    '(path not shown: it can hold a token).';
  try {
    const answer = await postWebhook(
      config,
      id,
      webhookBody(testEvent(now.getTime()), config),
      now,
    );
    return {
      ok: true,
      output: [
        heading,
        `The receiver answered ${answer.status}:`,
        ...answerLines(answer.body),
        '',
      ].join('\n'),
    };
  } catch (error) {
    if (!(error instanceof WebhookError)) throw error;
    const outcome =
      error.status !== undefined
        ? [
            `The receiver answered ${error.status} (a failure: only 2xx counts):`,
            ...answerLines(error.answer),
          ]
        : [`No answer: ${error.message} (${error.code ?? 'error'}).`];
    return { ok: false, output: [heading, ...outcome, ''].join('\n') };
  }
}
