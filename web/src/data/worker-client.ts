import { takeEarlyAnswer } from '../lib/early-requests.ts';
import { httpSeriesFetchers, SeriesAnalysisService } from './analysis-service.ts';
import type {
  AnalysisBackend,
  AnalysisRequest,
  AnalysisResult,
  RequestHeaders,
  WorkerRequestMessage,
  WorkerResponseMessage,
} from './protocol.ts';
import { summariesAddress } from './summaries-address.ts';

/** The part of a Worker (or MessagePort) the client needs. */
export interface RequestPort {
  onmessage: ((event: MessageEvent<WorkerResponseMessage>) => void) | null;
  postMessage(message: WorkerRequestMessage): void;
}

type Pending = { resolve: (result: AnalysisResult<AnalysisRequest>) => void; reject: (error: Error) => void };

/** Sends analysis requests over a port and matches the answers to them by id. */
export class PortAnalysisBackend implements AnalysisBackend {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly port: RequestPort) {
    port.onmessage = (event) => {
      const answer = event.data;
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.result);
      else waiting.reject(new Error(answer.message));
    };
  }

  run<R extends AnalysisRequest>(request: R, headers: RequestHeaders): Promise<AnalysisResult<R>> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as Pending['resolve'], reject });
      this.port.postMessage({ id, request, headers });
    });
  }
}

/**
 * Summaries the page's early script already asked for (the opening chart's, see start-early-requests.ts)
 * are read from that answer on the page, without waiting for the worker; everything else goes to `backend`.
 */
export class EarlySummariesBackend implements AnalysisBackend {
  constructor(
    private readonly backend: AnalysisBackend,
    private readonly origin: string,
  ) {}

  async run<R extends AnalysisRequest>(request: R, headers: RequestHeaders): Promise<AnalysisResult<R>> {
    if (request.kind === 'summaries') {
      const address = new URL(summariesAddress(request.urls, request.startDay), this.origin);
      const early = takeEarlyAnswer(new Request(address, { headers }));
      if (early !== undefined)
        return (await httpSeriesFetchers(() => early).summaries(
          request.urls,
          request.startDay,
          headers,
        )) as AnalysisResult<R>;
    }
    return this.backend.run(request, headers);
  }
}

/** The worker where the browser has workers, else the same service on the page's thread; early summaries first. */
export function createBrowserBackend(): AnalysisBackend {
  if (typeof Worker === 'undefined') return new SeriesAnalysisService(httpSeriesFetchers());
  const worker = new Worker(new URL('./analysis.worker.ts', import.meta.url), {
    type: 'module',
    name: 'series-analysis',
  });
  return new EarlySummariesBackend(new PortAnalysisBackend(worker as unknown as RequestPort), location.origin);
}
