import {
  DATA_FILE_TYPES,
  MAP_LAYER_FILE_TYPES,
  type UploadFileTypes,
} from '@waterline/domain/projects/upload-file-types';
import { fileTooLargeMessage, MAX_UPLOAD_BYTES } from '@waterline/domain/projects/upload-size';

/** Which files an upload accepts: the file input's `accept`, the content types and the name endings. */
export interface UploadFileKind extends UploadFileTypes {
  accept: string;
  /** The content type to send when the browser names none (or an unusual one) for an accepted name. */
  fallbackContentType: string;
  refusal: string;
}

/** The file input's `accept`: the name endings and content types the server takes. */
const acceptOf = (types: UploadFileTypes) => [...types.extensions, ...types.contentTypes].join(',');

export const DATASET_FILE: UploadFileKind = {
  ...DATA_FILE_TYPES,
  accept: acceptOf(DATA_FILE_TYPES),
  fallbackContentType: 'text/csv',
  refusal: 'Choose one .csv file.',
};

export const LAYER_FILE: UploadFileKind = {
  ...MAP_LAYER_FILE_TYPES,
  accept: acceptOf(MAP_LAYER_FILE_TYPES),
  fallbackContentType: 'application/geo+json',
  refusal: 'Choose one .geojson file.',
};

/**
 * The content type to upload a chosen file with, or null when the file is not of the kind.
 * Browsers often report CSV as application/vnd.ms-excel or nothing at all, so the name decides.
 */
export function uploadContentType(kind: UploadFileKind, file: { name: string; type: string }): string | null {
  const name = file.name.toLowerCase();
  if (!kind.extensions.some((extension) => name.endsWith(extension))) return null;
  const type = file.type.toLowerCase();
  return kind.contentTypes.includes(type) ? type : kind.fallbackContentType;
}

/** The server's refusal of a file over its size limit, told before any of it is sent; null for a file it takes. */
export function fileSizeProblem(file: { size: number }): string | null {
  return file.size > MAX_UPLOAD_BYTES ? fileTooLargeMessage(MAX_UPLOAD_BYTES) : null;
}

/** Why a chosen file cannot be uploaded as `kind`: not of the kind, or too large; null when it can. */
export function uploadFileProblem(
  kind: UploadFileKind,
  file: { name: string; type: string; size: number },
): string | null {
  return uploadContentType(kind, file) === null ? kind.refusal : fileSizeProblem(file);
}
