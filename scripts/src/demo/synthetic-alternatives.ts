// The browser tests' own alternatives, made by the demo's generator and committed under
// e2e/fixtures/synthetic, so every chart, threshold and measure spec runs on a fresh machine.
// Shaped like a reservoir study: seven alternatives of one daily flow, ending on 2012-12-31.
import { generatedAlternatives, type DemoAlternative, type GeneratedAlternative } from './demo-data.ts';

export const SYNTHETIC_LOCATION = 'Pine River at Bend';
export const SYNTHETIC_FIRST_DAY = '1998-02-28';
export const SYNTHETIC_LAST_DAY = '2012-12-31';
/** Where the files are committed, from the repository's root. */
export const SYNTHETIC_FOLDER = 'e2e/fixtures/synthetic/alternatives';

const ALTERNATIVES: readonly GeneratedAlternative[] = [
  { name: 'No Action', description: 'Current operations', color: '#1f77b4', scale: 1, shift: 0 },
  { name: 'Alternative 1', description: 'Higher spring releases', color: '#ff7f0e', scale: 1.2, shift: -10 },
  {
    name: 'Alternative 1a',
    description: 'Higher and earlier spring releases',
    color: '#2ca02c',
    scale: 1.3,
    shift: -20,
  },
  { name: 'Alternative 1b', description: 'Higher spring releases, later', color: '#d62728', scale: 1.2, shift: 10 },
  { name: 'Alternative 2', description: 'Flatter releases', color: '#9467bd', scale: 0.7, shift: 0 },
  { name: 'Alternative 2a', description: 'Flatter and earlier releases', color: '#8c564b', scale: 0.6, shift: -15 },
  { name: 'Alternative 2b', description: 'Flattest releases', color: '#e377c2', scale: 0.5, shift: 15 },
];

/** The seven alternatives' files: `Date` and one `Pine River at Bend:cfs` column, 1998-02-28 to 2012-12-31. */
export function syntheticAlternatives(): DemoAlternative[] {
  return generatedAlternatives({
    locations: [
      { header: `${SYNTHETIC_LOCATION}:cfs`, base: 10000, swing: 9000, peakDay: 160, noise: 0.3, floor: 800 },
    ],
    alternatives: ALTERNATIVES,
    firstDay: SYNTHETIC_FIRST_DAY,
    lastDay: SYNTHETIC_LAST_DAY,
    filePrefix: 'synthetic',
  });
}
