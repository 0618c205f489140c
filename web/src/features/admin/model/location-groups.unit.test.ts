import { describe, expect, it } from 'vitest';
import { LOCATION_GROUP_NAMES_MUST_BE_UNIQUE } from '../messages.ts';
import {
  groupMembers,
  LOCATION_GROUP_NEEDS_A_LOCATION,
  LOCATION_GROUP_NEEDS_A_NAME,
  locationGroupProblems,
  savedLocationGroups,
  selectableLocations,
  toggleLocation,
  withoutLocationGroup,
} from './location-groups.ts';

const dam = { key: 'Fort Peck Dam', measure: 'cfs' };
const lake = { key: 'Fort Peck Lake', measure: 'ft' };
const river = { key: 'Wolf Point', measure: 'cfs' };
const reservoirs = { name: 'Reservoirs', includes: ['Fort Peck Lake', 'Fort Peck Dam'] };
const gauges = { name: 'Gauges', includes: ['Wolf Point'] };

describe('locationGroupProblems', () => {
  it('accepts a named group with a location', () => {
    expect(locationGroupProblems({ name: 'Rivers', includes: ['Wolf Point'] }, ['Reservoirs'])).toEqual({
      name: null,
      locations: null,
    });
  });

  it('asks for a name and at least one location', () => {
    expect(locationGroupProblems({ name: '  ', includes: [] }, [])).toEqual({
      name: LOCATION_GROUP_NEEDS_A_NAME,
      locations: LOCATION_GROUP_NEEDS_A_LOCATION,
    });
  });

  it("refuses another group's name, whatever its case and spaces", () => {
    expect(
      locationGroupProblems({ name: ' reservoirs ', includes: ['Wolf Point'] }, ['Reservoirs', 'Gauges']).name,
    ).toBe(LOCATION_GROUP_NAMES_MUST_BE_UNIQUE);
  });
});

describe('toggleLocation', () => {
  it('adds a checked location last and removes an unchecked one', () => {
    expect(toggleLocation(['Fort Peck Lake'], 'Fort Peck Dam', true)).toEqual(['Fort Peck Lake', 'Fort Peck Dam']);
    expect(toggleLocation(['Fort Peck Lake', 'Fort Peck Dam'], 'Fort Peck Lake', false)).toEqual(['Fort Peck Dam']);
  });

  it('never lists a location twice', () => {
    expect(toggleLocation(['Fort Peck Dam'], 'Fort Peck Dam', true)).toEqual(['Fort Peck Dam']);
  });
});

describe('savedLocationGroups', () => {
  it('adds a new group last, its name trimmed', () => {
    expect(savedLocationGroups([reservoirs], null, { name: ' Gauges ', includes: ['Wolf Point'] })).toEqual([
      reservoirs,
      gauges,
    ]);
  });

  it('replaces the edited group in its place, even under a new name', () => {
    const renamed = { name: 'Dams', includes: ['Fort Peck Dam', 'Fort Peck Dam'] };
    expect(savedLocationGroups([reservoirs, gauges], 'Reservoirs', renamed)).toEqual([
      { name: 'Dams', includes: ['Fort Peck Dam'] },
      gauges,
    ]);
  });

  it('removes a group by name', () => {
    expect(withoutLocationGroup([reservoirs, gauges], 'Reservoirs')).toEqual([gauges]);
  });
});

describe('the locations shown', () => {
  it("offers every data location, then the group's locations the data no longer holds", () => {
    expect(selectableLocations([dam, river], ['Gone Gauge', 'Fort Peck Dam', 'Gone Gauge'])).toEqual([
      { ...dam, missing: false },
      { ...river, missing: false },
      { key: 'Gone Gauge', measure: '', missing: true },
    ]);
  });

  it("lists a group's locations in its order with their measure, missing ones marked once the data is known", () => {
    expect(groupMembers(['Fort Peck Lake', 'Gone Gauge'], [dam, lake], true)).toEqual([
      { ...lake, missing: false },
      { key: 'Gone Gauge', measure: '', missing: true },
    ]);
    expect(groupMembers(['Gone Gauge'], [], false)).toEqual([{ key: 'Gone Gauge', measure: '', missing: false }]);
  });
});
