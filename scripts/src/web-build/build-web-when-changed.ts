/**
 * `npm start`'s first step: builds the web app only when what it is made from changed since the last build (or there
 * is none), so a start with unchanged sources serves the build it has. The hash of the inputs is kept beside the build;
 * any other build (`npm run build:web`) empties that folder, and so the next start builds again.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildInputsHash } from './build-inputs.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const built = join(repoRoot, 'web/dist');
const stamp = join(built, '.build-inputs');

const inputs = webBuildInputsHash(repoRoot, process.env);
const upToDate =
  existsSync(join(built, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === inputs;
if (!upToDate) {
  process.stdout.write('Building the web app (its sources changed since the last build; this takes a minute)...\n');
  // Vite takes a while to load: only a start that builds loads it.
  const { build } = await import('vite');
  await build({ configFile: join(repoRoot, 'web/vite.config.ts'), logLevel: 'warn' });
  writeFileSync(stamp, `${inputs}\n`);
}
