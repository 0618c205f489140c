/** What tests and benchmarks outside the API start: servers of its parts, recorded upstream services, fixtures. */
export { startComposed, type ComposedForTest } from '../main/compose-testing.ts';
export { startDataTestServer, type DataTestServer } from '../data/testing.ts';
export { startReplayUpstream } from '../upstream/testing/replay-upstream.ts';
export { startS3TestServer, type S3TestServer } from '../blobs/testing/s3-test-server.ts';
export { fixtureSerial, jpegWithGps } from '../survey/testing.ts';
export { killWhenPrinted } from './kill-when-printed.ts';
export { LiveReader, type LiveMessage } from './live-reader.ts';
