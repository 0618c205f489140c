// Location groups in their own module: the web app's location pickers validate them without building every
// configuration schema.
import { z } from 'zod';

/** A named set of locations (by their key), shown together in the location pickers (docs/product-guide.md#what-a-project-holds). */
export const locationGroupSchema = z.object({
  name: z
    .string({ error: 'A location group needs a name' })
    .trim()
    .min(1, 'A location group needs a name')
    .max(200, 'A location group name is longer than 200 characters'),
  includes: z.array(z.string().max(200)).max(10_000),
});
export type LocationGroup = z.output<typeof locationGroupSchema>;
export const locationGroupsSchema = z.array(locationGroupSchema).max(500, 'A project has at most 500 location groups');
