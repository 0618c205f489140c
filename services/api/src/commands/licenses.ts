import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import type { LogPosition } from '@waterline/domain/events/envelope';
import { licenseDecider } from '@waterline/domain/licenses/license-commands';
import { generateLicenseKey, hashLicenseKey } from '../auth/license-keys.ts';
import { handleCommand, type CommandEnv, type CommandOrigin } from './command-handler.ts';

/** Issues a new license key: the event holds its hash; the key is returned once, to be handed out. */
export async function issueLicenseKey(
  env: CommandEnv,
  origin: CommandOrigin,
): Promise<{ key: string; position: LogPosition }> {
  const key = generateLicenseKey();
  const keyHash = hashLicenseKey(key);
  const result = await handleCommand(
    env,
    licenseDecider,
    streamIds.licenseKey(keyHash),
    { type: 'IssueLicenseKey', data: { keyHash } },
    origin,
  );
  return { key, position: result.position! };
}
