// Jest configuration shared by every front-end package (shell, remotes, shared-auth).
const path = require('node:path');

module.exports = (packageDir) => ({
  rootDir: packageDir,
  // jsdom plus Node's fetch, Request, Response, Headers and streams (fetchBaseQuery needs them).
  testEnvironment: require.resolve('jest-fixed-jsdom'),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // @ant-design/icons' CommonJS build requires @ant-design/colors, which only ships ES modules: compile it too.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?@ant-design/(colors|fast-color)/)'],
  moduleNameMapper: {
    '\\.(css|less|svg|png)$': path.join(__dirname, 'jest.asset-stub.cjs'),
    '\\.css\\?raw$': path.join(__dirname, 'jest.asset-stub.cjs'),
  },
  // jsdom matches every element against every rule of antd's CSS-in-JS sheets in getComputedStyle, which Testing
  // Library's getByRole and user-event's clicks call for each element: a form test in a modal spends ~4 s a field
  // alone (profiled: nwsapi selector matching under getComputedStyle is over half the time) and twice that with
  // both workers busy, so 20 s was too tight for the longest tests on a 2-core machine.
  testTimeout: 60000,
  // One worker per core: jest's default (cores - 1) runs a 2-core machine in band, measured 2.5x slower here.
  maxWorkers: '100%',
});
