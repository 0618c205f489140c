import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { paths, type AdminSection } from '../../../lib/paths.ts';
import { ErrorBar, Spinner } from '../../../components/ui/index.ts';
import { describeRequestError } from '../../../lib/api-error.ts';
import { useGetAdminProjectQuery } from '../api.ts';
import { AlternativesPage } from './alternatives/AlternativesPage.tsx';
import { DataEditorPage } from './data-editor/DataEditorPage.tsx';
import { DefaultChartPage } from './default-chart/DefaultChartPage.tsx';
import { DetailsPage } from './details/DetailsPage.tsx';
import { HistoryPage } from './history/HistoryPage.tsx';
import { MapBuilderPage } from './map/MapBuilderPage.tsx';
import { MembersPage } from './members/MembersPage.tsx';

const sectionLabels: Record<AdminSection, string> = {
  details: 'Details',
  'default-chart': 'Default Chart',
  alternatives: 'Alternatives',
  members: 'Members',
  'data-editor': 'Data Editor',
  map: 'Map Builder',
  history: 'History',
};

const UNABLE_TO_LOAD = 'Unable to load the project settings';

/** Side links and the section pages, once the admin view of the project has loaded. */
export function AdminWorkspace({ projectKey }: { projectKey: string }) {
  const { data, error, isLoading } = useGetAdminProjectQuery(projectKey);

  return (
    <div className="admin">
      <nav className="admin-nav" aria-label="Admin">
        <h2 className="admin-nav__heading">Admin</h2>
        {(Object.keys(sectionLabels) as AdminSection[]).map((section) => (
          <NavLink key={section} to={paths.project.admin.getHref(projectKey, section)} className="admin-nav__link">
            {sectionLabels[section]}
          </NavLink>
        ))}
      </nav>
      <main className="admin-main">
        {isLoading && <Spinner size="large" label="Loading project settings" />}
        {!isLoading && !data && <ErrorBar message={describeRequestError(error).message ?? UNABLE_TO_LOAD} />}
        {data && (
          <Routes>
            <Route index element={<Navigate to="details" replace />} />
            <Route path="details" element={<DetailsPage project={data.data} />} />
            <Route path="default-chart" element={<DefaultChartPage project={data.data} />} />
            <Route path="alternatives" element={<AlternativesPage project={data.data} />} />
            <Route path="members" element={<MembersPage project={data.data} />} />
            <Route path="data-editor" element={<DataEditorPage project={data.data} />} />
            <Route path="map" element={<MapBuilderPage project={data.data} />} />
            <Route path="history" element={<HistoryPage project={data.data} />} />
            <Route path="*" element={<Navigate to="details" replace />} />
          </Routes>
        )}
      </main>
    </div>
  );
}
