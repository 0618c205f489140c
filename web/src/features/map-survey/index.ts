export { MapSurveyPage } from './components/MapSurveyPage.tsx';
