/**
 * Runs the commands of one stream one after another within this process, so that they do not
 * fail each other's expected-version checks; other processes are still caught by those checks.
 */
export class StreamQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(streamId) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(streamId, tail);
    void tail.then(() => {
      if (this.tails.get(streamId) === tail) this.tails.delete(streamId);
    });
    return result;
  }
}
