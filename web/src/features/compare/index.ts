// The comparison page: every measure against every alternative, side by side (docs/compare.md).
export { ComparePage } from './components/ComparePage.tsx';
