import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFormula, evaluateFormula, FormulaError } from './index.ts';

describe('formulas in x', () => {
  it('evaluates arithmetic with the usual precedence', () => {
    expect(evaluateFormula('1 + 2 * 3', 0)).toBe(7);
    expect(evaluateFormula('(1 + 2) * 3', 0)).toBe(9);
    expect(evaluateFormula('x / 1000 - 2', 5000)).toBe(3);
    expect(evaluateFormula('2 ^ 3 ^ 2', 0)).toBe(512);
    expect(evaluateFormula('2 ** 3', 0)).toBe(8);
    expect(evaluateFormula('-x^2', 3)).toBe(-9);
    expect(evaluateFormula('2^-1', 0)).toBe(0.5);
    expect(evaluateFormula('10 % 4', 0)).toBe(2);
    expect(evaluateFormula('--x', 4)).toBe(4);
    expect(evaluateFormula('1.5e3 + .5', 0)).toBe(1500.5);
  });

  it('offers the whitelisted functions and constants', () => {
    expect(evaluateFormula('max(0, min(1, (x - 5000) / 10000))', 10000)).toBe(0.5);
    expect(evaluateFormula('clamp(x, 0, 100)', 250)).toBe(100);
    expect(evaluateFormula('sqrt(x) + abs(-2) + log(100) + ln(e) + round(pi)', 16)).toBe(4 + 2 + 2 + 1 + 3);
    expect(evaluateFormula('pow(x, 2)', 3)).toBe(9);
  });

  it('compiles once and evaluates for many values', () => {
    const score = compileFormula('1 - x / 100');
    expect([0, 50, 100].map(score)).toEqual([1, 0.5, 0]);
  });

  it('agrees with plain arithmetic on random inputs', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 50 }), (x, k) => {
        expect(evaluateFormula(`(x * ${String(k)} + 3) / 2 - x`, x)).toBe((x * k + 3) / 2 - x);
      }),
    );
  });

  it.each([
    ['process.exit(1)', "Formula refused: property access ('.') at position 8 is not allowed."],
    [
      'constructor',
      "Formula refused: the name 'constructor' at position 1 is not allowed; only x, the constants pi, e",
    ],
    ['x.constructor', "Formula refused: property access ('.') at position 2 is not allowed."],
    ['__proto__', "Formula refused: the name '__proto__' at position 1 is not allowed"],
    ['globalThis', "Formula refused: the name 'globalThis' at position 1 is not allowed"],
    ['process', "Formula refused: the name 'process' at position 1 is not allowed"],
    ['eval(1)', "Formula refused: the function 'eval' at position 1 is not allowed"],
    ['toString(x)', "Formula refused: the function 'toString' at position 1 is not allowed"],
    ['hasOwnProperty', "Formula refused: the name 'hasOwnProperty' at position 1 is not allowed"],
    ['y + 1', "Formula refused: the name 'y' at position 1 is not allowed"],
    ['x(1)', "Formula refused: the function 'x' at position 1 is not allowed"],
    ['abs', "Formula refused: the name 'abs' at position 1 is not allowed"],
    ['x["constructor"]', "Formula refused: indexing ('[ ]') at position 2 is not allowed."],
    ["'a'", 'Formula refused: text in quotes at position 1 is not allowed.'],
    ['x = 1', "Formula refused: '=' (only arithmetic is allowed) at position 3 is not allowed."],
    ['x; 1', "Formula refused: ';' (only arithmetic is allowed) at position 2 is not allowed."],
    ['() => 1', "Formula refused: '=' (only arithmetic is allowed) at position 4 is not allowed."],
    ['()', "Formula refused: expected a number, x, a function or '(' but found ')' at position 2."],
    ['2x', "Formula refused: unexpected name 'x' at position 2."],
    ['(1 + 2', "Formula refused: expected ')' but found end of formula at position 7."],
    ['sqrt(1, 2)', 'Formula refused: sqrt() takes 1 argument, got 2.'],
    ['', 'Formula refused: the formula is empty.'],
  ])('refuses %s', (text, message) => {
    expect(() => compileFormula(text)).toThrow(FormulaError);
    expect(() => compileFormula(text)).toThrow(message);
  });

  it('refuses formulas that are too long or too deeply nested', () => {
    expect(() => compileFormula('1+'.repeat(300) + '1')).toThrow('A formula may have at most 500 characters.');
    expect(() => compileFormula('('.repeat(60) + 'x' + ')'.repeat(60))).toThrow(
      'Formula refused: nested more than 50 levels deep.',
    );
    expect(() => compileFormula('-'.repeat(60) + 'x')).toThrow('nested more than 50 levels deep');
  });

  it('never reaches outside the sandbox: every accepted formula yields a number', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        let evaluator: ((x: number) => number) | null = null;
        try {
          evaluator = compileFormula(text);
        } catch (error) {
          expect(error).toBeInstanceOf(FormulaError);
        }
        if (evaluator !== null) expect(typeof evaluator(2)).toBe('number');
      }),
      { numRuns: 500 },
    );
  });
});
