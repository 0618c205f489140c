import sharp from 'sharp';
import { photoFileNamePattern } from '@waterline/domain/survey/survey-response';
import { blobKey } from '../blobs/blob-key.ts';
import { signBlobUrl, type SigningSecret } from '../blobs/signed-url.ts';

/** Survey photos live in the project's `photos` folder, each beside its thumbnail. */
export const photoFolder = 'photos';
export const photoContentType = 'image/jpeg';
/** What a browser may declare for a photo; the bytes decide whether it is one. */
export const acceptedPhotoTypes = ['image/jpeg', 'image/png'];
export const defaultMaxPhotoBytes = 10 * 1024 * 1024;
export const notAnImageMessage = 'The file is not a JPEG or PNG image';

// Bounds the decoded size, so a small file cannot unpack into a huge bitmap.
const MAX_INPUT_PIXELS = 40_000_000;
const PHOTO_EDGE = 2048;
const THUMBNAIL_EDGE = 320;

export class NotAnImageError extends Error {
  constructor() {
    super(notAnImageMessage);
    this.name = 'NotAnImageError';
  }
}

export const thumbnailNameOf = (photo: string): string => photo.replace(/\.jpg$/, '-thumb.jpg');

/** The photo a stored file name belongs to (itself, or the photo of a thumbnail); null for any other name. */
export function photoOfFileName(fileName: string): string | null {
  const photo = fileName.replace(/-thumb\.jpg$/, '.jpg');
  return photoFileNamePattern.test(photo) ? photo : null;
}

export const photoBlobKey = (projectKey: string, fileName: string): string =>
  blobKey(projectKey, photoFolder, fileName);

/**
 * Decodes an upload as an image (by its bytes, whatever its name or declared type) and encodes
 * it again as JPEG: turned upright by its EXIF orientation, then written without any metadata,
 * so no GPS position or camera serial is kept. Also makes a small thumbnail for popups.
 */
export async function reencodePhoto(bytes: Uint8Array): Promise<{ photo: Buffer; thumbnail: Buffer }> {
  try {
    const { format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (format !== 'jpeg' && format !== 'png') throw new NotAnImageError();
    const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const [photo, thumbnail] = await Promise.all([
      upright
        .clone()
        .resize({ width: PHOTO_EDGE, height: PHOTO_EDGE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer(),
      upright
        .clone()
        .resize({ width: THUMBNAIL_EDGE, height: THUMBNAIL_EDGE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 75 })
        .toBuffer(),
    ]);
    return { photo, thumbnail };
  } catch (error) {
    if (error instanceof NotAnImageError) throw error;
    // sharp's own errors (unknown format, truncated data, too many pixels) all mean the same to the user.
    throw new NotAnImageError();
  }
}

/**
 * Signed download URLs of a stored photo and its thumbnail. `admin` names the admin they are signed for, so that
 * they stop working for a private photo when that user is no longer an admin; without it they work while the photo
 * is public.
 */
export function photoUrls(
  secret: SigningSecret,
  projectKey: string,
  photo: string,
  expiresAt: number,
  admin?: string,
): { signedUrl: string; thumbnailUrl: string } {
  const sign = (fileName: string) =>
    signBlobUrl(secret, {
      method: 'GET',
      key: photoBlobKey(projectKey, fileName),
      expiresAt,
      ...(admin === undefined ? {} : { holder: admin }),
    });
  return { signedUrl: sign(photo), thumbnailUrl: sign(thumbnailNameOf(photo)) };
}
