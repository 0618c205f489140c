import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, normalize, relative } from 'node:path';

/** Where each of our packages keeps its sources (its package.json's `exports` maps a specifier to a file there). */
const WORKSPACE_FOLDERS: Record<string, string> = {
  '@waterline/domain': 'domain',
  '@waterline/contract': 'contract',
  '@waterline/read-models': 'read-models',
  '@waterline/api': 'services/api',
};

// Static and dynamic imports, re-exports, and files a module opens by URL (worker entries); `import type` is left out.
const REFERENCE =
  /(?:^|[\s;])(?:import(?!\s+type\s)|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]|new URL\(\s*['"](\.[^'"]+)['"]\s*,\s*import\.meta\.url/gm;

export interface RuntimeImports {
  /** Repository-relative paths of every source file the entries reach. */
  files: Set<string>;
  /** npm packages those files import (builtins left out). */
  packages: Set<string>;
}

/** Follows relative and `@waterline/*` imports from `entries` (repository-relative) and collects the files and npm packages reached. */
export function runtimeImports(root: string, entries: readonly string[]): RuntimeImports {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.(ts|mts|mjs|js)$/.test(file)) continue;
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(REFERENCE)) {
      const specifier = (match[1] ?? match[2] ?? match[3] ?? match[4])!;
      if (specifier.startsWith('.')) pending.push(relative(root, normalize(join(root, dirname(file), specifier))));
      else if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      else {
        const ours = ourSourceFile(root, specifier);
        if (ours) pending.push(ours);
        else packages.add(packageName(specifier));
      }
    }
  }
  return { files, packages };
}

function ourSourceFile(root: string, specifier: string): string | undefined {
  for (const [name, folder] of Object.entries(WORKSPACE_FOLDERS)) {
    if (specifier !== name && !specifier.startsWith(`${name}/`)) continue;
    const subpath = `.${specifier.slice(name.length)}`;
    const exportsMap: Record<string, string> = JSON.parse(
      readFileSync(join(root, folder, 'package.json'), 'utf8'),
    ).exports;
    const target = exportsMap[subpath] ?? exportsMap['./*']?.replace('*', subpath.slice(2));
    if (target) return join(folder, target);
  }
  return undefined;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}
