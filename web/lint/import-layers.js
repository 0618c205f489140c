// ESLint rule: which folder of web/src may import which (docs/architecture.md, "Web app layers").
import path from 'node:path';

/** The layer a file of web/src belongs to: 'entry', 'app', 'feature', 'data', 'components', 'state', 'lib' or 'testing'. */
function layerOf(srcRoot, file) {
  const relative = path.relative(srcRoot, file).split(path.sep);
  if (relative[0] === '..' || path.isAbsolute(relative[0])) return null;
  if (relative.length === 1) return { layer: 'entry' };
  if (relative[0] === 'features') return { layer: 'feature', feature: relative[1], path: relative.slice(1).join('/') };
  return { layer: relative[0] };
}

const lower = {
  entry: ['entry', 'app', 'feature', 'data', 'components', 'state', 'lib'],
  app: ['app', 'feature', 'data', 'components', 'state', 'lib'],
  feature: ['data', 'components', 'state', 'lib'],
  data: ['data', 'state', 'lib'],
  components: ['components', 'state', 'lib'],
  state: ['state', 'lib'],
  lib: ['lib'],
  // Only tests import testing/, so it may render the whole app.
  testing: ['testing', 'app', 'feature', 'data', 'components', 'state', 'lib'],
};

export const importLayers = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keeps the web app layered: lower folders never import higher ones, features never import each other except through a declared entry point.',
    },
    // featureEntries: for a feature, the files of other features it may import ('charts/index.ts').
    schema: [
      {
        type: 'object',
        properties: {
          featureEntries: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      upward: "{{from}} may not import {{to}} ('{{source}}'): {{from}} sits below it.",
      otherFeature:
        "Feature '{{from}}' may not import feature '{{to}}' ('{{source}}'): features are independent; go through a lower layer, or declare an entry file of '{{to}}' for '{{from}}' in eslint.config.js.",
      unknown: "'{{source}}' leaves web/src.",
    },
  },
  create(context) {
    const featureEntries = context.options[0]?.featureEntries ?? {};
    const filename = context.filename;
    const srcRoot = path.join(context.cwd, 'web', 'src');
    const from = layerOf(srcRoot, filename);
    if (!from) return {};
    const isTest = /\.test\.tsx?$/.test(filename);

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), source.split('?')[0]);
      const to = layerOf(srcRoot, target);
      if (!to) return context.report({ node, messageId: 'unknown', data: { source } });
      if (to.layer === 'testing' && isTest) return;
      if (from.layer === 'feature' && to.layer === 'feature') {
        if (from.feature === to.feature) return;
        if ((featureEntries[from.feature] ?? []).includes(to.path)) return;
        return context.report({
          node,
          messageId: 'otherFeature',
          data: { from: from.feature, to: to.feature, source },
        });
      }
      if (!lower[from.layer]?.includes(to.layer)) {
        context.report({ node, messageId: 'upward', data: { from: from.layer, to: to.layer, source } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
