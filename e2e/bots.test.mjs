// The bots in the browser: they think in a Web Worker, each seat's level is chosen in the
// table's Bots sheet and kept in the saved game, a bot's choice in Wasm is the one the
// native engine makes, and the hint rates every legal move.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serveDist, launch, newPage, playDeal, gotoTable, fromMenu } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = process.env.TORITE_CLI ?? `${root}target/release/torite-cli`;

async function setAllBots(page, level) {
  await fromMenu(page, '[data-testid="bots"]');
  // The sheet is a lazily loaded chunk: wait for it before listing its selects.
  await page.waitForSelector('[data-testid="bots-sheet"] [data-testid^="bot-level-"]');
  for (const sel of await page.$$('[data-testid^="bot-level-"]')) await sel.selectOption(level);
  await page.click('[data-testid="bots-sheet"] button.primary');
}

const saved = (page, game) => page.evaluate((g) => JSON.parse(localStorage.getItem(`torite.save.${g}`)), game);

test('bots play in a worker at the level chosen per seat, and the saved game keeps the levels', async () => {
  const page = await newPage(browser, { speed: 'normal' });
  const workers = [];
  page.on('worker', (w) => workers.push(w.url()));
  await gotoTable(page, `${server.url}?game=three-tricks&seed=31`);
  await setAllBots(page, 'hard');
  // Seat 1 plays easy: levels are per seat.
  await fromMenu(page, '[data-testid="bots"]');
  await page.selectOption('[data-testid="bot-level-1"]', 'easy');
  await page.click('[data-testid="bots-sheet"] button.primary');
  const rec = await saved(page, 'three-tricks');
  assert.deepEqual(rec.seats.map((s) => s.player), ['human', 'easy', 'hard', 'hard']);
  // The seat to act first may be a bot; either way a bot moves after our first card.
  await page.waitForSelector('[data-testid="hand"] button.card.legal', { timeout: 30000 });
  await page.click('[data-testid="hand"] button.card.legal');
  await page.waitForSelector('[data-testid="thinking"]', { state: 'attached', timeout: 10000 });
  // After a reload the bots keep their levels.
  await page.reload();
  await page.waitForSelector('.table');
  await fromMenu(page, '[data-testid="bots"]');
  assert.equal(await page.inputValue('[data-testid="bot-level-1"]'), 'easy');
  assert.equal(await page.inputValue('[data-testid="bot-level-3"]'), 'hard');
  await page.click('[data-testid="bots-sheet"] button.primary');
  // A whole deal plays out, and its record replays natively.
  await page.evaluate(() => localStorage.setItem('torite.speed', 'instant'));
  await page.reload();
  await playDeal(page);
  const done = await saved(page, 'three-tricks');
  const file = `${root}target/bots-e2e-record.json`;
  (await import('node:fs')).writeFileSync(file, JSON.stringify(done));
  execFileSync(cli, ['replay', file], { encoding: 'utf8' });
  assert.ok(workers.some((u) => u.includes('bot-worker.js')), `the bots ran in a worker: ${workers}`);
  // On a second visit the page is controlled by the service worker, which serves the bot
  // worker from its cache: the bots must still run in the worker, not fall back to the page.
  const fellBack = await page.evaluate(() => window.toriteBotsUnavailable ?? false);
  assert.equal(fellBack, false, 'the bot worker loaded after the service worker took over');
  assert.deepEqual(page.errors, []);
});

test('a bot in Wasm chooses exactly what the native engine chooses', async () => {
  // The native CLI plays a game with normal bots in every seat; in the browser we play seat 0's
  // moves from that record and let the (normal) bots answer: every action must match.
  const seed = 4242;
  const record = JSON.parse(execFileSync(cli, ['play', '--game', 'three-tricks', '--seed', String(seed), '--seats', 'normal,normal,normal,normal'], { encoding: 'utf8' }));
  const ours = record.actions.filter((a) => a.seat === 0).map((a) => a.play);
  const page = await newPage(browser);
  await page.addInitScript(() => localStorage.setItem('torite.bot-level', 'normal'));
  await gotoTable(page, `${server.url}?game=three-tricks&seed=${seed}`);
  for (const card of ours.slice(0, 13)) {
    await page.waitForSelector(`[data-testid="hand"] button.card.legal[data-card="${card}"]`, { timeout: 30000 });
    await page.click(`[data-testid="hand"] button.card[data-card="${card}"]`);
  }
  await page.waitForSelector('[data-testid="score-sheet"]', { timeout: 30000 });
  const inBrowser = (await saved(page, 'three-tricks')).actions;
  assert.deepEqual(inBrowser, record.actions.slice(0, inBrowser.length));
  assert.ok(inBrowser.length >= 2 + 52, `the whole first deal was compared (${inBrowser.length} actions)`);
  assert.deepEqual(page.errors, []);
});

test('the hint rates every legal move, best first', async () => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=three-tricks&seed=99`);
  // Find a turn with a real choice.
  for (;;) {
    await page.waitForSelector('[data-testid="hand"] button.card.legal', { timeout: 30000 });
    if ((await page.$$('[data-testid="hand"] button.card.legal')).length > 1) break;
    await page.click('[data-testid="hand"] button.card.legal');
  }
  const legal = await page.$$eval('[data-testid="hand"] button.card.legal', (b) => b.length);
  await page.click('[data-testid="hint"]');
  await page.waitForSelector('[data-testid="hint-panel"]', { timeout: 20000 });
  const rows = await page.$$eval('[data-testid="hint-row"]', (r) =>
    r.map((x) => [x.querySelector('.hint-action').textContent, x.querySelector('.hint-value').textContent, x.querySelector('[data-testid="hint-why"]')?.textContent ?? '']),
  );
  assert.equal(rows.length, legal);
  for (const [card, value, why] of rows) {
    assert.match(card, /^[♠♥♦♣](10|[2-9JQKA])$/);
    assert.match(value, /^[+-]\d+\.\d$/);
    // Each choice says what becomes of the trick (who wins it, and how likely).
    assert.match(why, /wins the trick|wins it|gives the trick to/, `${card}: ${why}`);
  }
  // Playing a card clears the hint.
  await page.click('[data-testid="hand"] button.card.legal');
  await page.waitForSelector('[data-testid="hint-panel"]', { state: 'detached' });
  assert.deepEqual(page.errors, []);
});

test('when the bot worker cannot load, the table says so and the game still plays', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });
  await context.addInitScript(() => localStorage.setItem('torite.speed', 'instant'));
  let blocked = 0;
  await context.route('**/torite-bots-*', (r) => { blocked += 1; return r.abort(); });
  const page = await context.newPage();
  await gotoTable(page, `${server.url}?game=three-tricks&seed=5`);
  await page.waitForSelector('[data-testid="bots-unavailable"]', { timeout: 30000 });
  assert.match(await page.textContent('[data-testid="bots-unavailable"]'), /could not start/);
  await playDeal(page);
  assert.ok(blocked > 0, 'the bots module was requested');
  assert.equal(await page.evaluate(() => window.toriteBotsUnavailable), true);
  await context.close();
});
