// Starts the built API (api/dist/server.js) on a fresh data directory: `node start-api.mjs <DATA_DIR>`.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: start-api.mjs <DATA_DIR>');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'api', 'dist', 'server.js'));
