import { DatabaseUnavailableError } from './unavailable.ts';

/**
 * Runs one call at a time; the calls that arrive meanwhile go together in the next run. A busy server thus sends a few
 * requests per database round trip instead of one each, and an idle one sends each at once (nothing waits for company).
 * A call never shares a run that started before it arrived, so it reads what was committed before it was made.
 * `run` answers one outcome per input, in order. When a run of several calls throws other than by the database going
 * away, each of its calls is run again alone, so that one call's failure (its data the database refuses) is never
 * another's; a call that fails alone, or with the database away, fails with its error. With `oneAtATime`, calls of the
 * same key go in separate runs, in the order they were made.
 */
export function groupedCalls<Input, Outcome>(
  run: (inputs: readonly Input[]) => Promise<readonly Outcome[]>,
  oneAtATime: (input: Input) => string | undefined = () => undefined,
): (input: Input) => Promise<Outcome> {
  interface Call {
    input: Input;
    resolve(outcome: Outcome): void;
    reject(error: unknown): void;
  }
  let waiting: Call[] = [];
  let running = false;

  async function runGroup(group: readonly Call[]): Promise<void> {
    try {
      const outcomes = await run(group.map((call) => call.input));
      for (const [index, call] of group.entries()) call.resolve(outcomes[index]!);
    } catch (error) {
      if (group.length === 1 || error instanceof DatabaseUnavailableError) for (const call of group) call.reject(error);
      else for (const call of group) await runGroup([call]);
    }
  }

  async function runWaiting(): Promise<void> {
    running = true;
    try {
      while (waiting.length > 0) {
        const keys = new Set<string>();
        const group: Call[] = [];
        const later: Call[] = [];
        for (const call of waiting) {
          const key = oneAtATime(call.input);
          (key !== undefined && keys.has(key) ? later : group).push(call);
          if (key !== undefined) keys.add(key);
        }
        waiting = later;
        await runGroup(group);
      }
    } finally {
      running = false;
    }
  }

  return (input) =>
    new Promise((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!running) void runWaiting();
    });
}
