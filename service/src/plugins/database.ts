/**
 * The database (`app.repository`): the configured SQLite file or Postgres pool, migrated at start,
 * holding leads, the mail outbox and the chat's conversations. Registered first, so it closes last.
 */
import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config.ts';
import { openRepository } from '../storage/index.ts';
import type { LeadRepository } from '../storage/repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    repository: LeadRepository;
  }
}

export interface DatabaseOptions {
  database: DatabaseConfig;
}

export default fp<DatabaseOptions>(
  async (app, { database }) => {
    const repository = await openRepository(database);
    app.decorate('repository', repository);
    app.addHook('onClose', async () => repository.close());
  },
  { name: 'database' },
);
