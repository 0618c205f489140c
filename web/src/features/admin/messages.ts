// Texts of the admin area (docs/product-guide.md#admin-area) or that the server fixes, in one place for screens and tests.

export const ALTERNATIVE_NAMES_MUST_BE_UNIQUE = 'Alternative names must be unique.';
export const LOCATION_GROUP_NAMES_MUST_BE_UNIQUE = 'Location group names must be unique.';
export const NAME_ALREADY_EXISTS = 'That name already exists';
export const DATASET_UPDATED = 'Dataset updated successfully';
export const UNABLE_TO_UPLOAD_DATASET = 'Unable to upload dataset';
export const UNABLE_TO_ACCESS_FILE = 'Unable to access file';
export const UNABLE_TO_SAVE = 'Unable to save changes';
export const UNABLE_TO_UPLOAD_LAYER = 'Unable to upload layer';

export const ACCESS_WARNINGS = {
  open: 'Anyone can access this project. Consider adding an access code.',
  code: 'Only people with the access code can enter this project.',
  membersOnly: 'Only invited registered users can access this project.',
} as const;
