/** Which files an upload accepts: the file input's `accept`, the content types and the name endings. */
export interface UploadFileKind {
  accept: string;
  contentTypes: readonly string[];
  extensions: readonly string[];
  /** The content type to send when the browser names none (or an unusual one) for an accepted name. */
  fallbackContentType: string;
  refusal: string;
}

export const DATASET_FILE: UploadFileKind = {
  accept: '.csv,text/csv,application/vnd.ms-excel',
  contentTypes: ['text/csv', 'application/vnd.ms-excel'],
  extensions: ['.csv'],
  fallbackContentType: 'text/csv',
  refusal: 'Choose one .csv file.',
};

export const LAYER_FILE: UploadFileKind = {
  accept: '.geojson,.json,application/geo+json',
  contentTypes: ['application/geo+json', 'application/json'],
  extensions: ['.geojson', '.json'],
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
