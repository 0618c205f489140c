import { useCallback, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppDispatch } from '../../../state/store.ts';
import { loadVegaRuntime } from '../../../components/charts/chart-view.ts';
import { alternativeDataApi, loadListedManifests, UNABLE_TO_PROCESS_DATA } from '../../../data/alternative-data.ts';
import type { Alternative } from '../../../lib/api-types.ts';
import { startSeriesAnalysis } from '../../../data/index.ts';
import { useCurrentProject } from '../../../lib/current-project.tsx';
import { visibleAlternatives } from '../model/navigation.ts';
import { SourceLoadError, useAlternativeLoading, type LoadSources } from '../hooks/use-alternative-loading.ts';
import { DataLoadingScreen } from './DataLoadingScreen.tsx';
import { NoDataFound } from './NoDataFound.tsx';

/** The server answers 422 for a data file it cannot read. */
const UNREADABLE_FILE_STATUS = 422;
/** An observed alternative without its record: the gauge service could not be reached when it was fetched. */
export const OBSERVED_UNAVAILABLE = 'Gauge service unavailable: the observed record could not be fetched';

/** Wraps the data views (charts, performance measures): each visible alternative's data is imported first. */
export function DataViews() {
  const dispatch = useAppDispatch();
  const { projectKey, project } = useCurrentProject();
  const alternatives = visibleAlternatives(project.data);

  const loadManifest = useCallback(
    async (alternative: Alternative, signal: AbortSignal) => {
      const request = dispatch(
        alternativeDataApi.endpoints.getAlternativeManifest.initiate({ projectKey, alternative }),
      );
      // Keep the manifest cached while the data views are open; the charts read it from there.
      signal.addEventListener('abort', () => request.unsubscribe(), { once: true });
      const result = await request;
      if (result.error) {
        const status = 'status' in result.error ? result.error.status : null;
        if (status === UNREADABLE_FILE_STATUS) throw new SourceLoadError(UNABLE_TO_PROCESS_DATA);
        if (alternative.observed) throw new SourceLoadError(OBSERVED_UNAVAILABLE);
        throw new Error('Data source unavailable');
      }
    },
    [dispatch, projectKey],
  );
  const loadManifests: LoadSources = useCallback(
    (sources, signal) => {
      // The manifests of every visible alternative in one request first: each one's own request then finds its own
      // loaded, and the loading screen changes once for all.
      const listed = loadListedManifests(dispatch, projectKey, sources).catch(() => undefined);
      return sources.map(async (alternative) => {
        await listed;
        await loadManifest(alternative, signal);
      });
    },
    [dispatch, projectKey, loadManifest],
  );
  const { states, done } = useAlternativeLoading(alternatives, loadManifests);
  // The charts' analysis worker starts, and their drawing library downloads, while the data sources load.
  // The worker first: its one script is then not queued behind the library's parts.
  useEffect(() => {
    startSeriesAnalysis();
    void loadVegaRuntime();
  }, []);

  if (alternatives.length === 0) return <NoDataFound projectKey={projectKey} />;
  const sources = alternatives.map((alternative) => ({
    key: alternative.key,
    label: alternative.text || alternative.key,
    state: states[alternative.key] ?? { status: 'loading' as const, message: null },
  }));
  const settled = sources.every((source) => source.state.status !== 'loading');
  return (
    <>
      {!done && <DataLoadingScreen sources={sources} />}
      {/* Once every source is settled the views start loading and drawing behind the loading screen's last second, out of sight. */}
      {settled && (
        <div
          className={done ? 'data-views' : 'data-views data-views--preparing'}
          aria-hidden={done ? undefined : true}
          inert={!done}
        >
          <Outlet />
        </div>
      )}
    </>
  );
}
