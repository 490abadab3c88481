/** Entry point: validate the configuration, build the app, listen, shut down gracefully. */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { createHttpsRedirectServer } from './https-redirect.ts';

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
let redirectServer: ReturnType<typeof createHttpsRedirectServer> | undefined;

// SIGTERM/SIGINT: stop accepting, finish in-flight requests, let the outbox finish the message
// it is sending, close the database. A second signal or 10 s ends the process regardless.
closeWithGrace({ delay: 10_000, logger: app.log }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  redirectServer?.close();
  await app.close();
});

try {
  // A burst of new connections (3,000 at once in the reliability suite) overflows Node's default
  // accept queue of 511 and visitors get connection resets; the kernel caps this at somaxconn.
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  if (config.tls && config.httpRedirectPort !== undefined) {
    const address = app.server.address();
    const httpsPort = typeof address === 'object' && address ? address.port : config.port;
    redirectServer = createHttpsRedirectServer({
      httpsPort,
      headersTimeoutMs: config.http.headersTimeoutMs,
    });
    const redirectPort = config.httpRedirectPort;
    await new Promise<void>((resolve, reject) => {
      redirectServer!.once('error', reject);
      redirectServer!.listen(redirectPort, config.host, () => resolve());
    });
    app.log.info({ port: redirectPort, httpsPort }, 'redirecting plain HTTP to HTTPS');
  }
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await app.close();
  process.exit(1);
}
