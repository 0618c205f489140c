// The series-analysis worker: downloads, decodes and analyses series off the page's thread.
import '../lib/zod-without-eval.ts';
import { httpSeriesFetchers, serveAnalysis, SeriesAnalysisService, type AnalysisPort } from './analysis-service.ts';

serveAnalysis(self as unknown as AnalysisPort, new SeriesAnalysisService(httpSeriesFetchers()));
