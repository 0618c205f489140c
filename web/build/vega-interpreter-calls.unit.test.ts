import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { TopLevelSpec } from 'vega-lite';
import { drawHeadless } from '../src/testing/headless-vega.ts';
import { vegaInterpreterCallsWithoutEvent } from './vega-interpreter-calls.ts';

type Transform = (this: { error(message: string): never }, code: string, id: string) => { code: string } | null;

const transform = vegaInterpreterCallsWithoutEvent().transform as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};
const interpreterFile = createRequire(import.meta.url).resolve('vega-interpreter');

describe('vegaInterpreterCallsWithoutEvent', () => {
  it('rewrites the installed vega-interpreter, and fails the build on another one', () => {
    const code = readFileSync(interpreterFile, 'utf8');
    expect(transform.call(context, code, interpreterFile)?.code).toContain('routedWithoutEvent');
    expect(() => transform.call(context, 'function interpret() {}', interpreterFile)).toThrow(
      /vega-interpreter changed/,
    );
    expect(transform.call(context, code, '/app/src/other.js')).toBeNull();
  });

  it('leaves what encoders compute unchanged, in every view that shares the function table', async () => {
    const spec = {
      data: {
        values: [
          { a: 0, b: 10 },
          { a: 5, b: 5 },
          { a: 10, b: null },
        ],
      },
      mark: 'point',
      encoding: {
        x: { field: 'a', type: 'quantitative', scale: { domain: [0, 10] } },
        y: { field: 'b', type: 'quantitative', scale: { domain: [0, 10] } },
      },
      height: 100,
    } as TopLevelSpec;
    for (let drawing = 0; drawing < 2; drawing += 1) {
      const { view } = await drawHeadless(spec, {});
      const { root } = view.scenegraph() as unknown as { root: Group };
      const points = root.items[0]?.items.find((mark) => mark.marktype === 'symbol')?.items ?? [];
      expect(points.map((point) => [Math.round(point.x), Math.round(point.y)])).toEqual([
        [0, 0],
        [400, 50],
      ]);
    }
  });
});

interface Group {
  items: { items: { marktype: string; items: Point[] }[] }[];
}

interface Point {
  x: number;
  y: number;
}
