import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseForecast } from './forecast.ts';

const RECORDED = join(import.meta.dirname, '../../../../shared/data/nws_forecast');
const hasRecorded = existsSync(RECORDED);

describe('parseForecast', () => {
  it('keeps the first 14 periods', () => {
    const periods = Array.from({ length: 20 }, (_, index) => ({
      name: `P${index}`,
      startTime: `2024-05-${String(index + 1).padStart(2, '0')}T06:00:00-06:00`,
      isDaytime: index % 2 === 0,
      temperature: 50 + index,
      temperatureUnit: 'F',
      shortForecast: 'Sunny',
    }));
    const forecast = parseForecast({ properties: { generatedAt: '2024-05-01T00:00:00Z', periods } });
    expect(forecast.periods).toHaveLength(14);
    expect(forecast.periods[13]?.temperature).toBe(63);
    expect(() => parseForecast({})).toThrow(/periods/);
  });

  it.skipIf(!hasRecorded)(`the recorded Denver forecast (skipped when ${RECORDED} is absent)`, () => {
    const forecast = parseForecast(
      JSON.parse(readFileSync(join(RECORDED, 'weathergov_BOU_denver_2023-11-27_forecast.json'), 'utf8')),
    );
    expect(forecast.generatedAt).toBe('2023-11-27T19:14:06+00:00');
    expect(forecast.periods).toHaveLength(14);
    expect(forecast.periods[0]?.startTime).toMatch(/-07:00$/);
  });
});
