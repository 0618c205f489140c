/**
 * Bundles MapLibre from the TypeScript sources its package ships (`import ... from 'maplibre-gl-source/...'`)
 * instead of its published build, which is one module of 1.1 MB that no bundler can split: from its
 * sources the map's code splits into chunks like any other, none over 500 kB.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';

const sources = join(dirname(createRequire(import.meta.url).resolve('maplibre-gl/package.json')), 'src');

export function maplibreSources(): Plugin {
  return {
    name: 'waterline-maplibre-sources',
    enforce: 'pre',
    config: () => ({ resolve: { alias: [{ find: /^maplibre-gl-source\//, replacement: `${sources}/` }] } }),
    async transform(code, id) {
      if (!id.startsWith(sources) || !id.endsWith('.ts')) return null;
      // MapLibre is compiled with `useDefineForClassFields: false`: a field declared without a value must not
      // reset what the base class's constructor set (its struct arrays rely on it).
      const result = await transformWithOxc(code, id, {
        lang: 'ts',
        assumptions: { setPublicClassFields: true },
        typescript: { removeClassFieldsWithoutInitializer: true },
        tsconfig: false,
      });
      return { code: result.code, map: result.map };
    },
  };
}
