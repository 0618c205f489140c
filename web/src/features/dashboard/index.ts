export { DashboardPage } from './components/DashboardPage.tsx';
export { OpenProjectPage } from './components/OpenProjectPage.tsx';
