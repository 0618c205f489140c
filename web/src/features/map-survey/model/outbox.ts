import type { PhotoEntry, SurveyFields } from '@waterline/domain/survey/survey-response';

/** A photo of a response kept in the browser: its bytes, then the name the server gave it once uploaded, or why it was refused. */
export interface OutboxPhoto {
  title: string;
  blob: Blob;
  contentType: string;
  uploadedAs?: string;
  refused?: string;
}

/**
 * A new survey response kept in the browser until the server has it: its id (made here, so that sending it again
 * stores it once), its fields without photos, and its photos. `refused` says why the server turned it down.
 */
export interface OutboxEntry {
  id: string;
  projectKey: string;
  savedAt: string;
  fields: SurveyFields;
  photos: OutboxPhoto[];
  refused?: string;
}

/** Where the entries are kept (IndexedDB in the browser: ./outbox-store.ts). */
export interface OutboxStore {
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

/** The server was not reached, or could not answer (a lost answer, 5xx, 429): the entry is sent again later. */
export class NotSentError extends Error {
  constructor(message = 'The response could not be sent') {
    super(message);
    this.name = 'NotSentError';
  }
}

/** Talks to the server; throws NotSentError when it was not reached, answers `refused` when it turned the request down. */
export interface OutboxTransport {
  uploadPhoto(projectKey: string, photo: OutboxPhoto): Promise<{ name: string } | { refused: string }>;
  submit(projectKey: string, id: string, fields: SurveyFields): Promise<{ refused?: string }>;
}

/** How sending one entry ended: sent (with the photos the server refused), or refused as a whole. */
export type SendResult =
  | { kind: 'sent'; entry: OutboxEntry; refusedPhotos: OutboxPhoto[] }
  | { kind: 'refused'; entry: OutboxEntry; message: string };

/** The entries still to be sent: those the server has not turned down. */
export const waitingEntries = (entries: readonly OutboxEntry[]): OutboxEntry[] =>
  entries.filter((entry) => entry.refused === undefined);

/** The response's fields with its uploaded photos, each named as the server named it. */
export function fieldsToSend(entry: OutboxEntry): SurveyFields {
  const files: PhotoEntry[] = entry.photos.flatMap((photo) =>
    photo.uploadedAs === undefined
      ? []
      : [{ id: photo.uploadedAs, title: photo.title, description: '', date: entry.savedAt, url: photo.uploadedAs }],
  );
  const fields = [...entry.fields] as SurveyFields;
  fields[6] = { id: 'photos', type: 'file', files };
  return fields;
}

/**
 * Sends one entry: its photos first (each one's outcome kept, so a photo is uploaded once), then the response under its
 * id. A refused photo is left out and the rest sent. Sent, it leaves the store; refused, it stays there saying why.
 * Throws NotSentError, the entry kept, when the server was not reached.
 */
export async function sendEntry(
  entry: OutboxEntry,
  store: OutboxStore,
  transport: OutboxTransport,
): Promise<SendResult> {
  let current = entry;
  for (const [index, photo] of entry.photos.entries()) {
    if (photo.uploadedAs !== undefined || photo.refused !== undefined) continue;
    const uploaded = await transport.uploadPhoto(entry.projectKey, photo);
    const photos = [...current.photos];
    photos[index] =
      'name' in uploaded ? { ...photo, uploadedAs: uploaded.name } : { ...photo, refused: uploaded.refused };
    current = { ...current, photos };
    await store.put(current);
  }
  const answer = await transport.submit(current.projectKey, current.id, fieldsToSend(current));
  if (answer.refused !== undefined) {
    const refused = { ...current, refused: answer.refused };
    await store.put(refused);
    return { kind: 'refused', entry: refused, message: answer.refused };
  }
  await store.remove(current.id);
  return { kind: 'sent', entry: current, refusedPhotos: current.photos.filter((photo) => photo.refused !== undefined) };
}

/**
 * The browser's outbox: keeps new responses and sends them, one at a time in the order they were saved (so that a
 * response is never sent twice at once, its photos uploaded twice).
 */
export class Outbox {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: OutboxStore,
    private readonly transport: OutboxTransport,
  ) {}

  entries(): Promise<OutboxEntry[]> {
    return this.store.all();
  }

  /** Keeps the entry, then sends it unless `offline`: its result, or null when it waits (offline, or not sent). */
  keepAndSend(entry: OutboxEntry, offline: boolean): Promise<SendResult | null> {
    return this.serially(async () => {
      await this.store.put(entry);
      if (offline) return null;
      return sendEntry(entry, this.store, this.transport).catch(keptWhenNotSent);
    });
  }

  /** Sends every waiting entry, oldest first, until one is not sent; the results of those that were. */
  sendWaiting(): Promise<SendResult[]> {
    return this.serially(async () => {
      const results: SendResult[] = [];
      const waiting = waitingEntries(await this.store.all()).sort((a, b) => a.savedAt.localeCompare(b.savedAt));
      for (const entry of waiting) {
        const result = await sendEntry(entry, this.store, this.transport).catch(keptWhenNotSent);
        if (result === null) break;
        results.push(result);
      }
      return results;
    });
  }

  /** Forgets an entry (one the server refused, given up by the user). */
  discard(id: string): Promise<void> {
    return this.serially(() => this.store.remove(id));
  }

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

function keptWhenNotSent(error: unknown): null {
  if (error instanceof NotSentError) return null;
  throw error;
}
