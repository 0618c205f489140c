/**
 * Builds `entry` as a script of its own, with everything it imports inside it, and runs it first on
 * the page: it starts as soon as its one file is in, neither waiting for the modules it would share
 * with the app's main bundle (a shared module must wait for the chunk that holds it) nor for the
 * page to be parsed. It shares state with the app through globals only (see lib/early-requests.ts).
 */
import { build, type Plugin, type Rolldown } from 'vite';
import { CHART_MODULES_ATTRIBUTE, MAP_MODULES_ATTRIBUTE } from '../src/lib/early-requests.ts';

const EARLY_NAME = 'early.js';

/**
 * `entry` runs first; `chartModule` is the module whose chunk and static imports the early script may preload on the
 * data views, `mapModules` those it may preload on the map survey.
 */
export function earlyScript(entry: string, chartModule: string, mapModules: readonly string[]): Plugin {
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
        const listed = (modules: readonly string[]) =>
          chunkFiles(bundle ?? {}, modules)
            .map((file) => `/${file}`)
            .join(' ');
        return [
          {
            tag: 'script',
            attrs: {
              type: 'module',
              async: true,
              crossorigin: true,
              src: `/${early.fileName}`,
              [CHART_MODULES_ATTRIBUTE]: listed([chartModule]),
              [MAP_MODULES_ATTRIBUTE]: listed(mapModules),
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/** The files of the chunks made for `modules` and the files they import statically, each once, in load order. */
function chunkFiles(bundle: Rolldown.OutputBundle, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of bundle[file]?.type === 'chunk' ? bundle[file].imports : []) visit(imported);
  };
  for (const module of modules) {
    const root = chunks.find((chunk) => chunk.facadeModuleId === module);
    if (root === undefined) throw new Error(`No chunk of ${module} in the build`);
    visit(root.fileName);
  }
  return [...files];
}
