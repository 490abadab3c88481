import type { DatabaseConfig } from '../config.ts';
import type { LeadRepository } from './repository.ts';
import { PostgresRepository } from './postgres.ts';
import { SqliteRepository } from './sqlite.ts';

export type * from './chat-messages.ts';
export type * from './repository.ts';

/** Opens the configured database and applies pending migrations. */
export async function openRepository(database: DatabaseConfig): Promise<LeadRepository> {
  const repository =
    database.kind === 'sqlite'
      ? new SqliteRepository(database.path)
      : new PostgresRepository(database.url);
  try {
    await repository.migrate();
  } catch (error) {
    await repository.close().catch(() => {});
    throw error;
  }
  return repository;
}
