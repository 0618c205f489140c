export { DataViews } from './components/DataViews.tsx';
export { MapSurveyOverview } from './components/InterimPages.tsx';
export { ProjectGate } from './components/ProjectGate.tsx';
export { DataViewsGuard, MapSurveyGuard } from './components/ShellRoutes.tsx';
