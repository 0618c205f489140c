// Writes the browser tests' synthetic alternatives (see synthetic-alternatives.ts) where they are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SYNTHETIC_FOLDER, syntheticAlternatives } from './synthetic-alternatives.ts';

const folder = resolve(import.meta.dirname, '../../..', SYNTHETIC_FOLDER);
mkdirSync(folder, { recursive: true });
for (const { fileName, csv } of syntheticAlternatives()) writeFileSync(join(folder, fileName), csv);
console.log(`Wrote ${syntheticAlternatives().length} files to ${SYNTHETIC_FOLDER}`);
