import { describe, expect, it } from 'vitest';
import { roundCoordinate, roundZoom } from './mapPosition.ts';

describe('map position rounding', () => {
  it('keeps coordinates to 4 decimals', () => {
    expect(roundCoordinate(48.123456)).toBe(48.1235);
    expect(roundCoordinate(-105.76004)).toBe(-105.76);
  });

  it('keeps zoom to 2 decimals', () => {
    expect(roundZoom(7.6049)).toBe(7.6);
    expect(roundZoom(2.875)).toBe(2.88);
  });
});
