import { describeRequestError, type RequestError } from '../../../lib/api-error.ts';
import { useRequestPhotoUrlMutation, useSubmitMarkerMutation } from '../api.ts';
import { NotSentError, type OutboxTransport } from '../model/outbox.ts';
import { photoUploadFailedMessage, putPhoto } from '../model/photo-upload.ts';

type RequestPhotoUrl = ReturnType<typeof useRequestPhotoUrlMutation>[0];
type SubmitMarker = ReturnType<typeof useSubmitMarkerMutation>[0];

/** The server's refusal (a 4xx answer saying why), or NotSentError when it was not reached or could not answer. */
function refusalOf(error: RequestError, fallback: string): { refused: string } {
  const failure = describeRequestError(error);
  if (!failure.refused) throw new NotSentError();
  return { refused: failure.message ?? fallback };
}

/** The outbox's way to the server: the survey's photo and submit endpoints. */
export function outboxTransport(requestPhotoUrl: RequestPhotoUrl, submitMarker: SubmitMarker): OutboxTransport {
  return {
    async uploadPhoto(projectKey, photo) {
      const granted = await requestPhotoUrl({ projectKey, contentType: photo.contentType, name: photo.title });
      if (!granted.data) return refusalOf(granted.error, photoUploadFailedMessage);
      const answer = await putPhoto(granted.data.url, photo.blob, photo.contentType).catch(() => {
        throw new NotSentError();
      });
      if (answer.ok) return { name: granted.data.name };
      if (answer.status >= 500 || answer.status === 429) throw new NotSentError();
      const body = (await answer.json().catch(() => null)) as { message?: unknown } | null;
      return { refused: typeof body?.message === 'string' ? body.message : photoUploadFailedMessage };
    },
    async submit(projectKey, id, fields) {
      const result = await submitMarker({ projectKey, id, fields });
      return result.error ? refusalOf(result.error, 'Unable to save the response') : {};
    },
  };
}
