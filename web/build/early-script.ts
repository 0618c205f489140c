/**
 * Builds `entry` as an entry of its own and runs it first on the page, before the app's main script
 * has downloaded: the app's HTML would merge every module script into the one main bundle.
 */
import type { Plugin } from 'vite';

const EARLY_CHUNK = 'early';

export function earlyScript(htmlPath: string, entry: string): Plugin {
  return {
    name: 'waterline-early-script',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { input: { index: htmlPath, [EARLY_CHUNK]: entry } } } }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry && output.name === EARLY_CHUNK);
        if (chunk === undefined) throw new Error(`The early script ${entry} was not built`);
        return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${chunk.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}
