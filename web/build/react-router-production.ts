/**
 * React Router's package sends every import to its development build, whatever the mode
 * (remix-run/react-router#14102): its development checks and console warnings would run in visitors'
 * browsers. The app's build takes the production build the package ships beside it.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const productionBuild = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'waterline-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(productionBuild, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(productionBuild, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
