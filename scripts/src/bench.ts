/** `npm run bench [-- name ...]`: runs each benchmark in scripts/src/bench/ (or the named ones) in its own process and prints its figures; shared helpers live in bench/support/. */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = join(dirname(fileURLToPath(import.meta.url)), 'bench');
const wanted = process.argv.slice(2);
const benches = readdirSync(folder)
  .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((name) => wanted.length === 0 || wanted.includes(name));

let failures = 0;
for (const name of benches) {
  process.stdout.write(`\n== ${name} ==\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(folder, `${name}.ts`)], { stdio: 'inherit' });
  if (run.status !== 0) failures += 1;
}
process.exit(failures === 0 ? 0 : 1);
