// `npm run api-types`: builds the API app in-process (in-memory PGlite, nothing listens), takes its OpenAPI document
// writes it to .tmp/openapi.json and regenerates
// shared-auth/src/api/schema.ts (the front end's wire types) from it with openapi-typescript.
// Run it after changing a route's schema; the API suite fails while the committed files are stale.
// Only Node built-ins here; tsx comes from the api package.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, run } from './lib.mjs';

const apiDir = join(root, 'api');
const tsx = join(
  dirname(createRequire(join(apiDir, 'package.json')).resolve('tsx/package.json')),
  'dist/esm/index.mjs',
);
await run(process.execPath, ['--import', pathToFileURL(tsx).href, join('test', 'helpers', 'write-api-types.ts')], {
  cwd: apiDir,
}).catch(() => process.exit(1));
