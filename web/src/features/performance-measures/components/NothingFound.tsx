import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { useCurrentProject } from '../../../lib/current-project.tsx';

/** Shown for a measure that does not exist or has no results (docs/product-guide.md#messages). */
export const NOTHING_FOUND = 'Nothing found';

export function NothingFound() {
  const { projectKey } = useCurrentProject();
  return (
    <main className="page pm-page">
      <Link className="pm-back" to={paths.project.performanceMeasures.getHref(projectKey)}>
        ← Performance Measures
      </Link>
      <p className="pm-empty">{NOTHING_FOUND}</p>
    </main>
  );
}
