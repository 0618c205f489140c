// The Condamine-Balonne basin sheet: the rule catalogue and its events per year (docs/product-guide.md#river-pages).
export { BasinSheetPage } from './components/BasinSheetPage.tsx';
