import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRoundedValue } from './index.ts';

const read = (text: string): number => parseRoundedValue(text, 0, text.length);

describe('reading a value', () => {
  it('reads plain decimals and rounds them half away from zero to 2 decimals on the written digits', () => {
    expect(read('7500')).toBe(7500);
    expect(read('87.0')).toBe(87);
    expect(read('2.152080324')).toBe(2.15);
    expect(read('1.005')).toBe(1.01);
    expect(read('-1.005')).toBe(-1.01);
    expect(read('1.00499')).toBe(1);
    expect(read('+3.5')).toBe(3.5);
    expect(read('.5')).toBe(0.5);
    expect(read('5.')).toBe(5);
    expect(read(' 12.5 ')).toBe(12.5);
    expect(read('1.5e3')).toBe(1500);
    expect(read('2.345E-1')).toBe(0.23);
  });

  it('gives NaN for anything that is not a plain number', () => {
    for (const text of [
      '',
      '  ',
      'NaN',
      'abc',
      '12a',
      '1,5',
      '0x1f',
      'Infinity',
      '-',
      '.',
      '1e',
      '1e+',
      '1.2.3',
      '--1',
      '1 2',
    ]) {
      expect(read(text), text).toBeNaN();
    }
  });

  it('reads a field in place inside a longer line', () => {
    const line = '2001-01-01,123.456,7';
    expect(parseRoundedValue(line, 11, 18)).toBe(123.46);
    expect(parseRoundedValue(line, 19, 20)).toBe(7);
  });

  it('agrees with Number() then 2-decimal rounding for numbers with at most 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 2 }), (cents, decimals) => {
        const text = (cents / 100).toFixed(decimals);
        expect(read(text)).toBe(Number(text));
      }),
    );
  });
});
