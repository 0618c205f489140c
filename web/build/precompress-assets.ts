/**
 * A build step that writes `<asset>.br` and `<asset>.gz` beside every compressible built asset, so the
 * server sends them as they are instead of compressing the app's scripts again for every visitor.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|wasm|map)$/;
/** Below this size the saving does not pay for a second request header. */
const MIN_BYTES = 1024;

export function precompressAssets(): Plugin {
  return {
    name: 'waterline-precompress-assets',
    apply: 'build',
    async writeBundle(options) {
      const assets = join(options.dir ?? 'dist', 'assets');
      const names = (await readdir(assets)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const bytes = await readFile(join(assets, name));
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(join(assets, `${name}.br`), br), writeFile(join(assets, `${name}.gz`), gz)]);
        }),
      );
    },
  };
}
