import { createHash } from 'node:crypto';

/**
 * The id of a command's `index`-th event, derived from the command's id: the same batch sent again
 * carries the same ids, so the event store recognises it as a retry and stores nothing twice.
 * Shaped as an RFC 9562 version 8 (custom) uuid.
 */
export function eventIdFor(commandId: string, index: number): string {
  const hex = createHash('sha256').update(`${commandId}:${index}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
