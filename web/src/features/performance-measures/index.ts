// Performance measures of a project: the list, the editor and the results (spec sections 2-4).
export { PerformanceMeasuresArea } from './components/PerformanceMeasuresArea.tsx';
