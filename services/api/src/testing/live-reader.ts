/** One Server-Sent Event as read: its name, its JSON data and its id. */
export interface LiveMessage {
  event: string;
  data: unknown;
  id: string | undefined;
}

/**
 * A live stream read with fetch, as a browser's EventSource reads it: the status, every message so far, the raw text
 * (heartbeat comments included), and whether the server ended it.
 */
export class LiveReader {
  readonly messages: LiveMessage[] = [];
  text = '';
  ended = false;
  private readonly waiters = new Set<() => void>();
  private readonly abort = new AbortController();
  private pending = '';

  private constructor(readonly status: number) {}

  /** Opens `url` with `headers`; a refusal (4xx, 5xx) is read as a stream that ended at once, its JSON in `text`. */
  static async open(url: string, headers: Record<string, string> = {}): Promise<LiveReader> {
    const abort = new AbortController();
    const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
    const reader = new LiveReader(response.status);
    reader.abort.signal.addEventListener('abort', () => abort.abort());
    void reader.read(response);
    return reader;
  }

  /** Resolves once `seen` holds for what was read, or rejects when the stream ends first. */
  async until(seen: (reader: LiveReader) => boolean): Promise<void> {
    while (!seen(this)) {
      if (this.ended) throw new Error(`The stream ended before the awaited message; it said: ${this.text}`);
      await new Promise<void>((resolve) => this.waiters.add(resolve));
    }
  }

  /** The first message named `event` (after `skip` of them), once it has come. */
  async next(event: string, skip = 0): Promise<LiveMessage> {
    const named = () => this.messages.filter((message) => message.event === event);
    await this.until(() => named().length > skip);
    return named()[skip]!;
  }

  close(): void {
    this.abort.abort();
  }

  private async read(response: Response): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body ?? []) this.take(decoder.decode(chunk as Uint8Array, { stream: true }));
    } catch {
      // Closed by `close`, or by the server going away: ended either way.
    }
    this.ended = true;
    this.wake();
  }

  private take(text: string): void {
    this.text += text;
    this.pending += text;
    const blocks = this.pending.split('\n\n');
    this.pending = blocks.pop() ?? '';
    for (const block of blocks) {
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
      }
      const data = fields.get('data');
      if (data !== undefined)
        this.messages.push({ event: fields.get('event') ?? 'message', data: JSON.parse(data), id: fields.get('id') });
    }
    this.wake();
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
    this.waiters.clear();
  }
}
