import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { downloadText, fileBaseName } from '../../../components/charts/chart-export.ts';
import { paletteColor } from '../../../components/charts/palette.ts';
import { Button, Spinner } from '../../../components/ui/index.ts';
import { useAlternativeManifests, useSeriesSources } from '../../../data/index.ts';
import { useCurrentProject } from '../../../lib/current-project.tsx';
import { paths } from '../../../lib/paths.ts';
import { useMeasures } from '../../performance-measures/measures.ts';
import { useCompareMatrix } from '../hooks/use-compare-matrix.ts';
import { compareCsv } from '../model/compare-csv.ts';
import {
  chosen,
  compareQuery,
  parseCompareQuery,
  type CompareChoice,
  type SortColumn,
} from '../model/compare-query.ts';
import { dataVersion } from '../model/data-version.ts';
import { sortRows } from '../model/matrix.ts';
import { CompareChoices } from './CompareChoices.tsx';
import { CompareMatrix, type ColouredColumn } from './CompareMatrix.tsx';
import '../compare.css';

/** Every saved (and this browser's temporary) measure against every visible alternative, side by side. */
export function ComparePage() {
  const { projectKey, project } = useCurrentProject();
  const [searchParams, setSearchParams] = useSearchParams();
  const choice = parseCompareQuery(searchParams.toString());
  const { entries, loading } = useMeasures(projectKey);
  const sources = useSeriesSources();
  const { manifests } = useAlternativeManifests(projectKey, sources.alternatives);

  const allColumns = useMemo<ColouredColumn[]>(
    () =>
      sources.alternatives.map((alternative, index) => ({
        key: alternative.key,
        label: alternative.text || alternative.key,
        color: alternative.color || paletteColor(index),
      })),
    [sources.alternatives],
  );
  const measureIds = chosen(
    entries.map((entry) => entry.id),
    choice.measures,
  );
  const alternativeKeys = chosen(
    allColumns.map((column) => column.key),
    choice.alternatives,
  );
  const measureKey = measureIds.join('\n');
  const alternativeKey = alternativeKeys.join('\n');
  const shownMeasures = useMemo(
    () => entries.filter((entry) => measureKey.split('\n').includes(entry.id)),
    [entries, measureKey],
  );
  const shownKeys = useMemo(() => (alternativeKey === '' ? [] : alternativeKey.split('\n')), [alternativeKey]);
  const columns = allColumns.filter((column) => shownKeys.includes(column.key));
  const baseline = choice.baseline && shownKeys.includes(choice.baseline) ? choice.baseline : null;
  const rows = sortRows(useCompareMatrix(shownMeasures, shownKeys, choice.frequency), choice.sort, choice.descending);
  const computing = rows.some((row) => Object.values(row.cells).some((cell) => cell.status === 'loading'));
  const version = dataVersion(sources.alternatives, manifests);
  const title = project.data.title || projectKey;
  const today = new Date().toISOString().slice(0, 10);

  // The window's title names the printout (a PDF's title, a printed page's header).
  useEffect(() => {
    const before = document.title;
    document.title = `Compare alternatives - ${title}`;
    return () => {
      document.title = before;
    };
  }, [title]);

  const change = (changes: Partial<CompareChoice>) =>
    setSearchParams(compareQuery({ ...choice, ...changes }), { replace: true });
  const onSort = (column: SortColumn) => {
    const same =
      column.kind === choice.sort.kind &&
      (column.kind === 'measure' || column.key === (choice.sort as { key?: string }).key);
    change({ sort: column, descending: same ? !choice.descending : false });
  };

  return (
    <main className="page compare-page">
      <Link className="compare-back compare-no-print" to={paths.project.performanceMeasures.getHref(projectKey)}>
        ← Performance Measures
      </Link>
      <header className="compare-header">
        <h1>Compare alternatives</h1>
        <dl className="compare-meta">
          <div>
            <dt>Project</dt>
            <dd>{title}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{today}</dd>
          </div>
          <div>
            <dt>Data version</dt>
            <dd>{version}</dd>
          </div>
        </dl>
        <div className="compare-actions compare-no-print">
          <Button
            variant="secondary"
            disabled={computing || rows.length === 0}
            onClick={() =>
              downloadText(
                compareCsv(rows, columns, baseline),
                `${fileBaseName(projectKey, 'comparison')}.csv`,
                'text/csv',
              )
            }
          >
            Download CSV
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
        </div>
      </header>
      {loading ? (
        <Spinner size="large" label="Loading performance measures" />
      ) : (
        <>
          <div className="compare-no-print">
            <CompareChoices
              measures={entries.map((entry) => ({
                id: entry.id,
                label: entry.temporary ? `${entry.data.name} (temporary)` : entry.data.name,
                shown: measureIds.includes(entry.id),
              }))}
              alternatives={allColumns.map((column) => ({
                id: column.key,
                label: column.label,
                shown: shownKeys.includes(column.key),
              }))}
              columns={columns}
              baseline={baseline}
              frequency={choice.frequency}
              onMeasures={(ids) => change({ measures: ids })}
              onAlternatives={(keys) => change({ alternatives: keys })}
              onBaseline={(key) => change({ baseline: key })}
              onFrequency={(frequency) => change({ frequency })}
            />
          </div>
          {entries.length === 0 ? (
            <p className="compare-empty">This project has no performance measures yet.</p>
          ) : (
            <div className="compare-scroll" aria-busy={computing}>
              <CompareMatrix
                projectKey={projectKey}
                rows={rows}
                columns={columns}
                sort={choice.sort}
                descending={choice.descending}
                baseline={baseline}
                shareOfYears={choice.frequency === 'years'}
                onSort={onSort}
              />
            </div>
          )}
        </>
      )}
    </main>
  );
}
