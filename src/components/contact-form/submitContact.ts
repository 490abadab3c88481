import { apiBase } from '../../config/api';
import { readAttribution } from '../../utils/attribution';
import {
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  type ContactField,
  type ContactOutcome,
  type ContactValidationError,
} from '../../domain/contact';

export type ContactFormValues = Record<
  'name' | 'email' | 'phone' | 'company' | 'service' | 'message',
  string
>;

export interface SubmitResult {
  outcome: ContactOutcome;
  /** Per-field messages from a 400 answer, when the service sent them. */
  fieldErrors?: Partial<Record<ContactField, string>>;
}

/** A form must never stay "Sending..." forever. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Posts the message as JSON to `${apiBase}/contact`. Never throws: every failure becomes the
 * `error` outcome and is logged without any personal data (status or error name only).
 */
export async function submitContact(
  values: ContactFormValues,
  honeypot: string,
  fillTimeMs: number,
): Promise<SubmitResult> {
  try {
    const response = await fetch(`${apiBase}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        ...values,
        [HONEYPOT_FIELD]: honeypot,
        [FILL_TIME_FIELD]: Math.max(0, Math.round(fillTimeMs)),
        attribution: readAttribution(),
      }),
      signal: AbortSignal.timeout?.(REQUEST_TIMEOUT_MS),
    });
    if (response.ok) return { outcome: 'success' };
    console.error(`Contact form: the service answered ${response.status}`);
    if (response.status === 429) return { outcome: 'rateLimited' };
    if (response.status === 400)
      return { outcome: 'error', fieldErrors: await readFieldErrors(response) };
    return { outcome: 'error' };
  } catch (error) {
    console.error(
      `Contact form: the request failed (${error instanceof Error ? error.name : 'unknown error'})`,
    );
    return { outcome: 'error' };
  }
}

async function readFieldErrors(
  response: Response,
): Promise<Partial<Record<ContactField, string>> | undefined> {
  try {
    const body = (await response.json()) as Partial<ContactValidationError>;
    return body.error === 'invalid_input' && body.fields ? body.fields : undefined;
  } catch {
    return undefined;
  }
}
