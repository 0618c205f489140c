import { z } from 'zod';

/**
 * A project archive is gzip-compressed JSON lines: one header, the member users' profiles, the
 * project's blobs, its events in log order, and an end record with the counts (so that a truncated
 * file is refused). Nothing secret is in it beyond what the events already hold (hashes only).
 */
export const ARCHIVE_FORMAT = 'waterline-project-archive';
export const ARCHIVE_FORMAT_VERSION = 1;

const text = z.string().min(1);

export const headerRecordSchema = z.strictObject({
  record: z.literal('header'),
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  projectKey: text,
  projectId: text,
  exportedAt: text,
});

/** A member's profile: never a password or any other secret. */
export const userRecordSchema = z.strictObject({
  record: z.literal('user'),
  id: text,
  first: z.string(),
  last: z.string(),
  email: text,
});

export const blobRecordSchema = z.strictObject({
  record: z.literal('blob'),
  key: text,
  contentType: text,
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  base64: z.string(),
});

export const eventRecordSchema = z.strictObject({
  record: z.literal('event'),
  streamId: text,
  version: z.number().int().min(1),
  eventId: z.uuid(),
  type: text,
  data: z.unknown(),
  metadata: z.looseObject({ actorId: text, correlationId: text, causationId: text, occurredAt: text }),
});

export const endRecordSchema = z.strictObject({
  record: z.literal('end'),
  users: z.number().int(),
  blobs: z.number().int(),
  events: z.number().int(),
});

export const archiveRecordSchema = z.discriminatedUnion('record', [
  headerRecordSchema,
  userRecordSchema,
  blobRecordSchema,
  eventRecordSchema,
  endRecordSchema,
]);

export type HeaderRecord = z.output<typeof headerRecordSchema>;
export type UserRecord = z.output<typeof userRecordSchema>;
export type BlobRecord = z.output<typeof blobRecordSchema>;
export type EventRecord = z.output<typeof eventRecordSchema>;
export type ArchiveRecord = z.output<typeof archiveRecordSchema>;
