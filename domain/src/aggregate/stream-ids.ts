/**
 * The stream ids of users, projects, license keys and the reservation streams, so every reader spells them the same
 * way. The other aggregates build theirs beside their deciders, each with a prefix of its own: `thresholdStreamId`
 * (`thresholds/threshold.ts`), `surveyStreamId` (`survey/survey.ts`), `performanceMeasureStreamId`
 * (`performance-measures/performance-measure.ts`) and `yAxisSettingsStreamId` (`user-settings/y-axis-settings.ts`).
 */
export const streamIds = {
  user: (userId: string) => `user-${userId}`,
  project: (projectId: string) => `project-${projectId}`,
  licenseKey: (keyHash: string) => `license-${keyHash}`,
  /** Reservation streams make values unique: appended with expected version 'no_stream'. */
  projectKeyReservation: (projectKey: string) => `project-key-${projectKey}`,
  userEmailReservation: (email: string) => `user-email-${email}`,
  /** A survey photo's upload, by the name the server gave it. */
  surveyPhoto: (photo: string) => `photo-upload-${photo}`,
} as const;
