import type { BucketAnswer, ForecastAnswer, GaugeAnswer, RiverPublicConfig } from '@waterline/contract/river';
import { apiPath } from '@waterline/contract/api-path';
import { api, endpointUrl } from '../../state/api.ts';

export interface GaugeRequest {
  site: string;
  parameter: string;
  window: string;
}

/** The river pages read everything through the server's proxy (/api/river), never from the services themselves. */
export const riverApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRiverConfig: build.query<RiverPublicConfig, void>({ query: () => endpointUrl('/api/river/config') }),
    getGauge: build.query<GaugeAnswer, GaugeRequest>({
      query: ({ site, parameter, window }) =>
        endpointUrl('/api/river/gauges/{site}/{parameter}/{window}', { site, parameter, window }),
    }),
    getForecast: build.query<ForecastAnswer, void>({ query: () => endpointUrl('/api/river/forecast') }),
    getBucket: build.query<BucketAnswer, string>({ query: (id) => endpointUrl('/api/river/bucket/{id}', { id }) }),
  }),
});

export const { useGetRiverConfigQuery, useGetGaugeQuery, useGetForecastQuery, useGetBucketQuery } = riverApi;

/** The address of a precipitation map image, served by the proxy. */
export const mapImageUrl = (id: string) => apiPath('/api/river/maps/{id}', { id });
