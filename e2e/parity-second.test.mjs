// Parity and Second in headless Chromium: whole games by clicks, with their own pieces.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, newPage, playWholeGame, gotoTable } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const names = (n) => ['You', ...Array.from({ length: n - 1 }, (_, i) => `Player ${i + 2}`)];
// Parity spec R11: 0 → 0; t and H of different parity → +t; the same parity → −t.
const parityPoints = (h) => (t) => (t === 0 ? 0 : (t % 2) !== (h % 2) ? t : -t);

test('Parity with 5 players: two cards face up, the scoring table for H = 10, a whole game', async () => {
  const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await gotoTable(page, `${server.url}?game=parity&players=5&seed=31`);
  await page.waitForSelector('[data-testid="hand"] button.card');
  assert.equal(await page.$$eval('[data-testid="leftover"] .card', (c) => c.length), 2, '52 mod 5 = 2 cards face up');
  assert.equal(await page.$$eval('[data-testid="hand"] button.card', (c) => c.length), 10);
  await page.click('[data-testid="scoring-table"] summary');
  assert.match(await page.textContent('[data-testid="scoring-table"]'), /1→\+1\s+2→−2\s+3→\+3/);
  await playWholeGame(page, { deals: 5, seats: 5, handSize: 10, points: parityPoints(10), names: names(5), assert });
  assert.deepEqual(page.errors, []);
});

test('Parity with 4 players on a phone: no leftover, odd hand size signs', async () => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=parity&seed=8`);
  await page.waitForSelector('[data-testid="hand"] button.card');
  assert.equal(await page.$$eval('[data-testid="leftover"] .card', (c) => c.length), 0);
  await playWholeGame(page, { deals: 4, seats: 4, handSize: 13, points: parityPoints(13), names: ['You', 'West', 'North', 'East'], assert });
});

test('Second: each trick marks its winner with the reason; a whole 3-player game', async () => {
  // At the slow bot speed the finished trick stays on the table long enough to read.
  const slow = await newPage(browser, { speed: 'slow' });
  await gotoTable(slow, `${server.url}?game=second&players=3&seed=5`);
  await slow.click('[data-testid="hand"] button.card.legal', { timeout: 20000 });
  const note = await slow.waitForSelector('[data-testid="win-note"]', { timeout: 20000 });
  assert.match(await note.textContent(), /second highest|only card of the suit led/);
  assert.ok(await slow.$eval('[data-testid="trick"] .card.winner', (c) => c.dataset.card));

  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=second&players=3&seed=5`);
  await page.waitForSelector('[data-testid="hand"] button.card');
  assert.equal(await page.$$eval('[data-testid="leftover"] .card', (c) => c.length), 1, '52 mod 3 = 1 card face up');
  await playWholeGame(page, { deals: 3, seats: 3, handSize: 17, points: (t) => t, names: names(3), assert });
  assert.deepEqual(page.errors, []);
});
