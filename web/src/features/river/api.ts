import { endpointPath } from '@waterline/contract/api-path';
import type { RiverPublicConfig } from '@waterline/contract/river';
import { api, contract } from '../../state/api.ts';

export interface GaugeRequest {
  site: string;
  parameter: string;
  window: string;
}

/** The river pages read everything through the server's proxy (/api/river), never from the services themselves. */
export const riverApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRiverConfig: contract(build).query('riverConfig', {
      query: () => ({}),
      // The contract's schema names only the configuration's top fields; RiverPublicConfig types the rest.
      transformResponse: (config) => config as unknown as RiverPublicConfig,
    }),
    getGauge: contract(build).query('riverGauge', { query: (path: GaugeRequest) => ({ path }) }),
    getForecast: contract(build).query('riverForecast', { query: () => ({}) }),
    getBucket: contract(build).query('riverBucket', { query: (id: string) => ({ path: { id } }) }),
  }),
});

export const { useGetRiverConfigQuery, useGetGaugeQuery, useGetForecastQuery, useGetBucketQuery } = riverApi;

/** The address of a precipitation map image, served by the proxy. */
export const mapImageUrl = (id: string) => endpointPath('riverMap', { id });
