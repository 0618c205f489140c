import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DATA_DIR } from './environment.ts';

/** Removes a stored data file's bytes from the server's blob folder, as a lost disk would: its alternative still names it. */
export function loseStoredFile(dataSource: string): void {
  rmSync(join(E2E_DATA_DIR, 'blobs', ...dataSource.split('/')));
}
