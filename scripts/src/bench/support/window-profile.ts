import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';

/**
 * Runs `measured` under this process's V8 CPU profiler and writes the profile (`<name>.cpuprofile`, for Chrome's
 * DevTools) into `dir`: the measured window only, without the start-up and seeding around it. No profile without `dir`.
 */
export async function profiledWindow<T>(dir: string | undefined, name: string, measured: () => Promise<T>): Promise<T> {
  if (dir === undefined) return measured();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await measured();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}
