/** Every stream id, so every reader and writer spells them the same way. Each aggregate's prefix is its own. */
export const streamIds = {
  user: (userId: string) => `user-${userId}`,
  project: (projectId: string) => `project-${projectId}`,
  licenseKey: (keyHash: string) => `license-${keyHash}`,
  /** Reservation streams make values unique: appended with expected version 'no_stream'. */
  projectKeyReservation: (projectKey: string) => `project-key-${projectKey}`,
  userEmailReservation: (email: string) => `user-email-${email}`,
  /** Each threshold is its own stream. */
  threshold: (thresholdId: string) => `threshold-${thresholdId}`,
  /** Each saved performance measure is its own stream. */
  performanceMeasure: (pmId: string) => `performance-measure-${pmId}`,
  /** One stream per project holds every response of its map survey. */
  survey: (projectId: string) => `survey-${projectId}`,
  /** A survey photo's upload, by the name the server gave it: its link is used once, the photo complete once stored. */
  surveyPhoto: (photo: string) => `photo-upload-${photo}`,
  /** One user's y-axis settings in one project (every location's settings in it). */
  yAxisSettings: (projectId: string, userId: string) => `y-axis-settings-${projectId}-${userId}`,
} as const;
