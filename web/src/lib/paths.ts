// Every route of the app, with the link builders the screens use.

/**
 * The map-survey project that /fort-peck-feedback opens: VITE_FEEDBACK_PROJECT_KEY when the web app is built, else 'fort-peck'.
 * `import.meta.env` exists only under Vite; the browser tests read these paths under Node.
 */
const viteEnv = import.meta.env as ImportMetaEnv | undefined;
export const FEEDBACK_PROJECT_KEY = viteEnv?.VITE_FEEDBACK_PROJECT_KEY?.trim() || 'fort-peck';

const projectHref = (projectKey: string) => `/project/${encodeURIComponent(projectKey)}`;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  signIn: { path: '/signin', getHref: () => '/signin' },
  signUp: { path: '/signup', getHref: () => '/signup' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password/:resetHash',
    getHref: (resetHash: string) => `/reset-password/${encodeURIComponent(resetHash)}`,
  },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  openProject: { path: '/project', getHref: () => '/project' },
  project: {
    path: '/project/:projectKey',
    getHref: projectHref,
    /** Sub-routes of the project shell, relative to /project/:projectKey. */
    charts: { getHref: projectHref },
    performanceMeasures: {
      path: 'performance-measures/*',
      getHref: (projectKey: string) => `${projectHref(projectKey)}/performance-measures`,
      view: {
        path: 'view/:pmId',
        getHref: (projectKey: string, pmId: string) =>
          `${projectHref(projectKey)}/performance-measures/view/${encodeURIComponent(pmId)}`,
      },
      edit: {
        path: 'edit/:pmId',
        getHref: (projectKey: string, pmId: string) =>
          `${projectHref(projectKey)}/performance-measures/edit/${encodeURIComponent(pmId)}`,
      },
      create: {
        path: 'create',
        getHref: (projectKey: string) => `${projectHref(projectKey)}/performance-measures/create`,
      },
    },
    /** The comparison of every measure against every alternative; `query` (without '?') holds what it shows. */
    compare: {
      path: 'compare',
      getHref: (projectKey: string, query = '') => `${projectHref(projectKey)}/compare${query ? `?${query}` : ''}`,
    },
    map: { path: 'map', getHref: (projectKey: string) => `${projectHref(projectKey)}/map` },
    admin: {
      path: 'admin/*',
      getHref: (projectKey: string, section?: AdminSection) =>
        `${projectHref(projectKey)}/admin${section ? `/${section}` : ''}`,
    },
    condamineBalonne: {
      path: 'condamine-balonne',
      getHref: (projectKey: string) => `${projectHref(projectKey)}/condamine-balonne`,
    },
  },
  projectKeyShortcut: { path: '/:projectKey' },
  feedback: { path: '/fort-peck-feedback', target: () => `${projectHref(FEEDBACK_PROJECT_KEY)}/map` },
  bankAnalysis: { path: '/bank-analysis', getHref: () => '/bank-analysis' },
  riverDailyUpdate: { path: '/missouri-river-daily-update', getHref: () => '/missouri-river-daily-update' },
  testFlow: { path: '/test-flow', getHref: () => '/test-flow' },
  notFound: { path: '*' },
} as const;

/** Sections of the project admin area (docs/product-guide.md#screens), plus its history page. */
export const ADMIN_SECTIONS = [
  'details',
  'default-chart',
  'alternatives',
  'members',
  'data-editor',
  'map',
  'history',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];
