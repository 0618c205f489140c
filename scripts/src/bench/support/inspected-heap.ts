/** The memory a server process holds once its garbage is collected, asked through its inspector (a child started with `--inspect`). */
import { createServer } from 'node:net';
import WebSocket from 'ws';

/** A free port on loopback, for a child's inspector. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface HeapAfterGc {
  /** JavaScript objects still reachable. */
  heapUsed: number;
  /** Memory outside the JavaScript heap held by its objects (buffers, sockets' native parts). */
  external: number;
}

/**
 * Forces a full garbage collection in the process whose inspector listens on `inspectorPort`, then reads its
 * `process.memoryUsage()`: unlike the resident set, the figure holds no garbage and no memory the heap has kept after
 * start-up.
 */
export async function heapAfterGc(inspectorPort: number): Promise<HeapAfterGc> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`No inspector target on port ${inspectorPort}`);
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let lastId = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = (lastId += 1);
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(String(data)) as { id?: number; result?: Record<string, unknown>; error?: unknown };
        if (message.id !== id) return;
        socket.off('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else resolve(message.result ?? {});
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    // Twice: objects with finalizers are freed only by the collection after the one that finds them.
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const { result } = (await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value: string } };
    const usage = JSON.parse(result.value) as { heapUsed: number; external: number };
    return { heapUsed: usage.heapUsed, external: usage.external };
  } finally {
    socket.close();
  }
}
