// The project's measures (saved and this browser's temporary ones), for the comparison page.
export { useMeasures } from './hooks/use-measures.ts';
export type { MeasureEntry } from './model/measure-list.ts';
