import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { earlyScript } from './build/early-script.ts';
import { precompressAssets } from './build/precompress-assets.ts';
import { vegaLiteHelpersFromVegaUtil } from './build/vega-lite-helpers.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react(), vegaLiteHelpersFromVegaUtil(), earlyScript(`${webRoot}index.html`, `${webRoot}src/start-early-requests.ts`), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
