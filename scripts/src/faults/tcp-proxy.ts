import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP relay to a target whose link a test can cut (every open connection reset, new ones refused), stall (connections
 * stay open but nothing is forwarded, as in a network partition) and restore.
 */
export interface TcpProxy {
  port: number;
  cut(): void;
  stall(): void;
  restore(): void;
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream: Socket;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let state: 'up' | 'cut' | 'stalled' = 'up';
  const open = new Set<Socket>();
  const links = new Set<Link>();
  const forward = ({ client, upstream }: Link) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = ({ client, upstream }: Link) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };
  const server = createServer((client) => {
    if (state === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const link = { client, upstream: connect(target.port, target.host) };
    for (const socket of [client, link.upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // A reset link ends both sides; the error itself is what the test is about, not a failure of the relay.
      socket.on('error', () => undefined);
    }
    links.add(link);
    client.on('close', () => {
      links.delete(link);
      link.upstream.destroy();
    });
    link.upstream.on('close', () => client.destroy());
    if (state === 'up') forward(link);
    else hold(link);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      state = 'cut';
      for (const socket of open) socket.resetAndDestroy();
    },
    stall() {
      state = 'stalled';
      for (const link of links) hold(link);
    },
    restore() {
      if (state === 'stalled') for (const link of links) forward(link);
      state = 'up';
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
