import { locationGroupsSchema, type LocationGroup } from '@waterline/domain/projects/location-groups';
import type { DataLocation } from '../../../data/index.ts';

export type { LocationGroup };

/** The group of locations that no group includes. */
export const OTHER_GROUP = 'Other';

/** The project's location groups: its data's `locationGroups` when present and well formed, else none. */
export function locationGroupsOf(projectData: object): LocationGroup[] {
  const parsed = locationGroupsSchema.safeParse((projectData as { locationGroups?: unknown }).locationGroups);
  return parsed.success ? parsed.data : [];
}

/** Locations by group, in each group's order; groups without data are left out and the rest go to 'Other', last. */
export function groupLocations(
  locations: readonly DataLocation[],
  groups: readonly LocationGroup[],
): { name: string; locations: DataLocation[] }[] {
  const byKey = new Map(locations.map((location) => [location.key, location]));
  const grouped = new Set<string>();
  const result: { name: string; locations: DataLocation[] }[] = [];
  for (const group of groups) {
    const members = group.includes
      .map((key) => byKey.get(key))
      .filter((location): location is DataLocation => location !== undefined);
    members.forEach((location) => grouped.add(location.key));
    if (members.length > 0) result.push({ name: group.name, locations: members });
  }
  const others = locations.filter((location) => !grouped.has(location.key));
  if (others.length > 0) result.push({ name: OTHER_GROUP, locations: others });
  return result;
}
