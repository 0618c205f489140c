const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;

/** Standard base64 (with padding) of a byte array. */
export function bytesToBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  let chunk = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const triple = (a << 16) | (b << 8) | c;
    chunk +=
      ALPHABET.charAt(triple >> 18) +
      ALPHABET.charAt((triple >> 12) & 63) +
      (i + 1 < bytes.length ? ALPHABET.charAt((triple >> 6) & 63) : '=') +
      (i + 2 < bytes.length ? ALPHABET.charAt(triple & 63) : '=');
    if (chunk.length >= 8192) {
      parts.push(chunk);
      chunk = '';
    }
  }
  parts.push(chunk);
  return parts.join('');
}

/** Bytes of a standard base64 string; throws on a character outside the alphabet or a bad length. */
export function base64ToBytes(text: string): Uint8Array {
  if (text.length % 4 !== 0) throw new Error('Base64 text length must be a multiple of 4.');
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  // Whole quads first in a tight loop (series are decoded on every chart change); the padded last quad after.
  const whole = padding > 0 ? text.length - 4 : text.length;
  let out = 0;
  for (let i = 0; i < whole; i += 4) {
    const triple =
      (sextetAt(text, i) << 18) | (sextetAt(text, i + 1) << 12) | (sextetAt(text, i + 2) << 6) | sextetAt(text, i + 3);
    bytes[out++] = triple >> 16;
    bytes[out++] = (triple >> 8) & 255;
    bytes[out++] = triple & 255;
  }
  if (padding > 0) {
    const triple =
      (sextetAt(text, whole) << 18) |
      (sextetAt(text, whole + 1) << 12) |
      (padding === 1 ? sextetAt(text, whole + 2) << 6 : 0);
    bytes[out++] = triple >> 16;
    if (padding === 1) bytes[out] = (triple >> 8) & 255;
  }
  return bytes;
}

function sextetAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  const sextet = code < 128 ? (LOOKUP[code] as number) : -1;
  if (sextet < 0) throw new Error(`Invalid base64 character at ${String(index)}.`);
  return sextet;
}
