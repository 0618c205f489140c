/**
 * Timings taken inside the page, on the clock of the page (performance.now(), zero at the start of
 * navigation). The app hands each chart's Vega view to `element.__waterlineView` when the page sets
 * window.__WATERLINE_TEST_HOOKS__ before it loads (see web/src/features/charts/README.md).
 */
import type { Page } from 'playwright-core';

export interface DrawnLines {
  rows: number;
  sum: number;
}

/**
 * Resolves, in the page, when the first chart panel draws `rows` rows of its 'lines' dataset that
 * differ from `before`, and is visible (unless `hidden` is allowed: drawn behind the loading
 * screen counts then); answers performance.now() then.
 */
export function whenLinesDrawn(
  page: Page,
  rows: number,
  before: DrawnLines | null = null,
  { hidden = false } = {},
): Promise<number> {
  return page.evaluate(
    ({ rows, before, hidden }) =>
      new Promise<number>((resolve) => {
        const check = () => {
          const element = document.querySelector('section.chart-panel .vega-chart__canvas') as
            (HTMLElement & { __waterlineView?: { data(name: string): { value?: unknown }[] } | null }) | null;
          try {
            const lines = element?.__waterlineView?.data('lines') ?? [];
            const sum = lines.reduce((total, row) => total + (typeof row.value === 'number' ? row.value : 0), 0);
            const visible = hidden || element?.checkVisibility({ visibilityProperty: true }) === true;
            if (visible && lines.length === rows && (!before || sum !== before.sum)) return resolve(performance.now());
          } catch {
            // The view is being replaced: look again on the next frame.
          }
          requestAnimationFrame(check);
        };
        check();
      }),
    { rows, before, hidden },
  );
}

/** What the first chart panel draws now: the number and sum of its 'lines' rows. */
export function drawnLines(page: Page): Promise<DrawnLines> {
  return page.evaluate(() => {
    const element = document.querySelector('section.chart-panel .vega-chart__canvas') as
      (HTMLElement & { __waterlineView?: { data(name: string): { value?: unknown }[] } | null }) | null;
    const lines = element?.__waterlineView?.data('lines') ?? [];
    return {
      rows: lines.length,
      sum: lines.reduce((total, row) => total + (typeof row.value === 'number' ? row.value : 0), 0),
    };
  });
}

/** Chooses `value` in the first chart panel's picker labelled `label`, as a user would, and answers performance.now() of the choice. */
export function choose(page: Page, label: string, value: string): Promise<number> {
  return page.evaluate(
    ({ label, value }) => {
      const panel = document.querySelector('section.chart-panel');
      const labelElement = [...(panel?.querySelectorAll('label.picker__label') ?? [])].find(
        (candidate) => candidate.textContent === label,
      ) as HTMLLabelElement | undefined;
      const select = labelElement ? (document.getElementById(labelElement.htmlFor) as HTMLSelectElement | null) : null;
      if (!select) throw new Error(`No picker labelled ${label}`);
      // React tracks the value it set; the native setter makes the change visible to it, as a user's choice is.
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
      const chosenAt = performance.now();
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return chosenAt;
    },
    { label, value },
  );
}

/** Counts the bytes the page and its workers receive over the network: bodies as sent (compressed) and headers. */
export function countBytes(page: Page): () => number {
  let bytes = 0;
  page.on('requestfinished', (request) => {
    // A request that finishes as the page closes has no sizes left to read: it is not counted.
    request.sizes().then(
      (sizes) => (bytes += sizes.responseBodySize + sizes.responseHeadersSize),
      () => undefined,
    );
  });
  return () => bytes;
}

/** Clicks the add-chart button of a chart type and resolves, in the page, once the new chart's view draws rows in `dataset`; answers the milliseconds between. */
export function timeNewChart(page: Page, typeLabel: string, chartSelector: string, dataset: string): Promise<number> {
  return page.evaluate(
    ({ typeLabel, chartSelector, dataset }) =>
      new Promise<number>((resolve, reject) => {
        const button = [...document.querySelectorAll('.add-chart__types button')].find((candidate) =>
          candidate.textContent?.includes(typeLabel),
        ) as HTMLButtonElement | undefined;
        if (!button) return reject(new Error(`No add-chart button for ${typeLabel}`));
        const existing = document.querySelectorAll(chartSelector).length;
        const clickedAt = performance.now();
        button.click();
        const check = () => {
          const element = document.querySelectorAll(chartSelector)[existing]?.querySelector('.vega-chart__canvas') as
            (HTMLElement & { __waterlineView?: { data(name: string): unknown[] } | null }) | null;
          try {
            if ((element?.__waterlineView?.data(dataset).length ?? 0) > 0)
              return resolve(performance.now() - clickedAt);
          } catch {
            // The dataset is not there yet.
          }
          requestAnimationFrame(check);
        };
        check();
      }),
    { typeLabel, chartSelector, dataset },
  );
}
