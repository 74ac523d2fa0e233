const base = require('../build/jest.frontend.cjs')(__dirname);

// The shell's tests, and the tests of the shared build configuration that sit beside it (build/*.test.ts): those
// read the apps' antd and React, which the shell's node_modules holds (build/ is no package of its own).
module.exports = {
  ...base,
  roots: ['<rootDir>/src', '<rootDir>/../build'],
  testMatch: [...base.testMatch, '<rootDir>/../build/*.test.ts'],
  modulePaths: ['<rootDir>/node_modules'],
};
