import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { selectCurrentUser } from '../../../state/session.ts';
import { useAppSelector } from '../../../state/store.ts';
import { ErrorBar } from '../../../components/ui/index.ts';
import { useCurrentProject } from '../../../lib/current-project.tsx';
import { useSeriesSources } from '../../../data/index.ts';
import { locationGroupsOf } from '../pickers/location-groups.ts';
import type { ChartChanges } from '../state/chart-state.ts';
import type { ChartContext, ChartRegistry } from '../registry/chart-registry.ts';
import { ChartContextProvider, ChartRegistryProvider } from '../registry/registry-context.tsx';
import { newChartId } from '../state/chart-state.ts';
import { createChart, projectDefaultChart } from '../state/initial-charts.ts';
import { chartsStartDay } from '../state/opening-chart.ts';
import { useChartsState } from '../state/use-charts-state.ts';
import { AddChartArea } from './AddChartArea.tsx';
import { ChartPanel } from './ChartPanel.tsx';
import '../charts.css';

/** The project's Charts page: its chart panels and the add-chart area. */
export function ChartsPage({ registry }: { registry: ChartRegistry }) {
  const { projectKey } = useCurrentProject();
  return (
    <ChartRegistryProvider value={registry}>
      <ChartsBoard key={projectKey} registry={registry} />
    </ChartRegistryProvider>
  );
}

function useChartContextValue(): ChartContext {
  const { projectKey, project } = useCurrentProject();
  const sources = useSeriesSources();
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  return useMemo(
    () => ({
      projectKey,
      project,
      startCalDay: chartsStartDay(project.data),
      alternatives: sources.alternatives,
      locations: sources.locations,
      locationGroups: locationGroupsOf(project.data),
      sources,
      signedIn,
    }),
    [projectKey, project, sources, signedIn],
  );
}

function ChartsBoard({ registry }: { registry: ChartRegistry }) {
  const context = useChartContextValue();
  const { projectKey } = context;
  const { charts, dispatch, notice, dismissNotice } = useChartsState(projectKey, () =>
    projectDefaultChart(registry, context, newChartId(Date.now(), [])),
  );
  const [builderOpen, setBuilderOpen] = useState(false);
  const added = useRef<string | null>(null);

  const add = useCallback(
    (chartType: string, fields: ChartChanges = {}) => {
      const chart = createChart(
        registry,
        context,
        newChartId(
          Date.now(),
          charts.map((existing) => existing.id),
        ),
        chartType,
        fields,
      );
      added.current = chart.id;
      dispatch({ type: 'chartAdded', chart });
    },
    [registry, context, charts, dispatch],
  );

  useEffect(() => {
    if (!added.current) return;
    document
      .querySelector(`[data-chart-id="${CSS.escape(added.current)}"]`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    added.current = null;
  }, [charts]);

  const Wizard = registry.chartBuilder?.Wizard;
  return (
    <ChartContextProvider value={context}>
      <main className="charts-page">
        <h1 className="ui-visually-hidden">Charts</h1>
        <ErrorBar message={notice} onDismiss={dismissNotice} />
        {charts.map((chart) => (
          <ChartPanel key={chart.id} chart={chart} dispatch={dispatch} />
        ))}
        <AddChartArea projectKey={projectKey} onAdd={add} onOpenBuilder={() => setBuilderOpen(true)} />
        {Wizard && (
          <Wizard
            open={builderOpen}
            onClose={() => setBuilderOpen(false)}
            onCreate={({ chartType, ...fields }) => {
              setBuilderOpen(false);
              add(chartType, fields);
            }}
          />
        )}
      </main>
    </ChartContextProvider>
  );
}
