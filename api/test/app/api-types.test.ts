import { readFile } from 'node:fs/promises';
import { API_TYPES_FILE, openApiDocument, renderApiTypes } from '../helpers/api-types.js';

// The front end's wire types come from the route schemas: a schema change without `npm run api-types` fails here.
describe('generated API types', () => {
  it('shared-auth/src/api/schema.ts matches the OpenAPI document of the routes', async () => {
    const expected = await renderApiTypes(await openApiDocument());
    const committed = await readFile(API_TYPES_FILE, 'utf8').catch(() => '');
    if (committed !== expected) {
      throw new Error('shared-auth/src/api/schema.ts is not what the route schemas give: run npm run api-types');
    }
  });
});
