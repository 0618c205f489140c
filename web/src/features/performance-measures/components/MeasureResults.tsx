import { dayLabel } from '@waterline/domain/calendar/index';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { Spinner } from '../../../components/ui/index.ts';
import { useCurrentProject } from '../../../lib/current-project.tsx';
import { useSeriesSources } from '../../../data/index.ts';
import { AlternativeSeries, useSeriesStates } from '../hooks/AlternativeSeries.tsx';
import { useMeasureResults } from '../hooks/use-measure-results.ts';
import { isFrequencyType, type MeasureData } from '../model/measure-data.ts';
import type { MeasureEntry } from '../model/measure-list.ts';
import { resultsState } from '../model/results-table.ts';
import { pickerDay } from './editor/fields.ts';
import { NOTHING_FOUND } from './NothingFound.tsx';
import { ResultTabs } from './results/ResultTabs.tsx';

/** What a frequency measure counts, in words. */
function eventsSummary(data: MeasureData): string {
  const value = String(data.value);
  const days = (fallback: number) =>
    data.daysInRow === undefined || data.daysInRow === null || data.daysInRow === ''
      ? fallback
      : String(data.daysInRow);
  switch (data.direction) {
    case 'surpass':
      return `Runs above ${value} lasting more than ${days(0)} days`;
    case 'subceed':
      return `Runs below ${value} lasting more than ${days(0)} days`;
    case 'between':
      return `${days(1)} days in a row from ${String(data.lowerRange)} to ${String(data.upperRange)}`;
    case 'less than':
      return `${days(1)} days in a row below ${value}`;
    default:
      return `${days(1)} days in a row above ${value}`;
  }
}

/** The definition in one line: what is counted or scored, in which season and years. */
function definitionSummary(data: MeasureData): string {
  const season = `Season ${dayLabel(pickerDay(data.startDay, 1))} to ${dayLabel(pickerDay(data.endDay, 365))}`;
  const years = data.selectYears ? `, years ${String(data.startYear)} to ${String(data.endYear)}` : '';
  return isFrequencyType(data.pmType) ? `${eventsSummary(data)}. ${season}${years}.` : `${season}${years}.`;
}

/** The results of a measure, one column per visible alternative so they compare side by side. */
export function MeasureResults({ entry }: { entry: MeasureEntry }) {
  const { projectKey } = useCurrentProject();
  const sources = useSeriesSources();
  const [states, report] = useSeriesStates();
  const columns = useMeasureResults(entry.data, sources.alternatives, states);
  const state = resultsState(columns);
  const { data } = entry;
  const measure = sources.locations.find((location) => location.key === data.location)?.measure ?? '';
  const valueTitle = isFrequencyType(data.pmType) ? 'Events' : 'Score';

  return (
    <main className="page pm-page pm-page--wide">
      {sources.alternatives.map((alternative) => (
        <AlternativeSeries
          key={alternative.key}
          alternativeKey={alternative.key}
          location={data.location}
          onState={report}
        />
      ))}
      <Link className="pm-back" to={paths.project.performanceMeasures.getHref(projectKey)}>
        ← Performance Measures
      </Link>
      <header className="pm-header">
        <div>
          <h1>
            {data.name}
            {entry.temporary && <span className="pm-badge">Temporary</span>}
          </h1>
          <dl className="pm-facts pm-facts--inline">
            <div>
              <dt>Location</dt>
              <dd>{measure ? `${data.location} (${measure})` : data.location}</dd>
            </div>
            <div>
              <dt>Type</dt>
              <dd>{data.pmType}</dd>
            </div>
          </dl>
          <p className="pm-subtitle">{definitionSummary(data)}</p>
          {data.description && <p className="pm-description">{data.description}</p>}
        </div>
        <Link
          className="ui-button ui-button--secondary"
          to={paths.project.performanceMeasures.edit.getHref(projectKey, entry.id)}
        >
          <span>Edit</span>
        </Link>
      </header>
      {state.kind === 'loading' && <Spinner size="large" label="Computing the measure" />}
      {state.kind === 'nothing' && <p className="pm-empty">{NOTHING_FOUND}</p>}
      {state.kind === 'problems' && (
        <section className="pm-problems" aria-label="Cannot compute">
          <p>This measure cannot be computed:</p>
          <ul>
            {state.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </section>
      )}
      {state.kind === 'ready' && <ResultTabs data={data} columns={columns} valueTitle={valueTitle} />}
    </main>
  );
}
