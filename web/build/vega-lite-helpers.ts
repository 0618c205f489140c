/**
 * Vega-Lite takes four helpers (stringValue, hasOwnProperty, isObject, isString) from the whole `vega`
 * bundle, whose import registers every Vega transform; they are vega-util's, so Vega-Lite gets them
 * from there and the charts' code carries only the transforms it registers (see vega-runtime.ts).
 * Should Vega-Lite ever take something vega-util lacks, the build fails on the missing export.
 */
import type { Plugin } from 'vite';

export function vegaLiteHelpersFromVegaUtil(): Plugin {
  return {
    name: 'waterline-vega-lite-helpers',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'vega' || importer === undefined || !/[\\/]node_modules[\\/]vega-lite[\\/]/.test(importer))
        return null;
      return this.resolve('vega-util', importer, { skipSelf: true });
    },
  };
}
