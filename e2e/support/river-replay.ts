// The browser tests' stand-in for the river pages' third-party services (see replay-upstream.ts):
// `npx tsx e2e/support/river-replay.ts` serves it on E2E_REPLAY_PORT until stopped.
import { startReplayUpstream } from '../../services/api/src/upstream/testing/replay-upstream.ts';
import { E2E_REPLAY_PORT } from './environment.ts';

const replay = await startReplayUpstream(E2E_REPLAY_PORT);
console.log(`River services replayed on ${replay.url}`);
