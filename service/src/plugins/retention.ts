/**
 * The retention purge (`../leads/retention.ts`) at start and hourly. Its deletes are idempotent,
 * so every instance may run it. `app.retention.purge()` runs it now.
 */
import fp from 'fastify-plugin';
import { purgeExpired } from '../leads/retention.ts';
import type { RetentionPurge } from '../storage/repository.ts';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    retention: { purge(): Promise<RetentionPurge> };
  }
}

export interface RetentionOptions {
  now: () => number;
}

export default fp<RetentionOptions>(
  async (app, { now }) => {
    const purge = () => purgeExpired(app.repository, app.config, now());
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    const run = () => {
      running = purge().then(
        (purged) => {
          if (Object.values(purged).some((count) => count > 0)) {
            app.log.info(purged, 'data past retention deleted');
          }
        },
        (error: unknown) => app.log.error({ err: error }, 'retention purge failed'),
      );
    };
    app.decorate('retention', { purge });
    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, PURGE_INTERVAL_MS);
      timer.unref();
    });
    // Before the database closes (registered after it, so closed before it).
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['database'], decorators: { fastify: ['config'] } },
);
