/** Security headers, CORS and no-store on API answers. */
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  corsOrigins: string[];
}

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // Gatsby inlines its bootstrap scripts and Emotion its styles; a later issue replaces
        // 'unsafe-inline' for scripts with per-page hashes.
        'script-src': ["'self'", "'unsafe-inline'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        // TLS ends at the proxy or CDN; upgrading would break plain-http local and test runs.
        'upgrade-insecure-requests': null,
      },
    },
    // The site links to external booking and stock-image hosts; keep embedding defaults simple.
    crossOriginEmbedderPolicy: false,
  });

  if (options.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: options.corsOrigins,
      methods: ['GET', 'POST'],
      allowedHeaders: ['Content-Type'],
      maxAge: 600,
    });
  }

  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
}
