// Jest configuration shared by every front-end package (shell, remotes, shared-auth).
const path = require('node:path');

module.exports = (packageDir) => ({
  rootDir: packageDir,
  testEnvironment: 'jsdom',
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
  moduleNameMapper: {
    '\\.(css|less|svg|png)$': path.join(__dirname, 'jest.asset-stub.cjs'),
  },
  testTimeout: 20000,
});
