// The pump transect analysis page at /bank-analysis (docs/product-guide.md#river-pages).
export { PumpAnalysisPage } from './components/PumpAnalysisPage.tsx';
