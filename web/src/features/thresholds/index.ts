// The thresholds panel and layers, and the saved thresholds the record charts read, installed in the chart registry by the app.
export { savedThresholds, thresholdsExtension } from './extension.ts';
