// The Condamine-Balonne basin sheet: the rule catalogue and its events per year (spec sections 2, 3 and 9).
export { BasinSheetPage } from './BasinSheetPage.tsx';
