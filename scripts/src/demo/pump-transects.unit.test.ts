import { describe, expect, it } from 'vitest';
import { parsePumpCsv, transectNames } from '@waterline/domain/pump/index';
import { DEMO_PUMP_TRANSECTS, demoPumpTransectCsv } from './pump-transects.ts';

describe('the demo pump transect file', () => {
  it('reads without a bad row, holds every transect and the flood years, and is the same on every start', () => {
    const csv = demoPumpTransectCsv();
    const file = parsePumpCsv(csv);
    expect(file.problems).toEqual([]);
    expect(transectNames(file.rows)).toEqual([...DEMO_PUMP_TRANSECTS]);
    expect(file.rows.filter((row) => row.transect === 'Intake')).toHaveLength(16 * 7);
    expect(file.rows.some((row) => row.missing && row.lengthFt === null)).toBe(true);
    expect(new Set(file.rows.map((row) => row.date.slice(0, 4)))).toContain('2019');
    expect(demoPumpTransectCsv()).toBe(csv);
  });
});
