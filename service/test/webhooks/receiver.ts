/**
 * A real webhook receiver for the tests (node:http on a free port): records every post with its
 * headers, raw body and arrival time, and answers what the test asks for, including never.
 * Also the Standard Webhooks verification written out from the specification, to check the
 * service's signatures independently of the library that makes them.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface ReceivedPost {
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as it arrived (signatures cover these bytes). */
  body: string;
  receivedAt: number;
  /** webhook-id, webhook-timestamp, webhook-signature as strings (empty when absent). */
  id: string;
  timestamp: string;
  signature: string;
}

/** An answer: a status (and body), or 'hang' to never answer. */
export type Answer = number | { status: number; body: string } | 'hang';

export interface TestReceiver {
  url: string;
  posts: ReceivedPost[];
  /** Decides each answer from the post and its index (0-based); 204 when unset. */
  answer: (post: ReceivedPost, index: number) => Answer;
  close(): Promise<void>;
}

export function makeSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The specification's algorithm: HMAC-SHA256, keyed with the base64-decoded part of the secret
 * after `whsec_`, over `${id}.${timestamp}.${body}`; the header holds space-separated
 * `v1,<base64>` signatures, any one of which may match.
 */
export function verifiesBySpec(secret: string, post: ReceivedPost): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${post.id}.${post.timestamp}.${post.body}`)
    .digest();
  return post.signature.split(' ').some((candidate) => {
    const [version, value] = candidate.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

const header = (headers: IncomingHttpHeaders, name: string) => String(headers[name] ?? '');

export async function startReceiver(answer?: TestReceiver['answer']): Promise<TestReceiver> {
  const posts: ReceivedPost[] = [];
  const receiver: TestReceiver = {
    url: '',
    posts,
    answer: answer ?? (() => 204),
    close: async () => {},
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const post: ReceivedPost = {
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
        id: header(request.headers, 'webhook-id'),
        timestamp: header(request.headers, 'webhook-timestamp'),
        signature: header(request.headers, 'webhook-signature'),
      };
      const index = posts.push(post) - 1;
      const reply = receiver.answer(post, index);
      if (reply === 'hang') return;
      const { status, body } = typeof reply === 'number' ? { status: reply, body: '' } : reply;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  receiver.url = `http://127.0.0.1:${port}/hooks/leads`;
  receiver.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
