/** Load generation for the reliability and scale tests: plain fetch, measured here. */
import { randomBytes } from 'node:crypto';
import { VALID_CONTACT } from '../../helpers.ts';

/** Unique per test run, so rows of one run are told apart from any other. */
export const RUN_ID = randomBytes(4).toString('hex');

export function contactBody(index: number, tag: string): Record<string, string> {
  return {
    ...VALID_CONTACT,
    email: `visitor-${index}@example.com`,
    message: `${tag}-${RUN_ID}-${index}: we need 2,000 sq ft near the Foothills hospital.`,
  };
}

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

export interface LoadResult {
  requests: number;
  /** Answers by status code. */
  statuses: Map<number, number>;
  /** Requests that got no answer (connection errors), by message. */
  errors: Map<string, number>;
  latenciesMs: number[];
  durationMs: number;
}

/**
 * `concurrency` workers, each sending one request at a time and pacing itself so the total is
 * about `ratePerSecond` (steady load; slower if the service cannot keep up), until `signal`
 * aborts or `durationMs` passes.
 */
export async function runPacedLoad(options: {
  concurrency: number;
  ratePerSecond: number;
  durationMs: number;
  request: (index: number) => Promise<number>;
  signal?: AbortSignal;
}): Promise<LoadResult> {
  const result: LoadResult = {
    requests: 0,
    statuses: new Map(),
    errors: new Map(),
    latenciesMs: [],
    durationMs: 0,
  };
  const started = performance.now();
  const end = started + options.durationMs;
  const intervalMs = (1000 * options.concurrency) / options.ratePerSecond;
  let next = 0;
  const worker = async (offset: number) => {
    let due = started + (offset * intervalMs) / options.concurrency;
    while (!options.signal?.aborted) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (performance.now() >= end || options.signal?.aborted) break;
      const index = next++;
      const sent = performance.now();
      try {
        const status = await options.request(index);
        result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
        result.latenciesMs.push(performance.now() - sent);
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        const key = cause ?? (error as Error).message;
        result.errors.set(key, (result.errors.get(key) ?? 0) + 1);
      }
      result.requests += 1;
      due += intervalMs;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, offset) => worker(offset)));
  result.durationMs = performance.now() - started;
  return result;
}

export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
