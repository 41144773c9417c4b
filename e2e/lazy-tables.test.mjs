// Each game's table is a lazily loaded Wasm chunk (scripts/split-app.mjs): the home page
// downloads none, a game downloads only its own, and a chunk that cannot be fetched gives a
// clear message and a retry instead of a blank page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, fromMenu, playDeal } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** A fresh page without a service worker (so every request reaches the network). */
async function plainPage() {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });
  await context.addInitScript(() => localStorage.setItem('torite.speed', 'instant'));
  const page = await context.newPage();
  // The page's own Wasm files (the bots' worker's are in bots/, and only the server sees
  // the worker's requests).
  const wasm = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    const name = path.split('/').pop();
    if (name.endsWith('.wasm') && !path.startsWith('/bots/')) wasm.push(name);
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const from = server.requests.length;
  const bots = () => server.requests.slice(from).filter((p) => p.startsWith('/bots/') && p.endsWith('.wasm')).map((p) => p.slice('/bots/'.length));
  return { page, wasm, bots, errors };
}

const tableChunk = (names, game) => names.filter((n) => n.startsWith(`split_${game}-`));

test('the home page loads no table; a game loads its own table and no other', async () => {
  const { page, wasm, bots, errors } = await plainPage();
  await page.goto(server.url);
  await page.waitForSelector('[data-testid="play-three-tricks"]');
  await page.waitForLoadState('networkidle');
  assert.equal(wasm.filter((n) => /^torite-[0-9a-f]{16}_bg\.wasm$/.test(n)).length, 1, 'the main module');
  assert.equal(wasm.filter((n) => n.startsWith('split_home_page-')).length, 1, 'the home page chunk');
  assert.deepEqual(wasm.filter((n) => n.startsWith('split_') && !n.startsWith('split_home_page-')), [], `no table: ${wasm}`);

  await page.click('[data-testid="play-three-tricks"]');
  await page.waitForSelector('[data-testid="hand"] button.card');
  assert.equal(tableChunk(wasm, 'three_tricks').length, 1);
  const tables = wasm.filter((n) => n.startsWith('split_') && !n.startsWith('split_home_page-'));
  assert.deepEqual(tables, tableChunk(wasm, 'three_tricks'), 'no other game\'s table');
  assert.ok(wasm.some((n) => n.startsWith('chunk_')), 'code the tables share comes in shared chunks');
  // The bots' worker (started as the table opens) loads its main module and this game's
  // engine and bots, no other game's, and its bots play.
  await playDeal(page);
  assert.equal(await page.evaluate(() => window.toriteBotsUnavailable), undefined, 'the bots answered');
  assert.ok(await page.evaluate(() => window.toriteFirstBotMove > 0), 'a bot moved');
  assert.equal(bots().filter((n) => /^torite-bots-[0-9a-f]{16}_bg\.wasm$/.test(n)).length, 1, `the bots' main module: ${bots()}`);
  assert.deepEqual(bots().filter((n) => n.startsWith('split_')).map((n) => n.replace(/-[0-9a-f]+\.wasm$/, '')), ['split_three_tricks'], `the bots' chunks: ${bots()}`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a game link loads neither the home page nor the rules texts until they are asked for', async () => {
  const { page, wasm, errors } = await plainPage();
  await page.goto(`${server.url}?game=rwd`);
  await page.waitForSelector('[data-testid="status"]');
  assert.equal(tableChunk(wasm, 'rwd').length, 1);
  assert.deepEqual(wasm.filter((n) => /^split_(home_page|deferred_rules_texts)-/.test(n)), []);
  await fromMenu(page, '[data-testid="rules"]');
  await page.waitForSelector('[data-testid="rules-credit"]');
  assert.equal(wasm.filter((n) => n.startsWith('split_deferred_rules_texts-')).length, 1);
  await page.click('[data-testid="rules-sheet"] button.primary');
  await page.click('a.back');
  await page.waitForSelector('[data-testid="play-three-tricks"]');
  assert.equal(wasm.filter((n) => n.startsWith('split_home_page-')).length, 1);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a table that cannot be fetched says so, and loads on retry', async () => {
  const { page, errors } = await plainPage();
  let blocked = true;
  await page.route(/\/split_parity-[0-9a-f]+\.wasm$/, (route) => (blocked ? route.abort('internetdisconnected') : route.continue()));
  await page.goto(`${server.url}?game=parity`);
  const failed = await page.waitForSelector('[data-testid="load-failed"]', { timeout: 20000 });
  assert.match(await failed.textContent(), /could not be loaded/);
  assert.equal(await page.$('[data-testid="hand"]'), null);

  blocked = false;
  await page.click('[data-testid="load-failed"] button');
  await page.waitForSelector('[data-testid="hand"] button.card', { timeout: 20000 });
  assert.equal(await page.$('[data-testid="load-failed"]'), null);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the message is in Japanese for a Japanese page', async () => {
  const context = await browser.newContext({ locale: 'ja-JP', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(/\/split_second-[0-9a-f]+\.wasm$/, (route) => route.abort('internetdisconnected'));
  await page.goto(`${server.url}?game=second`);
  const failed = await page.waitForSelector('[data-testid="load-failed"]', { timeout: 20000 });
  assert.match(await failed.textContent(), /読み込めませんでした/);
  await context.close();
});
