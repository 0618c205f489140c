import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aSurveyResponse } from '@waterline/domain/survey/examples';
import type { SurveyFields } from '@waterline/domain/survey/survey-response';
import { NotSentError, Outbox, waitingEntries, type OutboxEntry, type OutboxTransport } from './outbox.ts';
import { indexedDbOutboxStore } from './outbox-store.ts';

const photo = (title: string) => ({ title, blob: new Blob([title]), contentType: 'image/jpeg' });
const entry = (projectKey: string, savedAt: string, photos = [photo('bank.jpg')]): OutboxEntry => ({
  id: randomUUID(),
  projectKey,
  savedAt,
  fields: aSurveyResponse({ private: false }),
  photos,
});

/** A server that records what it was sent; `reachable` false makes every call fail as a lost network does. */
function fakeServer(options: { refusedPhotos?: string[]; refuse?: string } = {}) {
  const server = {
    reachable: true,
    uploads: [] as string[],
    submitted: [] as { id: string; fields: SurveyFields }[],
    transport: {
      async uploadPhoto(_projectKey, sent) {
        if (!server.reachable) throw new NotSentError();
        if (options.refusedPhotos?.includes(sent.title)) return { refused: 'The file is not an image' };
        server.uploads.push(sent.title);
        return { name: `${randomUUID()}.jpg` };
      },
      async submit(_projectKey, id, fields) {
        if (!server.reachable) throw new NotSentError();
        if (options.refuse) return { refused: options.refuse };
        server.submitted.push({ id, fields });
        return {};
      },
    } satisfies OutboxTransport,
  };
  return server;
}

const projectKey = () => `river-${randomUUID()}`;

describe('the survey outbox', () => {
  it('keeps responses saved offline, photos included, and sends each once when the network returns, oldest first', async () => {
    const key = projectKey();
    const store = indexedDbOutboxStore(key);
    const server = fakeServer();
    const outbox = new Outbox(store, server.transport);
    const first = entry(key, '2026-06-01T10:00:00.000Z');
    const second = entry(key, '2026-06-01T10:05:00.000Z');
    expect(await outbox.keepAndSend(second, true)).toBeNull();
    expect(await outbox.keepAndSend(first, true)).toBeNull();
    const kept = await indexedDbOutboxStore(key).all();
    expect(
      waitingEntries(kept)
        .map((waiting) => waiting.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect(await kept[0]!.photos[0]!.blob.text()).toBe('bank.jpg');
    expect(server.submitted).toEqual([]);

    const results = await outbox.sendWaiting();
    expect(results.map((result) => [result.kind, result.entry.id])).toEqual([
      ['sent', first.id],
      ['sent', second.id],
    ]);
    expect(server.submitted.map((sent) => sent.id)).toEqual([first.id, second.id]);
    expect(server.submitted[0]!.fields[6].files).toEqual([
      expect.objectContaining({ title: 'bank.jpg', url: expect.stringMatching(/\.jpg$/) }),
    ]);
    expect(await store.all()).toEqual([]);
    expect(await outbox.sendWaiting()).toEqual([]);
  });

  it('sends a response again under the same id and photo names when its answer was lost', async () => {
    const key = projectKey();
    const store = indexedDbOutboxStore(key);
    const server = fakeServer();
    const lostAnswer: OutboxTransport = {
      uploadPhoto: server.transport.uploadPhoto,
      async submit(...args) {
        await server.transport.submit(...args);
        throw new NotSentError();
      },
    };
    const saved = entry(key, '2026-06-01T10:00:00.000Z');
    expect(await new Outbox(store, lostAnswer).keepAndSend(saved, false)).toBeNull();
    expect(waitingEntries(await store.all())).toHaveLength(1);

    expect((await new Outbox(store, server.transport).sendWaiting()).map((result) => result.kind)).toEqual(['sent']);
    expect(server.uploads).toEqual(['bank.jpg']);
    expect(server.submitted.map((sent) => sent.id)).toEqual([saved.id, saved.id]);
    expect(server.submitted[1]!.fields).toEqual(server.submitted[0]!.fields);
  });

  it('sends a response without its refused photo, and says which one was refused', async () => {
    const key = projectKey();
    const server = fakeServer({ refusedPhotos: ['note.txt.jpg'] });
    const outbox = new Outbox(indexedDbOutboxStore(key), server.transport);
    const saved = entry(key, '2026-06-01T10:00:00.000Z', [photo('note.txt.jpg'), photo('bank.jpg')]);
    const result = await outbox.keepAndSend(saved, false);
    expect(result?.kind === 'sent' && result.refusedPhotos).toEqual([
      expect.objectContaining({ title: 'note.txt.jpg', refused: 'The file is not an image' }),
    ]);
    expect(server.submitted[0]!.fields[6].files.map((file) => file.title)).toEqual(['bank.jpg']);
  });

  it('keeps a response the server refused, saying why, and no longer counts it as waiting', async () => {
    const key = projectKey();
    const store = indexedDbOutboxStore(key);
    const outbox = new Outbox(store, fakeServer({ refuse: 'The survey is closed' }).transport);
    const result = await outbox.keepAndSend(entry(key, '2026-06-01T10:00:00.000Z'), false);
    expect(result).toMatchObject({ kind: 'refused', message: 'The survey is closed' });
    const [kept] = await store.all();
    expect(kept?.refused).toBe('The survey is closed');
    expect(waitingEntries([kept!])).toEqual([]);
    await outbox.discard(kept!.id);
    expect(await store.all()).toEqual([]);
  });

  it("keeps each project's responses apart", async () => {
    const [one, other] = [projectKey(), projectKey()];
    const outbox = new Outbox(indexedDbOutboxStore(one), fakeServer().transport);
    await outbox.keepAndSend(entry(one, '2026-06-01T10:00:00.000Z'), true);
    expect(await indexedDbOutboxStore(other).all()).toEqual([]);
    expect(await indexedDbOutboxStore(one).all()).toHaveLength(1);
  });
});
