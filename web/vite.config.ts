import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { earlyScript } from './build/early-script.ts';
import { maplibreSources } from './build/maplibre-sources.ts';
import { precompressAssets } from './build/precompress-assets.ts';
import { reactRouterProductionBuild } from './build/react-router-production.ts';
import { vegaInterpreterCallsWithoutEvent } from './build/vega-interpreter-calls.ts';
import { vegaLiteHelpersFromVegaUtil } from './build/vega-lite-helpers.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// The groups of library modules a chunk may hold, largest first; none over 500 kB.
const libraryGroups = [
  { name: 'libraries', test: /node_modules/, tags: ['$initial' as const], maxSize: 1_000_000 },
  // Vega-Lite's compiler apart from Vega (and after it, so Vega's modules it imports stay with Vega): the
  // calendar-day charts are Vega specs and draw without it.
  { name: 'vega', test: /node_modules[\\/](vega(?!-lite[\\/])|d3)/, maxSize: 1_000_000 },
  { name: 'vega-lite', test: /node_modules[\\/]vega-lite[\\/]/, maxSize: 1_000_000 },
  { name: 'deck', test: /node_modules[\\/](@deck\.gl|@luma\.gl|@math\.gl|@loaders\.gl|mjolnir)/, maxSize: 1_000_000 },
  {
    name: 'maplibre',
    test: /node_modules[\\/](maplibre-gl|@maplibre|@mapbox|earcut|kdbush|pbf|gl-matrix)/,
    maxSize: 400_000,
  },
];
// Vite's helper for the lazy pages' imports, which the 3-D view's chunk shares: in a chunk of its own name rather than
// one named after deck.gl, which no page loads before its 3-D view.
const preloadHelper = { name: 'preload-helper', test: /preload-helper/ };
// The app's own modules of the first page in one chunk: one request, rather than one for each small module a later chunk shares.
const firstPageApp = {
  name: 'app',
  test: (id: string) => !/node_modules/.test(id),
  tags: ['$initial' as const],
  maxSize: 1_000_000,
};

export default defineConfig({
  root: webRoot,
  plugins: [
    maplibreSources(),
    react(),
    reactRouterProductionBuild(),
    vegaLiteHelpersFromVegaUtil(),
    vegaInterpreterCallsWithoutEvent(),
    earlyScript(`${webRoot}src/start-early-requests.ts`, `${webRoot}src/components/charts/vega-runtime.ts`, [
      `${webRoot}src/features/map-survey/index.ts`,
      `${webRoot}src/components/maps/MapCanvas.tsx`,
    ]),
    precompressAssets(),
    // The installable survey: a service worker of our own (src/lib/service-worker/sw.ts, registered by the app itself, no
    // inline script under our content security policy) that keeps the app's files, and a manifest for a home screen.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/lib/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // The charts' and the 3-D view's libraries are kept too, each under this size.
        maximumFileSizeToCacheInBytes: 4_000_000,
      },
      manifest: {
        name: 'Waterline: Fort Peck feedback survey',
        short_name: 'River survey',
        description: 'Tell us about places along the river, with photos, even where there is no signal.',
        start_url: '/fort-peck-feedback',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b5394',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // No report of how long each plugin took: nothing to act on when starting the app.
      checks: { bundlerTimings: false },
      output: {
        // Modules run in their import order even when the groups below put them in other chunks.
        strictExecutionOrder: true,
        // No script over 500 kB: the libraries are split into parts that load together, each with what needs it
        // (the first page's libraries, then Vega with the charts, then deck.gl with the 3-D view).
        codeSplitting: { groups: [preloadHelper, ...libraryGroups, firstPageApp] },
      },
    },
  },
  // MapLibre's worker is a module worker, split like the page's scripts.
  worker: {
    format: 'es',
    plugins: () => [maplibreSources()],
    rolldownOptions: { checks: { bundlerTimings: false }, output: { codeSplitting: { groups: libraryGroups } } },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
