import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { Spinner } from '../../../components/ui/index.ts';
import { useCurrentProject } from '../../../lib/current-project.tsx';
import { useMeasures } from '../hooks/use-measures.ts';
import type { MeasureEntry } from '../model/measure-list.ts';

function MeasureTile({ projectKey, entry }: { projectKey: string; entry: MeasureEntry }) {
  const { id, data, temporary } = entry;
  return (
    <article className={`pm-tile${temporary ? ' pm-tile--temporary' : ''}`} aria-label={data.name}>
      <div className="pm-tile__head">
        <Link className="pm-tile__name" to={paths.project.performanceMeasures.view.getHref(projectKey, id)}>
          {data.name}
        </Link>
        {temporary && (
          <span className="pm-badge" title="Kept in this browser only">
            Temporary
          </span>
        )}
      </div>
      <dl className="pm-tile__facts">
        <div>
          <dt>Type</dt>
          <dd>{data.pmType}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{data.location}</dd>
        </div>
      </dl>
      <div className="pm-tile__actions">
        <Link
          className="ui-button ui-button--secondary"
          to={paths.project.performanceMeasures.edit.getHref(projectKey, id)}
          aria-label={`Edit ${data.name}`}
        >
          <span>Edit</span>
        </Link>
        <Link
          className="ui-button ui-button--ghost"
          to={paths.project.performanceMeasures.view.getHref(projectKey, id)}
          aria-label={`Results of ${data.name}`}
        >
          <span>Results</span>
        </Link>
      </div>
    </article>
  );
}

/** The project's measures: saved ones and this browser's temporary ones, and the tile that creates a new one. */
export function MeasureList() {
  const { projectKey } = useCurrentProject();
  const { entries, loading } = useMeasures(projectKey);
  return (
    <main className="page pm-page">
      <header className="pm-header">
        <div>
          <h1>Performance Measures</h1>
          <p className="pm-subtitle">
            Count events or score each year of an alternative&apos;s record at one location, and compare the
            alternatives side by side.
          </p>
        </div>
        <Link className="ui-button ui-button--secondary" to={paths.project.compare.getHref(projectKey)}>
          <span>Compare alternatives</span>
        </Link>
      </header>
      {loading ? (
        <Spinner size="large" label="Loading performance measures" />
      ) : (
        <ul className="pm-grid" aria-label="Performance measures">
          <li>
            <Link className="pm-tile pm-tile--create" to={paths.project.performanceMeasures.create.getHref(projectKey)}>
              <span className="pm-tile__plus" aria-hidden="true">
                +
              </span>
              Create New Performance Measure
            </Link>
          </li>
          {entries.map((entry) => (
            <li key={entry.id}>
              <MeasureTile projectKey={projectKey} entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
