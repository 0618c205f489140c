import { useCallback } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppDispatch } from '../../../app/store.ts';
import { alternativeDataApi, UNABLE_TO_PROCESS_DATA } from '../../../lib/alternative-data.ts';
import type { Alternative } from '../../../lib/api-types.ts';
import { useCurrentProject } from '../../../lib/current-project.tsx';
import { visibleAlternatives } from '../navigation.ts';
import { SourceLoadError, useAlternativeLoading } from '../useAlternativeLoading.ts';
import { DataLoadingScreen } from './DataLoadingScreen.tsx';
import { NoDataFound } from './NoDataFound.tsx';

/** The server answers 422 for a data file it cannot read. */
const UNREADABLE_FILE_STATUS = 422;

/** Wraps the data views (charts, performance measures): each visible alternative's data is imported first. */
export function DataViews() {
  const dispatch = useAppDispatch();
  const { projectKey, project } = useCurrentProject();
  const alternatives = visibleAlternatives(project.data);

  const loadManifest = useCallback(
    async (alternative: Alternative, signal: AbortSignal) => {
      const request = dispatch(alternativeDataApi.endpoints.getAlternativeManifest.initiate({ projectKey, alternative }));
      // Keep the manifest cached while the data views are open; the charts read it from there.
      signal.addEventListener('abort', () => request.unsubscribe(), { once: true });
      const result = await request;
      if (result.error) {
        const status = 'status' in result.error ? result.error.status : null;
        throw status === UNREADABLE_FILE_STATUS ? new SourceLoadError(UNABLE_TO_PROCESS_DATA) : new Error('Data source unavailable');
      }
    },
    [dispatch, projectKey],
  );
  const { states, done } = useAlternativeLoading(alternatives, loadManifest);

  if (alternatives.length === 0) return <NoDataFound projectKey={projectKey} />;
  if (!done) {
    const sources = alternatives.map((alternative) => ({
      key: alternative.key,
      label: alternative.text || alternative.key,
      state: states[alternative.key] ?? { status: 'loading' as const, message: null },
    }));
    return <DataLoadingScreen sources={sources} />;
  }
  return <Outlet />;
}
