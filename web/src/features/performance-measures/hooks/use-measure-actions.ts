import { useMemo } from 'react';
import { describeRequestError, type RequestError } from '../../../lib/api-error.ts';
import {
  useDeletePerformanceMeasureMutation,
  useEditPerformanceMeasureMutation,
  useSavePerformanceMeasureMutation,
} from '../api.ts';
import { measureDataForSaving, type MeasureData } from '../model/measure-data.ts';
import { useTemporaryMeasures } from './use-temporary-measures.ts';

/** The outcome of a call that needs the admin password: the server's message when it was turned down. */
export type ActionResult = { ok: true } | { ok: false; message: string };

function failureMessage(error: RequestError, fallback: string): string {
  return describeRequestError(error).message ?? fallback;
}

/** Saving, changing and deleting measures: on the server with a password, or only in this browser. */
export function useMeasureActions(projectKey: string) {
  const temporary = useTemporaryMeasures(projectKey);
  const [save] = useSavePerformanceMeasureMutation();
  const [edit] = useEditPerformanceMeasureMutation();
  const [remove] = useDeletePerformanceMeasureMutation();

  return useMemo(
    () => ({
      /** Keeps the measure in this browser only, under `id` or a new time-based id; returns the id. */
      keepTemporary: (data: MeasureData, id?: string): string => temporary.keep(measureDataForSaving(data), id),

      /**
       * Saves a new measure to the project. A measure kept here under `localId` is dropped once saved.
       * Turned down, it is kept in this browser with a time-based id (docs/product-guide.md#calls), returned as `localId`.
       */
      saveNew: async (
        data: MeasureData,
        password: string,
        localId?: string,
      ): Promise<{ ok: true; id: string } | { ok: false; message: string; localId: string }> => {
        const answer = await save({ projectKey, data: measureDataForSaving(data), password });
        if (answer.error) {
          return {
            ok: false,
            message: failureMessage(answer.error, 'Unable to save the performance measure'),
            localId: temporary.keep(measureDataForSaving(data), localId),
          };
        }
        if (localId) temporary.remove(localId);
        return { ok: true, id: answer.data.id };
      },

      saveChanges: async (id: string, data: MeasureData, password: string): Promise<ActionResult> => {
        const answer = await edit({ projectKey, id, data: measureDataForSaving(data), password });
        return answer.error
          ? { ok: false, message: failureMessage(answer.error, 'Unable to save the performance measure') }
          : { ok: true };
      },

      deleteSaved: async (id: string, password: string): Promise<ActionResult> => {
        const answer = await remove({ projectKey, id, password });
        return answer.error
          ? { ok: false, message: failureMessage(answer.error, 'Unable to delete the performance measure') }
          : { ok: true };
      },

      deleteTemporary: (id: string): void => temporary.remove(id),
    }),
    [projectKey, temporary, save, edit, remove],
  );
}
