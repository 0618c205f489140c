import { gunzipSync, gzipSync } from 'node:zlib';
import {
  decodeSeries,
  summaryBase,
  type EncodedSeries,
  type EncodedSummaryBase,
} from '@waterline/domain/analysis/index';
import { blobKey, InvalidBlobKeyError, parseBlobKey } from '../blobs/blob-key.ts';
import { readBlob, type BlobInfo, type BlobListing, type BlobStore } from '../blobs/blob-store.ts';
import type { ImportWorkers } from './import-workers.ts';
import { dataManifestSchema, type DataManifest } from '@waterline/contract/data-contract';
import { importKeyOf, rawImportOptions, type CanonicalImportOptions } from './import-variant.ts';
import type { Upload } from '../blobs/read-upload.ts';
import { dataFileUpload } from './upload-kinds.ts';

const seriesFolder = 'series';
const manifestContentType = 'application/json';
/** The served form of a series: JSON, stored gzip-compressed (see importToCompactSeries). */
export const seriesContentType = 'application/json';

/** Key of an alternative's CSV inside its project. */
export function dataFileKey(projectKey: string, fileName: string): string {
  return blobKey(projectKey, dataFileUpload.folder, fileName);
}

const manifestSuffix = '.manifest.json';

function manifestKey(projectKey: string, importKey: string): string {
  return blobKey(projectKey, seriesFolder, `${importKey}${manifestSuffix}`);
}

/** Key of one location's compact series; `importKey` is a content address, so the blob never changes. */
export function seriesKey(projectKey: string, importKey: string, index: number): string {
  return blobKey(projectKey, seriesFolder, `${importKey}.${index}.json.gz`);
}

/** Key of one location's summary base (its daily statistics and years with values), kept beside its series. */
function summaryBaseKey(projectKey: string, importKey: string, index: number): string {
  return blobKey(projectKey, seriesFolder, `${importKey}.${index}.summary.json.gz`);
}

/**
 * The data files of every project in a blob store: `<project>/data/<file>` holds an uploaded CSV,
 * `<project>/series/<importKey>.manifest.json`, `.<index>.json.gz` and `.<index>.summary.json.gz`
 * one import of it, written series first and manifest last, so that a manifest is only ever seen
 * with all its series.
 */
export class DataFiles {
  private readonly building = new Map<string, Promise<DataManifest>>();

  constructor(
    private readonly blobs: BlobStore,
    private readonly workers: ImportWorkers,
  ) {}

  /**
   * Imports an uploaded CSV (raw, without an alternative's settings) and stores its series, then the
   * file itself. Throws UnreadableDataFileError, before anything is stored, when the file cannot be read.
   * A file that replaces another under its name takes the imports of the old content with it, unless
   * another file of the project holds that content.
   */
  async storeUpload(
    projectKey: string,
    fileName: string,
    upload: Upload,
    contentType: string,
  ): Promise<{ file: BlobInfo; manifest: DataManifest }> {
    const key = dataFileKey(projectKey, fileName);
    const manifest = await this.importOnce(projectKey, upload.bytes, rawImportOptions, upload.sha256);
    const replaced = await this.blobs.head(key);
    const file = await this.blobs.put(key, upload.bytes, { contentType });
    if (replaced !== undefined && replaced.sha256 !== file.sha256)
      await this.removeImportsOfContentGone(projectKey, replaced.sha256);
    return { file, manifest };
  }

  /**
   * The import of a stored CSV under an alternative's settings, made on first request; undefined when the
   * file is missing. `beforeImport` runs only when the import is not stored yet: it throws to refuse making it.
   */
  async manifest(
    projectKey: string,
    fileName: string,
    options: CanonicalImportOptions,
    beforeImport: () => Promise<void>,
  ): Promise<DataManifest | undefined> {
    const key = dataFileKey(projectKey, fileName);
    const file = await this.blobs.head(key);
    if (file === undefined) return undefined;
    const stored = await this.readManifest(projectKey, importKeyOf(file.sha256, options));
    if (stored !== undefined) return stored;
    await beforeImport();
    const csv = await readBlob(this.blobs, key);
    if (csv === undefined) return undefined;
    return this.importOnce(projectKey, csv.bytes, options, csv.info.sha256);
  }

  /** The bytes the project's imports take in the store (series and manifests). */
  async storedImportBytes(projectKey: string): Promise<number> {
    const stored = await this.blobs.list(`${projectKey}/${seriesFolder}/`);
    return stored.reduce((total, blob) => total + blob.size, 0);
  }

  /** The stored compact series of one location (gzip-compressed JSON), or undefined. */
  async series(projectKey: string, importKey: string, index: number): Promise<Buffer | undefined> {
    return this.blobs.read(seriesKey(projectKey, importKey, index));
  }

  /**
   * The summary base of one location (see the domain's summaryBase), or undefined when its series is
   * not stored. An import stored without summary bases gets each made from its series when first asked.
   */
  async summaryBase(projectKey: string, importKey: string, index: number): Promise<EncodedSummaryBase | undefined> {
    const key = summaryBaseKey(projectKey, importKey, index);
    const stored = await this.blobs.read(key);
    // Written by this server under a key that names its content: read unchecked, as series are served.
    if (stored !== undefined) return JSON.parse(gunzipSync(stored).toString('utf8')) as EncodedSummaryBase;
    const series = await this.series(projectKey, importKey, index);
    if (series === undefined) return undefined;
    const base = summaryBase(decodeSeries(JSON.parse(gunzipSync(series).toString('utf8')) as EncodedSeries));
    await this.blobs.put(key, gzipSync(JSON.stringify(base)), { contentType: seriesContentType });
    return base;
  }

  /**
   * Imports and stores unless the same import is stored or under way (concurrent requests share one
   * import). Answers the import's manifest.
   */
  private async importOnce(
    projectKey: string,
    bytes: Uint8Array,
    options: CanonicalImportOptions,
    fileSha256: string,
  ): Promise<DataManifest> {
    const importKey = importKeyOf(fileSha256, options);
    const key = manifestKey(projectKey, importKey);
    const stored = await this.readManifest(projectKey, importKey);
    if (stored !== undefined) return stored;
    const underWay = this.building.get(key);
    if (underWay !== undefined) return underWay;
    const work = this.importAndStore(projectKey, bytes, options, fileSha256, importKey);
    this.building.set(key, work);
    try {
      return await work;
    } finally {
      this.building.delete(key);
    }
  }

  private async importAndStore(
    projectKey: string,
    csv: Uint8Array,
    options: CanonicalImportOptions,
    sha256: string,
    importKey: string,
  ): Promise<DataManifest> {
    const imported = await this.workers.importCsv(csv, options);
    const written: string[] = [];
    try {
      for (const [index, series] of imported.series.entries()) {
        const key = seriesKey(projectKey, importKey, index);
        await this.blobs.put(key, series, { contentType: seriesContentType });
        written.push(key);
        const baseKey = summaryBaseKey(projectKey, importKey, index);
        await this.blobs.put(baseKey, imported.summaryBases[index] as Uint8Array, { contentType: seriesContentType });
        written.push(baseKey);
      }
      const manifest: DataManifest = {
        sha256,
        importKey,
        rows: imported.rows,
        dropped: imported.dropped,
        locations: imported.locations.map((location, index) => ({ index, key: location.location, ...location })),
      };
      await this.blobs.put(manifestKey(projectKey, importKey), Buffer.from(JSON.stringify(manifest)), {
        contentType: manifestContentType,
      });
      return manifest;
    } catch (error) {
      await Promise.allSettled(written.map((key) => this.blobs.delete(key)));
      throw error;
    }
  }

  /** Whether the project holds a CSV of this name (none can have a name that is not a plain file name). */
  async holds(projectKey: string, fileName: string): Promise<boolean> {
    try {
      return (await this.blobs.head(dataFileKey(projectKey, fileName))) !== undefined;
    } catch (error) {
      if (error instanceof InvalidBlobKeyError) return false;
      throw error;
    }
  }

  /** The project's uploaded CSVs. */
  async storedFiles(projectKey: string): Promise<BlobListing[]> {
    return this.blobs.list(`${projectKey}/${dataFileUpload.folder}/`);
  }

  /**
   * Removes the imports whose manifest names a content not in `keptContents`, and those without a manifest (cut short),
   * when `mayGo` allows it for the import's stored blobs. Answers how many it removed.
   */
  async removeImportsNotOf(
    projectKey: string,
    keptContents: ReadonlySet<string>,
    mayGo: (blobs: readonly BlobListing[]) => boolean,
  ): Promise<number> {
    let removed = 0;
    for (const [importKey, blobs] of await this.storedImports(projectKey)) {
      const manifest = await this.readManifest(projectKey, importKey);
      if ((manifest !== undefined && keptContents.has(manifest.sha256)) || !mayGo(blobs)) continue;
      await this.removeImport(projectKey, importKey, blobs);
      removed += 1;
    }
    return removed;
  }

  /**
   * Removes every import of a CSV content that no file of the project holds any more. Nothing can ask for them again:
   * a manifest is made from the content a file holds now, and a restored configuration names files, not contents.
   */
  private async removeImportsOfContentGone(projectKey: string, sha256: string): Promise<void> {
    for (const { key } of await this.storedFiles(projectKey)) {
      if ((await this.blobs.head(key))?.sha256 === sha256) return;
    }
    for (const [importKey, blobs] of await this.storedImports(projectKey)) {
      if ((await this.readManifest(projectKey, importKey))?.sha256 === sha256)
        await this.removeImport(projectKey, importKey, blobs);
    }
  }

  /** The project's stored imports: the blobs of each (manifest, series, summary bases) by import key. */
  private async storedImports(projectKey: string): Promise<Map<string, BlobListing[]>> {
    const imports = new Map<string, BlobListing[]>();
    for (const blob of await this.blobs.list(`${projectKey}/${seriesFolder}/`)) {
      const { file } = parseBlobKey(blob.key);
      const importKey = file.slice(0, file.indexOf('.'));
      imports.set(importKey, [...(imports.get(importKey) ?? []), blob]);
    }
    return imports;
  }

  /** Removes one import, manifest first so that no manifest is seen without its series. */
  private async removeImport(projectKey: string, importKey: string, blobs: readonly BlobListing[]): Promise<void> {
    const manifest = manifestKey(projectKey, importKey);
    await this.blobs.delete(manifest);
    for (const blob of blobs) if (blob.key !== manifest) await this.blobs.delete(blob.key);
  }

  private async readManifest(projectKey: string, importKey: string): Promise<DataManifest | undefined> {
    const stored = await readBlob(this.blobs, manifestKey(projectKey, importKey));
    return stored === undefined ? undefined : dataManifestSchema.parse(JSON.parse(stored.bytes.toString('utf8')));
  }
}
