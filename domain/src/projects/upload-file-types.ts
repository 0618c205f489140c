/** Which files an admin may upload as one kind: the server's upload checks and the browser's file fields agree on these. */
export interface UploadFileTypes {
  /** Accepted Content-Types, lowercase media types. */
  contentTypes: readonly string[];
  /** Accepted file-name endings, lowercase. */
  extensions: readonly string[];
}

/** An alternative's data: browsers often call a CSV application/vnd.ms-excel. */
export const DATA_FILE_TYPES: UploadFileTypes = {
  contentTypes: ['text/csv', 'application/vnd.ms-excel'],
  extensions: ['.csv'],
};

/** A map's GIS layer. */
export const MAP_LAYER_FILE_TYPES: UploadFileTypes = {
  contentTypes: ['application/geo+json', 'application/json'],
  extensions: ['.geojson', '.json'],
};
