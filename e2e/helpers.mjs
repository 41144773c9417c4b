// Shared by the browser tests: a static server for the release build in ../dist and a
// headless Debian Chromium driven by playwright-core.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves ../dist on a free loopback port; returns { url, close, override, requests }.
 * `override(path, change)` makes later requests for `path` get `change(original text)` (a
 * "new build"); `requests` lists every path asked for, in order.
 */
export async function serveDist() {
  const overrides = new Map();
  const requests = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    requests.push(path);
    if (overrides.has(path)) {
      const body = overrides.get(path)(await readFile(join(DIST, path), 'utf8'));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'text/plain', 'cache-control': 'no-cache' }).end(body);
      return;
    }
    let file = normalize(join(DIST, path));
    if (!file.startsWith(DIST)) { res.writeHead(403).end(); return; }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(ok); }),
    override: (path, change) => overrides.set(path, change),
    requests,
  };
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/**
 * A page whose bots play at test speed, in the given language; page errors fail the test.
 * The coached first deal's tips start switched off for every game unless `tips` is true
 * (e2e/coach.test.mjs tests them). `reducedMotion: 'reduce'` asks for less motion.
 * `bypassCSP` lets a test inject its own script (an audit tool) past the page's policy.
 */
export async function newPage(browser, { lang = 'en', viewport = { width: 360, height: 640 }, speed = 'instant', tips = false, reducedMotion = 'no-preference', bypassCSP = false } = {}) {
  const context = await browser.newContext({ viewport, locale: lang === 'ja' ? 'ja-JP' : 'en-US', reducedMotion, bypassCSP });
  await context.addInitScript((s) => localStorage.setItem('torite.speed', s), speed);
  if (!tips) await context.addInitScript(() => localStorage.getItem('torite.coach') ?? localStorage.setItem('torite.coach', '{"*":"off"}'));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.errors = errors;
  return page;
}

/** Reads the sheet row of deal d: [{tricks, points}] per seat. */
export async function sheetRow(page, d) {
  return page.$$eval(`[data-testid="deal-row-${d}"] td`, (tds) =>
    tds.map((td) => ({ tricks: Number(td.dataset.tricks), points: Number(td.dataset.points) })));
}

/** Plays until the score sheet appears, clicking a legal card whenever it is our turn. */
export async function playDeal(page, { keyboardFirst = false } = {}) {
  let first = true;
  for (;;) {
    const next = await Promise.race([
      page.waitForSelector('[data-testid="score-sheet"]', { timeout: 30000 }).then(() => 'sheet'),
      page.waitForSelector('[data-testid="hand"] button.card.legal', { timeout: 30000 }).then(() => 'card'),
    ]);
    if (next === 'sheet') return;
    if (first && keyboardFirst) {
      // Keyboard play: arrow keys move between playable cards, Enter plays the focused one.
      const before = await page.$$eval('[data-testid="hand"] button.card', (b) => b.length);
      await page.focus('[data-testid="hand"] button.card.legal');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="hand"] button.card').length === n - 1, before);
    } else {
      const card = await page.$('[data-testid="hand"] button.card.legal');
      if (card) await card.click().catch(() => {}); // the hand may re-render between find and click
    }
    first = false;
  }
}

/**
 * Plays a whole points-per-deal game by clicks and checks every sheet: the tricks add up
 * to the hand size, each seat's points follow `points(tricks)`, the seat badges agree with
 * the sheet, the totals add up, and the final ranks and winner match the totals.
 */
export async function playWholeGame(page, { deals, seats, handSize, points, names, assert, keyboardFirst = false }) {
  const totals = new Array(seats).fill(0);
  for (let d = 1; d <= deals; d++) {
    assert.match(await page.textContent('[data-testid="progress"]'), new RegExp(`Deal ${d} of ${deals}`));
    await playDeal(page, { keyboardFirst: keyboardFirst && d === 1 });
    const row = await sheetRow(page, d);
    assert.equal(row.length, seats);
    assert.equal(row.reduce((a, c) => a + c.tricks, 0), handSize, 'tricks in a deal add up to the hand size');
    for (let s = 0; s < seats; s++) {
      assert.equal(row[s].points, points(row[s].tricks), `deal ${d} seat ${s}: ${row[s].tricks} tricks`);
      const shown = await page.textContent(`[data-testid="tricks-${s}"]`);
      assert.equal(Number(shown.match(/\d+/)[0]), row[s].tricks, 'the seat shows the tricks on the sheet');
      totals[s] += row[s].points;
    }
    const shownTotals = await page.$$eval('[data-testid="totals"] td', (tds) => tds.map((t) => Number(t.dataset.total)));
    assert.deepEqual(shownTotals, totals);
    if (d < deals) await page.click('text=Next deal');
  }
  assert.match(await page.textContent('[data-testid="score-sheet"] h2'), /Game over/);
  const best = Math.max(...totals);
  const winner = await page.textContent('[data-testid="winner"]');
  for (const n of names.filter((_, s) => totals[s] === best)) assert.ok(winner.includes(n), `${winner} names ${n}`);
  const ranks = await page.$$eval('[data-testid="ranks"] td', (tds) => tds.map((t) => Number(t.textContent)));
  assert.deepEqual(ranks, totals.map((t) => 1 + totals.filter((o) => o > t).length));
  return totals;
}

/**
 * Taps one of a table's secondary buttons (rules, share, language, bots, trick review,
 * undo, settings): on a narrow screen they are in the menu, opened first if it is shut.
 */
export async function fromMenu(page, selector) {
  const toggle = await page.$('[data-testid="menu"]');
  if (toggle && await toggle.isVisible() && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.click(selector);
}

/** The text of `selector` in the table's menu (a lazily loaded chunk: on a phone it is
 * fetched when the menu first opens), leaving the menu as it was. */
export async function menuText(page, selector) {
  const toggle = await page.waitForSelector('[data-testid="menu"]', { state: 'attached' });
  const opened = toggle && await toggle.isVisible() && (await toggle.getAttribute('aria-expanded')) !== 'true';
  if (opened) await toggle.click();
  const text = await page.textContent(selector);
  if (opened) await toggle.click();
  return text;
}

/** Opens a table link; a link with its own rules shows them first, so press Start. */
export async function gotoTable(page, url) {
  await page.goto(url);
  await page.waitForSelector('[data-testid="intro-start"], .table', { timeout: 20000 });
  const start = await page.$('[data-testid="intro-start"]');
  if (start) await start.click();
  await page.waitForSelector('.table', { timeout: 20000 });
}

/**
 * Runs `work(item)` for every item, at most `n` at a time (the pages mostly wait for the
 * bots' pace, so a few tables side by side take little longer than one); the first failure
 * is thrown once all have settled.
 */
export async function eachConcurrently(items, n, work) {
  const queue = [...items];
  const failures = [];
  const worker = async () => {
    while (queue.length) {
      const item = queue.shift();
      await work(item).catch((e) => failures.push(e));
    }
  };
  await Promise.all(Array.from({ length: n }, worker));
  if (failures.length) throw failures[0];
}

/**
 * Waits until every motion on the page has come to rest (cards dealt in, played, swept;
 * counts floating off; a legend fading in): all finite animations and transitions finished.
 * Endless ones (the bots' thinking dots) never finish, so they are not waited for.
 */
export async function settled(page, timeout = 10000) {
  await page.waitForFunction(() => document.getAnimations().every((a) =>
    a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), null, { timeout, polling: 'raf' });
}

/** A screenshot for the docs, taken once the page is at rest (see `settled`). */
export async function shoot(page, path) {
  await settled(page);
  await page.screenshot({ path });
}

/** Makes every game save in `page`'s context fail as a full storage quota does
 * (QuotaExceededError); other keys (settings) are written as usual. */
export async function fillSaveQuota(page) {
  await page.context().addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (String(k).startsWith('torite.save.')) throw new DOMException('full', 'QuotaExceededError');
      return setItem.call(this, k, v);
    };
  });
}
