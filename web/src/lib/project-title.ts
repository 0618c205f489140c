export const UNNAMED_PROJECT = 'Unnamed Project';

/** A project's title for display; 'Unnamed Project' when it has none. */
export const displayTitle = (title: string | undefined): string => title?.trim() || UNNAMED_PROJECT;
