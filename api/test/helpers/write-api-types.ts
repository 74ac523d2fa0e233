// `npm run api-types`: regenerates shared-auth's wire types from the API's route schemas (and .tmp/openapi.json,
// the document they come from).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_TYPES_FILE, OPENAPI_FILE, openApiDocument, renderApiTypes } from './api-types.js';

delete process.env.TEST_DATABASE_URL; // the document does not depend on the database: in-memory PGlite is enough
const document = await openApiDocument();
await mkdir(path.dirname(OPENAPI_FILE), { recursive: true });
await writeFile(OPENAPI_FILE, document);
await writeFile(API_TYPES_FILE, await renderApiTypes(document));
for (const file of [OPENAPI_FILE, API_TYPES_FILE]) console.log(`wrote ${path.relative(process.cwd(), file)}`);
