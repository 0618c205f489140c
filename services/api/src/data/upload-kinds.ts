import {
  DATA_FILE_TYPES,
  MAP_LAYER_FILE_TYPES,
  type UploadFileTypes,
} from '@waterline/domain/projects/upload-file-types';
import { mediaTypeOf } from '../blobs/signed-url.ts';

/** The kinds of file an admin uploads: an alternative's CSV, a map's GeoJSON layer, the pump page's transect CSV. */
export interface UploadKind extends UploadFileTypes {
  /** The blob folder inside the project: `<project_key>/<folder>/<file>`. */
  folder: string;
  /** Says what is accepted, for error messages. */
  accepted: string;
}

export const dataFileUpload: UploadKind = {
  folder: 'data',
  ...DATA_FILE_TYPES,
  accepted: 'Only one .csv file (text/csv or application/vnd.ms-excel) can be uploaded',
};

export const mapLayerUpload: UploadKind = {
  folder: 'layers',
  ...MAP_LAYER_FILE_TYPES,
  accepted: 'Only one .geojson file (application/geo+json) can be uploaded',
};

/** The pump page's transect CSV: one file, `<pump project>/pump/transects.csv`. */
export const pumpTransectUpload: UploadKind = {
  folder: 'pump',
  ...DATA_FILE_TYPES,
  accepted: dataFileUpload.accepted,
};

/** The one name the transect CSV is stored under, whatever the uploaded file was called. */
export const PUMP_TRANSECT_FILE = 'transects.csv';

export const uploadKinds: readonly UploadKind[] = [dataFileUpload, mapLayerUpload, pumpTransectUpload];

/** Whether a file of this (sanitised) name and declared content type (its media type decides: `text/csv; charset=utf-8` is CSV) may be uploaded as `kind`. */
export function isAcceptedUpload(kind: UploadKind, name: string, contentType: string): boolean {
  const lowerName = name.toLowerCase();
  return (
    kind.contentTypes.includes(mediaTypeOf(contentType)) &&
    kind.extensions.some((extension) => lowerName.endsWith(extension))
  );
}
