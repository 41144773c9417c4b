// Torite's service worker: precaches the hashed build so the app loads and plays offline
// after one visit. A new build installs in the background and waits; the page offers
// "new version — reload", and only then does it take over (never in the middle of a game).
// The build puts `const BUILD = { version, files: [{ file, hashed }] }` ahead of this source
// (scripts/precache.mjs, from dist/build-manifest.json), so each build's worker differs.
const CACHE = `torite-${BUILD.version}`;
const PRECACHE = ['./', ...BUILD.files.map((f) => `./${f.file}`)];
// A file whose name carries a hash of its content never changes: a new build takes it from
// the old build's cache instead of downloading it again.
const HASHED = new Set(BUILD.files.filter((f) => f.hashed).map((f) => `./${f.file}`));

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const fetched = [];
    for (const url of PRECACHE) {
      const kept = HASHED.has(url) ? await caches.match(url) : undefined;
      if (kept) await cache.put(url, kept);
      // `reload`: bypass the HTTP cache, so unhashed files (index.html, the workers'
      // scripts) come from this build.
      else fetched.push(new Request(url, { cache: 'reload' }));
    }
    await cache.addAll(fetched);
  })());
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
