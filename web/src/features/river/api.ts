import type { BucketAnswer, ForecastAnswer, GaugeAnswer, RiverPublicConfig } from '@waterline/contract/river';
import { api } from '../../state/api.ts';

export interface GaugeRequest {
  site: string;
  parameter: string;
  window: string;
}

/** The river pages read everything through the server's proxy (/api/river), never from the services themselves. */
export const riverApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRiverConfig: build.query<RiverPublicConfig, void>({ query: () => 'river/config' }),
    getGauge: build.query<GaugeAnswer, GaugeRequest>({
      query: ({ site, parameter, window }) =>
        `river/gauges/${encodeURIComponent(site)}/${encodeURIComponent(parameter)}/${encodeURIComponent(window)}`,
    }),
    getForecast: build.query<ForecastAnswer, void>({ query: () => 'river/forecast' }),
    getBucket: build.query<BucketAnswer, string>({ query: (id) => `river/bucket/${encodeURIComponent(id)}` }),
  }),
});

export const { useGetRiverConfigQuery, useGetGaugeQuery, useGetForecastQuery, useGetBucketQuery } = riverApi;

/** The address of a precipitation map image, served by the proxy. */
export const mapImageUrl = (id: string) => `/api/river/maps/${encodeURIComponent(id)}`;
