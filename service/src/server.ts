/** Entry point: validate the configuration, build the app, listen, shut down gracefully. */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp(config);

// SIGTERM/SIGINT: stop accepting, finish in-flight requests, let the outbox finish the message
// it is sending, close the database. A second signal or 10 s ends the process regardless.
closeWithGrace({ delay: 10_000, logger: app.log }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
});

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await app.close();
  process.exit(1);
}
