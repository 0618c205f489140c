import { roundHalfAwayFromZero } from '../analysis/rounding.ts';

function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * Reads the number written in text[start, end) and rounds it half away from zero to 2
 * decimals on its written digits ('1.005' gives 1.01). Surrounding blanks are allowed.
 * NaN when the text is empty or not a plain decimal number ('12a', '1,5', 'NaN', '0x1f').
 */
export function parseRoundedValue(text: string, start: number, end: number): number {
  while (start < end && isBlank(text.charCodeAt(start))) start++;
  while (end > start && isBlank(text.charCodeAt(end - 1))) end--;
  let i = start;
  let code = text.charCodeAt(i);
  const negative = code === 45;
  if (negative || code === 43) code = text.charCodeAt(++i);
  let whole = 0;
  let wholeDigits = 0;
  while (i < end && isDigit(code)) {
    whole = whole * 10 + (code - 48);
    wholeDigits++;
    code = text.charCodeAt(++i);
  }
  let cents = 0;
  let fractionDigits = 0;
  let roundUp = false;
  if (i < end && code === 46) {
    code = text.charCodeAt(++i);
    while (i < end && isDigit(code)) {
      if (fractionDigits < 2) cents = cents * 10 + (code - 48);
      else if (fractionDigits === 2) roundUp = code >= 53;
      fractionDigits++;
      code = text.charCodeAt(++i);
    }
  }
  if (wholeDigits + fractionDigits === 0) return NaN;
  if (i < end && (code === 101 || code === 69)) return parseExponentForm(text, start, end, i + 1);
  if (i !== end) return NaN;
  // Beyond 13 whole digits cents would pass 2^53; such values keep their double rounding.
  if (wholeDigits > 13) return roundHalfAwayFromZero(Number(text.slice(start, end)), 2);
  if (fractionDigits === 1) cents *= 10;
  const magnitude = (whole * 100 + cents + (roundUp ? 1 : 0)) / 100;
  return negative ? -magnitude : magnitude;
}

/** The rare '1.5e3' form: checks the exponent's digits, then rounds the double. */
function parseExponentForm(text: string, start: number, end: number, exponentStart: number): number {
  let i = exponentStart;
  const sign = text.charCodeAt(i);
  if (sign === 43 || sign === 45) i++;
  if (i === end) return NaN;
  for (; i < end; i++) if (!isDigit(text.charCodeAt(i))) return NaN;
  const value = Number(text.slice(start, end));
  return Number.isFinite(value) ? roundHalfAwayFromZero(value, 2) : NaN;
}
