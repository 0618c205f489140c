/** Runs `task` now and then every `intervalMs` (the timer does not keep the process alive); returns a stop function. */
export function runNowAndEvery(intervalMs: number, task: () => Promise<void>): () => void {
  void task();
  const timer = setInterval(() => void task(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
