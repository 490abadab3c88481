/**
 * One error handler and one not-found handler. Client mistakes get a short JSON answer with
 * the right 4xx status; server faults get a generic 500 with details only in the log.
 * Parser messages are never echoed: they can quote the body.
 */
import { existsSync } from 'node:fs';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { TLSSocket } from 'node:tls';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, rawSecurityHeaders, setApiSecurityHeaders } from './security.ts';

export interface ApiError {
  error: string;
  message: string;
}

const CLIENT_ERRORS: Record<number, ApiError> = {
  400: { error: 'bad_request', message: 'The request could not be read.' },
  // The static site's refusal of paths such as /../x or //x (send and @fastify/static).
  403: { error: 'forbidden', message: 'That path is not served: it leaves the site.' },
  404: { error: 'not_found', message: 'Nothing here.' },
  405: { error: 'method_not_allowed', message: 'That method is not allowed here.' },
  406: { error: 'not_acceptable', message: 'That response type is not available.' },
  408: { error: 'request_timeout', message: 'The request took too long.' },
  413: { error: 'payload_too_large', message: 'The request body is too large.' },
  414: { error: 'uri_too_long', message: 'The address is too long.' },
  415: {
    error: 'unsupported_media_type',
    message: 'Send application/json or application/x-www-form-urlencoded.',
  },
  417: { error: 'expectation_failed', message: 'Only "Expect: 100-continue" is understood.' },
  429: { error: 'rate_limited', message: 'Too many requests. Please wait a minute and try again.' },
  431: { error: 'headers_too_large', message: 'The request headers are too large.' },
};

const SERVER_ERROR: ApiError = { error: 'internal_error', message: 'Something went wrong.' };

/** The contact route's refusal of a form posted from another site (CSRF). */
export const CROSS_SITE_POST: ApiError = {
  error: 'forbidden',
  message: 'Posts from other sites are not accepted.',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The media types a route reads; its 415 answer names them. */
    mediaTypes?: string[];
  }
}

/** The request's media type, lower case and without parameters ('' when it names none). */
export function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The JSON answer for a 4xx; with the request, a 415 names the types its route reads. */
export function clientError(status: number, request?: FastifyRequest): ApiError {
  const mediaTypes = status === 415 ? request?.routeOptions.config.mediaTypes : undefined;
  if (mediaTypes) {
    return { error: 'unsupported_media_type', message: `Send ${mediaTypes.join(' or ')}.` };
  }
  return CLIENT_ERRORS[status] ?? { error: 'bad_request', message: 'The request was refused.' };
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (/%c0%ae) or a path parameter over its
 * limit is answered before any hook runs, so the security headers are set here.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  setApiSecurityHeaders(request, reply);
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    void reply.code(500).send(SERVER_ERROR);
    return;
  }
  request.log.info({ code: error.code, statusCode: status }, 'request refused');
  void reply.code(status).send(clientError(status));
}

const NODE_CLIENT_ERRORS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/** A complete JSON answer with the security headers, for Node's server to write as it is. */
function rawAnswer(
  status: number,
  encrypted: boolean,
): { headers: [string, string][]; body: string } {
  const body = JSON.stringify(clientError(status));
  return {
    headers: [
      ...rawSecurityHeaders(encrypted),
      ['Content-Type', 'application/json; charset=utf-8'],
      ['Content-Length', String(Buffer.byteLength(body))],
      ['Connection', 'close'],
    ],
    body,
  };
}

/**
 * Fastify's `clientErrorHandler`: Node could not parse a request (headers too large, too slow,
 * malformed). The answer is written to the socket as Fastify's default does, with the security
 * headers and the app's JSON error shape.
 */
export function handleClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
): void {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = NODE_CLIENT_ERRORS[error.code ?? ''] ?? 400;
  this.log.debug({ code: error.code, statusCode: status }, 'unparsable request refused');
  if (socket.writable) {
    const { headers, body } = rawAnswer(status, socket instanceof TLSSocket);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        headers.map(([name, value]) => `${name}: ${value}\r\n`).join('') +
        `\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** An Expect header other than 100-continue: Node would answer 417 itself, with no headers. */
function refuseExpectation(request: IncomingMessage, response: ServerResponse): void {
  const { headers, body } = rawAnswer(417, request.socket instanceof TLSSocket);
  response.writeHead(417, headers);
  response.end(body);
}

export interface ErrorHandlingOptions {
  publicDir: string;
  /** Lets a route answer its own errors differently (e.g. a classic form post → 303). */
  formErrorRedirect?: (request: FastifyRequest, status: number) => string | undefined;
}

export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions): void {
  app.server.on('checkExpectation', refuseExpectation);
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(SERVER_ERROR);
    }
    request.log.info({ code: error.code, statusCode: status }, 'request refused');
    const redirect = options.formErrorRedirect?.(request, status);
    if (redirect) return reply.redirect(redirect, 303);
    return reply.code(status).send(clientError(status, request));
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
