import type { PhotoEntry } from '@waterline/domain/survey/survey-response';

export const photoUploadFailedMessage = 'Unable to upload photo';

/** Asks the server for a signed URL for one photo: the answer's `url` to PUT to and the `name` the server gave the photo. */
export type RequestPhotoUrl = (file: File) => Promise<{ url: string; name: string } | null>;

/**
 * Uploads the chosen photos one after another through their signed URLs. The server decodes each
 * as an image and stores it again without its metadata. Resolves with the photo entries to save,
 * or throws with 'Unable to upload photo' when one is refused.
 */
export async function uploadPhotos(files: readonly File[], requestUrl: RequestPhotoUrl): Promise<PhotoEntry[]> {
  const entries: PhotoEntry[] = [];
  for (const file of files) {
    const granted = await requestUrl(file);
    if (!granted) throw new Error(photoUploadFailedMessage);
    const answer = await putPhoto(granted.url, file, photoContentType(file));
    if (!answer.ok) throw new Error(photoUploadFailedMessage);
    entries.push({
      id: granted.name,
      title: file.name.slice(0, 200),
      description: '',
      date: new Date().toISOString(),
      url: granted.name,
    });
  }
  return entries;
}

/** Sends a photo's bytes to the signed URL the server gave for it. */
export const putPhoto = (url: string, photo: Blob, contentType: string): Promise<Response> =>
  fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: photo });

/** The type a photo is declared with; the server checks the bytes whatever is declared. */
export const photoContentType = (file: File): string => (file.type === 'image/png' ? 'image/png' : 'image/jpeg');
