import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';

const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
});

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/health',
    { schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const healthy = await app.repository.ping();
      return reply.code(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'unavailable' });
    },
  );
}
