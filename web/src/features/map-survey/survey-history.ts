// What the admin's History page shows of the map survey (kept apart from the survey page, which loads on its own).
export { SurveyHistory } from './components/SurveyHistory.tsx';
