import { describe, expect, it } from 'vitest';
import { roundCoordinate, roundView, roundZoom, sameView } from './position.ts';

describe('map position rounding', () => {
  it('keeps coordinates to 4 decimals', () => {
    expect(roundCoordinate(48.123456)).toBe(48.1235);
    expect(roundCoordinate(-105.76004)).toBe(-105.76);
  });

  it('keeps zoom to 2 decimals', () => {
    expect(roundZoom(7.6049)).toBe(7.6);
    expect(roundZoom(2.875)).toBe(2.88);
  });

  it('rounds a camera to what the project stores, wrapping longitude and bearing', () => {
    expect(roundView({ lat: 48.000049, lng: -105.760051, zoom: 7.60499, bearing: 12.4, pitch: 30.6 })).toEqual({
      lat: 48,
      lng: -105.7601,
      zoom: 7.6,
      bearing: 12,
      pitch: 31,
    });
    expect(roundView({ lat: 10, lng: 190.5, zoom: 3, bearing: 270, pitch: 0 })).toMatchObject({
      lng: -169.5,
      bearing: -90,
    });
    expect(roundView({ lat: 10, lng: -190, zoom: 3, bearing: -200, pitch: 0 })).toMatchObject({
      lng: 170,
      bearing: 160,
    });
  });

  it('tells views apart only beyond the stored precision', () => {
    const view = { lat: 48, lng: -105.76, zoom: 7.6, bearing: 0, pitch: 0 };
    expect(sameView(view, { ...view, lat: 48.00001, zoom: 7.601 })).toBe(true);
    expect(sameView(view, { ...view, lng: -105.7601 })).toBe(false);
    expect(sameView(view, { ...view, pitch: 10 })).toBe(false);
  });
});
