import { useId, useState } from 'react';
import { selectToken } from '../../../state/session.ts';
import { useAppDispatch, useAppSelector } from '../../../state/store.ts';
import { describeRequestError } from '../../../lib/api-error.ts';
import { DATASET_FILE, uploadContentType, uploadFileProblem } from '../../../lib/upload-files.ts';
import { UploadFailedError, uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { pumpApi, useRequestPumpUploadUrlMutation } from '../api.ts';

/** Uploading a new transect file, offered to signed-in users; the server admits only the pump project's admins and says so. */
export function PumpUpload() {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const [requestUrl] = useRequestPumpUploadUrlMutation();
  const [state, setState] = useState<{ busy: boolean; message: string | null; failed: boolean }>({
    busy: false,
    message: null,
    failed: false,
  });
  const id = useId();
  if (!token) return null;

  const upload = async (file: File) => {
    const problem = uploadFileProblem(DATASET_FILE, file);
    const contentType = uploadContentType(DATASET_FILE, file);
    if (problem || !contentType) return setState({ busy: false, message: problem, failed: true });
    setState({ busy: true, message: 'Uploading…', failed: false });
    const answer = await requestUrl({ name: file.name, contentType });
    if ('error' in answer)
      return setState({
        busy: false,
        message: describeRequestError(answer.error).message ?? 'The upload could not start.',
        failed: true,
      });
    try {
      await uploadWithProgress(answer.data.url, file, contentType, () => undefined);
      dispatch(pumpApi.util.invalidateTags(['PumpTransects']));
      setState({ busy: false, message: `${file.name} is the transect file now.`, failed: false });
    } catch (error) {
      const reason =
        error instanceof UploadFailedError ? (error.body as { reason?: string } | undefined)?.reason : undefined;
      const message = error instanceof Error ? error.message : 'The upload failed.';
      setState({ busy: false, message: reason ? `${message}: ${reason}` : message, failed: true });
    }
  };

  return (
    <div className="pump-upload">
      <label htmlFor={id}>Upload a new transect file (admins of the pump project)</label>
      <input
        id={id}
        type="file"
        accept={DATASET_FILE.accept}
        disabled={state.busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {state.message && <p role={state.failed ? 'alert' : 'status'}>{state.message}</p>}
    </div>
  );
}
