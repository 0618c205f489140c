import { api, contract } from '../../state/api.ts';

export const pumpApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPumpTransects: contract(build).query('pumpTransects', {
      query: () => ({}),
      providesTags: ['PumpTransects'],
    }),
    /** PUT /api/pump-upload: a signed URL for the transect file; the server refuses anyone but an admin of the pump project. */
    requestPumpUploadUrl: contract(build).mutation('issuePumpUploadUrl', {
      query: (body: { name: string; contentType: string }) => ({ body }),
    }),
  }),
});

export const { useGetPumpTransectsQuery, useRequestPumpUploadUrlMutation } = pumpApi;
