/**
 * Per-route rate limits keyed by client address (request.ip, which honours TRUST_PROXY).
 * Routes opt in with `config: { rateLimit: perMinute(n) }`; with RATE_LIMIT_REDIS_URL the
 * counters are shared by every instance.
 */
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';

export interface RateLimitOptions {
  redisUrl: string | undefined;
}

export class RateLimitedError extends Error {
  readonly statusCode = 429;
  readonly code = 'RATE_LIMITED';
  constructor(retryAfter: string) {
    super(`Too many requests; try again in ${retryAfter}.`);
    this.name = 'RateLimitedError';
  }
}

/** Route config for `max` requests per minute; undefined (no limit) when max is 0. */
export function perMinute(max: number): { max: number; timeWindow: number } | undefined {
  return max > 0 ? { max, timeWindow: 60_000 } : undefined;
}

export async function registerRateLimits(
  app: FastifyInstance,
  options: RateLimitOptions,
): Promise<void> {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        connectTimeout: 2_000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'site-rate-limit:',
    // If Redis is down, serve rather than refuse every visitor.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => new RateLimitedError(context.after),
  });
}
