import { useCallback, useEffect, useMemo, useState } from 'react';
import { useRequestPhotoUrlMutation, useSubmitMarkerMutation } from '../api.ts';
import { Outbox, waitingEntries, type OutboxEntry, type SendResult } from '../model/outbox.ts';
import { indexedDbOutboxStore } from '../model/outbox-store.ts';
import { outboxTransport } from './outbox-transport.ts';

/** While responses wait and the browser says it is online, they are sent again this often (an answer may have been lost). */
const RETRY_MS = 5_000;

/** What the page says of a sent response whose photos were refused. */
export function refusedPhotoNotices(results: readonly SendResult[]): string[] {
  return results.flatMap((result) =>
    result.kind === 'sent'
      ? result.refusedPhotos.map(
          (photo) =>
            `The photo ${photo.title} of "${result.entry.fields[2].value}" was refused (${photo.refused}); the rest of the response was sent.`,
        )
      : [],
  );
}

/**
 * The project's survey outbox: the responses kept in this browser, sent when the network returns (the `online` event),
 * on the next visit, and again every few seconds while some wait.
 */
export function useSurveyOutbox(projectKey: string) {
  const [requestPhotoUrl] = useRequestPhotoUrlMutation();
  const [submitMarker] = useSubmitMarkerMutation();
  const outbox = useMemo(
    () => new Outbox(indexedDbOutboxStore(projectKey), outboxTransport(requestPhotoUrl, submitMarker)),
    [projectKey, requestPhotoUrl, submitMarker],
  );
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  const reload = useCallback(async () => setEntries(await outbox.entries()), [outbox]);

  const sendWaiting = useCallback(async () => {
    if (!navigator.onLine) return;
    const notes = refusedPhotoNotices(await outbox.sendWaiting());
    if (notes.length > 0) setNotices((shown) => [...shown, ...notes]);
    await reload();
  }, [outbox, reload]);

  useEffect(() => {
    // A failed send leaves its entry waiting for the next try; nothing to tell beyond the waiting count.
    const send = () => void sendWaiting().catch(() => undefined);
    void reload().then(send, () => undefined);
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [reload, sendWaiting]);

  const waiting = useMemo(() => waitingEntries(entries), [entries]);
  useEffect(() => {
    if (waiting.length === 0) return;
    const timer = setInterval(() => void sendWaiting().catch(() => undefined), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting.length, sendWaiting]);

  /** Keeps a new response and sends it now when online: its result, or null when it waits to be sent. */
  const keepAndSend = useCallback(
    async (entry: OutboxEntry) => {
      const result = await outbox.keepAndSend(entry, !navigator.onLine);
      await reload();
      return result;
    },
    [outbox, reload],
  );

  const discard = useCallback(
    async (id: string) => {
      await outbox.discard(id);
      await reload();
    },
    [outbox, reload],
  );

  return {
    waiting,
    refused: entries.filter((entry) => entry.refused !== undefined),
    notices,
    keepAndSend,
    discard,
  };
}

export type SurveyOutbox = ReturnType<typeof useSurveyOutbox>;
