import { useEffect, useState } from 'react';
import type { Alternative } from '../../../lib/api-types.ts';

export type SourceStatus = 'loading' | 'loaded' | 'error';

/** Where one alternative's loading stands; `message` says why it failed, when the user should know. */
export type SourceState = { status: SourceStatus; message: string | null };

/** The loading screen stays this long after the last source arrived, so its checks can be seen (docs/product-guide.md#fixed-values). */
export const LOADING_SCREEN_DELAY_MS = 1000;

/** Loads the alternatives: one load for each, in their order, which rejects with a SourceLoadError (or anything else, then shown without a message). */
export type LoadSources = (alternatives: readonly Alternative[], signal: AbortSignal) => readonly Promise<void>[];

/** A failure the loading screen explains to the user. */
export class SourceLoadError extends Error {}

/** The states before any load has settled: a source without a state is loading. One object, so that setting it again renders nothing. */
const NONE_SETTLED: Record<string, SourceState> = {};

/**
 * Loads every alternative once, in parallel, and reports each one's state; `done` turns true
 * LOADING_SCREEN_DELAY_MS after the last one finished.
 */
export function useAlternativeLoading(alternatives: readonly Alternative[], loadSources: LoadSources) {
  const [states, setStates] = useState(NONE_SETTLED);
  const [done, setDone] = useState(false);
  // Reload only when the sources themselves change, not on every new array identity.
  const sourcesKey = JSON.stringify(alternatives);

  useEffect(() => {
    const sources = JSON.parse(sourcesKey) as Alternative[];
    const controller = new AbortController();
    let doneTimer: ReturnType<typeof setTimeout> | undefined;
    setDone(false);
    setStates(NONE_SETTLED);
    const loads = loadSources(sources, controller.signal).map(async (load, index) => {
      const alternative = sources[index] as Alternative;
      let state: SourceState = { status: 'loaded', message: null };
      try {
        await load;
      } catch (error) {
        state = { status: 'error', message: error instanceof SourceLoadError ? error.message : null };
      }
      if (!controller.signal.aborted) setStates((current) => ({ ...current, [alternative.key]: state }));
    });
    void Promise.all(loads).then(() => {
      if (!controller.signal.aborted) doneTimer = setTimeout(() => setDone(true), LOADING_SCREEN_DELAY_MS);
    });
    return () => {
      controller.abort();
      clearTimeout(doneTimer);
    };
  }, [sourcesKey, loadSources]);

  return { states, done };
}
