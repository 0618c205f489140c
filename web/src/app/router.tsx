import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router-dom';
import { RequireUser } from '../components/layout/RequireUser.tsx';
import { ForgotPasswordPage, HomePage, ResetPasswordPage, SignInPage, SignUpPage } from '../features/auth/index.ts';
import { ChartsPage } from '../features/charts/index.ts';
import { DashboardPage, OpenProjectPage } from '../features/dashboard/index.ts';
import { DataViews, DataViewsGuard, MapSurveyGuard, ProjectGate } from '../features/project/index.ts';
import { preloadMap } from '../components/maps/index.ts';
import { chartRegistry } from './chart-registry.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PageLoading } from './PageLoading.tsx';
import { paths } from '../lib/paths.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

/** /{project_key} is a short address for /project/{project_key}. */
function ProjectKeyRedirect() {
  const { projectKey = '' } = useParams();
  return <Navigate to={paths.project.getHref(projectKey)} replace />;
}

// Only the Charts page, the project's first page, and the small pages before it load with the app; every other page
// loads on its first visit, so the first chart waits for no other page's code.
const projectShellRoutes: RouteObject[] = [
  {
    element: <DataViewsGuard />,
    children: [
      {
        element: <DataViews />,
        children: [
          { index: true, element: <ChartsPage registry={chartRegistry} /> },
          {
            path: paths.project.performanceMeasures.path,
            lazy: async () => ({
              Component: (await import('../features/performance-measures/index.ts')).PerformanceMeasuresArea,
            }),
          },
          {
            path: paths.project.compare.path,
            lazy: async () => ({ Component: (await import('../features/compare/index.ts')).ComparePage }),
          },
        ],
      },
    ],
  },
  {
    path: paths.project.map.path,
    element: <MapSurveyGuard />,
    // The survey's map is large and most visitors open charts: it loads on first visit, MapLibre alongside
    // the page's own code rather than after the page has drawn.
    children: [
      {
        index: true,
        lazy: async () => {
          // The page's own chunk is asked for first: the browser's few connections to the server serve it before MapLibre's.
          const page = import('../features/map-survey/index.ts');
          preloadMap();
          return { Component: (await page).MapSurveyPage };
        },
      },
    ],
  },
  {
    path: paths.project.admin.path,
    // The admin area is large and only admins open it: it loads on first visit.
    lazy: async () => ({ Component: (await import('../features/admin/index.tsx')).AdminArea }),
  },
  {
    path: paths.project.condamineBalonne.path,
    lazy: async () => ({ Component: (await import('../features/basin-sheet/index.ts')).BasinSheetPage }),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Opened at a page whose code loads on first visit, the app shows this until that code is in.
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.home.path, element: <HomePage /> },
      { path: paths.signIn.path, element: <SignInPage /> },
      { path: paths.signUp.path, element: <SignUpPage /> },
      { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
      {
        path: paths.dashboard.path,
        element: (
          <RequireUser>
            <DashboardPage />
          </RequireUser>
        ),
      },
      { path: paths.openProject.path, element: <OpenProjectPage /> },
      { path: paths.project.path, element: <ProjectGate />, children: projectShellRoutes },
      { path: paths.feedback.path, element: <Navigate to={paths.feedback.target()} replace /> },
      {
        path: paths.riverDailyUpdate.path,
        lazy: async () => ({ Component: (await import('../features/river/index.ts')).RiverDashboardPage }),
      },
      {
        path: paths.testFlow.path,
        lazy: async () => ({ Component: (await import('../features/river/index.ts')).TestFlowPage }),
      },
      {
        path: paths.bankAnalysis.path,
        lazy: async () => ({ Component: (await import('../features/pump-analysis/index.ts')).PumpAnalysisPage }),
      },
      { path: paths.projectKeyShortcut.path, element: <ProjectKeyRedirect /> },
      { path: paths.notFound.path, element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
