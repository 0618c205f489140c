// Performance measures of a project: the list, the editor and the results (docs/product-guide.md#performance-measures).
export { PerformanceMeasuresArea } from './components/PerformanceMeasuresArea.tsx';
