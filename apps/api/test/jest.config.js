// Two projects: unit tests beside the code (no services), and API tests against a real
// PostgreSQL (a database per test file, cloned from a migrated and seeded template) and Redis.
const path = require('node:path');

const root = path.join(__dirname, '..');
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const shared = {
  rootDir: root,
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^@mijozlar/shared$': '<rootDir>/../../packages/shared/src/index.ts' },
  testEnvironment: 'node',
};

module.exports = {
  // A global option: jest ignores it inside projects[].
  testTimeout: 30000,
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
