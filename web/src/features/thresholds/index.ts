// The thresholds panel and layers, installed in the chart registry by the app.
export { thresholdsExtension } from './extension.ts';
