import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { TopBar } from '../../../components/layout/TopBar.tsx';
import { ErrorBar, Spinner } from '../../../components/ui/index.ts';
import { describeRequestError } from '../../../lib/api-error.ts';
import { displayTitle } from '../../../lib/project-title.ts';
import { useGetMyProjectsQuery } from '../api.ts';
import { CreateProjectDialog } from './CreateProjectDialog.tsx';
import { OpenByKeyForm } from './OpenByKeyForm.tsx';

export function DashboardPage() {
  const { data, error, isLoading } = useGetMyProjectsQuery();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <TopBar />
      <main className="page dashboard">
        <section className="card dashboard__open" aria-labelledby="open-by-key-title">
          <h2 id="open-by-key-title">Open Project By Key</h2>
          <OpenByKeyForm label="Project Key" buttonLabel="Open" />
        </section>

        <section aria-labelledby="my-projects-title">
          <h1 id="my-projects-title" className="dashboard__heading">
            My Projects
          </h1>
          {error && <ErrorBar message={describeRequestError(error).message ?? 'Unable to load your projects'} />}
          {isLoading ? (
            <Spinner size="large" label="Loading your projects" />
          ) : (
            <ul className="project-grid">
              {data?.projects.map((project) => (
                <li key={project.project_key}>
                  <Link className="project-card" to={paths.project.getHref(project.project_key)}>
                    <span className="project-card__title">{displayTitle(project.data.title)}</span>
                    <span className="project-card__key">{project.project_key}</span>
                  </Link>
                </li>
              ))}
              <li>
                <button type="button" className="project-card project-card--create" onClick={() => setCreating(true)}>
                  <span className="project-card__plus" aria-hidden="true">
                    +
                  </span>
                  <span className="project-card__title">Create Project</span>
                </button>
              </li>
            </ul>
          )}
        </section>
      </main>
      <CreateProjectDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
