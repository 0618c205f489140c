/** Every stream id is built here, so that no two aggregates can collide and every reader spells them the same way. */
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
