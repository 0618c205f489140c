import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import exifr from 'exifr';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { aSurveyResponse } from '@waterline/domain/survey/examples';
import { coordinateOutsideWorldMessage, type SurveyFields } from '@waterline/domain/survey/survey-response';
import { markerIdTakenMessage, onlyAdminsEditMessage } from '@waterline/domain/survey/survey-commands';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import type { UploadUrlResponse } from '@waterline/contract/data-contract';
import {
  responseIdMessage,
  type ListedSurveyMarker,
  type SurveyMarkerAnswer,
  type SurveyMarkersAnswer,
  type SurveyHistoryAnswer,
} from '@waterline/contract/survey';
import { tooManySubmissionsMessage } from '../http/rate-limits.ts';
import { notAnImageMessage } from '../survey/photos.ts';
import { fixtureSerial, jpegWithGps } from '../survey/testing.ts';
import { startTestApi, streamEventTypes, type TestApi } from '../testing/test-api.ts';
import { createViewerFixture, type TestProject, type ViewerFixture } from '../testing/viewer-fixture.ts';
import { surveyDisabledMessage } from '../survey/survey-messages.ts';

const submissionLimit = 12;
const maxPhotoBytes = 256 * 1024;

describeEachDatabase('the map survey over HTTP', (db) => {
  let api: TestApi;
  let f: ViewerFixture;
  let survey: TestProject;
  let clientCounter = 0;
  /** Each test submits from its own address (the app trusts X-Forwarded-For here), except the flood test. */
  const visitor = () => ({ 'x-forwarded-for': `203.0.113.${++clientCounter}` });

  const submit = (
    fields: unknown,
    options: { token?: string; headers?: Record<string, string> } = { headers: visitor() },
  ) =>
    api.request<SurveyMarkerAnswer>('POST', `/api/map-markers/${survey.key}`, {
      ...options,
      body: { data: { data: fields } },
    });
  const list = async (token?: string) => {
    const answer = await api.request<SurveyMarkersAnswer>(
      'GET',
      `/api/map-markers/${survey.key}`,
      token ? { token } : {},
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const events = () => streamEventTypes(api, streamIds.survey(survey.id));

  /** Uploads bytes as a visitor would: a signed URL first, then the bytes to it. */
  async function uploadPhoto(
    bytes: Uint8Array<ArrayBuffer>,
    contentType = 'image/jpeg',
    headers = visitor(),
  ): Promise<{ status: number; name: string; body: Record<string, unknown> }> {
    const signed = await api.request<UploadUrlResponse>('PUT', `/api/map-upload/${survey.key}`, {
      headers,
      body: { contentType, name: 'IMG_0001.jpg' },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const put = await fetch(`${api.baseUrl}${signed.body.url}`, {
      method: 'PUT',
      headers: { 'content-type': contentType },
      body: bytes,
    });
    return { status: put.status, name: signed.body.name, body: (await put.json()) as Record<string, unknown> };
  }

  beforeAll(async () => {
    const rateLimit = {
      windowMs: 60_000,
      signIn: 1000,
      passwordReset: 1000,
      accessCode: 1000,
      anonymousWrite: 1000,
      surveySubmissions: submissionLimit,
    };
    api = await startTestApi(db.sql, { config: { rateLimit, trustProxy: 'loopback' }, maxPhotoBytes });
    f = await createViewerFixture(api);
    const key = `survey-${Date.now().toString(36)}`;
    const created = await api.request<{ project_id: string }>('POST', '/api/projects/create', {
      token: f.admin.token,
      body: { project_key: key, public: true, data: { title: 'Survey', mapSurveyEnabled: true } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    survey = { key, id: created.body.project_id };
  });
  afterAll(() => api.close());

  it('takes a private response with a photo; the photo is served without its EXIF, and only to admins', async () => {
    const photo = await uploadPhoto(await jpegWithGps());
    expect(photo.status, JSON.stringify(photo.body)).toBe(200);
    const submitted = await submit(aSurveyResponse({ private: true, lat: 48.123456, photos: [photo.name] }));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const id = submitted.body.data.id;
    expect(submitted.body.data.data.data[1]).toEqual({
      id: 'coordinate',
      type: 'coordinate',
      lat: 48.1235,
      lng: -106.4187,
    });

    expect((await list()).map((marker) => marker.id)).not.toContain(id);
    expect((await list(f.collaborator.token)).map((marker) => marker.id)).not.toContain(id);
    const seenByAdmin = (await list(f.admin.token)).find((marker) => marker.id === id) as ListedSurveyMarker;
    expect(seenByAdmin).toMatchObject({ private: true, project_key: survey.key, submittedAt: expect.any(String) });

    // Not through a signed URL either: to anyone but an admin the private photo does not exist.
    expect((await api.request('GET', `/api/signedurl-map/${survey.key}/${photo.name}`)).status).toBe(404);
    expect(
      (
        await api.request('GET', `/api/signedurl-map/${survey.key}/${photo.name.replace('.jpg', '-thumb.jpg')}`, {
          token: f.collaborator.token,
        })
      ).status,
    ).toBe(404);
    const signed = await api.request<{ url: string }>('GET', `/api/signedurl-map/${survey.key}/${photo.name}`, {
      token: f.admin.token,
    });
    expect(signed.status).toBe(200);

    const files = (seenByAdmin.data.data[6] as { files: { signedUrl: string; thumbnailUrl: string }[] }).files;
    for (const url of [signed.body.url, files[0]!.signedUrl, files[0]!.thumbnailUrl]) {
      const served = Buffer.from(await (await fetch(`${api.baseUrl}${url}`)).arrayBuffer());
      expect(served.subarray(0, 2).toString('hex')).toBe('ffd8');
      expect(await exifr.parse(served)).toBeUndefined();
      expect(served.includes('Exif\0')).toBe(false);
      expect(served.includes(fixtureSerial)).toBe(false);
    }
  });

  it('shows public responses to everyone, with photo URLs', async () => {
    const photo = await uploadPhoto(await jpegWithGps(), 'image/png');
    const submitted = await submit(aSurveyResponse({ private: false, photos: [photo.name] }));
    expect(submitted.status).toBe(201);
    const seen = (await list()).find((marker) => marker.id === submitted.body.data.id);
    expect(seen?.data.data[6]).toMatchObject({
      files: [{ url: photo.name, signedUrl: expect.stringContaining('/api/blob/') }],
    });
    expect((await api.request('GET', `/api/signedurl-map/${survey.key}/${photo.name}`)).status).toBe(200);
  });

  it('lets an admin edit and remove a response, recorded with who did it', async () => {
    const submitted = await submit(aSurveyResponse({ private: true }));
    const marker = submitted.body.data;
    const fields = marker.data.data.map((field) => (field.id === 'private' ? { ...field, value: false } : field));
    const edited = await api.request<SurveyMarkerAnswer>('PUT', `/api/map-markers/${survey.key}`, {
      token: f.admin.token,
      body: { ...marker, data: { data: fields } },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await list()).map((listed) => listed.id)).toContain(marker.id);

    const removed = await api.request('DELETE', `/api/map-markers/${survey.key}/${marker.id}`, {
      token: f.admin.token,
    });
    expect(removed.status).toBe(200);
    expect((await list(f.admin.token)).map((listed) => listed.id)).not.toContain(marker.id);

    const history = await api.request<SurveyHistoryAnswer>('GET', `/api/map-markers/${survey.key}/history`, {
      token: f.admin.token,
    });
    const mine = history.body.entries.filter((entry) => entry.markerId === marker.id);
    expect(mine.map((entry) => [entry.type, entry.actor.id])).toEqual([
      ['MarkerSubmitted', 'anonymous'],
      ['SurveyMarkerEdited', f.admin.id],
      ['SurveyMarkerRemoved', f.admin.id],
    ]);
    expect(mine[0]!.actor.name).toBe('Anonymous');
    expect(mine[1]!.actor.name).toMatch(/^Ada /);
    expect(
      (await api.request('GET', `/api/map-markers/${survey.key}/history`, { token: f.collaborator.token })).status,
    ).toBe(403);
  });

  it('lists every new, edited and removed response at once, private ones only to admins, from a kept listing', async () => {
    const ids = async (token?: string) => (await list(token)).map((listed) => listed.id);
    // Both listings are kept before the changes below.
    await list(f.admin.token);
    await list();
    const submitted = await submit(aSurveyResponse({ private: true }));
    const marker = submitted.body.data;
    expect(await ids(f.admin.token)).toContain(marker.id);
    expect(await ids()).not.toContain(marker.id);
    const setPrivate = async (value: boolean) => {
      const fields = marker.data.data.map((field) => (field.id === 'private' ? { ...field, value } : field));
      const edited = await api.request('PUT', `/api/map-markers/${survey.key}`, {
        token: f.admin.token,
        body: { ...marker, data: { data: fields } },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    };
    await setPrivate(false);
    expect(await ids()).toContain(marker.id);
    await setPrivate(true);
    expect(await ids()).not.toContain(marker.id);
    expect(await ids(f.admin.token)).toContain(marker.id);
    const removed = await api.request('DELETE', `/api/map-markers/${survey.key}/${marker.id}`, {
      token: f.admin.token,
    });
    expect(removed.status).toBe(200);
    expect(await ids(f.admin.token)).not.toContain(marker.id);
  });

  it('answers 304 to a client holding the listing, and signs its photos again before their URLs get old', async () => {
    const photo = await uploadPhoto(await jpegWithGps());
    expect((await submit(aSurveyResponse({ private: false, photos: [photo.name] }))).status).toBe(201);
    const signedUrl = async () => {
      const answer = await api.request<SurveyMarkersAnswer>('GET', `/api/map-markers/${survey.key}`);
      const files = answer.body.data.flatMap((marker) => marker.data.data[6]?.files ?? []);
      return { etag: answer.headers.get('etag'), url: files.find((file) => file.url === photo.name)?.signedUrl };
    };
    const first = await signedUrl();
    expect(first.url).toContain('/api/blob/');
    // As a browser revalidates what it holds (fetch would otherwise add `no-cache` to a request with If-None-Match).
    const held = await api.request('GET', `/api/map-markers/${survey.key}`, {
      headers: { 'if-none-match': first.etag ?? '', 'cache-control': 'max-age=0' },
    });
    expect(held.status).toBe(304);
    expect(await signedUrl()).toEqual(first);
    // Past a third of the URLs' 15 minutes, the listing is made again with URLs of a later expiry.
    api.advanceClock(5 * 60_000 + 1000);
    const later = await signedUrl();
    expect(later.url).toContain('/api/blob/');
    expect(later.url).not.toBe(first.url);
  });

  it('refuses an edit, a removal or a private flag change forged by anyone but an admin, storing nothing', async () => {
    const submitted = await submit(aSurveyResponse({ private: true }));
    const marker = submitted.body.data;
    const before = await events();
    const unprivate = marker.data.data.map((field) => (field.id === 'private' ? { ...field, value: false } : field));
    for (const token of [f.collaborator.token, f.stranger.token]) {
      const edit = await api.request('PUT', `/api/map-markers/${survey.key}`, {
        token,
        body: { ...marker, data: { data: unprivate } },
      });
      expect(edit).toMatchObject({ status: 403, body: { success: false, message: onlyAdminsEditMessage } });
      const remove = await api.request('DELETE', `/api/map-markers/${survey.key}/${marker.id}`, { token });
      expect(remove).toMatchObject({ status: 403, body: { message: onlyAdminsEditMessage } });
    }
    expect(
      (await api.request('PUT', `/api/map-markers/${survey.key}`, { body: { ...marker, data: { data: unprivate } } }))
        .status,
    ).toBe(401);
    // A submission naming the response it would overwrite is refused.
    const forged = await api.request('POST', `/api/map-markers/${survey.key}`, {
      headers: visitor(),
      body: { id: marker.id, data: { data: unprivate } },
    });
    expect(forged).toMatchObject({ status: 409, body: { message: markerIdTakenMessage } });
    expect(await events()).toEqual(before);
  });

  it('stores a response sent again under its client-made id once, photos included, answering with that id', async () => {
    const id = randomUUID();
    const photo = await uploadPhoto(await jpegWithGps());
    const body = { id, data: { data: aSurveyResponse({ private: false, photos: [photo.name] }) } };
    const send = () =>
      api.request<SurveyMarkerAnswer>('POST', `/api/map-markers/${survey.key}`, { headers: visitor(), body });
    const first = await send();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.id).toBe(id);
    const before = await events();

    // The answer was lost on the way back: the client sends the same response again.
    const again = await send();
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data.id).toBe(id);
    expect(again.body.data.data.data.slice(0, 6)).toEqual(first.body.data.data.data.slice(0, 6));
    expect(await events()).toEqual(before);
    expect((await list()).filter((marker) => marker.id === id)).toHaveLength(1);
  });

  it('refuses another response under a taken id, in this project or another, changing nothing', async () => {
    const id = randomUUID();
    const post = (projectKey: string, fields: SurveyFields) =>
      api.request('POST', `/api/map-markers/${projectKey}`, {
        headers: visitor(),
        body: { id, data: { data: fields } },
      });
    expect((await post(survey.key, aSurveyResponse({ concern: 'First' }))).status).toBe(201);
    const before = await events();
    const refused = await post(survey.key, aSurveyResponse({ concern: 'Second' }));
    expect(refused).toMatchObject({ status: 409, body: { message: markerIdTakenMessage } });
    expect(await events()).toEqual(before);
    expect((await list(f.admin.token)).find((marker) => marker.id === id)?.data.data[4]).toMatchObject({
      value: 'First',
    });

    const otherKey = `${survey.key}-other`;
    const other = await api.request<{ project_id: string }>('POST', '/api/projects/create', {
      token: f.admin.token,
      body: { project_key: otherKey, public: true, data: { title: 'Other survey', mapSurveyEnabled: true } },
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    expect(await post(otherKey, aSurveyResponse({ concern: 'First' }))).toMatchObject({
      status: 409,
      body: { message: markerIdTakenMessage },
    });
    expect(await streamEventTypes(api, streamIds.survey(other.body.project_id))).toEqual([]);
  });

  it('refuses an id that is not a UUID, storing nothing', async () => {
    const before = await events();
    for (const id of ['not-a-uuid', '', 42, `${randomUUID()}x`]) {
      const answer = await api.request('POST', `/api/map-markers/${survey.key}`, {
        headers: visitor(),
        body: { id, data: { data: aSurveyResponse() } },
      });
      expect(answer.status, JSON.stringify(id)).toBe(400);
      expect((answer.body as { message: string }).message).toContain(responseIdMessage);
    }
    expect(await events()).toEqual(before);
  });

  it('refuses a coordinate outside the world, a photo of another response and a survey that is off', async () => {
    const before = await events();
    for (const fields of [aSurveyResponse({ lat: 90.5 }), aSurveyResponse({ lng: 181 })]) {
      const answer = await submit(fields);
      expect(answer.status).toBe(400);
      expect((answer.body as unknown as { message: string }).message).toContain(coordinateOutsideWorldMessage);
    }
    const disabled = await api.request('POST', `/api/map-markers/${f.open.key}`, {
      headers: visitor(),
      body: { data: { data: aSurveyResponse() } },
    });
    expect(disabled).toMatchObject({ status: 403, body: { message: surveyDisabledMessage } });
    const photoWhileDisabled = await api.request('PUT', `/api/map-upload/${f.open.key}`, {
      headers: visitor(),
      body: { contentType: 'image/jpeg', name: 'a.jpg' },
    });
    expect(photoWhileDisabled).toMatchObject({ status: 403, body: { message: surveyDisabledMessage } });
    expect(await events()).toEqual(before);
  });

  it('lists the responses of a survey that is off only to its admins', async () => {
    const submitted = await submit(aSurveyResponse({ private: false }));
    expect(submitted.status).toBe(201);
    const setSurvey = async (mapSurveyEnabled: boolean) => {
      const opened = await api.request<{ data: Record<string, unknown> }>('GET', `/api/project/${survey.key}`, {
        token: f.admin.token,
      });
      const body = {
        id: survey.id,
        project_key: survey.key,
        public: true,
        data: { ...opened.body.data, mapSurveyEnabled },
      };
      const path = `/api/project/${survey.key}/${survey.id}/update`;
      expect((await api.request('PUT', path, { token: f.admin.token, body })).status).toBe(200);
    };
    await setSurvey(false);
    try {
      const anonymous = await api.request('GET', `/api/map-markers/${survey.key}`);
      expect(anonymous).toMatchObject({ status: 403, body: { message: surveyDisabledMessage } });
      expect((await list(f.admin.token)).map((marker) => marker.id)).toContain(submitted.body.data.id);
    } finally {
      await setSurvey(true);
    }
    expect((await list()).map((marker) => marker.id)).toContain(submitted.body.data.id);
  });

  it('refuses a non-image renamed .jpg and an oversized photo, storing nothing', async () => {
    const before = await storedFiles(api.dataDir);
    const text = await uploadPhoto(new TextEncoder().encode('<html><script>alert(1)</script></html>'));
    expect(text).toMatchObject({ status: 422, body: { success: false, message: notAnImageMessage } });
    const large = await uploadPhoto(new Uint8Array(maxPhotoBytes + 1));
    expect(large.status).toBe(413);
    expect(large.body.message).toMatch(/too large/);
    expect(await storedFiles(api.dataDir)).toEqual(before);
    // A photo name the server did not give cannot be referenced.
    expect((await submit(aSurveyResponse({ photos: ['not-a-photo.jpg'] }))).status).toBe(400);
  });

  it('keeps HTML in every text answer as plain text', async () => {
    const html = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const fields = aSurveyResponse({ private: false, concern: html }) as SurveyFields;
    fields[2] = { ...fields[2], value: html };
    fields[3] = { ...fields[3], value: html };
    const submitted = await submit(fields);
    expect(submitted.status).toBe(201);
    const seen = (await list()).find((marker) => marker.id === submitted.body.data.id)!;
    expect(seen.data.data.slice(2, 5).map((field) => field.value)).toEqual([html, html, html]);
  });

  it('limits the submissions of one address, storing nothing past the limit', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    const before = (await events()).length;
    const answers = [];
    for (let i = 0; i < submissionLimit; i += 1) answers.push((await submit(aSurveyResponse(), { headers })).status);
    expect(answers).toEqual(Array(submissionLimit).fill(201));
    const refused = await submit(aSurveyResponse(), { headers });
    expect(refused).toMatchObject({ status: 429, body: { message: tooManySubmissionsMessage } });
    expect((await events()).length - before).toBe(submissionLimit);
    expect((await submit(aSurveyResponse())).status).toBe(201);
  });

  it('is listed in the OpenAPI document', async () => {
    const document = await api.request<{ paths: Record<string, Record<string, unknown>> }>('GET', '/api/openapi.json');
    expect(Object.keys(document.body.paths['/api/map-markers/{project_key}'] ?? {}).sort()).toEqual([
      'get',
      'post',
      'put',
    ]);
    expect(document.body.paths['/api/map-markers/{project_key}/{id}']).toHaveProperty('delete');
  });
});

/** Every file and folder under `folder`, to see that a refused upload left nothing behind. */
async function storedFiles(folder: string): Promise<string[]> {
  return (await readdir(folder, { recursive: true })).sort();
}
