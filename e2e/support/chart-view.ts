// Reading what a chart panel draws from its Vega view, which the app puts on the chart's element
// when the page sets window.__WATERLINE_TEST_HOOKS__ before it loads (enableChartTestHooks).
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export type Row = Record<string, unknown>;

/** Makes the app expose each chart's Vega view on the pages of the test. */
export async function enableChartTestHooks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__WATERLINE_TEST_HOOKS__ = true;
  });
}

export const panels = (page: Page) => page.locator('section.chart-panel');

/**
 * The charts the page's address holds, one per panel (each `chart` parameter is a chart's state as base64url JSON,
 * its fields that differ from a new chart's). The page writes its address when idle: it may still hold the charts
 * of a moment before, so a test polls it for what it expects.
 */
export const addressCharts = (page: Page): Row[] =>
  new URL(page.url()).searchParams
    .getAll('chart')
    .map((param) => JSON.parse(Buffer.from(param, 'base64url').toString('utf8')) as Row);
export const panelOfType = (page: Page, label: string) =>
  page.locator('section.chart-panel', { has: page.getByRole('heading', { name: label, exact: true }) });

/** Opens a project's Charts page and waits for its first panel. */
export async function openChartsOf(page: Page, projectKey: string, query = ''): Promise<void> {
  await page.goto(`/project/${projectKey}${query}`);
  await expect(panels(page).first()).toBeVisible({ timeout: 30_000 });
}

type ViewElement = HTMLElement & { __waterlineView?: { data: (name: string) => Row[] } | null };

/** What a dataset of the chart's Vega view holds, summarised in the page: null while the view or the dataset is not there. */
export async function inDataset<T>(
  panel: Locator,
  dataset: string,
  summary: 'count' | 'names' | 'rows' | { series: string; field: string },
): Promise<T | null> {
  return panel.locator('.vega-chart__canvas').evaluate(
    (element, { dataset, summary }) => {
      const view = (element as ViewElement).__waterlineView;
      if (!view) return null;
      let rows: Row[];
      try {
        rows = view.data(dataset);
      } catch {
        return null;
      }
      if (summary === 'count') return rows.length as T;
      if (summary === 'names') return [...new Set(rows.map((row) => row.series))].sort() as T;
      if (summary === 'rows') return rows.map((row) => ({ ...row })) as T;
      return rows.filter((row) => row.series === summary.series).map((row) => row[summary.field] ?? null) as T;
    },
    { dataset, summary },
  );
}

export const rowCount = (panel: Locator, dataset: string) => inDataset<number>(panel, dataset, 'count');
export const seriesNames = (panel: Locator, dataset = 'lines') => inDataset<string[]>(panel, dataset, 'names');

/** The values a chart draws for one series, in day order. */
export async function drawnSeries(
  panel: Locator,
  dataset: string,
  name: string,
  field = 'value',
): Promise<(number | null)[]> {
  return (await inDataset<(number | null)[]>(panel, dataset, { series: name, field })) ?? [];
}

export async function viewScale(panel: Locator, scale: string): Promise<unknown[] | null> {
  return panel.locator('.vega-chart__canvas').evaluate((element, name) => {
    const view = (
      element as HTMLElement & { __waterlineView?: { scale: (name: string) => { domain: () => unknown[] } } | null }
    ).__waterlineView;
    return view
      ? view
          .scale(name)
          .domain()
          .map((value) => (value instanceof Date ? value.toISOString() : value))
      : null;
  }, scale);
}

/** How a drawn line or area mark looks: the first item of each line and area mark of the chart's scene. */
export interface DrawnMark {
  marktype: string;
  stroke?: string;
  strokeDash?: number[];
  fill?: string;
  opacity?: number;
  interpolate?: string;
}

export async function drawnMarks(panel: Locator): Promise<DrawnMark[] | null> {
  return panel.locator('.vega-chart__canvas').evaluate((element) => {
    type Item = {
      marktype?: string;
      items?: Item[];
      stroke?: string;
      strokeDash?: number[];
      fill?: string;
      opacity?: number;
      interpolate?: string;
    };
    const view = (element as HTMLElement & { __waterlineView?: { scenegraph: () => { root: Item } } | null })
      .__waterlineView;
    if (!view) return null;
    const marks: DrawnMark[] = [];
    const visit = (item: Item) => {
      const first = item.items?.[0];
      if ((item.marktype === 'line' || item.marktype === 'area') && first) {
        const { stroke, strokeDash, fill, opacity, interpolate } = first;
        marks.push({ marktype: item.marktype, stroke, strokeDash, fill, opacity, interpolate });
      }
      for (const child of item.items ?? []) visit(child);
    };
    visit(view.scenegraph().root);
    return marks;
  });
}

/** Every row of a dataset of the chart's view; null while the view or the dataset is not there. */
export const datasetRows = (panel: Locator, dataset: string) => inDataset<Row[]>(panel, dataset, 'rows');

/** A signal of the chart's view; null while there is no view. */
export async function viewSignal(panel: Locator, name: string): Promise<unknown> {
  return panel.locator('.vega-chart__canvas').evaluate((element, signal) => {
    const view = (element as HTMLElement & { __waterlineView?: { signal: (name: string) => unknown } | null })
      .__waterlineView;
    return view ? view.signal(signal) : null;
  }, name);
}

/** Font sizes and texts of the drawn axis labels. */
export async function axisLabels(panel: Locator): Promise<{ texts: string[]; fontSize: number | null }> {
  return panel.locator('.vega-chart__canvas').evaluate((element) => {
    type Item = { role?: string; items?: Item[]; text?: string; fontSize?: number; marktype?: string };
    const view = (element as HTMLElement & { __waterlineView?: { scenegraph: () => { root: Item } } | null })
      .__waterlineView;
    const texts: string[] = [];
    let fontSize: number | null = null;
    const visit = (item: Item, role: string | undefined) => {
      const here = item.role ?? role;
      if (item.text !== undefined && here === 'axis-label') {
        texts.push(String(item.text));
        fontSize = item.fontSize ?? fontSize;
      }
      for (const child of item.items ?? []) visit(child, here);
    };
    if (view) visit(view.scenegraph().root, undefined);
    return { texts, fontSize };
  });
}

/** The drawn chart title's lines. */
export async function chartTitle(panel: Locator): Promise<string[]> {
  return panel.locator('.vega-chart__canvas').evaluate((element) => {
    type Item = { role?: string; items?: Item[]; text?: string | string[] };
    const view = (element as HTMLElement & { __waterlineView?: { scenegraph: () => { root: Item } } | null })
      .__waterlineView;
    const lines: string[] = [];
    const visit = (item: Item, role: string | undefined) => {
      const here = item.role ?? role;
      if (item.text !== undefined && here === 'title-text') lines.push(...[item.text].flat().map(String));
      for (const child of item.items ?? []) visit(child, here);
    };
    if (view) visit(view.scenegraph().root, undefined);
    return lines;
  });
}
