/**
 * Builds `entry` as a script of its own, with everything it imports inside it, and runs it first on
 * the page: it starts as soon as its one file is in, neither waiting for the modules it would share
 * with the app's main bundle (a shared module must wait for the chunk that holds it) nor for the
 * page to be parsed. It shares state with the app through globals only (see lib/early-requests.ts).
 */
import { build, type Plugin } from 'vite';

const EARLY_NAME = 'early.js';

export function earlyScript(entry: string): Plugin {
  return {
    name: 'waterline-early-script',
    apply: 'build',
    async buildStart() {
      const output = await build({
        configFile: false,
        publicDir: false,
        logLevel: 'warn',
        build: {
          write: false,
          emptyOutDir: false,
          modulePreload: false,
          rolldownOptions: { input: entry, output: { format: 'es', codeSplitting: false } },
        },
      });
      const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
        'output' in result ? result.output : [],
      );
      const chunk = chunks.find((candidate) => candidate.type === 'chunk' && candidate.isEntry);
      if (chunk?.type !== 'chunk') throw new Error(`The early script ${entry} was not built`);
      this.emitFile({ type: 'asset', name: EARLY_NAME, source: chunk.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const early = Object.values(bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes(EARLY_NAME),
        );
        if (early === undefined) throw new Error(`The early script ${entry} was not built`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${early.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
