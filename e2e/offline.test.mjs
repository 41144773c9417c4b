// Installable and offline: the manifest and icons, play with the network off after one
// visit, and a new build offered as "new version — reload".
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, newPage, gotoTable } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('the manifest names the app and its 192 and 512 px icons', async () => {
  const page = await newPage(browser);
  await page.goto(server.url);
  const href = await page.getAttribute('link[rel="manifest"]', 'href');
  const manifest = await (await page.request.get(new URL(href, server.url).href)).json();
  assert.equal(manifest.short_name, 'Torite');
  assert.equal(manifest.display, 'standalone');
  assert.ok(manifest.theme_color);
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
    assert.ok(icon, size);
    const res = await page.request.get(new URL(icon.src, new URL(href, server.url)).href);
    assert.equal(res.status(), 200);
    assert.equal(res.headers()['content-type'], 'image/png');
  }
});

test('after one visit the app loads and plays with the network off; a new build asks to reload', async () => {
  const page = await newPage(browser);
  await page.goto(server.url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  await page.context().setOffline(true);
  await page.reload();
  await page.click('[data-testid="play-three-tricks"]');
  for (let k = 0; k < 3; k++) {
    await page.waitForSelector('[data-testid="hand"] button.card.legal', { timeout: 20000 });
    const n = await page.$$eval('[data-testid="hand"] button.card', (b) => b.length);
    await page.click('[data-testid="hand"] button.card.legal');
    await page.waitForFunction((m) => document.querySelectorAll('[data-testid="hand"] button.card').length === m - 1, n);
  }
  // Another ruleset link works offline too (every address is the same app shell).
  await gotoTable(page, `${server.url}?game=second&players=5`);
  await page.waitForSelector('[data-testid="hand"] button.card');
  assert.equal(await page.$$eval('[data-testid="hand"] button.card', (b) => b.length), 10);
  await page.context().setOffline(false);

  // A new build: the worker changes; the page offers to reload and does not swap mid-game.
  server.override('/sw.js', (text) => `${text}\n// a new build\n`);
  const before = server.requests.length;
  // At a table the service worker registers once the first bot has moved (or after 10 s).
  await page.waitForFunction(() => typeof window.toriteCheckForUpdate === 'function', null, { timeout: 30000 });
  await page.evaluate(() => window.toriteCheckForUpdate());
  const banner = await page.waitForSelector('#update-banner', { timeout: 20000 });
  // The new build's worker takes every content-hashed file from the old cache: it fetches
  // only the unhashed ones (index.html, the workers' scripts, icons...).
  const refetched = server.requests.slice(before);
  assert.ok(refetched.includes('/index.html'), `the new worker fetched its files: ${refetched}`);
  assert.deepEqual(refetched.filter((p) => /-[0-9a-f]{16}(_bg)?\.[a-z]+$/.test(p)), []);
  assert.match(await banner.textContent(), /New version/);
  assert.equal(await page.$$eval('[data-testid="hand"] button.card', (b) => b.length), 10, 'the game is untouched meanwhile');
  await Promise.all([page.waitForNavigation(), page.click('#update-banner button')]);
  await page.waitForSelector('[data-testid="hand"] button.card');
  const errors = page.errors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e));
  assert.deepEqual(errors, []);
});
