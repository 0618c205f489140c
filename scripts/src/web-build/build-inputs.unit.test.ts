import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildInputsHash } from './build-inputs.ts';

describe("the web build's inputs", () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'wl-build-inputs-'));
    write('web/src/main.tsx', 'main');
    write('domain/src/calendar.ts', 'calendar');
    write('contract/src/api.ts', 'api');
    write('package-lock.json', '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('change with a source, a new file, the installed libraries or a VITE_ setting', () => {
    const before = webBuildInputsHash(root, {});
    expect(webBuildInputsHash(root, {})).toBe(before);
    write('domain/src/calendar.ts', 'calendar, changed');
    const changed = webBuildInputsHash(root, {});
    expect(changed).not.toBe(before);
    write('web/src/new-page.tsx', 'page');
    const added = webBuildInputsHash(root, {});
    expect(added).not.toBe(changed);
    write('package-lock.json', '{"lockfileVersion":3}');
    const upgraded = webBuildInputsHash(root, {});
    expect(upgraded).not.toBe(added);
    expect(webBuildInputsHash(root, { VITE_TILES: 'x' })).not.toBe(upgraded);
    expect(webBuildInputsHash(root, { OTHER: 'x' })).toBe(upgraded);
  });

  it('stay the same when only tests, installed packages or the build itself change', () => {
    const before = webBuildInputsHash(root, {});
    write('web/src/main.ui.test.tsx', 'test');
    write('domain/src/calendar.unit.test.ts', 'test');
    write('web/node_modules/react/index.js', 'react');
    write('web/dist/index.html', 'built');
    expect(webBuildInputsHash(root, {})).toBe(before);
  });
});
