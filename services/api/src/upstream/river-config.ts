// The river pages' configuration file (config/river-pages.json, see docs/river-pages.md), checked on load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { riverConfigSchema, type RiverConfig } from '@waterline/contract/river';

export const DEFAULT_RIVER_CONFIG_FILE = join(import.meta.dirname, '../../config/river-pages.json');

/** Reads and checks the file; a wrong entry stops the start with the entry's path named. */
export function loadRiverConfig(file: string = DEFAULT_RIVER_CONFIG_FILE): RiverConfig {
  const parsed = riverConfigSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  const config = parsed.data;
  const windowNames = [
    config.dashboard.gaugeWindow,
    config.dashboard.reservoir.elevation.window,
    config.dashboard.reservoir.release.window,
    config.testFlow.window,
  ];
  for (const name of windowNames)
    if (!config.windows[name]) throw new Error(`${file}: window "${name}" is not in "windows"`);
  if (config.testFlow.defaultGauge >= config.testFlow.gauges.length)
    throw new Error(`${file}: testFlow.defaultGauge is past the list of gauges`);
  return config;
}
