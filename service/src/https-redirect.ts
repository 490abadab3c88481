/**
 * The plain-HTTP listener that runs next to an HTTPS service (HTTP_REDIRECT_PORT): GET and HEAD
 * get a 301 to the same host and path over HTTPS; other methods are refused, since whatever they
 * carried already crossed the network in clear and must not be forwarded.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface HttpsRedirectOptions {
  /** The port the HTTPS service listens on (443 is left out of the Location). */
  httpsPort: number;
  headersTimeoutMs?: number;
}

/** The https:// URL for a plain request, or undefined when its Host header is not a host. */
export function httpsLocation(
  host: string | undefined,
  url: string | undefined,
  httpsPort: number,
): string | undefined {
  if (!host) return undefined;
  let hostname: string;
  try {
    const parsed = new URL(`http://${host}`);
    // Host must be exactly host[:port]: no user info, path or other smuggled parts.
    if (parsed.username || parsed.password || parsed.pathname !== '/' || parsed.search)
      return undefined;
    hostname = parsed.hostname;
  } catch {
    return undefined;
  }
  const port = httpsPort === 443 ? '' : `:${httpsPort}`;
  const pathAndQuery = url?.startsWith('/') && !url.startsWith('//') ? url : '/';
  return `https://${hostname}${port}${pathAndQuery}`;
}

function answer(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  text: string,
): void {
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'cache-control': status === 301 ? 'public, max-age=3600' : 'no-store',
    ...headers,
  });
  response.end(request.method === 'HEAD' ? undefined : text);
}

export function createHttpsRedirectServer(options: HttpsRedirectOptions): Server {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      answer(request, response, 405, { allow: 'GET, HEAD' }, 'Use HTTPS.\n');
      return;
    }
    const location = httpsLocation(request.headers.host, request.url, options.httpsPort);
    if (!location) {
      answer(request, response, 400, {}, 'Bad Host header.\n');
      return;
    }
    answer(request, response, 301, { location }, `Moved to ${location}\n`);
  });
  server.headersTimeout = options.headersTimeoutMs ?? 10_000;
  server.requestTimeout = Math.max(30_000, server.headersTimeout);
  return server;
}
