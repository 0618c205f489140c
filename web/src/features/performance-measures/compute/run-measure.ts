import type { DailySeries, PerformanceMeasureData, PerformanceMeasureOutcome } from '@waterline/domain/analysis/index';
import { answerRequest, isLargeInput, type ComputeAnswer, type ComputeRequest } from './compute-outcomes.ts';

type Pending = { resolve: (outcomes: PerformanceMeasureOutcome[]) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function measuresWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./measures.worker.ts', import.meta.url), {
    type: 'module',
    name: 'performance-measures',
  });
  worker.onmessage = (event: MessageEvent<ComputeAnswer>) => {
    const answer = event.data;
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (answer.ok) waiting.resolve(answer.outcomes);
    else waiting.reject(new Error(answer.message));
  };
  // A worker that fails (it could not load, or crashed) fails what it was asked; the next request starts a new one.
  worker.onerror = () => {
    for (const waiting of pending.values()) waiting.reject(new Error('Unable to compute the measure'));
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

function settle(answer: ComputeAnswer): PerformanceMeasureOutcome[] {
  if (!answer.ok) throw new Error(answer.message);
  return answer.outcomes;
}

/** The measure on each series: in the worker when the data is large and the browser has workers, else right here. */
export function runMeasure(data: PerformanceMeasureData, series: DailySeries[]): Promise<PerformanceMeasureOutcome[]> {
  const id = nextId++;
  const request: ComputeRequest = { id, data, series };
  if (typeof Worker === 'undefined' || !isLargeInput(series))
    return Promise.resolve().then(() => settle(answerRequest(request)));
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    measuresWorker().postMessage(request);
  });
}
