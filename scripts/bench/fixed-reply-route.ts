/**
 * The route the bench's floor servers answer: it validates a chat message like
 * POST /api/chat/message and answers a fixed reply, without the assistant or the database.
 * Registered on the real app (stack-floor-server.ts) and on a plain Fastify instance
 * (framework-floor-server.ts), so the two rows differ only by the app's plugins and hooks.
 */
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { perMinute } from '../../service/src/plugins/rate-limit.ts';
import {
  CHAT_BODY_LIMIT_BYTES,
  ChatResponseSchema,
  ChatValidationErrorSchema,
  parseChatBody,
} from '../../service/src/schemas/chat.ts';

const PATH = '/bench/fixed-reply';

/** Adds the route, listens on a free port and prints its URL, which the bench reads. */
export async function serveFixedReply(app: FastifyInstance): Promise<void> {
  app.post(
    PATH,
    {
      bodyLimit: CHAT_BODY_LIMIT_BYTES,
      // Read by the app's rate-limit plugin (off, as in the bench's service); plain Fastify has none.
      config: { rateLimit: perMinute(0) },
      schema: { response: { 200: ChatResponseSchema, 400: ChatValidationErrorSchema } },
    },
    async (request, reply) => {
      const parsed = parseChatBody(request.body);
      if (!parsed.ok) return reply.code(400).send(parsed.error);
      return {
        bot_response:
          'We are open Monday to Friday, 8:30 a.m. to 5:00 p.m. Mountain Time, and we reply ' +
          'within 24 hours.',
        suggestions: ['Book a meeting', 'Contact details'],
        links: [{ label: 'Contact', href: '/contact/' }],
      };
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The parent reads the URL from the first line.
  console.log(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}${PATH}`);
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
