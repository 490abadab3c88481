/**
 * The service's own stack with nothing behind it, for the HTTP bench: the real app (buildApp:
 * every plugin, hook and security header) plus one route that validates a chat message like
 * POST /api/chat/message and answers a fixed reply, without the assistant or the database.
 * What a chat answer costs beyond this is the chat's own work. Not part of the service.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../service/src/app.ts';
import { loadConfig } from '../../service/src/config.ts';
import { perMinute } from '../../service/src/plugins/rate-limit.ts';
import {
  CHAT_BODY_LIMIT_BYTES,
  ChatResponseSchema,
  ChatValidationErrorSchema,
  parseChatBody,
} from '../../service/src/schemas/chat.ts';

const PATH = '/bench/fixed-reply';

const config = loadConfig();
const app = await buildApp(config);
app.post(
  PATH,
  {
    bodyLimit: CHAT_BODY_LIMIT_BYTES,
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
