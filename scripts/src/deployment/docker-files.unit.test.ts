import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { addressAllowList, createMetrics, healthRouter, metricsRouter } from '@waterline/api';
import { copiedSources, isIgnored, parseDockerfile, stageInstructions } from './dockerfile.ts';
import { runtimeImports } from './runtime-imports.ts';

// Docker does not run on the development machines: these checks keep the Dockerfile and docker-compose.yml in step with the code.
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const dockerfile = parseDockerfile(read('Dockerfile'));
const dockerignore = read('.dockerignore');
const rootPackage = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  dependencies?: Record<string, string>;
  workspaces: string[];
};
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
};

interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  profiles?: string[];
}

const runtime = stageInstructions(dockerfile, 'runtime');
const npmScriptsRun = (args: string) =>
  [...args.matchAll(/npm"?,?\s*"?run"?,?\s*"?(?:-s\s+)?([\w:-]+)/g)].map((match) => match[1]!);
/** The folders and files the runtime stage copies from the build context. */
const runtimeCopies = runtime.flatMap(copiedSources);
/** The app's own services in the compose file: those run from the image the Dockerfile builds. */
const appServices = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);

describe('the Dockerfile', () => {
  it('copies only files and folders that exist and that .dockerignore lets into the build context', () => {
    const sources = dockerfile.flatMap(copiedSources);
    expect(sources.length).toBeGreaterThan(10);
    for (const source of sources) {
      expect(existsSync(join(root, source)), source).toBe(true);
      expect(isIgnored(dockerignore, source), `${source} is left out by .dockerignore`).toBe(false);
    }
    // Every workspace's package.json, or npm ci refuses the lock file.
    for (const stage of ['build', 'runtime']) {
      const copied = stageInstructions(dockerfile, stage).flatMap(copiedSources);
      for (const workspace of rootPackage.workspaces)
        expect(copied, `${stage} stage`).toContain(`${workspace}/package.json`);
    }
  });

  it('runs npm scripts that package.json has, and starts without building', () => {
    const named = dockerfile
      .filter((instruction) => instruction.keyword === 'RUN' || instruction.keyword === 'CMD')
      .flatMap((instruction) => npmScriptsRun(instruction.args));
    expect(named).toEqual(expect.arrayContaining(['build:web', 'start:prod']));
    for (const script of named) expect(rootPackage.scripts[script], `npm run ${script}`).toBeDefined();
    expect(runtime.find((instruction) => instruction.keyword === 'CMD')?.args).toBe('["npm", "run", "start:prod"]');
    expect(rootPackage.scripts['start:prod']).not.toMatch(/build/);
  });

  it('builds the web assets in one stage and runs with production dependencies only, as a user other than root', () => {
    expect(
      dockerfile.some(
        (instruction) =>
          instruction.stage === 'build' && instruction.keyword === 'RUN' && instruction.args === 'npm run build:web',
      ),
    ).toBe(true);
    expect(
      runtime
        .filter((instruction) => instruction.keyword === 'RUN' && /npm ci/.test(instruction.args))
        .map((instruction) => instruction.args),
    ).toEqual([expect.stringContaining('npm ci --omit=dev')]);
    expect(
      runtime.some(
        (instruction) => instruction.keyword === 'COPY' && instruction.args === '--from=build /app/web/dist web/dist',
      ),
    ).toBe(true);
    const user = runtime.filter((instruction) => instruction.keyword === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
  });

  it('holds every file the server reaches from its start script, whose npm packages are production dependencies', () => {
    const startScript = /tsx (\S+)/.exec(rootPackage.scripts['start:prod']!)?.[1];
    expect(startScript).toBe('scripts/src/start.ts');
    const { files, packages } = runtimeImports(root, [startScript!]);
    expect(files).toContain('services/api/src/data/import-worker-entry.mjs');
    for (const file of files) {
      expect(
        runtimeCopies.some((copied) => file === copied || file.startsWith(`${copied}/`)),
        `${file} is not copied`,
      ).toBe(true);
      expect(isIgnored(dockerignore, file), `${file} is left out by .dockerignore`).toBe(false);
    }
    const production = new Set(Object.keys(rootPackage.dependencies ?? {}));
    for (const workspace of rootPackage.workspaces) {
      for (const name of Object.keys(
        (JSON.parse(read(`${workspace}/package.json`)) as { dependencies?: Record<string, string> }).dependencies ?? {},
      ))
        production.add(name);
    }
    expect(packages).toContain('tsx');
    for (const name of packages)
      expect(production.has(name), `${name} is imported at run time but is not a production dependency`).toBe(true);
  });
});

describe('docker-compose.yml', () => {
  const sourceText = [...runtimeImports(root, ['scripts/src/start.ts']).files]
    .filter((file) => file.endsWith('.ts'))
    .map(read)
    .join('\n');
  const settingsTable = read('README.md').split('## Settings')[1]?.split('\n## ')[0] ?? '';

  it('runs PostgreSQL with a volume and a pg_isready health check, and the api and projector from the image', () => {
    expect(compose.services.postgres?.volumes?.some((volume) => volume.endsWith(':/var/lib/postgresql/data'))).toBe(
      true,
    );
    expect(JSON.stringify(compose.services.postgres?.healthcheck?.test)).toContain('pg_isready');
    expect(appServices.map(([name]) => name).sort()).toEqual(['api', 'projector']);
    for (const [name, service] of appServices) {
      expect(service.build, name).toBe('.');
      expect(service.depends_on?.postgres?.condition, name).toBe('service_healthy');
    }
    expect(compose.services.api?.environment?.WATERLINE_ROLE).toBe('api');
    expect(compose.services.projector?.environment?.WATERLINE_ROLE).toBe('projector');
    for (const volume of Object.values(compose.services).flatMap((service) => service.volumes ?? []))
      expect(Object.keys(compose.volumes ?? {})).toContain(volume.split(':')[0]);
  });

  it('sets on the app only settings the server reads and the README documents', () => {
    for (const [name, service] of appServices) {
      const variables = Object.keys(service.environment ?? {});
      expect(variables, name).toContain('DATABASE_URL');
      for (const variable of variables) {
        expect(
          new RegExp(`env(?:\\.${variable}\\b|\\[['"]${variable}['"]\\])`).test(sourceText),
          `${variable} is not read by the server`,
        ).toBe(true);
        expect(settingsTable, `${variable} is not in the README's Settings`).toContain(`\`${variable}\``);
      }
    }
  });

  it('checks health on paths the app serves, with the script the image holds', () => {
    const served = new Set([
      ...routePaths(
        healthRouter({
          sql: {} as never,
          projectorLag: async () => 0,
          projectionStops: async () => [],
          settings: { maxLagEvents: 1, checkTimeoutMs: 1 },
        }),
      ),
      ...routePaths(metricsRouter(createMetrics(), addressAllowList([], 'test'))),
    ]);
    const checks = [
      ...appServices.map(([, service]) => service.healthcheck?.test),
      dockerfile.find((instruction) => instruction.keyword === 'HEALTHCHECK')?.args,
    ];
    expect(checks).toHaveLength(3);
    for (const check of checks) {
      const words = typeof check === 'string' ? check : JSON.stringify(check);
      const [, script, path] = /"node",\s*"([^"]+)",\s*"([^"]+)"/.exec(words ?? '') ?? [];
      expect(
        runtimeCopies.some((copied) => script?.startsWith(copied)),
        `${script} is not in the image`,
      ).toBe(true);
      expect(existsSync(join(root, script!))).toBe(true);
      expect(served, `${path} is not served`).toContain(path);
    }
    expect(JSON.stringify(compose.services.api?.healthcheck?.test)).toContain('/readyz');
  });

  it('keeps KurrentDB behind a profile', () => {
    expect(compose.services.kurrentdb?.profiles).toEqual(['kurrentdb']);
  });
});

function routePaths(router: { stack: { route?: { path: string } }[] }): string[] {
  return router.stack.flatMap((layer) => (layer.route ? [layer.route.path] : []));
}
