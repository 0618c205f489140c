// The Charts page and what other chart types, the chart builder and extensions (thresholds, y axis) plug into.
export { ChartsPage } from './components/ChartsPage.tsx';
export { INVALID_CHART_TYPE } from './components/ChartPanel.tsx';
export { useChartExporter, type ChartExporter } from './components/panel-context.tsx';
export { BandChartFrame, NO_DATA_TO_DISPLAY } from './band/BandChartFrame.tsx';
export { calendarChartHelp } from './band/help-steps.ts';
export {
  createChartRegistry,
  type ChartBuilderDefinition,
  type ChartBuilderProps,
  type ChartContext,
  type ChartExtension,
  type ChartLayerContext,
  type ChartRegistry,
  type ChartSavedThresholds,
  type ChartTypeDefinition,
  type ChartViewProps,
  type ChartYAxis,
  type ChartYAxisChoice,
  type HelpStep,
  type SavedThresholds,
} from './registry/chart-registry.ts';
export { chartBuilder, chartTypes } from './registry/installed.ts';
export { useChartContext, useChartRegistry } from './registry/registry-context.tsx';
export {
  chartStateSchema,
  newChartState,
  PICK_YEAR,
  DEFAULT_FONT_SIZE,
  type ChartChanges,
  type ChartState,
} from './state/chart-state.ts';
export { AlternativePicker } from './pickers/AlternativePicker.tsx';
export { ChartTypePicker } from './pickers/ChartTypePicker.tsx';
export { AlternativesMultiSelect } from './pickers/AlternativesMultiSelect.tsx';
export { DataTypePicker, dataTypeName } from './pickers/DataTypePicker.tsx';
export { DateRangePicker } from './pickers/DateRangePicker.tsx';
export { LocationPicker } from './pickers/LocationPicker.tsx';
export { LocationsPicker } from './pickers/LocationsPicker.tsx';
export { YearPicker } from './pickers/YearPicker.tsx';
export { TracesList } from './traces/TracesList.tsx';
export { rangeText } from './pickers/date-range.ts';
