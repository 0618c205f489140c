import type { StyleSpecification } from 'maplibre-gl';
import { api, contract } from '../../state/api.ts';

/** The tile settings and the offline basemap style; both change only with the server's configuration. */
export const mapsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMapStyles: contract(build).query('mapStyles', {
      query: () => ({}),
      keepUnusedDataFor: 3600,
    }),
    // The contract checks only a style's outline; MapLibre takes the whole style.
    getBasemapStyle: contract(build).query('basemapStyle', {
      query: () => ({}),
      transformResponse: (style) => style as unknown as StyleSpecification,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetMapStylesQuery, useGetBasemapStyleQuery } = mapsApi;
