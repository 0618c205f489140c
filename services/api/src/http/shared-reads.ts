/**
 * Reads shared by the requests that ask at the same time: one load per key at a time, and a request that arrives while
 * a load runs waits for the next one, which all such requests share. So a crowd costs one load per load's duration,
 * and no request is answered from a load begun before it arrived: it sees every change made before it asked.
 */
export class SharedReads<V> {
  private readonly flights = new Map<string, { running: Promise<V>; next?: Promise<V> }>();

  read(key: string, load: () => Promise<V>): Promise<V> {
    const flight = this.flights.get(key);
    if (flight === undefined) return this.begin(key, load);
    flight.next ??= flight.running.then(
      () => this.begin(key, load),
      () => this.begin(key, load),
    );
    return flight.next;
  }

  private begin(key: string, load: () => Promise<V>): Promise<V> {
    const flight: { running: Promise<V>; next?: Promise<V> } = {
      running: new Promise<V>((resolve) => resolve(load())),
    };
    this.flights.set(key, flight);
    const done = () => {
      if (this.flights.get(key) === flight && flight.next === undefined) this.flights.delete(key);
    };
    flight.running.then(done, done);
    return flight.running;
  }
}
