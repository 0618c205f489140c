import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ImportOptions } from '@waterline/domain/import/index';
import { InvalidGeoJsonError } from './geojson.ts';
import { formatBytes } from '@waterline/domain/projects/upload-size';
import { UnreadableDataFileError, type CompactImport } from './series-import.ts';
import type { WorkerAnswer, WorkerTask } from './import-worker.ts';

const workerEntry = fileURLToPath(new URL('./import-worker-entry.mjs', import.meta.url));

/** Imports run at most this many at a time, each in its own process, so the event loop stays free and memory bounded. */
const maxConcurrentImports = 2;
/** How much of a failed process's error output is kept to tell why it stopped. */
const stderrTailChars = 4096;

/** Raised when an import process ran out of its memory or stopped without an answer; the server itself is unharmed. */
export class ImportWorkerFailedError extends Error {
  constructor(readonly reason: string) {
    super(`The file could not be read: ${reason}`);
    this.name = 'ImportWorkerFailedError';
  }
}

/**
 * One child process, started on first use and kept for the next tasks; it holds the server open only
 * while it works. A process rather than a worker thread: a thread that reaches its heap limit can
 * abort the whole server (V8 does not always let Node stop only the thread), a process cannot.
 */
class ImportProcess {
  private child: ChildProcess | undefined;
  private stderrTail = '';

  constructor(private readonly maxMemoryMb: number) {}

  run(task: WorkerTask): Promise<WorkerAnswer> {
    const child = (this.child ??= this.start());
    return new Promise((resolve, reject) => {
      const settle = () => {
        child.off('message', answered).off('error', failed).off('exit', ended);
        child.unref();
        child.channel?.unref();
      };
      const answered = (answer: WorkerAnswer) => {
        settle();
        resolve(answer);
      };
      // The process is gone or unusable: the next task starts a new one.
      const ended = () => {
        settle();
        this.child = undefined;
        const outOfMemory = this.stderrTail.includes('heap out of memory');
        this.stderrTail = '';
        reject(
          new ImportWorkerFailedError(
            outOfMemory
              ? `reading it needs more memory than an import may use (${formatBytes(this.maxMemoryMb * 1024 * 1024)})`
              : 'the import stopped unexpectedly',
          ),
        );
      };
      const failed = () => {
        child.kill('SIGKILL');
        ended();
      };
      child.on('message', answered).on('error', failed).on('exit', ended);
      child.ref();
      child.channel?.ref();
      child.send(task);
    });
  }

  stop(): void {
    this.child?.kill('SIGKILL');
    this.child = undefined;
  }

  private start(): ChildProcess {
    // Its own heap limit; its error output is kept (a crash's stack is not the server's to log) to tell why it stopped.
    const child = fork(workerEntry, [], {
      execArgv: [`--max-old-space-size=${this.maxMemoryMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      this.stderrTail = (this.stderrTail + text).slice(-stderrTailChars);
    });
    return child;
  }
}

/**
 * The processes that read uploaded files (CSV imports, GeoJSON layers) off the event loop, each with
 * a heap limit: a file that needs more fails as ImportWorkerFailedError, never the server.
 */
export class ImportWorkers {
  private readonly processes: ImportProcess[];
  private readonly idle: ImportProcess[];
  private readonly waiting: ((process: ImportProcess) => void)[] = [];

  constructor(options: { maxMemoryMb: number }) {
    this.processes = Array.from({ length: maxConcurrentImports }, () => new ImportProcess(options.maxMemoryMb));
    this.idle = [...this.processes];
  }

  /** Imports a CSV with the domain rules; throws UnreadableDataFileError for a file that cannot be read. */
  async importCsv(bytes: Uint8Array, options: ImportOptions): Promise<CompactImport> {
    const answer = await this.run({ kind: 'csv', bytes, options });
    if (!answer.outcome.ok) throw new UnreadableDataFileError(answer.outcome.failure);
    return answer.outcome.imported;
  }

  /** Checks a map layer; throws InvalidGeoJsonError unless it is a GeoJSON FeatureCollection (see geojson.ts). */
  async checkGeoJson(bytes: Uint8Array): Promise<void> {
    const answer = await this.run({ kind: 'geojson', bytes });
    if (answer.problem !== null) throw new InvalidGeoJsonError(answer.problem);
  }

  /** Ends the processes (a task under way fails); the next task starts new ones. */
  stop(): void {
    for (const process of this.processes) process.stop();
  }

  /** A process answers each task with the answer of its kind. */
  private async run<Task extends WorkerTask>(task: Task): Promise<Extract<WorkerAnswer, { kind: Task['kind'] }>> {
    const process = await this.acquire();
    try {
      return (await process.run(task)) as Extract<WorkerAnswer, { kind: Task['kind'] }>;
    } finally {
      this.release(process);
    }
  }

  private acquire(): Promise<ImportProcess> {
    const process = this.idle.pop();
    return process !== undefined ? Promise.resolve(process) : new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(process: ImportProcess): void {
    const next = this.waiting.shift();
    if (next === undefined) this.idle.push(process);
    else next(process);
  }
}
