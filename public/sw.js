// Torite's service worker: precaches the hashed build so the app loads and plays offline
// after one visit. A new build installs in the background and waits; the page offers
// "new version — reload", and only then does it take over (never in the middle of a game).
// The build fills in PRECACHE and VERSION (scripts/precache.mjs, a Trunk post-build hook).
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const CACHE = `torite-${VERSION}`;

self.addEventListener('install', (event) => {
  // `reload`: bypass the HTTP cache, so unhashed files (index.html, the workers' scripts)
  // come from this build.
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(PRECACHE.map((u) => new Request(u, { cache: 'reload' })))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // Every page address (any ruleset link) is the same app shell.
    if (req.mode === 'navigate') {
      return (await cache.match('./index.html')) ?? fetch(req);
    }
    return (await cache.match(req, { ignoreSearch: true })) ?? fetch(req);
  })());
});
