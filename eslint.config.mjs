// Lint: the import rules that keep the house one-way (see docs/architecture.md), plus a few cheap correctness
// rules. Formatting is Prettier's job (.prettierrc.json); `npm run lint` runs both, and `npm test` runs it.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const REMOTES = readdirSync(root).filter((name) => name.startsWith('mf-'));
const API_BOTTOM = ['db', 'lib', 'schemas', 'jobs', 'config'];
const API_HTTP = ['routes', 'plugins', 'web'];
const ENTRY_POINTS = './api/src/{server,worker,cli-*}.ts';
const APP_AND_ENTRY_POINTS = './api/src/{app,server,worker,cli-*}.ts';

const dirsOf = (dir) => {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  } catch {
    return [];
  }
};

/** API layers: entry points > app.ts > routes, plugins, web > domain folders > db, lib, schemas, jobs, config. */
const apiZones = [
  {
    target: API_BOTTOM.map((d) => `./api/src/${d}`),
    from: './api/src',
    except: API_BOTTOM.map((d) => `./${d}`),
    message: 'The bottom layer (db, lib, schemas, jobs, config) imports nothing above it.',
  },
  ...dirsOf('api/src')
    .filter((d) => !API_BOTTOM.includes(d) && !API_HTTP.includes(d))
    .map((domain) => ({
      target: `./api/src/${domain}`,
      from: ['./api/src/{routes,plugins,web}/**', APP_AND_ENTRY_POINTS],
      message:
        'A domain folder imports only other domains and the bottom layer, never routes, plugins, the app or an entry point.',
    })),
  {
    target: './api/src/addresses/{grammar,street,french}.ts',
    from: './api/src',
    except: [...API_BOTTOM.map((d) => `./${d}`), './addresses/grammar.ts', './addresses/french.ts'],
    message:
      'The address grammar sits below the connectors, the matching and the address import: it imports only the bottom layer.',
  },
  {
    target: './api/src/routes',
    from: ['./api/src/plugins/app/**', './api/src/web/**', APP_AND_ENTRY_POINTS],
    message:
      'Routes call domain services and repositories (or the decorated instance), never app plugins, the app or an entry point.',
  },
  {
    target: ['./api/src/plugins', './api/src/web'],
    from: ['./api/src/routes/**', APP_AND_ENTRY_POINTS],
    message: 'Plugins build and decorate services; they never import routes, the app or an entry point.',
  },
  {
    target: './api/src/app.ts',
    from: [ENTRY_POINTS],
    message: 'The app never imports an entry point.',
  },
];

/** Front end: no remote imports another remote or the shell; shared-auth imports no app; a remote's features compose at pages. */
const webZones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: ['./shell', ...REMOTES.filter((r) => r !== remote).map((r) => `./${r}`)],
    message: 'A remote never imports another remote or the shell: share through shared-auth.',
  })),
  {
    target: './shell',
    from: REMOTES.map((r) => `./${r}`),
    message: 'The shell loads remotes through Module Federation, never by import.',
  },
  {
    target: './shared-auth',
    from: ['./shell', ...REMOTES.map((r) => `./${r}`)],
    message: 'shared-auth imports no app.',
  },
  ...REMOTES.flatMap((pkg) => {
    const features = dirsOf(`${pkg}/src/features`);
    // A feature's pages may compose several features; nothing else in a feature imports another feature.
    return features.map((feature) => ({
      target: [`./${pkg}/src/features/${feature}/!(pages)/**/*`, `./${pkg}/src/features/${feature}/*.*`],
      from: `./${pkg}/src/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature: compose them at the page.',
    }));
  }),
];

/**
 * One place raises alerts: only `api/src/alerts/` writes the alert tables. Matchers (analysis, watches, follows)
 * hand it their matches. Caught: a Drizzle `insert`, `update` or `delete` of one of these tables, and raw SQL that
 * inserts into, updates or deletes from them (in a template or a string).
 */
const ALERT_TABLES_TS = 'alerts|alertItems|alertComments|alertChatThreads|alertChatMessages';
const ALERT_TABLES_SQL = 'alerts|alert_items|alert_comments|alert_chat_threads|alert_chat_messages';
const ALERT_WRITE_MESSAGE = 'Only api/src/alerts/ writes the alert tables: hand the matches to a function of alerts/.';
const WRITES_ALERT_SQL = `/\\b(insert\\s+into|update|delete\\s+from)\\s+(${ALERT_TABLES_SQL})\\b/i`;
const alertWriteSelectors = [
  `CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name=/^(${ALERT_TABLES_TS})$/]`,
  `CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.property.name=/^(${ALERT_TABLES_TS})$/]`,
  `TemplateElement[value.raw=${WRITES_ALERT_SQL}]`,
  `Literal[value=${WRITES_ALERT_SQL}]`,
].map((selector) => ({ selector, message: ALERT_WRITE_MESSAGE }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/.tmp/**',
      '**/.tools/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/drizzle/**',
      'shared-auth/src/api/schema.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'off' } },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'api/tsconfig.json',
            'shell/tsconfig.json',
            'shared-auth/tsconfig.json',
            'e2e/tsconfig.json',
            ...REMOTES.map((r) => `${r}/tsconfig.json`),
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...apiZones, ...webZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'no-debugger': 'error',
      'no-dupe-keys': 'error',
      'no-self-assign': 'error',
      'no-unsafe-finally': 'error',
    },
  },
  {
    // The domain zone: every folder of api/src but the HTTP layer (routes/, plugins/, web/), so the domains and
    // the bottom layer, plus worker.ts. It knows nothing of HTTP: no Fastify, no HTTP errors. A domain takes its
    // dependencies (the database handle, the store, the queue, a logger) and throws domain errors
    // (lib/domain-errors.ts), which the one error handler answers (docs/architecture.md, "Domain errors").
    files: ['api/src/*/**/*.ts', 'api/src/worker.ts'],
    ignores: ['api/src/{routes,plugins,web}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify/*', 'fastify-plugin'],
              message:
                'Domain code knows nothing of HTTP: take the database handle and other dependencies, not the Fastify instance (docs/architecture.md, "Domain errors").',
            },
            {
              group: ['**/lib/http-error', '**/lib/http-error.js', './http-error', './http-error.js'],
              message:
                'Domain code throws domain errors (lib/domain-errors.ts); the error handler answers them with their HTTP status.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes hold no queries: the query builder, the tables and raw SQL live in domain repositories.
    files: ['api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes hold no queries: put them in the domain repository.',
            },
            {
              group: ['**/db/schema', '**/db/schema/*', '**/db/schema/*.js'],
              message: 'Routes hold no queries: put them in the domain repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only alerts/ writes the alert tables (alertWriteSelectors above).
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/alerts/**'],
    rules: { 'no-restricted-syntax': ['error', ...alertWriteSelectors] },
  },
);
