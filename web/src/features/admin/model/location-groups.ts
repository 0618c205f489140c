// The location groups editor's rules: what a group form may hold, and the list a save sends.
import type { LocationGroup } from '@waterline/domain/projects/configuration';
import type { DataLocation } from '../../../data/index.ts';
import { LOCATION_GROUP_NAMES_MUST_BE_UNIQUE } from '../messages.ts';
import { isDuplicateName } from './duplicate-names.ts';

export const LOCATION_GROUP_NEEDS_A_NAME = 'A location group needs a name';
export const LOCATION_GROUP_NEEDS_A_LOCATION = 'Choose at least one location';

/** A location as the editor lists it; `missing` when no alternative's data holds it any more. */
export interface GroupLocation {
  key: string;
  measure: string;
  missing: boolean;
}

/** What is wrong with a group form, field by field; both null when it can be saved. */
export function locationGroupProblems(
  group: LocationGroup,
  otherNames: readonly string[],
): { name: string | null; locations: string | null } {
  const name =
    group.name.trim() === ''
      ? LOCATION_GROUP_NEEDS_A_NAME
      : isDuplicateName(group.name, otherNames)
        ? LOCATION_GROUP_NAMES_MUST_BE_UNIQUE
        : null;
  return { name, locations: group.includes.length === 0 ? LOCATION_GROUP_NEEDS_A_LOCATION : null };
}

/** The group's locations after (un)checking one: a newly checked location goes last, so the saved order is the order of choosing. */
export function toggleLocation(includes: readonly string[], key: string, checked: boolean): string[] {
  const rest = includes.filter((included) => included !== key);
  return checked ? [...rest, key] : rest;
}

/** The groups to save: `group` (trimmed) in place of the one named `replacing`, or added last when that is null. */
export function savedLocationGroups(
  groups: readonly LocationGroup[],
  replacing: string | null,
  group: LocationGroup,
): LocationGroup[] {
  const saved = { name: group.name.trim(), includes: [...new Set(group.includes)] };
  return replacing === null
    ? [...groups, saved]
    : groups.map((existing) => (existing.name === replacing ? saved : existing));
}

/** The groups without the one named `name`. */
export function withoutLocationGroup(groups: readonly LocationGroup[], name: string): LocationGroup[] {
  return groups.filter((group) => group.name !== name);
}

/**
 * The locations the dialog offers: every location of the data, then those of the group as saved
 * (`savedIncludes`) that the data no longer holds, so they can still be seen, unchecked and checked again.
 */
export function selectableLocations(
  dataLocations: readonly DataLocation[],
  savedIncludes: readonly string[],
): GroupLocation[] {
  const known = new Set(dataLocations.map((location) => location.key));
  return [
    ...dataLocations.map((location) => ({ ...location, missing: false })),
    ...[...new Set(savedIncludes)].filter((key) => !known.has(key)).map((key) => ({ key, measure: '', missing: true })),
  ];
}

/** A group's locations in its order, with their measure; marked missing only once the data is known (`dataKnown`). */
export function groupMembers(
  includes: readonly string[],
  dataLocations: readonly DataLocation[],
  dataKnown: boolean,
): GroupLocation[] {
  const byKey = new Map(dataLocations.map((location) => [location.key, location]));
  return [...new Set(includes)].map((key) => {
    const location = byKey.get(key);
    return { key, measure: location?.measure ?? '', missing: dataKnown && !location };
  });
}
