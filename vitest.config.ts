import { defineConfig } from 'vitest/config';
import { vegaInterpreterCallsWithoutEvent } from './web/build/vega-interpreter-calls.ts';
import { vegaLiteHelpersFromVegaUtil } from './web/build/vega-lite-helpers.ts';

// Tiers by suffix: *.unit.test.ts(x) run anywhere; *.ui.test.tsx render the web app's screens in happy-dom
// (Testing Library, answers from web/src/testing/fake-api.ts); *.int.test.ts talk to a real PostgreSQL and PGlite.
export default defineConfig({
  test: {
    projects: [
      {
        // Vega-Lite and Vega's interpreter are built as the web build has them (see web/build/vega-lite-helpers.ts and
        // vega-interpreter-calls.ts), so chart specs drawn in tests have only the Vega transforms the app registers.
        plugins: [vegaLiteHelpersFromVegaUtil(), vegaInterpreterCallsWithoutEvent()],
        test: {
          name: 'unit',
          include: ['{domain,contract,read-models,services,web,scripts}/**/*.unit.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
          server: { deps: { inline: ['vega-lite', 'vega-interpreter'] } },
        },
      },
      {
        plugins: [vegaLiteHelpersFromVegaUtil(), vegaInterpreterCallsWithoutEvent()],
        test: {
          name: 'ui',
          include: ['web/src/**/*.ui.test.tsx'],
          exclude: ['**/node_modules/**'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://127.0.0.1/' } },
          setupFiles: ['web/src/testing/ui-test-setup.ts'],
          testTimeout: 20_000,
          server: { deps: { inline: ['vega-lite', 'vega-interpreter'] } },
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
