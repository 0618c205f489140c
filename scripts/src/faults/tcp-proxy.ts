import { createServer, connect, type Socket } from 'node:net';

/** A TCP relay to a target whose link a test can cut (every open connection reset, new ones refused) and restore. */
export interface TcpProxy {
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let down = false;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (down) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // A reset link ends both sides; the error itself is what the test is about, not a failure of the relay.
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      down = true;
      for (const socket of open) socket.resetAndDestroy();
    },
    restore() {
      down = false;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
