import { buildApp } from './app.js';
import { loadConfig, type Config } from './config/index.js';
import { closeOnSignals } from './plugins/external/shutdown.js';
import { loadMunicipalDemo } from './demo/load-municipal.js';
import serveWeb from './web/serve-web.js';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  // The API process also serves the built shell and remotes (the default, single-process configuration).
  const app = await buildApp(config, {
    plugins: [
      async (instance) => {
        await instance.register(serveWeb, {
          webRoot: config.webRoot,
          remoteOverrides: config.remoteOverrides,
          extraManifest: config.remotesExtraManifest,
        });
      },
    ],
  });
  closeOnSignals(app, {
    what: 'API',
    graceMs: config.shutdown.graceMs,
    readinessDelayMs: config.shutdown.readinessDelayMs,
  });

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
