import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configurationProblem, newProjectConfiguration, type ProjectConfiguration } from './configuration.ts';
import { applyConfigurationPatch, configurationChangeEvents, projectDataInputSchema } from './configuration-changes.ts';
import { anAlternative, exampleConfiguration } from './examples.ts';
import { evolveConfiguration, parseProjectEvent } from './project.ts';

const shortText = fc.string({ maxLength: 6 });
const alternatives = fc.uniqueArray(fc.constantFrom('A', 'B', 'C', 'D', 'E'), { maxLength: 5 }).chain((keys) =>
  fc.tuple(
    ...keys.map((key) =>
      fc
        .record({
          color: fc.constantFrom('#000', '#fff'),
          hidden: fc.boolean(),
          description: shortText,
          ignoreYears: fc.array(fc.integer({ min: 1900, max: 2100 }), { maxLength: 2 }),
        })
        .map((fields) => anAlternative(key, fields)),
    ),
  ),
);
const markers = fc
  .uniqueArray(fc.constantFrom('m1', 'm2', 'm3'), { maxLength: 3 })
  .chain((keys) =>
    fc.tuple(
      ...keys.map((key) =>
        fc
          .record({ name: fc.constantFrom('Dam', 'Gauge'), lat: fc.integer({ min: -90, max: 90 }) })
          .map((f) => ({ key, text: '', location: '', lng: 0, color: '#f00', ...f })),
      ),
    ),
  );
const locationGroups = fc
  .uniqueArray(fc.constantFrom('Upper river', 'Reservoirs', 'Tributaries'), { maxLength: 3 })
  .chain((names) =>
    fc.tuple(
      ...names.map((name) =>
        fc.subarray(['Fort Peck Dam', 'Garrison Dam', 'Wolf Point']).map((includes) => ({ name, includes })),
      ),
    ),
  );
const yAxisDefaults = fc
  .uniqueArray(fc.constantFrom('Fort Peck Dam', 'Wolf Point'), { maxLength: 2 })
  .chain((locations) =>
    fc.tuple(
      ...locations.map((location) =>
        fc.integer({ min: 0, max: 100 }).map((min) => ({ location, range: [min, min + 30_000] as [number, number] })),
      ),
    ),
  );
const layers = fc
  .uniqueArray(fc.constantFrom('l1', 'l2'), { maxLength: 2 })
  .map((ids) => ids.map((id) => ({ id, name: id.toUpperCase(), url: '', description: '' })));

const configurations: fc.Arbitrary<ProjectConfiguration> = fc
  .record({
    title: shortText,
    startCalDay: fc.integer({ min: 1, max: 365 }),
    mapSurveyEnabled: fc.boolean(),
    public: fc.boolean(),
    accessCodeHash: fc.option(fc.constantFrom('$2b$10$a', '$2b$10$b'), { nil: null }),
    enableDefaultChart: fc.boolean(),
    alternatives,
    locationGroups,
    yAxisDefaults,
    zoom: fc.double({ min: 0, max: 24, noNaN: true }),
    markers,
    layers,
  })
  .map(({ zoom, markers, layers, ...fields }) => {
    const defaults = newProjectConfiguration();
    return { ...defaults, ...fields, map: { ...defaults.map, zoom, markers, layers } };
  });

describe('configuration change events', () => {
  it('turn any configuration into any other when folded, and pass their own schemas', () => {
    fc.assert(
      fc.property(configurations, configurations, (before, after) => {
        const events = configurationChangeEvents('p', before, after);
        for (const event of events) expect(parseProjectEvent(event)).toEqual(event);
        expect(events.reduce(evolveConfiguration, before)).toEqual(after);
      }),
    );
  });

  it('are empty between equal configurations', () => {
    fc.assert(
      fc.property(configurations, (configuration) => {
        expect(configurationChangeEvents('p', configuration, structuredClone(configuration))).toEqual([]);
      }),
    );
  });
});

describe('applying a patch', () => {
  it('keeps what the patch leaves out', () => {
    const current = exampleConfiguration({ public: false, accessCodeHash: '$2b$10$x' });
    expect(applyConfigurationPatch(current, {})).toEqual(current);
    expect(applyConfigurationPatch(current, { map: { zoom: 4 } }).map).toEqual({ ...current.map, zoom: 4 });
  });

  it('sets, keeps and removes the access code hash as asked', () => {
    const current = exampleConfiguration({ accessCodeHash: '$2b$10$x' });
    expect(applyConfigurationPatch(current, { accessCode: { kind: 'keep' } }).accessCodeHash).toBe('$2b$10$x');
    expect(applyConfigurationPatch(current, { accessCode: { kind: 'remove' } }).accessCodeHash).toBeNull();
    expect(applyConfigurationPatch(current, { accessCode: { kind: 'set', hash: '$2b$10$y' } }).accessCodeHash).toBe(
      '$2b$10$y',
    );
  });

  it('gives a submitted alternative without a key its name as key', () => {
    const patched = applyConfigurationPatch(exampleConfiguration(), {
      alternatives: [{ ...anAlternative('New'), key: undefined }],
    });
    expect(patched.alternatives).toEqual([anAlternative('New')]);
  });
});

describe('default y-axis ranges', () => {
  it('are kept by a patch that leaves them out and replaced by one that sets them', () => {
    const current = {
      ...newProjectConfiguration(),
      yAxisDefaults: [{ location: 'Fort Peck Dam', range: [0, 30000] as [number, number] }],
    };
    expect(applyConfigurationPatch(current, { title: 'New' }).yAxisDefaults).toEqual(current.yAxisDefaults);
    expect(applyConfigurationPatch(current, { yAxisDefaults: [] }).yAxisDefaults).toEqual([]);
  });

  it('refuse a range whose minimum is not below its maximum, and a second range for one location', () => {
    const refusal = projectDataInputSchema.safeParse({ yAxisDefaults: [{ location: 'Dam', range: [10, 10] }] });
    expect(refusal.error?.issues[0]?.message).toBe('The minimum must be less than the maximum');
    const twice = {
      ...newProjectConfiguration(),
      yAxisDefaults: [
        { location: 'Dam', range: [0, 1] as [number, number] },
        { location: 'Dam', range: [0, 2] as [number, number] },
      ],
    };
    expect(configurationProblem(twice)).toBe('A location has one default y-axis range');
  });
});
