/**
 * One error handler and one not-found handler. Client mistakes get a short JSON answer with
 * the right 4xx status; server faults get a generic 500 with details only in the log.
 * Parser messages are never echoed: they can quote the body.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './security.ts';

export interface ApiError {
  error: string;
  message: string;
}

const CLIENT_ERRORS: Record<number, ApiError> = {
  400: { error: 'bad_request', message: 'The request could not be read.' },
  403: { error: 'forbidden', message: 'Posts from other sites are not accepted.' },
  404: { error: 'not_found', message: 'Nothing here.' },
  405: { error: 'method_not_allowed', message: 'That method is not allowed here.' },
  406: { error: 'not_acceptable', message: 'That response type is not available.' },
  408: { error: 'request_timeout', message: 'The request took too long.' },
  413: { error: 'payload_too_large', message: 'The request body is too large.' },
  415: {
    error: 'unsupported_media_type',
    message: 'Send application/json or application/x-www-form-urlencoded.',
  },
  429: { error: 'rate_limited', message: 'Too many requests. Please wait a minute and try again.' },
};

export function clientError(status: number): ApiError {
  return CLIENT_ERRORS[status] ?? { error: 'bad_request', message: 'The request was refused.' };
}

export interface ErrorHandlingOptions {
  publicDir: string;
  /** Lets a route answer its own errors differently (e.g. a classic form post → 303). */
  formErrorRedirect?: (request: FastifyRequest, status: number) => string | undefined;
}

export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions): void {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'internal_error', message: 'Something went wrong.' });
    }
    request.log.info({ code: error.code, statusCode: status }, 'request refused');
    const redirect = options.formErrorRedirect?.(request, status);
    if (redirect) return reply.redirect(redirect, 303);
    return reply.code(status).send(clientError(status));
  });

  const notFoundPage = path.join(options.publicDir, '404.html');
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: 60_000 }) },
    (request: FastifyRequest, reply: FastifyReply) => {
      if (isApiPath(request.url) || !existsSync(notFoundPage)) {
        return reply.code(404).send(clientError(404));
      }
      return reply
        .code(404)
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .sendFile('404.html', options.publicDir);
    },
  );
}
