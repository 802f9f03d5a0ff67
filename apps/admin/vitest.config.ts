import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedConfig } from './vite.config.ts';

/**
 * ra-language-english is a dependency of react-admin, not of the admin: resolve it from react-admin's
 * own location so the i18n test can compare our Uzbek keys with react-admin's full key list.
 */
const requireFromHere = createRequire(import.meta.url);
const requireFromReactAdmin = createRequire(requireFromHere.resolve('react-admin'));
const raLanguageEnglish = requireFromReactAdmin.resolve('ra-language-english');

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: {
      ...sharedConfig.resolve.alias,
      'ra-language-english': raLanguageEnglish,
    },
  },
  define: sharedConfig.define,
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 20000,
  },
});
