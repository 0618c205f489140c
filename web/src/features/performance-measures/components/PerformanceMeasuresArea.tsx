import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { Spinner } from '../../../components/ui/index.ts';
import { useCurrentProject } from '../../../lib/current-project.tsx';
import { useMeasures } from '../hooks/use-measures.ts';
import { findMeasure, type MeasureEntry } from '../model/measure-list.ts';
import { MeasureEditor } from './MeasureEditor.tsx';
import { MeasureList } from './MeasureList.tsx';
import { MeasureResults } from './MeasureResults.tsx';
import { NothingFound } from './NothingFound.tsx';
import '../performance-measures.css';

/** Finds the measure of the address's pmId and renders it, or 'Nothing found'. */
function WithMeasure({ render }: { render: (entry: MeasureEntry) => ReactNode }) {
  const { pmId = '' } = useParams();
  const { projectKey } = useCurrentProject();
  const { entries, loading, refreshing } = useMeasures(projectKey);
  const entry = findMeasure(entries, pmId);
  // A measure saved a moment ago arrives with the list's refresh.
  if (!entry && (loading || refreshing)) {
    return (
      <main className="page pm-page">
        <Spinner size="large" label="Loading the performance measure" />
      </main>
    );
  }
  return entry ? render(entry) : <NothingFound />;
}

const routes = paths.project.performanceMeasures;

/** The performance measures of a project, mounted at {project}/performance-measures/*: list, editor and results. */
export function PerformanceMeasuresArea() {
  return (
    <Routes>
      <Route index element={<MeasureList />} />
      <Route path={routes.create.path} element={<MeasureEditor />} />
      <Route
        path={routes.edit.path}
        element={<WithMeasure render={(entry) => <MeasureEditor key={entry.id} entry={entry} />} />}
      />
      <Route
        path={routes.view.path}
        element={
          <WithMeasure
            render={(entry) => <MeasureResults key={`${entry.id}:${entry.data.location}`} entry={entry} />}
          />
        }
      />
      <Route path="*" element={<NothingFound />} />
    </Routes>
  );
}
