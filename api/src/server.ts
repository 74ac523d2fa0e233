import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { loadMunicipalDemo } from './demo/load-municipal.js';
import serveWeb from './web/serveWeb.js';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  // The API process also serves the built shell and remotes (the embedded default of ARCHITECTURE §3).
  const app = await buildApp(config, {
    plugins: [
      async (instance) => {
        await instance.register(serveWeb, { webRoot: config.webRoot, remoteOverrides: config.remoteOverrides });
      },
    ],
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    // app.close() runs the onClose hooks: the database and the mail transport close with it.
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await loadMunicipalDemo(app);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  const line = `API listening on http://${shownHost}:${port}`;
  if (config.logLevel === 'silent') console.log(line);
  else app.log.info(line);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
