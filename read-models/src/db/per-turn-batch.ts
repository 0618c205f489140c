interface Waiting<Ask, Answer> {
  ask: Ask;
  answered: (answer: Answer | PromiseLike<Answer>) => void;
  failed: (error: unknown) => void;
}

/**
 * Gathers the asks made in one turn of the event loop and answers them with one call of `run` (one statement for the
 * requests that arrived together rather than one each); `run` answers in the asks' order (an answer may be a promise of
 * its own, for an ask that can fail alone), and when it fails, every ask of its turn fails with its error.
 */
export function perTurnBatch<Ask, Answer>(
  run: (asks: Ask[]) => Promise<(Answer | PromiseLike<Answer>)[]>,
): (ask: Ask) => Promise<Answer> {
  let waiting: Waiting<Ask, Answer>[] = [];
  async function runWaiting(): Promise<void> {
    const batch = waiting;
    waiting = [];
    try {
      const answers = await run(batch.map(({ ask }) => ask));
      batch.forEach(({ answered }, index) => answered(answers[index]!));
    } catch (error) {
      for (const { failed } of batch) failed(error);
    }
  }
  return (ask) =>
    new Promise<Answer>((answered, failed) => {
      waiting.push({ ask, answered, failed });
      if (waiting.length === 1) setImmediate(() => void runWaiting());
    });
}
