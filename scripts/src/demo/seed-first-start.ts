import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  addAlternative,
  type CommandOrigin,
  createProject,
  createUser,
  issueLicenseKey,
  releaseIfAbandoned,
  reservationHolder,
  type Waterline,
} from '@waterline/api';
import { demoAlternatives } from './demo-data.ts';
import { seedDemoMap } from './demo-map.ts';
import { seedDemoSurvey } from './demo-survey.ts';
import { demoPumpTransectCsv } from './pump-transects.ts';

export const DEMO_PROJECT_KEY = 'demo';

/** The instance admin's email: WATERLINE_ADMIN_EMAIL, or the default the first start used. */
export const adminEmailOf = (env: NodeJS.ProcessEnv): string =>
  (env.WATERLINE_ADMIN_EMAIL ?? 'admin@waterline.local').trim().toLowerCase();

export interface FirstStart {
  adminEmail: string;
  /** Printed once, at the first start; only its hash is kept. */
  adminPassword: string;
  licenseKey: string;
}

/**
 * On the first start (no admin account yet): the admin account, one license key, and the demo
 * project with generated data for three alternatives, a map (markers and a layer), a map survey
 * with a few responses and the pump page's transect file (the demo project is the default pump
 * project). Answers undefined on later starts.
 */
export async function seedFirstStart(waterline: Waterline, env: NodeJS.ProcessEnv): Promise<FirstStart | undefined> {
  const adminEmail = adminEmailOf(env);
  const system: CommandOrigin = { actorId: 'system', correlationId: randomUUID() };
  const holder = await reservationHolder(waterline.commands, 'user-email', adminEmail);
  // A first start that died between reserving the admin's email and registering the admin is taken up again.
  if (
    holder !== null &&
    !(await releaseIfAbandoned(waterline.commands, system, { kind: 'user-email', value: adminEmail, ownerId: holder }))
  )
    return undefined;

  const adminPassword = env.WATERLINE_ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const { userId } = await createUser(waterline.commands, system, {
    first: 'Admin',
    last: 'User',
    email: adminEmail,
    password: adminPassword,
  });
  const admin: CommandOrigin = { actorId: userId, correlationId: randomUUID() };
  const { key: licenseKey } = await issueLicenseKey(waterline.commands, admin);

  const { projectId } = await createProject(waterline.commands, admin, {
    projectKey: DEMO_PROJECT_KEY,
    // The demo's flow location whose y axis is locked to 0-30000 by default.
    data: {
      title: 'Demo: Pine River operations',
      yAxisDefaults: [{ location: 'Pine River at Bend', range: [0, 30000] }],
    },
    public: true,
  });
  for (const alternative of demoAlternatives()) {
    const bytes = new Uint8Array(Buffer.from(alternative.csv, 'utf8'));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await waterline.dataFiles.storeUpload(DEMO_PROJECT_KEY, alternative.fileName, { bytes, sha256 }, 'text/csv');
    await addAlternative(waterline.commands, admin, projectId, {
      text: alternative.name,
      description: alternative.description,
      color: alternative.color,
      dataSource: alternative.fileName,
      autofill: false,
      hidden: false,
      ignoreYears: [],
      ignoreValues: [],
      ignoreNegatives: false,
    });
  }
  await seedDemoMap(waterline, admin, DEMO_PROJECT_KEY, projectId);
  await seedDemoSurvey(waterline, admin, projectId);
  await waterline.blobs.put(
    `${DEMO_PROJECT_KEY}/pump/transects.csv`,
    new Uint8Array(Buffer.from(demoPumpTransectCsv(), 'utf8')),
    { contentType: 'text/csv' },
  );
  return { adminEmail, adminPassword, licenseKey };
}
