/** The API's public surface: the app factory, its settings, and the commands scripts use. */
export { createApp } from './app.ts';
export type { AppDeps, ProjectAccessChecks, ProjectionWaiter } from './app-context.ts';
export { loadApiConfig, resolveJwtSecret, type ApiConfig } from './config.ts';
export { createMailer, outboxMailer, smtpMailer, type Mail, type Mailer } from './mail/mailer.ts';
export { processLogger, type Logger } from './logger.ts';
export type { CommandEnv, CommandOrigin } from './commands/command-handler.ts';
export { commandEnvironment } from './commands/command-environment.ts';
export { createUser, signUp } from './commands/users.ts';
export { issueLicenseKey } from './commands/licenses.ts';
export { releaseAbandonedReservations, releaseIfAbandoned, reservationHolder } from './commands/reservations.ts';
export { addAlternative, addMember, createProject, updateProject } from './commands/projects.ts';
export { buildOpenApiDocument } from '@waterline/contract/openapi';
