import { Worker } from 'node:worker_threads';
import type { ImportOptions } from '@waterline/domain/import/index';
import { UnreadableDataFileError, type CompactImport, type ImportOutcome } from './series-import.ts';

const workerEntry = new URL('./import-worker-entry.mjs', import.meta.url);

interface WorkerAnswer {
  outcome: ImportOutcome;
  bytes: Uint8Array<ArrayBuffer>;
}

/** One worker thread, started on first use and kept for the next imports; it holds the process open only while it works. */
class ImportThread {
  private worker: Worker | undefined;

  run(bytes: Uint8Array<ArrayBuffer>, options: ImportOptions): Promise<WorkerAnswer> {
    const worker = (this.worker ??= new Worker(workerEntry));
    return new Promise((resolve, reject) => {
      const settle = () => {
        worker.off('message', answered).off('error', failed).off('exit', ended);
        worker.unref();
      };
      const answered = (answer: WorkerAnswer) => {
        settle();
        resolve(answer);
      };
      const failed = (error: Error) => {
        settle();
        this.worker = undefined;
        void worker.terminate();
        reject(error);
      };
      const ended = (code: number) => {
        settle();
        this.worker = undefined;
        reject(new Error(`The import worker ended (exit code ${code}) without an answer`));
      };
      worker.on('message', answered).on('error', failed).on('exit', ended);
      worker.ref();
      worker.postMessage({ bytes, options }, [bytes.buffer]);
    });
  }
}

/** Imports run at most this many at a time, each on its own thread, so the event loop stays free and memory bounded. */
const maxConcurrentImports = 2;
const idle: ImportThread[] = Array.from({ length: maxConcurrentImports }, () => new ImportThread());
const waiting: ((thread: ImportThread) => void)[] = [];

function acquire(): Promise<ImportThread> {
  const thread = idle.pop();
  return thread !== undefined ? Promise.resolve(thread) : new Promise((resolve) => waiting.push(resolve));
}

function release(thread: ImportThread): void {
  const next = waiting.shift();
  if (next === undefined) idle.push(thread);
  else next(thread);
}

/** A view that spans its whole buffer can be moved to another thread; any other (e.g. a pooled Buffer) is copied first. */
function movable(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const ownsBuffer = bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return ownsBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}

/**
 * Imports a CSV with the domain rules on a worker thread; throws UnreadableDataFileError for a file
 * that cannot be read. The bytes travel to the worker and back without a copy: `bytes` must not be
 * used afterwards (its buffer is detached); the returned `bytes` hold the same file.
 */
export async function importInWorker(bytes: Uint8Array, options: ImportOptions): Promise<{ imported: CompactImport; bytes: Uint8Array<ArrayBuffer> }> {
  const thread = await acquire();
  let answer: WorkerAnswer;
  try {
    answer = await thread.run(movable(bytes), options);
  } finally {
    release(thread);
  }
  if (!answer.outcome.ok) throw new UnreadableDataFileError(answer.outcome.failure);
  return { imported: answer.outcome.imported, bytes: answer.bytes };
}
