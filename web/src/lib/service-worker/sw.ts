/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, Route, Router } from 'workbox-routing';
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst } from 'workbox-strategies';
import { carriesIdentity, isSharedAnswer } from './shared-answers.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// The app's own files, kept whole at install.
void self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const router = new Router();
// Every page of the app opens from the kept index.html (the API's and the operators' pages are the server's own).
router.registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/metrics$/] }),
);
// The API's answers from the network while there is one, and the last one kept when there is none. Only answers the
// server marked the same for everyone are kept: nothing asked with a token, nothing private. A live stream
// (text/event-stream) goes straight to the network: it never ends, so it has no answer to keep.
router.registerRoute(
  new Route(
    ({ request, url }) =>
      url.origin === self.location.origin &&
      url.pathname.startsWith('/api/') &&
      !carriesIdentity(request.headers) &&
      request.headers.get('accept') !== 'text/event-stream',
    new NetworkFirst({
      cacheName: 'shared-answers',
      plugins: [
        { cacheWillUpdate: async ({ request, response }) => (isSharedAnswer(request, response) ? response : null) },
        // Public series of other pages pass through here too: the oldest answers go first, and all when space runs out.
        new ExpirationPlugin({ maxEntries: 500, purgeOnQuotaError: true }),
      ],
    }),
  ),
);
router.addFetchListener();
// The page names what it fetched before this worker took it over (./register.ts): fetched again through the routes
// above, without the page's tokens, so that the first visit's public answers are kept too.
router.addCacheListener();
