import { describe, expect, it } from 'vitest';
import { originsOf } from '../config.ts';

describe('allowed origins', () => {
  it('keeps the origin of each http(s) URL once, and leaves out anything else', () => {
    expect(
      originsOf([
        'https://tiles.example.org/{z}/{x}/{y}.png',
        'https://tiles.example.org/other',
        'http://localhost:8080/a',
        'javascript:alert(1)',
        'not a url',
        undefined,
      ]),
    ).toEqual(['https://tiles.example.org', 'http://localhost:8080']);
  });
});
