import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importAlternativeCsv } from '@waterline/domain/import/index';
import { SYNTHETIC_FOLDER, SYNTHETIC_LOCATION, syntheticAlternatives } from './synthetic-alternatives.ts';

const folder = resolve(import.meta.dirname, '../../..', SYNTHETIC_FOLDER);

describe('the synthetic alternatives of the browser tests', () => {
  it('are committed exactly as the generator makes them (npm run synthetic-data writes them)', () => {
    const generated = syntheticAlternatives();
    expect(readdirSync(folder).sort()).toEqual(generated.map((alternative) => alternative.fileName).sort());
    for (const { fileName, csv } of generated) expect(readFileSync(join(folder, fileName), 'utf8'), fileName).toBe(csv);
  });

  it('import as one daily series of the location, 1998-02-28 to 2012-12-31', () => {
    for (const { fileName, csv } of syntheticAlternatives()) {
      const imported = importAlternativeCsv(csv);
      if (!imported.ok) throw new Error(`${fileName}: ${imported.error.message}`);
      expect(imported.alternative.series.map((series) => series.location)).toEqual([SYNTHETIC_LOCATION]);
      expect(csv.split('\n')[1]?.startsWith('1998-02-28,')).toBe(true);
      expect(csv.trim().split('\n').at(-1)?.startsWith('2012-12-31,')).toBe(true);
    }
  });
});
