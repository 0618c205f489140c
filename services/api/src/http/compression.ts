import compression from 'compression';
import type { RequestHandler } from 'express';
import { carriesIdentity } from './caching.ts';

/** Compresses an answer as it is sent (gzip, deflate or br as the client takes them; text and JSON from 1 kB). */
export const compressAnswers: RequestHandler = compression();

/**
 * For endpoints whose answers to anonymous visitors are made once, compressed then, and shared (`sendSerialised`):
 * those requests skip the compressor, whose set-up on each answer would cost a crowd more than sending the kept bytes;
 * the answers of callers who say who they are (made for them) are compressed as they are sent.
 */
export const compressUnlessVisitor: RequestHandler = (req, res, next) =>
  carriesIdentity(req) ? compressAnswers(req, res, next) : next();
