import { defineConfig } from 'vitest/config';

// Tiers by suffix: *.unit.test.ts(x) run anywhere; *.int.test.ts talk to a real PostgreSQL and PGlite.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{domain,read-models,services,web,scripts}/**/*.unit.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{domain,read-models,services,web,scripts}/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
