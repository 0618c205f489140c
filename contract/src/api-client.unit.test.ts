import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiClient, type ApiExchange } from './api-client.ts';
import type { Threshold } from './thresholds.ts';

/** A client whose transport keeps what it was asked and answers `status` with `body`. */
function recording(status: number, body: unknown) {
  const sent: ApiExchange[] = [];
  const api = apiClient(
    async (exchange) => {
      sent.push(exchange);
      return { status, headers: { 'content-type': 'application/json' }, text: JSON.stringify(body) };
    },
    { token: 'the-token' },
  );
  return { api, sent };
}

describe('apiClient', () => {
  it("sends an endpoint's method, encoded path, query, headers and JSON body", async () => {
    const { api, sent } = recording(200, { success: true, thresholds: [] });
    await api.call('listThresholds', { path: { project_key: 'fort peck' }, query: { location: 'Wolf Point' } });
    await api.call('createProject', { body: { project_key: 'garrison' }, headers: { 'x-extra': '1' } });
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/api/thresholds/fort%20peck?location=Wolf+Point',
        headers: { token: 'the-token' },
      },
      {
        method: 'POST',
        path: '/api/projects/create',
        headers: { token: 'the-token', 'content-type': 'application/json', 'x-extra': '1' },
        body: '{"project_key":"garrison"}',
      },
    ]);
  });

  it('answers a refusal with its status and message, and `answer` throws on it', async () => {
    const { api } = recording(409, { success: false, message: 'A project with this key already exists' });
    const refused = await api.call('createProject', { body: { project_key: 'garrison' } });
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      body: { message: 'A project with this key already exists' },
    });
    await expect(api.answer('createProject', { body: { project_key: 'garrison' } })).rejects.toThrow(
      'createProject answered 409: {"success":false,"message":"A project with this key already exists"}',
    );
  });

  it('types each request and answer by the contract: a use that differs from it does not compile', async () => {
    const { api } = recording(200, { success: true, thresholds: [] });
    expectTypeOf(await api.answer('listThresholds', { path: { project_key: 'demo' } })).toEqualTypeOf<{
      success: true;
      thresholds: Threshold[];
    }>();
    // Never called: only its types are checked.
    expectTypeOf(async () => {
      // @ts-expect-error no endpoint of the table has this name
      await api.call('listMeasures', { path: { project_key: 'demo' } });
      // @ts-expect-error the path parameter is `project_key`
      await api.call('listThresholds', { path: { key: 'demo' } });
      // @ts-expect-error the endpoint's path parameters are needed
      await api.call('listThresholds');
      // @ts-expect-error `public` is true or false
      await api.call('createProject', { body: { project_key: 'garrison', public: 'yes' } });
      // @ts-expect-error creating a project takes a body
      await api.call('createProject');
      // @ts-expect-error listing projects takes no body
      await api.call('listProjects', { body: { project_key: 'garrison' } });
      const answer = await api.answer('listPerformanceMeasures', { path: { project_key: 'demo' } });
      // @ts-expect-error the measures' answer holds `pms`
      void answer.measures;
      const called = await api.call('listPerformanceMeasures', { path: { project_key: 'demo' } });
      // @ts-expect-error only a 2xx answer holds the measures
      void called.body.pms;
      if (called.ok) expectTypeOf(called.body.pms).toBeArray();
      else expectTypeOf(called.body.message).toBeString();
    }).toBeFunction();
  });
});
