import type { ChartViewProps } from '../registry/chart-registry.ts';
import { useChartContext, useChartRegistry } from '../registry/registry-context.tsx';
import { retypedChart } from '../state/retype-chart.ts';
import { PickerField } from '../../../components/forms/PickerField.tsx';

/** Turns the chart into another registered type: what still applies stays, the rest starts as on a new chart of that type. */
export function ChartTypePicker({ chart, onChange }: ChartViewProps) {
  const registry = useChartRegistry();
  const context = useChartContext();
  const change = (chartType: string) => {
    const definition = registry.chartType(chartType);
    if (!definition || chartType === chart.chartType) return;
    const current = registry.chartType(chart.chartType);
    onChange(retypedChart(chart, chartType, current?.defaultState(context) ?? {}, definition.defaultState(context)));
  };
  return (
    <PickerField label="Chart type">
      {(id) => (
        <select
          id={id}
          className="ui-input ui-select"
          value={chart.chartType}
          onChange={(event) => change(event.target.value)}
        >
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
