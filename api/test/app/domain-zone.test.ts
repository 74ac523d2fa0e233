/**
 * The domain zone (eslint.config.mjs; docs/architecture.md, "Domain errors"): outside the HTTP layer, api/src
 * imports neither Fastify nor the HTTP-error helper. Linted here on probe sources placed, in name only, in a domain
 * folder, the bottom layer and the HTTP layer, so the rule is proven to fail on a violation and to let routes be.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

const PROBE = [
  "import type { FastifyInstance } from 'fastify';",
  "import { httpError } from '../lib/http-error.js';",
  'export const probe = (app: FastifyInstance) => httpError(404, String(app.prefix));',
  '',
].join('\n');

async function restricted(file: string, code = PROBE): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the domain zone', () => {
  it('refuses Fastify and the HTTP-error helper in a domain folder', async () => {
    const messages = await restricted('api/src/properties/zone-probe.ts');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/'fastify' import is restricted.*Domain code knows nothing of HTTP/);
    expect(messages[1]).toMatch(/http-error\.js' import is restricted.*throws domain errors/);
  });

  it('refuses them in the bottom layer too (lib/ beside the helper itself)', async () => {
    const code = PROBE.replace("'../lib/http-error.js'", "'./http-error.js'");
    expect(await restricted('api/src/lib/zone-probe.ts', code)).toHaveLength(2);
    expect(await restricted('api/src/worker.ts', PROBE.replace('../lib/', './lib/'))).toHaveLength(2);
  });

  it('lets the HTTP layer use both', async () => {
    const code = PROBE.replace("'../lib/http-error.js'", "'../../../lib/http-error.js'");
    expect(await restricted('api/src/routes/api/properties/zone-probe.ts', code)).toEqual([]);
    expect(await restricted('api/src/plugins/app/zone-probe.ts', PROBE.replace('../lib/', '../../lib/'))).toEqual([]);
  });
});
