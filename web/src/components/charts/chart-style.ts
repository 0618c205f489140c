// The product's quiet chart style, shared by the Vega and Vega-Lite charts.

export const CHART_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
export const TEXT_COLOR = '#17212b';
/** The frame around a chart's plot. */
export const PLOT_FRAME_COLOR = '#d5dde5';

/** Axis colours and font sizes from the panel's font size. */
export const axisStyle = (fontSize: number) => ({
  labelFontSize: fontSize,
  titleFontSize: fontSize + 1,
  labelColor: TEXT_COLOR,
  titleColor: TEXT_COLOR,
  gridColor: '#e8edf2',
  domainColor: '#9aa5b1',
  tickColor: '#9aa5b1',
});

/** Legend sizes from the panel's font size; long names are cut at 260 px. */
export const legendStyle = (fontSize: number) => ({
  labelFontSize: fontSize,
  titleFontSize: fontSize,
  labelLimit: 260,
  columnPadding: 16,
});

/** A chart title's size: three points over the panel's font size. */
export const titleFontSize = (fontSize: number) => fontSize + 3;

/**
 * A value axis's label, as a Vega expression on the tick's `datum.value` and the axis's scale: in thousands and
 * millions (30k, 1.2M) when the axis reaches 10,000, as flows do, and in full below (a lake's 2,244 ft, 0.25).
 */
export const valueAxisLabel = (scale: string) =>
  `format(datum.value, max(abs(domain('${scale}')[0]), abs(domain('${scale}')[1])) >= 1e4 ? '~s' : ',~g')`;
