import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashLicenseKey } from './auth/license-keys.ts';
import { licenseKeyHashesFrom, loadApiConfig, loadOperationsConfig, resolveJwtSecret } from './config.ts';

describe('API configuration', () => {
  it('keeps only hashes of the comma-separated license keys', () => {
    expect(licenseKeyHashesFrom(' KEY-1 ,, KEY-2,')).toEqual(
      new Set([hashLicenseKey('KEY-1'), hashLicenseKey('KEY-2')]),
    );
    expect(licenseKeyHashesFrom(undefined).size).toBe(0);
  });

  it('reads the map tile URL templates, unset when blank, refusing one without {z}/{x}/{y}', () => {
    expect(loadApiConfig({}, 's').mapTiles).toEqual({
      satellite: { url: null, attribution: '' },
      terrain: { url: null, attribution: '' },
    });
    const config = loadApiConfig(
      {
        WATERLINE_TERRAIN_TILES: ' https://t.example/{z}/{x}/{y}.png ',
        WATERLINE_TERRAIN_ATTRIBUTION: '© Terrain',
        WATERLINE_SATELLITE_TILES: ' ',
      },
      's',
    );
    expect(config.mapTiles).toEqual({
      satellite: { url: null, attribution: '' },
      terrain: { url: 'https://t.example/{z}/{x}/{y}.png', attribution: '© Terrain' },
    });
    expect(() => loadApiConfig({ WATERLINE_SATELLITE_TILES: 'https://s.example/tiles.png' }, 's')).toThrow(
      'WATERLINE_SATELLITE_TILES must be an http(s) URL template with {z}, {x} and {y}',
    );
    expect(() => loadApiConfig({ WATERLINE_SATELLITE_TILES: 'file:///{z}/{x}/{y}' }, 's')).toThrow(
      'WATERLINE_SATELLITE_TILES must be',
    );
  });

  it('reads settings from the environment with safe defaults', () => {
    const config = loadApiConfig({ PORT: '4000', WATERLINE_BCRYPT_COST: '4', WATERLINE_TOKEN_TTL_SECONDS: '60' }, 's');
    expect(config).toMatchObject({
      publicUrl: 'http://localhost:4000',
      bcryptCost: 10,
      tokenTtlSeconds: 60,
      trustProxy: false,
    });
    expect(() => loadApiConfig({ WATERLINE_TOKEN_TTL_SECONDS: 'soon' }, 's')).toThrow(
      'WATERLINE_TOKEN_TTL_SECONDS must be a positive whole number',
    );
    expect(loadApiConfig({ WATERLINE_PUBLIC_URL: 'https://waterline.example/' }, 's').publicUrl).toBe(
      'https://waterline.example',
    );
  });

  it('reads the memory limit of the import processes and the quota of stored imports, 1024 MB each unless set', () => {
    expect(loadApiConfig({}, 's')).toMatchObject({ importMemoryMb: 1024, importQuotaMb: 1024 });
    expect(loadApiConfig({ WATERLINE_IMPORT_QUOTA_MB: '50' }, 's').importQuotaMb).toBe(50);
    expect(loadApiConfig({ WATERLINE_IMPORT_MEMORY_MB: '256' }, 's').importMemoryMb).toBe(256);
    expect(() => loadApiConfig({ WATERLINE_IMPORT_MEMORY_MB: 'lots' }, 's')).toThrow(
      'WATERLINE_IMPORT_MEMORY_MB must be a positive whole number',
    );
    expect(() => loadApiConfig({ WATERLINE_IMPORT_QUOTA_MB: '-1' }, 's')).toThrow(
      'WATERLINE_IMPORT_QUOTA_MB must be a positive whole number',
    );
  });

  it('caps live streams per process and per address and beats their heartbeat, with defaults unless set', () => {
    expect(loadApiConfig({}, 's').live).toEqual({ maxStreams: 2000, maxStreamsPerAddress: 20, heartbeatSeconds: 25 });
    const set = loadApiConfig(
      {
        WATERLINE_LIVE_MAX_STREAMS: '5000',
        WATERLINE_LIVE_MAX_STREAMS_PER_ADDRESS: '3',
        WATERLINE_LIVE_HEARTBEAT_SECONDS: '10',
      },
      's',
    );
    expect(set.live).toEqual({ maxStreams: 5000, maxStreamsPerAddress: 3, heartbeatSeconds: 10 });
    expect(() => loadApiConfig({ WATERLINE_LIVE_MAX_STREAMS: '0' }, 's')).toThrow(
      'WATERLINE_LIVE_MAX_STREAMS must be a positive whole number',
    );
    expect(() => loadApiConfig({ WATERLINE_LIVE_HEARTBEAT_SECONDS: 'often' }, 's')).toThrow(
      'WATERLINE_LIVE_HEARTBEAT_SECONDS must be a positive whole number',
    );
  });

  it('generates a JWT secret once and keeps it in the data folder, unless the environment gives one', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'wl-config-'));
    try {
      const first = await resolveJwtSecret({}, dataDir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(await resolveJwtSecret({}, dataDir)).toBe(first);
      expect((await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
      expect((await stat(join(dataDir, 'jwt-secret'))).mode & 0o077).toBe(0);
      const fromEnv = 'x'.repeat(40);
      expect(await resolveJwtSecret({ WATERLINE_JWT_SECRET: fromEnv }, dataDir)).toBe(fromEnv);
      await expect(resolveJwtSecret({ WATERLINE_JWT_SECRET: 'short' }, dataDir)).rejects.toThrow(
        'at least 32 characters',
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
  it('refuses to generate a JWT secret when blobs are in S3, where processes need not share a data folder', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'wl-config-'));
    try {
      await expect(resolveJwtSecret({ S3_BUCKET: 'waterline' }, dataDir)).rejects.toThrow(
        'WATERLINE_JWT_SECRET must be set when S3_BUCKET is',
      );
      await expect(readFile(join(dataDir, 'jwt-secret'), 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
      const fromEnv = 'x'.repeat(40);
      expect(await resolveJwtSecret({ S3_BUCKET: 'waterline', WATERLINE_JWT_SECRET: fromEnv }, dataDir)).toBe(fromEnv);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('operations configuration', () => {
  it('reads the process role, readiness limits and metrics allow list, refusing what it cannot use', () => {
    const defaults = loadOperationsConfig({});
    expect(defaults).toMatchObject({ role: 'both', readiness: { maxLagEvents: 1000, checkTimeoutMs: 2000 } });
    expect([
      defaults.metricsAllow.allows('127.0.0.1'),
      defaults.metricsAllow.allows('::1'),
      defaults.metricsAllow.allows('::ffff:127.0.0.1'),
      defaults.metricsAllow.allows('10.1.2.3'),
    ]).toEqual([true, true, true, false]);
    const set = loadOperationsConfig({
      WATERLINE_ROLE: ' projector ',
      WATERLINE_READY_MAX_LAG: '50',
      WATERLINE_READY_TIMEOUT_MS: '500',
      WATERLINE_METRICS_ALLOW: '10.0.0.0/8, 192.168.1.7,fd00::/8',
    });
    expect(set).toMatchObject({ role: 'projector', readiness: { maxLagEvents: 50, checkTimeoutMs: 500 } });
    expect(
      ['10.200.0.1', '192.168.1.7', '192.168.1.8', 'fd12::1', '127.0.0.1', undefined].map((address) =>
        set.metricsAllow.allows(address),
      ),
    ).toEqual([true, true, false, true, false, false]);
    expect(loadOperationsConfig({ WATERLINE_METRICS_ALLOW: '' }).metricsAllow.allows('127.0.0.1')).toBe(false);
    expect(() => loadOperationsConfig({ WATERLINE_ROLE: 'worker' })).toThrow(
      'WATERLINE_ROLE must be one of api, projector, both, got "worker"',
    );
    expect(() => loadOperationsConfig({ WATERLINE_METRICS_ALLOW: '10.0.0.0/33' })).toThrow(
      'WATERLINE_METRICS_ALLOW: "10.0.0.0/33" is not an IP address or CIDR range',
    );
    expect(() => loadOperationsConfig({ WATERLINE_METRICS_ALLOW: 'localhost' })).toThrow(
      'is not an IP address or CIDR range',
    );
    expect(() => loadOperationsConfig({ WATERLINE_READY_MAX_LAG: '-1' })).toThrow(
      'WATERLINE_READY_MAX_LAG must be a positive whole number',
    );
  });
});
