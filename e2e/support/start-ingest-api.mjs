// Starts the built API for the ingest journey with a platform operator, made the only way the product allows:
// `node start-ingest-api.mjs <DATA_DIR> <operator email> <operator password>`.
// On a fresh data directory, before the server holds it (the embedded database has one user at a time):
//   1. the operator signs up through the real registration route (POST /api/custom-auth/register, app.inject on the
//      built app, api/dist/cli-app.js);
//   2. the real operator command flags that address (`node api/dist/cli-operators.js grant <email>`, what
//      `npm run operator -- grant <email>` runs);
//   3. the real address import (`node api/dist/cli-addresses.js <file>`, what `npm run addresses:import` runs) loads
//      e2e/fixtures/addresses-coverage.csv into the address index: the two addresses of the coverage journey
//      (1 Carden Street, Guelph; 300 Dufferin Avenue, London), at the points of the offline gazetteer the wizard
//      suggests them from, so that an agenda item naming one is placed there (the app has no demo address index);
// then the server starts on that directory (api/dist/server.js).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const [dataDir, email, password] = process.argv.slice(2);
if (!dataDir || !email || !password) throw new Error('usage: start-ingest-api.mjs <DATA_DIR> <email> <password>');
const dist = join(import.meta.dirname, '..', '..', 'api', 'dist');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;

const { runWithApp } = await import(join(dist, 'cli-app.js'));
const registered = await runWithApp(async (app) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/custom-auth/register',
    payload: {
      email,
      password,
      first_name: 'Olive',
      last_name: 'Operator',
      company_name: 'Parcelwatch Operations',
      enroll_in_trial: true,
    },
  });
  if (response.statusCode !== 201 && response.statusCode !== 200)
    console.error(`registering the operator answered ${response.statusCode}: ${response.body}`);
  return response.statusCode === 201 || response.statusCode === 200 ? 0 : 1;
});
if (registered !== 0) process.exit(1);

const grant = spawnSync(process.execPath, [join(dist, 'cli-operators.js'), 'grant', email], { stdio: 'inherit' });
if (grant.status !== 0) {
  console.error(`the operator command exited with ${grant.status}`);
  process.exit(1);
}

const addresses = join(import.meta.dirname, '..', 'fixtures', 'addresses-coverage.csv');
const imported = spawnSync(process.execPath, [join(dist, 'cli-addresses.js'), addresses, '--source', 'e2e'], {
  stdio: 'inherit',
});
if (imported.status !== 0) {
  console.error(`the address import exited with ${imported.status}`);
  process.exit(1);
}

await import(join(dist, 'server.js'));
