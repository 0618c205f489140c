// The containers' health check: `node scripts/docker/healthcheck.mjs /readyz` exits 0 when the path answers 2xx on PORT.
const path = process.argv[2] ?? '/healthz';
const port = process.env.PORT ?? '3000';
try {
  const answer = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(4000) });
  process.exit(answer.ok ? 0 : 1);
} catch {
  process.exit(1);
}
