import type { ChartViewProps } from '../registry/chart-registry.ts';
import { useChartContext, useChartRegistry } from '../registry/registry-context.tsx';
import { PickerField } from './PickerField.tsx';

/** Turns the chart into another registered type, with that type's defaults; the location stays where the new type has one. */
export function ChartTypePicker({ chart, onChange }: ChartViewProps) {
  const registry = useChartRegistry();
  const context = useChartContext();
  const change = (chartType: string) => {
    const definition = registry.chartType(chartType);
    if (!definition || chartType === chart.chartType) return;
    const defaults = definition.defaultState(context);
    onChange({ ...defaults, chartType, ...(defaults.location !== undefined && chart.location ? { location: chart.location } : {}) });
  };
  return (
    <PickerField label="Chart type">
      {(id) => (
        <select id={id} className="ui-input ui-select" value={chart.chartType} onChange={(event) => change(event.target.value)}>
          {registry.chartTypes.map((definition) => (
            <option key={definition.id} value={definition.id}>
              {definition.label}
            </option>
          ))}
        </select>
      )}
    </PickerField>
  );
}
