import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { brandPlugin } from './brandPlugin';

/**
 * The web app's build and dev server (issue "Foundation", item 4). The root is this folder, so
 * the config works from the repository root too
 * (`npx vite --configLoader runner --config apps/web/vite.config.ts`: the runner loader compiles
 * the brand plugin's TypeScript imports). The production build lands in apps/web/dist with
 * content-hashed files under /assets/, which the API process serves as immutable; in development
 * `/api` is proxied to the API process. The brand plugin dresses index.html in the chain's brand
 * (data/brand).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), brandPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The first screen's modules in two files, its libraries and its own code (docs/decisions/0040):
    // split by what shares them, they came in some fifty small files, each compressed alone, 12 KiB
    // more than the same code in two. Later steps and pages stay in chunks of their own.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-screen-libraries', tags: ['$initial'], test: /node_modules/ },
            { name: 'first-screen', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': `http://localhost:${process.env.API_PORT ?? 3000}`,
    },
  },
});
