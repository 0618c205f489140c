import { api } from '../../app/api.ts';

/** GET /api/pump-transects: the uploaded transect CSV as stored, and the configured intake transect. */
export type PumpTransectsAnswer = { success: true; intakeTransect: string; csv: string };

export const pumpApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPumpTransects: build.query<PumpTransectsAnswer, void>({ query: () => '/pump-transects' }),
  }),
});

export const { useGetPumpTransectsQuery } = pumpApi;
