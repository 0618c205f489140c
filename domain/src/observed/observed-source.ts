import { z } from 'zod';
import { OBSERVED_PARAMETERS, type ObservedParameter } from './observed-parameters.ts';

export { OBSERVED_PARAMETERS, type ObservedParameter } from './observed-parameters.ts';

/** The gauge services an observed alternative can read; each has an adapter on the server. */
export const gaugeServices = ['usgs-waterservices'] as const;
export type GaugeServiceName = (typeof gaugeServices)[number];

const parameterCodes = Object.keys(OBSERVED_PARAMETERS) as [ObservedParameter, ...ObservedParameter[]];

export const observedLocationSchema = z.object({
  location: z
    .string({ error: 'Location must be text' })
    .trim()
    .min(1, 'Location is required')
    .max(200, 'Location is longer than 200 characters'),
  site: z
    .string({ error: 'Site number must be text' })
    .trim()
    .regex(/^\d{8,15}$/, 'Site number must be 8 to 15 digits'),
  parameter: z.enum(parameterCodes, { error: `Parameter must be one of ${parameterCodes.join(', ')}` }),
});
export type ObservedLocation = z.output<typeof observedLocationSchema>;

/** Where an observed alternative's data comes from: one gauge site and parameter for each location. */
export const observedSourceSchema = z.object({
  service: z.enum(gaugeServices).default('usgs-waterservices'),
  locations: z
    .array(observedLocationSchema)
    .min(1, 'Give at least one location with its gauge')
    .max(100, 'At most 100 locations')
    .refine((locations) => new Set(locations.map((one) => one.location)).size === locations.length, {
      message: 'Each location may be given once',
    }),
});
export type ObservedSource = z.output<typeof observedSourceSchema>;

/** The data file an observed alternative's record is stored in (`<project>/data/<file>`), named after its key. */
export function observedFileName(alternativeKey: string): string {
  return `observed-${alternativeKey.replace(/[^A-Za-z0-9_-]+/g, '-')}.csv`;
}
