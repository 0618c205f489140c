import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

/** Waits until a child process prints `marker` on its stdout, then SIGKILLs it there and waits for it to end. */
export async function killWhenPrinted(child: ChildProcessByStdio<null, Readable, null>, marker: string): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(marker)) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`The process ended by itself (${code}) before printing '${marker}'`)),
    );
  });
  child.kill('SIGKILL');
  await exited;
}
