// The contract types the web app's requests and its tests' fake answers: a use that differs from it does not compile.
import type { EndpointAnswer } from '@waterline/contract/api-path';
import type { Threshold } from '@waterline/contract/thresholds';
import { describe, expectTypeOf, it } from 'vitest';
import { thresholdsApi } from '../features/thresholds/api.ts';
import { FakeApi } from './fake-api.ts';
import { api, contract } from '../state/api.ts';

type ResultOf<Endpoint> = Endpoint extends { Types: { ResultType: infer Result } } ? Result : never;

describe('the API contract in the web app', () => {
  it("gives each RTK Query endpoint the contract's answer, or what the web keeps of it", () => {
    expectTypeOf<ResultOf<typeof thresholdsApi.endpoints.listThresholds>>().toEqualTypeOf<Threshold[]>();
    expectTypeOf<EndpointAnswer<'listThresholds'>>().not.toEqualTypeOf<{ success: true; thresholds: string[] }>();
  });

  it('refuses a request or an answer that differs from the contract', () => {
    // Never called: only its types are checked.
    expectTypeOf(() =>
      api.injectEndpoints({
        endpoints: (build) => ({
          listThresholds: contract(build).query('listThresholds', {
            query: (projectKey: string) => ({ path: { project_key: projectKey } }),
            // @ts-expect-error the thresholds' answer has no `pms`
            transformResponse: (answer) => answer.pms,
          }),
          addThreshold: contract(build).mutation('addThreshold', {
            // @ts-expect-error the path parameter is `project_key`
            query: (projectKey: string) => ({ path: { key: projectKey } }),
          }),
          editThreshold: contract(build).mutation('editThreshold', {
            // @ts-expect-error editing a threshold takes a body
            query: (projectKey: string) => ({ path: { project_key: projectKey } }),
          }),
        }),
      }),
    ).toBeFunction();
  });

  it("checks a fake answer against the endpoint's answer", () => {
    const fake = new FakeApi();
    fake.on('listPerformanceMeasures', { project_key: 'demo' }, { success: true, pms: [] });
    // Never called: only its types are checked.
    expectTypeOf(() => {
      // @ts-expect-error the measures' answer holds `pms`
      fake.on('listPerformanceMeasures', { project_key: 'demo' }, { success: true, measures: [] });
      // @ts-expect-error the endpoint's path parameters are needed
      fake.on('listPerformanceMeasures', { success: true, pms: [] });
      // @ts-expect-error no endpoint of the table has this name
      fake.on('listMeasures', { project_key: 'demo' }, { success: true, pms: [] });
    }).toBeFunction();
  });
});
