import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';

export const NO_DATA_FOUND = 'No data found';

export function NoDataFound({ projectKey }: { projectKey: string }) {
  return (
    <main className="centered-page">
      <section className="card centered-card" aria-labelledby="no-data-title">
        <h1 id="no-data-title" className="centered-card__title">
          {NO_DATA_FOUND}
        </h1>
        <p className="form__intro">This project has no alternatives to show yet.</p>
        <div className="button-row">
          <Link className="ui-button ui-button--secondary" to={paths.home.getHref()}>
            Exit
          </Link>
          <Link className="ui-button ui-button--primary" to={paths.project.admin.getHref(projectKey)}>
            Admin
          </Link>
        </div>
      </section>
    </main>
  );
}
