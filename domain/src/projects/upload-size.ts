/** The largest file an admin may upload (data files, map layers, the pump file): the server's default, checked first in the browser. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** 104857600 -> '100 MB'; 1536 -> '1.5 KB'. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}

export function fileTooLargeMessage(limitBytes: number): string {
  return `The file is too large: the limit is ${formatBytes(limitBytes)}`;
}
