// The y axis of the charts, installed in the chart registry by the app.
export { yAxisExtension } from './extension.tsx';
