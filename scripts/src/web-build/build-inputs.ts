import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folders the web build reads: the app, and the workspaces it imports (their sources and package files). */
const SOURCE_FOLDERS = ['web', 'domain', 'contract'];
/** Files of the repository's root that change what the build makes: the installed libraries and TypeScript's settings. */
const ROOT_FILES = ['package-lock.json', 'tsconfig.json'];
/** Never part of a build: installed packages, the build's own output, tests. */
const LEFT_OUT = /(^|\/)(node_modules|dist)(\/|$)|\.test\.tsx?$/;

function filesUnder(repoRoot: string, folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(repoRoot, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    // Installed packages are not walked at all: they are large, and package-lock.json stands for them.
    if (LEFT_OUT.test(path)) continue;
    if (entry.isDirectory()) files.push(...filesUnder(repoRoot, path));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/**
 * A hash of everything the web build is made from: the files of its source folders and the root files above (names
 * and contents), and the `VITE_*` settings Vite writes into the app when it builds. Equal hashes, equal builds.
 */
export function webBuildInputsHash(repoRoot: string, env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256');
  const files = [...SOURCE_FOLDERS.flatMap((folder) => filesUnder(repoRoot, folder)), ...ROOT_FILES].sort();
  for (const path of files) {
    const file = join(repoRoot, path);
    hash
      .update(`${path}\0`)
      .update(existsSync(file) ? readFileSync(file) : '(absent)')
      .update('\0');
  }
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort())
    hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}
