// The pump transect analysis page at /bank-analysis (spec sections 2, 3 and 9).
export { PumpAnalysisPage } from './PumpAnalysisPage.tsx';
