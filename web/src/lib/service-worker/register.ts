import { Workbox } from 'workbox-window';

/** The API answers this page fetched so far (the service worker keeps those that are the same for everyone). */
function fetchedApiUrls(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return url.origin === window.location.origin && url.pathname.startsWith('/api/');
    });
}

/** Installs the service worker (./sw.ts) of the built app, which keeps the survey open offline. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const worker = new Workbox('/sw.js', { scope: '/' });
  // Installed during this visit: what the page fetched before is kept too, for the next visit without a network.
  worker.addEventListener('controlling', () => {
    void worker.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: fetchedApiUrls() } });
  });
  // Where a browser refuses service workers (a private window, a policy) the app works as before, online only.
  worker.register().catch(() => undefined);
}
