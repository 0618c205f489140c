export { RiverDashboardPage } from './components/RiverDashboardPage.tsx';
export { TestFlowPage } from './components/TestFlowPage.tsx';
