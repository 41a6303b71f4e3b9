import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@locales': fileURLToPath(new URL('../../packages/contracts/locales', import.meta.url)),
    },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    // Files share their worker; test/between-files.ts undoes what each leaves behind.
    isolate: false,
    setupFiles: ['./src/test/between-files.ts'],
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
