import { describe, expect, it } from 'vitest';
import { drawHeadless } from '../../testing/headless-vega.ts';

describe("the charts' Vega runtime", () => {
  it('draws a Vega-Lite spec with its datasets', async () => {
    const spec = {
      data: { name: 'flows' },
      mark: 'line',
      encoding: { x: { field: 'day', type: 'quantitative' }, y: { field: 'flow', type: 'quantitative' } },
    };
    const { view, warnings } = await drawHeadless(spec as never, {
      flows: [
        { day: 1, flow: 10 },
        { day: 2, flow: 30 },
      ],
    });
    expect(warnings).toEqual([]);
    expect(view.scale('y').domain()).toEqual([0, 30]);
  });

  it('refuses a spec that needs a transform it does not register, here Voronoi cells for a nearest-point selection', async () => {
    const spec = {
      data: { name: 'flows' },
      mark: 'point',
      encoding: { x: { field: 'day', type: 'quantitative' } },
      params: [{ name: 'near', select: { type: 'point', nearest: true } }],
    };
    await expect(drawHeadless(spec as never, { flows: [{ day: 1 }] })).rejects.toThrow(/voronoi/i);
  });
});
