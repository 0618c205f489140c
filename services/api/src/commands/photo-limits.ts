/** How long after its upload a photo may be named by a response: far more than a respondent takes to finish the form. */
export const PHOTO_NAMING_WINDOW_MS = 2 * 60 * 60_000;

/**
 * How long a photo no response holds is kept after its upload. An hour past the naming window, so the sweep never
 * removes a photo a response is being saved with.
 */
export const UNATTACHED_PHOTO_GRACE_MS = PHOTO_NAMING_WINDOW_MS + 60 * 60_000;
