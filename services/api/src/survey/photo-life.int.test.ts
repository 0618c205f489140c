import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uploadLinkUsedMessage } from '@waterline/domain/survey/photo-upload';

import { aSurveyResponse } from '@waterline/domain/survey/examples';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import type { UploadUrlResponse } from '@waterline/contract/data-contract';
import type { SurveyMarkerAnswer, SurveyMarkersAnswer } from '@waterline/contract/survey';
import type { BlobStore } from '../blobs/blob-store.ts';
import { startTestApi, streamEventTypes, type TestApi } from '../testing/test-api.ts';
import { createViewerFixture, type TestProject, type ViewerFixture } from '../testing/viewer-fixture.ts';
import { jpegWithGps } from './testing.ts';
import { photoBlobKey, thumbnailNameOf } from './photos.ts';
import { photoQuotaFullMessage } from './photo-router.ts';
import { sweepUnattachedPhotos, UNATTACHED_PHOTO_GRACE_MS } from './photo-sweep.ts';

const photoQuotaMb = 0.25;

/** A photo's whole life: upload link, attachment, who may download it, removal and the leftovers' sweep. */
describeEachDatabase('photo life', (db) => {
  let api: TestApi;
  let f: ViewerFixture;
  let clientCounter = 0;
  /** While set, the blob store fails every put after this many more (a process dying mid-upload). */
  let putsBeforeCrash: number | null = null;
  const visitor = () => ({ 'x-forwarded-for': `198.18.0.${++clientCounter}` });

  const crashingBlobs = (blobs: BlobStore): BlobStore => ({
    list: (prefix) => blobs.list(prefix),
    get: (key) => blobs.get(key),
    head: (key) => blobs.head(key),
    read: (key) => blobs.read(key),
    delete: (key) => blobs.delete(key),
    put: async (key, body, options) => {
      if (putsBeforeCrash !== null) {
        if (putsBeforeCrash === 0) throw new Error('The process died');
        putsBeforeCrash -= 1;
      }
      return blobs.put(key, body, options);
    },
  });

  /** A project of its own per test, with its survey on, so that each test's photos and quota are its own. */
  async function newSurvey(): Promise<TestProject> {
    const key = `photos-${++clientCounter}-${Date.now().toString(36)}`;
    const created = await api.request<{ project_id: string }>('POST', '/api/projects/create', {
      token: f.admin.token,
      body: { project_key: key, public: true, data: { title: 'Photos', mapSurveyEnabled: true } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const added = await api.request('POST', `/api/project/${key}/users/add`, {
      token: f.admin.token,
      body: { email: f.collaborator.email, project_id: created.body.project_id, role: 1 },
    });
    expect(added.status).toBe(201);
    return { key, id: created.body.project_id };
  }

  const uploadLink = async (project: TestProject) => {
    const signed = await api.request<UploadUrlResponse>('PUT', `/api/map-upload/${project.key}`, {
      headers: visitor(),
      body: { contentType: 'image/jpeg', name: 'IMG_0001.jpg' },
    });
    return signed;
  };
  const putBytes = (url: string, bytes: Uint8Array<ArrayBuffer>) =>
    fetch(`${api.baseUrl}${url}`, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: bytes });

  async function uploadPhoto(project: TestProject, bytes?: Uint8Array<ArrayBuffer>): Promise<string> {
    const signed = await uploadLink(project);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const put = await putBytes(signed.body.url, bytes ?? (await jpegWithGps()));
    expect(put.status, await put.clone().text()).toBe(200);
    return signed.body.name;
  }

  const submit = (project: TestProject, photos: string[], options: { private?: boolean } = {}) =>
    api.request<SurveyMarkerAnswer>('POST', `/api/map-markers/${project.key}`, {
      headers: visitor(),
      body: { data: { data: aSurveyResponse({ private: options.private ?? false, photos }) } },
    });

  const setPrivate = async (project: TestProject, marker: SurveyMarkerAnswer['data'], value: boolean) => {
    const fields = marker.data.data.map((field) => (field.id === 'private' ? { ...field, value } : field));
    const edited = await api.request('PUT', `/api/map-markers/${project.key}`, {
      token: f.admin.token,
      body: { ...marker, data: { data: fields } },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  };

  const photoUrlsIn = (answer: SurveyMarkersAnswer, photo: string) =>
    answer.data.flatMap((marker) => marker.data.data[6]?.files ?? []).find((file) => file.url === photo);
  const download = async (url: string) => (await fetch(`${api.baseUrl}${url}`)).status;
  const stored = async (project: TestProject, fileName: string) =>
    (await api.blobs.head(photoBlobKey(project.key, fileName))) !== undefined;

  beforeAll(async () => {
    api = await startTestApi(db.sql, {
      config: { trustProxy: 'loopback', photoQuotaMb },
      wrapBlobs: crashingBlobs,
    });
    f = await createViewerFixture(api);
  });
  afterAll(() => api.close());

  it('stops serving a photo the moment its response is made private, or its admin is demoted', async () => {
    const project = await newSurvey();
    const photo = await uploadPhoto(project);
    const submitted = await submit(project, [photo]);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const publicUrls = photoUrlsIn(
      (await api.request<SurveyMarkersAnswer>('GET', `/api/map-markers/${project.key}`)).body,
      photo,
    )!;
    expect(await download(publicUrls.signedUrl)).toBe(200);
    expect(await download(publicUrls.thumbnailUrl)).toBe(200);

    await setPrivate(project, submitted.body.data, true);
    // The same URLs, well inside their 15 minutes.
    expect(await download(publicUrls.signedUrl)).toBe(404);
    expect(await download(publicUrls.thumbnailUrl)).toBe(404);

    // An admin's URL of the private photo works while they are an admin, and not a moment after.
    const secondAdmin = f.collaborator;
    const signed = await api.request<{ url: string }>('GET', `/api/signedurl-map/${project.key}/${photo}`, {
      token: secondAdmin.token,
    });
    expect(signed.status).toBe(200);
    const listed = photoUrlsIn(
      (await api.request<SurveyMarkersAnswer>('GET', `/api/map-markers/${project.key}`, { token: secondAdmin.token }))
        .body,
      photo,
    )!;
    for (const url of [signed.body.url, listed.signedUrl, listed.thumbnailUrl]) expect(await download(url)).toBe(200);
    const demoted = await api.request('PUT', `/api/project/${project.key}/users/edit`, {
      token: f.admin.token,
      body: { user_id: secondAdmin.id, project_id: project.id, role: 2 },
    });
    expect(demoted.status).toBe(200);
    for (const url of [signed.body.url, listed.signedUrl, listed.thumbnailUrl]) expect(await download(url)).toBe(404);

    // Public again: the public URL works again.
    await setPrivate(project, submitted.body.data, false);
    expect(await download(publicUrls.signedUrl)).toBe(200);
  });

  it('never lets a photo taken down with its response be published again, nor a photo of another project', async () => {
    const project = await newSurvey();
    const photo = await uploadPhoto(project);
    const submitted = await submit(project, [photo]);
    expect(submitted.status).toBe(201);
    const removed = await api.request('DELETE', `/api/map-markers/${project.key}/${submitted.body.data.id}`, {
      token: f.admin.token,
    });
    expect(removed.status).toBe(200);
    const before = await streamEventTypes(api, streamIds.survey(project.id));

    const republished = await submit(project, [photo]);
    expect(republished.status, JSON.stringify(republished.body)).toBe(409);
    expect(await streamEventTypes(api, streamIds.survey(project.id))).toEqual(before);
    expect((await api.request('GET', `/api/signedurl-map/${project.key}/${photo}`)).status).toBe(404);

    // Nor can an edit by an admin take it back.
    const other = await submit(project, []);
    const fields = other.body.data.data.data.map((field) =>
      field.id === 'photos' ? { ...field, files: [{ id: 'p', title: 'Again', description: '', url: photo }] } : field,
    );
    const edited = await api.request('PUT', `/api/map-markers/${project.key}`, {
      token: f.admin.token,
      body: { ...other.body.data, data: { data: fields } },
    });
    expect(edited.status).toBe(409);

    // A photo uploaded for another project is not one this project's responses may name.
    const elsewhere = await newSurvey();
    const foreign = await uploadPhoto(elsewhere);
    expect((await submit(project, [foreign])).status).toBe(400);
  });

  it('refuses a response naming a photo that was never uploaded', async () => {
    const project = await newSurvey();
    const before = await streamEventTypes(api, streamIds.survey(project.id));
    const neverUploaded = `${randomUUID()}.jpg`;
    const answer = await submit(project, [neverUploaded]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(await streamEventTypes(api, streamIds.survey(project.id))).toEqual(before);
    // Nor one whose upload link was issued but never used.
    const unused = await uploadLink(project);
    expect((await submit(project, [unused.body.name])).status).toBe(400);
  });

  it('takes one upload per link: six at once store one photo, and a saved photo cannot be swapped', async () => {
    const project = await newSurvey();
    const signed = await uploadLink(project);
    const bytes = await jpegWithGps();
    const answers = await Promise.all(Array.from({ length: 6 }, () => putBytes(signed.body.url, bytes)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const refused = (await answers.find((answer) => answer.status === 409)!.json()) as { message: string };
    expect(refused.message).toBe(uploadLinkUsedMessage);

    expect((await submit(project, [signed.body.name])).status).toBe(201);
    const before = await api.blobs.head(photoBlobKey(project.key, signed.body.name));
    const other = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    const swap = await putBytes(signed.body.url, new Uint8Array(other));
    expect(swap.status).toBe(409);
    expect(await api.blobs.head(photoBlobKey(project.key, signed.body.name))).toEqual(before);
  });

  it('keeps each project under its photo quota', async () => {
    const project = await newSurvey();
    const quotaBytes = photoQuotaMb * 1024 * 1024;
    let refusal: { status: number; message: string } | undefined;
    for (let attempt = 0; attempt < 20 && refusal === undefined; attempt += 1) {
      const signed = await uploadLink(project);
      if (signed.status !== 200) {
        refusal = { status: signed.status, message: String((signed.body as unknown as { message: string }).message) };
        break;
      }
      const put = await putBytes(signed.body.url, await noisyJpeg());
      if (put.status !== 200)
        refusal = { status: put.status, message: ((await put.json()) as { message: string }).message };
    }
    expect(refusal).toEqual({ status: 507, message: photoQuotaFullMessage });
    const used = (await api.blobs.list(`${project.key}/photos/`)).reduce((sum, blob) => sum + blob.size, 0);
    expect(used).toBeLessThanOrEqual(quotaBytes);
  });

  it('removes photos no response holds once their grace period is over, and keeps the ones that are held', async () => {
    const project = await newSurvey();
    const held = await uploadPhoto(project);
    const takenDown = await uploadPhoto(project);
    const neverUsed = await uploadPhoto(project);
    expect((await submit(project, [held])).status).toBe(201);
    const doomed = await submit(project, [takenDown]);
    await api.request('DELETE', `/api/map-markers/${project.key}/${doomed.body.data.id}`, { token: f.admin.token });
    const sweep = (now: Date) => sweepUnattachedPhotos({ sql: db.sql, eventStore: api.store, blobs: api.blobs }, now);

    await sweep(new Date());
    for (const photo of [held, takenDown, neverUsed]) expect(await stored(project, photo)).toBe(true);

    const later = new Date(Date.now() + UNATTACHED_PHOTO_GRACE_MS + 60_000);
    await sweep(later);
    expect(await stored(project, held)).toBe(true);
    expect(await stored(project, thumbnailNameOf(held))).toBe(true);
    for (const photo of [takenDown, neverUsed]) {
      expect(await stored(project, photo)).toBe(false);
      expect(await stored(project, thumbnailNameOf(photo))).toBe(false);
    }
  });

  it('refuses a photo whose upload was not finished, so no response points at a missing thumbnail', async () => {
    const project = await newSurvey();
    const signed = await uploadLink(project);
    // The process dies after storing one of the photo's two files.
    putsBeforeCrash = 1;
    try {
      expect((await putBytes(signed.body.url, await jpegWithGps())).status).toBe(500);
    } finally {
      putsBeforeCrash = null;
    }
    const answer = await submit(project, [signed.body.name]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(await stored(project, signed.body.name)).toBe(false);
  });
});

/** A JPEG of random pixels, about 100 KB: noise does not compress. */
async function noisyJpeg(): Promise<Uint8Array<ArrayBuffer>> {
  const edge = 256;
  const bytes = await sharp(randomBytes(edge * edge * 3), { raw: { width: edge, height: edge, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  return new Uint8Array(bytes);
}
