import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { createTestContext } from './helpers.js';

/**
 * The front end's wire types are generated, not copied: the API's OpenAPI document (built by @fastify/swagger from
 * the route schemas) goes through openapi-typescript into shared-auth. `npm run api-types` writes them;
 * api-types.test.ts fails when the committed types no longer match what the routes declare.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The document itself is not committed (the generated types are): it is written beside them for reading. */
export const OPENAPI_FILE = path.join(repoRoot, '.tmp', 'openapi.json');
export const API_TYPES_FILE = path.join(repoRoot, 'shared-auth', 'src', 'api', 'schema.ts');

const HEADER = `/**
 * Generated from the API's OpenAPI document (the route schemas) by openapi-typescript: do not edit by hand.
 * Regenerate with \`npm run api-types\` after changing a route's schema; \`npm test\` fails while this file is stale.
 */

`;

/** The OpenAPI document of an app built like the tests' (in-memory PGlite, fixed public URL), as stable JSON text. */
export async function openApiDocument(): Promise<string> {
  const context = await createTestContext();
  try {
    return `${JSON.stringify(context.app.swagger(), null, 2)}\n`;
  } finally {
    await context.close();
  }
}

/** The TypeScript module shared-auth commits for that document. */
export async function renderApiTypes(document: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(document) as OpenAPI3, {
    silent: true,
    // A field with a default stays optional for the client that sends it (it follows the schema's `required` list).
    defaultNonNullable: false,
  });
  return HEADER + astToString(ast);
}
