// The first paint comes from the static page: the title, the tagline (in the page's language)
// and the game list's outline show before any Wasm has arrived, and give way to the app's own
// page once it is drawn.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch } from './helpers.mjs';

let server;
let browser;
before(async () => {
  server = await serveDist();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** A page whose Wasm downloads wait until `release()` is called. */
async function heldPage(locale, path = '') {
  const context = await browser.newContext({ locale, viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  let release;
  const held = new Promise((ok) => { release = ok; });
  await page.route(/\.wasm$/, async (route) => { await held; await route.continue(); });
  await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
  return { page, release, errors, context };
}

for (const [locale, tagline] of [['en-US', /trick-taking games/], ['ja-JP', /創作トリテ/]]) {
  test(`before the Wasm arrives the home page shows its title, tagline and list outline (${locale})`, async () => {
    const { page, release, errors, context } = await heldPage(locale);
    assert.ok(await page.isVisible('#boot h1'), 'the title is painted');
    const first = await page.textContent('#boot .tagline');
    assert.match(first, tagline);
    assert.equal(await page.$$eval('#boot .boot-list li', (li) => li.filter((l) => l.offsetHeight > 0).length), 6);
    assert.equal(await page.$('[data-testid^="play-"]'), null, 'no app yet');

    release();
    await page.waitForSelector('[data-testid="play-three-tricks"]');
    assert.equal(await page.isVisible('#boot'), false, 'the outline gives way to the app');
    // The static tagline is the app's own, word for word.
    assert.equal(await page.textContent('main.home:not(#boot) .tagline'), first);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a game link paints the title without the list outline, then the table', async () => {
  const { page, release, errors, context } = await heldPage('en-US', '?game=three-tricks');
  assert.ok(await page.isVisible('#boot h1'));
  assert.equal(await page.isVisible('#boot .boot-list'), false);
  release();
  await page.waitForSelector('[data-testid="hand"] button.card');
  assert.equal(await page.isVisible('#boot'), false);
  assert.deepEqual(errors, []);
  await context.close();
});
