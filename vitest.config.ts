import { defineConfig } from 'vitest/config';
import { vegaLiteHelpersFromVegaUtil } from './web/build/vega-lite-helpers.ts';

// Tiers by suffix: *.unit.test.ts(x) run anywhere; *.ui.test.tsx render the web app's screens in happy-dom
// (Testing Library, answers from web/src/testing/fake-api.ts); *.int.test.ts talk to a real PostgreSQL and PGlite.
export default defineConfig({
  test: {
    projects: [
      {
        // Vega-Lite is built as the web build has it (see web/build/vega-lite-helpers.ts), so chart specs
        // drawn in tests have only the Vega transforms the app registers.
        plugins: [vegaLiteHelpersFromVegaUtil()],
        test: {
          name: 'unit',
          include: ['{domain,contract,read-models,services,web,scripts}/**/*.unit.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
          server: { deps: { inline: ['vega-lite'] } },
        },
      },
      {
        plugins: [vegaLiteHelpersFromVegaUtil()],
        test: {
          name: 'ui',
          include: ['web/src/**/*.ui.test.tsx'],
          exclude: ['**/node_modules/**'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://127.0.0.1/' } },
          setupFiles: ['web/src/testing/ui-test-setup.ts'],
          testTimeout: 20_000,
          server: { deps: { inline: ['vega-lite'] } },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{domain,contract,read-models,services,web,scripts}/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
