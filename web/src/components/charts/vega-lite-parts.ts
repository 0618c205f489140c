// Parts of the Vega-Lite specs of the charts written in Vega-Lite (Continuous, Period of Record, the 3-D view's history).
import { axisStyle, CHART_FONT, legendStyle, PLOT_FRAME_COLOR, TEXT_COLOR, titleFontSize } from './chart-style.ts';

/**
 * A UTC time scale's domain from `first` to `last` (UTC milliseconds), as an expression: a plain number
 * in a temporal domain compiles to datetime(ms), which Vega's interpreter reads as a year, and
 * date-time objects are read twice by Vega-Lite when a layer has an x2 field, as conflicting domains.
 */
export const utcDomain = (first: number, last: number) => ({ expr: `[${first}, ${last}]` });

/**
 * A dataset drawn as given: its x values are UTC milliseconds already, so Vega-Lite adds no per-row
 * date parsing (a Date made for each row, through Vega's expression interpreter).
 */
export const rowsAsGiven = (name: string) => ({ name, format: { parse: null } });

/**
 * Marks drawn from many rows leave out the per-point ARIA description (a formatted string made for
 * every point on every update). The chart's element carries its accessible name instead.
 */
export const MANY_POINTS = { aria: false } as const;

/** Fonts follow the panel font size; the rest is the product's chart style. */
export function chartConfig(fontSize: number) {
  return {
    font: CHART_FONT,
    view: { stroke: PLOT_FRAME_COLOR },
    axis: axisStyle(fontSize),
    legend: legendStyle(fontSize),
    title: { fontSize: titleFontSize(fontSize), color: TEXT_COLOR, subtitleFontSize: fontSize },
  };
}
