// ESLint rule: the layers of services/api/src, top to bottom (docs/architecture.md, "API layers").
import path from 'node:path';

/** Each layer may import its own and those below it, never one above. Names are folders or files (without .ts) of src/. */
export const apiLayers = [
  ['index', 'main', 'testing'],
  ['routes'],
  ['observed'],
  ['survey', 'projects', 'data', 'upstream', 'live'],
  ['http'],
  ['config', 'commands'],
  ['auth', 'observability', 'mail'],
  ['blobs', 'maps', 'event-store', 'logger', 'errors', 'run-every'],
];

/** The first folder or file of `file` under `srcRoot` ('routes', 'config'), or null outside it. */
function unitOf(srcRoot, file) {
  const first = path.relative(srcRoot, file).split(path.sep)[0];
  if (first === '..' || path.isAbsolute(first)) return null;
  return first.replace(/\.ts$/, '');
}

const depthOf = (unit) => apiLayers.findIndex((layer) => layer.includes(unit));

export const importLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the API layered: a file never imports from a layer above its own.' },
    schema: [],
    messages: {
      upward: "{{from}} may not import {{to}} ('{{source}}'): {{to}} sits in a higher layer.",
      unplaced: '{{unit}} is in no layer of the API: add it to apiLayers in services/api/lint/import-layers.js.',
    },
  },
  create(context) {
    const filename = context.filename;
    // Tests stand above every layer.
    if (/\.test\.ts$/.test(filename)) return {};
    const srcRoot = path.join(context.cwd, 'services', 'api', 'src');
    const from = unitOf(srcRoot, filename);
    if (from === null) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = unitOf(srcRoot, path.resolve(path.dirname(filename), source));
      if (to === null || to === from) return;
      for (const unit of [from, to]) {
        if (depthOf(unit) < 0) return context.report({ node, messageId: 'unplaced', data: { unit } });
      }
      if (depthOf(to) < depthOf(from)) context.report({ node, messageId: 'upward', data: { from, to, source } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
