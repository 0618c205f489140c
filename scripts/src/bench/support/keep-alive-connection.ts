import { connect, type Socket } from 'node:net';

/** An answer as the bench's clients read it: status, headers (lower-case names) and body text. */
export interface PlainAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 keep-alive connection that sends one request at a time and reads answers that carry a Content-Length
 * (every JSON answer of the API does). A load generator's client: a fraction of node:http's CPU per request, which on a
 * small machine is left to the server being measured.
 */
export class KeepAliveConnection {
  private readonly socket: Socket;
  private received: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (answer: PlainAnswer) => void; reject: (error: Error) => void } | undefined;

  constructor(
    private readonly host: string,
    port: number,
  ) {
    this.socket = connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk) => this.receive(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('The server closed the connection')));
  }

  send(method: string, path: string, headers: Record<string, string>, body: string): Promise<PlainAnswer> {
    if (this.waiting) return Promise.reject(new Error('One request at a time on a connection'));
    const lines = [`${method} ${path} HTTP/1.1`, `host: ${this.host}`, `content-length: ${Buffer.byteLength(body)}`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private receive(chunk: Buffer): void {
    this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
    const headEnd = this.received.indexOf('\r\n\r\n');
    if (headEnd < 0 || !this.waiting) return;
    const [statusLine, ...headerLines] = this.received.toString('latin1', 0, headEnd).split('\r\n');
    const headers = new Map<string, string>();
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const length = Number(headers.get('content-length'));
    if (!Number.isInteger(length)) return this.fail(new Error(`An answer without a Content-Length: ${statusLine}`));
    const bodyStart = headEnd + 4;
    if (this.received.length < bodyStart + length) return;
    const body = this.received.toString('utf8', bodyStart, bodyStart + length);
    this.received = this.received.subarray(bodyStart + length);
    const { resolve } = this.waiting;
    this.waiting = undefined;
    resolve({ status: Number(statusLine!.split(' ')[1]), headers, body });
  }

  private fail(error: Error): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(error);
  }
}
