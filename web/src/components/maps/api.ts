import type { StyleSpecification } from 'maplibre-gl';
import type { MapStylesAnswer } from '@waterline/contract/maps';
import { api, endpointUrl } from '../../state/api.ts';

/** The tile settings and the offline basemap style; both change only with the server's configuration. */
export const mapsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMapStyles: build.query<MapStylesAnswer, void>({
      query: () => endpointUrl('/api/map-styles'),
      keepUnusedDataFor: 3600,
    }),
    getBasemapStyle: build.query<StyleSpecification, void>({
      query: () => endpointUrl('/api/basemap/style.json'),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetMapStylesQuery, useGetBasemapStyleQuery } = mapsApi;
