// ESM TypeScript under jest: @swc/jest compiles each file to ESM; `.js` import suffixes map back to `.ts`.
// Some CommonJS dependencies require() packages that are ESM-only (content-disposition 3 and cookie 2, via
// @fastify/static and light-my-request). Node >= 20.19 can do that, jest's module runtime cannot before
// Node 24.9, so those few packages are compiled to CommonJS on the fly.
const ESM_ONLY = ['content-disposition', 'cookie', 'set-cookie-parser'].join('|');

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      },
    ],
    [`/node_modules/(${ESM_ONLY})/.+\\.js$`]: ['@swc/jest', { jsc: { target: 'es2022' } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_ONLY})[@/])`],
  // A test context opens PGlite, applies the migrations and starts the job queue: tens of seconds on a busy 2-core machine.
  testTimeout: 90000,
  maxWorkers: 2,
  // A worker's memory grows with every file it runs (each file's PGlite and module graph are not all given back);
  // past this size the worker is replaced between files. The API pass on PGlite took 1411 s without it and 801 s
  // with it on a 2-core machine: the grown workers were spending their time collecting garbage.
  workerIdleMemoryLimit: '700MB',
};
