import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { UsageError } from '../support/operator-cli.ts';
import { archiveRecordSchema, type ArchiveRecord } from './archive-records.ts';

/**
 * Writes the records to `file` as gzip-compressed JSON lines. The archive is written beside it and
 * renamed into place at the end, so a failed export never leaves a file that looks whole.
 */
export async function writeArchive(file: string, records: AsyncIterable<ArchiveRecord>): Promise<void> {
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const output = createWriteStream(partial);
  gzip.pipe(output);
  try {
    for await (const record of records) {
      if (!gzip.write(`${JSON.stringify(record)}\n`)) await once(gzip, 'drain');
    }
    gzip.end();
    await once(output, 'close');
    await rename(partial, file);
  } catch (error) {
    gzip.destroy();
    output.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

/** The records of an archive with their line numbers; a line that is not a record is refused with its number. */
export async function* readArchive(file: string): AsyncGenerator<{ line: number; record: ArchiveRecord }> {
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity });
  let line = 0;
  try {
    for await (const text of lines) {
      line += 1;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new UsageError(`${file} is not a project archive: line ${line} is not JSON.`);
      }
      const result = archiveRecordSchema.safeParse(parsed);
      if (!result.success)
        throw new UsageError(
          `${file} is not a valid project archive: line ${line}: ${result.error.issues[0]?.message ?? 'unknown record'}.`,
        );
      yield { line, record: result.data };
    }
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(
      `${file} cannot be read as a project archive: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    lines.close();
    input.destroy();
  }
}
