export { DataViews } from './components/DataViews.tsx';
export { ProjectGate } from './components/ProjectGate.tsx';
export { DataViewsGuard, MapSurveyGuard } from './components/ShellRoutes.tsx';
