import type { UploadUrlResponse } from '@waterline/contract/data-contract';
import { api, endpointUrl } from '../../state/api.ts';

/** GET /api/pump-transects: the uploaded transect CSV as stored, and the configured intake transect. */
export type PumpTransectsAnswer = { success: true; intakeTransect: string; csv: string };

export const pumpApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPumpTransects: build.query<PumpTransectsAnswer, void>({
      query: () => endpointUrl('/api/pump-transects'),
      providesTags: ['PumpTransects'],
    }),
    /** PUT /api/pump-upload: a signed URL for the transect file; the server refuses anyone but an admin of the pump project. */
    requestPumpUploadUrl: build.mutation<UploadUrlResponse, { name: string; contentType: string }>({
      query: (body) => ({ url: endpointUrl('/api/pump-upload'), method: 'PUT', body }),
    }),
  }),
});

export const { useGetPumpTransectsQuery, useRequestPumpUploadUrlMutation } = pumpApi;
