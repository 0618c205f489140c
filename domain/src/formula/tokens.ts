import { FORMULA_LIMITS } from './whitelist.ts';

/** A lexical token of a formula. */
export type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'name'; name: string; at: number }
  | { kind: 'operator'; symbol: '+' | '-' | '*' | '/' | '%' | '^' | '(' | ')' | ','; at: number }
  | { kind: 'end'; at: number };

/** A formula the sandbox refused, with the reason in plain words. */
export class FormulaError extends Error {
  override name = 'FormulaError';
}

const OPERATORS = new Set(['+', '-', '*', '/', '%', '^', '(', ')', ',']);
const NUMBER = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;
const NAME = /^[A-Za-z_$][A-Za-z0-9_$]*/;

function describe(char: string): string {
  if (char === '.') return "property access ('.')";
  if (char === '[' || char === ']') return "indexing ('[ ]')";
  if (char === '"' || char === "'" || char === '`') return 'text in quotes';
  if (char === '=' || char === ';' || char === '{' || char === '}') return `'${char}' (only arithmetic is allowed)`;
  return `the character '${char}'`;
}

/** Splits formula text into tokens; refuses anything outside numbers, names, arithmetic operators, parentheses and commas. */
export function tokenize(text: string): Token[] {
  if (text.length > FORMULA_LIMITS.maxLength)
    throw new FormulaError(`A formula may have at most ${String(FORMULA_LIMITS.maxLength)} characters.`);
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text.charAt(i);
    if (char === ' ' || char === '\t' || char === '\n' || char === '\r') {
      i++;
      continue;
    }
    const rest = text.slice(i);
    const number = NUMBER.exec(rest);
    if (number !== null) {
      tokens.push({ kind: 'number', value: Number(number[0]), at: i });
      i += number[0].length;
      continue;
    }
    const name = NAME.exec(rest);
    if (name !== null) {
      tokens.push({ kind: 'name', name: name[0], at: i });
      i += name[0].length;
      continue;
    }
    if (rest.startsWith('**')) {
      tokens.push({ kind: 'operator', symbol: '^', at: i });
      i += 2;
      continue;
    }
    if (OPERATORS.has(char)) {
      tokens.push({ kind: 'operator', symbol: char as '+', at: i });
      i++;
      continue;
    }
    throw new FormulaError(`Formula refused: ${describe(char)} at position ${String(i + 1)} is not allowed.`);
  }
  tokens.push({ kind: 'end', at: text.length });
  return tokens;
}
