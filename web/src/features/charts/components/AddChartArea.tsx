import { chartTypeLabels, chartTypes } from '@waterline/domain/projects/chart-types';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../components/ui/index.ts';
import { useChartRegistry } from '../registry/registry-context.tsx';

/** Chart types shown with an 'experimental' label. */
const EXPERIMENTAL_TYPES: readonly string[] = ['multiple-dimension'];

export const CHART_BUILDER_TITLE = 'Opens the chart builder wizard';

/** The add-chart area: Chart Builder, Performance Measures, and a new chart of each type. */
export function AddChartArea({
  projectKey,
  onAdd,
  onOpenBuilder,
}: {
  projectKey: string;
  onAdd: (chartType: string) => void;
  onOpenBuilder: () => void;
}) {
  const registry = useChartRegistry();
  const hasBuilder = registry.chartBuilder !== null;
  return (
    <section className="add-chart" aria-labelledby="add-chart-title">
      <h2 id="add-chart-title" className="add-chart__title">
        Add a chart
      </h2>
      <div className="add-chart__row">
        <Button
          disabled={!hasBuilder}
          title={hasBuilder ? CHART_BUILDER_TITLE : `${CHART_BUILDER_TITLE} (not available yet)`}
          onClick={onOpenBuilder}
        >
          Chart Builder
        </Button>
        <Link className="ui-button ui-button--secondary" to={paths.project.performanceMeasures.getHref(projectKey)}>
          Performance Measures
        </Link>
      </div>
      <div className="add-chart__types" role="group" aria-label="New chart">
        {chartTypes.map((chartType) => {
          const experimental = registry.chartType(chartType)?.experimental ?? EXPERIMENTAL_TYPES.includes(chartType);
          return (
            <button key={chartType} type="button" className="add-chart__type" onClick={() => onAdd(chartType)}>
              <span className="add-chart__plus" aria-hidden="true">
                +
              </span>
              <span>{registry.chartType(chartType)?.label ?? chartTypeLabels[chartType]}</span>
              {experimental && <span className="badge">experimental</span>}
            </button>
          );
        })}
      </div>
    </section>
  );
}
