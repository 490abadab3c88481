/**
 * Security headers on every response, CORS for the origins in CORS_ORIGINS, and no-store on API
 * answers. Pages get their own Content-Security-Policy (hashes of their inline scripts, see
 * csp.ts); everything else gets a policy under which nothing runs. HSTS only over HTTPS.
 */
import helmet from 'helmet';
import cors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createPagePolicies, RESOURCE_POLICY } from './csp.ts';

export interface SecurityOptions {
  corsOrigins: string[];
  /** The built site; its HTML files are read (once per file) to hash their inline scripts. */
  publicDir: string;
  /** Origin of the API when the site posts to another origin (GATSBY_API_URL). */
  apiOrigin?: string | undefined;
}

/** Two years: what the HSTS preload list asks for. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/** Powerful features the site never uses, switched off for it and anything it could embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

// Helmet's middleware, built once: @fastify/helmet builds it again for every request.
const setHelmetHeaders = helmet({
  // Set per response below: pages need their own script hashes.
  contentSecurityPolicy: false,
  // Set below, and only over HTTPS.
  strictTransportSecurity: false,
  frameguard: { action: 'deny' },
  // The browser sends Origin on same-origin form posts (the contact route checks it) and the
  // origin alone to other sites; 'no-referrer' would turn Origin into "null".
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // The site embeds nothing cross-origin; COEP would only add risk of breaking links out.
  crossOriginEmbedderPolicy: false,
});

/**
 * For JSON answers made outside the request hooks (Fastify's frameworkErrors): what the onRequest
 * and onSend hooks below would have set on an API answer.
 */
export function setApiSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  setHelmetHeaders(request.raw, reply.raw, () => {});
  reply.header('content-security-policy', RESOURCE_POLICY);
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  reply.header('cache-control', 'no-store');
}

/** Helmet's headers, read once from its middleware, for answers made without a reply. */
const HELMET_HEADERS = (() => {
  const headers: [string, string][] = [];
  const collector = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  setHelmetHeaders({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
})();

/**
 * The same headers for what is answered straight from Node's server, before Fastify has a
 * request (Fastify's clientErrorHandler, the server's checkExpectation).
 */
export function rawSecurityHeaders(encrypted: boolean): [string, string][] {
  return [
    ...HELMET_HEADERS,
    ['Content-Security-Policy', RESOURCE_POLICY],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ...(encrypted ? [['Strict-Transport-Security', HSTS_VALUE] as [string, string]] : []),
    ['Cache-Control', 'no-store'],
  ];
}

export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  const pagePolicies = createPagePolicies(options.publicDir, { apiOrigin: options.apiOrigin });

  // Callback-style hooks: no promise per request on the hot path.
  app.addHook('onRequest', (request, reply, done) => {
    setHelmetHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });

  if (options.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: options.corsOrigins,
      methods: ['GET', 'POST'],
      allowedHeaders: ['Content-Type'],
      maxAge: 600,
    });
  }

  app.addHook('onSend', (request, reply, payload, done) => {
    const contentType = String(reply.getHeader('content-type') ?? '');
    reply.header(
      'content-security-policy',
      contentType.startsWith('text/html')
        ? pagePolicies.forPage(request.url, reply.statusCode)
        : RESOURCE_POLICY,
    );
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // request.protocol reads X-Forwarded-Proto only from proxies TRUST_PROXY names.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
