import { blobKey, photoBlobKey, readBlob, thumbnailNameOf, type BlobStore } from '@waterline/api';
import { photoNamesOf, type SurveyFields } from '@waterline/domain/survey/survey-response';
import type { Sql } from '@waterline/read-models/db/sql';
import { sha256, type SentUpload } from './blob-traffic.ts';

/** A JPEG stored whole: its bytes are those its digest was taken of, from its start marker to its end marker. */
async function wholeJpeg(bucket: BlobStore, key: string): Promise<Buffer | undefined> {
  const blob = await readBlob(bucket, key);
  if (!blob || sha256(blob.bytes) !== blob.info.sha256) return undefined;
  const ends = blob.bytes.subarray(0, 2).toString('hex') + blob.bytes.subarray(-2).toString('hex');
  return ends === 'ffd8ffd9' ? blob.bytes : undefined;
}

/**
 * What is wrong in the log and the bucket after the traffic: a photo a response names or the log records as stored
 * that is not stored whole with its thumbnail, an acknowledged upload missing or not recorded, a response refused a
 * photo that is stored (or accepted one that is not), a CSV stored in part or without its import's series.
 */
export async function findBlobProblems(
  sql: Sql,
  bucket: BlobStore,
  projectKey: string,
  sent: readonly SentUpload[],
): Promise<string[]> {
  const problems: string[] = [];
  const { rows } = await sql.query<{ type: string; data: { photo?: string; fields?: SurveyFields } }>(
    "SELECT type, data FROM events WHERE type IN ('PhotoStored', 'MarkerSubmitted')",
  );
  const stored = new Set(rows.flatMap((row) => (row.type === 'PhotoStored' ? [row.data.photo!] : [])));
  const named = rows.flatMap((row) => (row.type === 'MarkerSubmitted' ? photoNamesOf(row.data.fields!) : []));
  for (const photo of new Set([...stored, ...named])) {
    if (!stored.has(photo)) problems.push(`a response names ${photo}, which the log does not record as stored`);
    for (const file of [photo, thumbnailNameOf(photo)])
      if (!(await wholeJpeg(bucket, photoBlobKey(projectKey, file))))
        problems.push(`${file} is named or recorded as stored, but not stored whole`);
  }
  for (const upload of sent) {
    const by = `${upload.file} (${upload.outcome}, ${upload.status} from ${upload.baseUrl})`;
    if (upload.kind === 'photo') {
      const bytes = await wholeJpeg(bucket, photoBlobKey(projectKey, upload.file));
      if (upload.outcome === 'acknowledged' && (!stored.has(upload.file) || !bytes || sha256(bytes) !== upload.sha256))
        problems.push(`${by} is not stored whole as acknowledged, or not recorded as stored`);
      if (upload.outcome === 'refused' && stored.has(upload.file)) problems.push(`${by} is recorded as stored`);
      if (upload.named !== undefined && upload.named < 300 !== stored.has(upload.file))
        problems.push(`${by}: a response naming it answered ${upload.named}, its storage is recorded otherwise`);
      continue;
    }
    const blob = await readBlob(bucket, blobKey(projectKey, 'data', upload.file));
    if (!blob && upload.outcome === 'acknowledged') problems.push(`${by} is not stored`);
    if (!blob) continue;
    if (upload.outcome === 'refused') problems.push(`${by} is stored`);
    if (!blob.bytes.equals(Buffer.from(upload.bytes))) problems.push(`${by} is stored in part or with other bytes`);
    const importKey = sha256(upload.bytes);
    const manifest = await bucket.read(blobKey(projectKey, 'series', `${importKey}.manifest.json`));
    const locations = manifest ? (JSON.parse(manifest.toString()) as { locations: { index: number }[] }).locations : [];
    for (const { index } of locations)
      if (!(await bucket.head(blobKey(projectKey, 'series', `${importKey}.${index}.json.gz`))))
        problems.push(`${by}: the series ${index} of its import is missing`);
    if (locations.length === 0) problems.push(`${by} is stored without its import`);
  }
  return problems;
}
