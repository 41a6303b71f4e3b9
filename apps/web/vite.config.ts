import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@locales': fileURLToPath(new URL('../../packages/contracts/locales', import.meta.url)),
    },
  },
  // JSON as JSON.parse('…'): smaller chunks than one named export per key.
  json: { stringify: true, namedExports: false },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The manifest lets scripts/check-budget.mjs follow the login screen's chunk graph.
  build: { outDir: 'dist', sourcemap: false, target: 'es2022', manifest: true },
});
