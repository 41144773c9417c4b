// First-load benchmark, in headless Chromium with the CPU slowed 4× (DevTools protocol),
// each load in a fresh context (a first visit). Run after `trunk build --release --offline`
// and `cargo build --release --bin torite-cli` (the game links are those of `torite-cli
// list`, or of the CLI named by TORITE_CLI):
//
//   node scripts/measure-load.mjs [--runs N] [--slow-runs M] [--only fast|slow] [--games a,b]
//
// 1. Bytes and time to interactive, on loopback (no network delay): the files the page
//    itself requests until it is interactive (wasm + js + css, gzip -9) — the home page
//    (interactive once a Play button is there) and a link to every game (once the table
//    shows its status line). N runs each (default 5). The sizes alone, without a browser,
//    are what scripts/budgets.mjs checks on every test run.
// 2. The first bot move on a slow phone network: every game link (with a seed whose first
//    move is a bot's) served gzip-compressed through one paced link of 1.6 Mbps with 150 ms
//    before each response's first byte (Lighthouse's slow 4G, paced by the server, so the
//    bots' worker and the service worker share it: scripts/static-host.mjs), CPU 4×: the
//    time until the table shows (its rules page's Start pressed at once), and until the
//    first bot card (or bid) lands
//    (`window.toriteFirstBotMove`, set by the table's bot clock), at the bots' normal speed.
//    M runs each (default 3), medians.
// (NO_SW=1 blocks the service worker, to see what its precache costs a first load.)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serveDist, launch } from '../e2e/helpers.mjs';
import { filesOf, readManifest } from './build-manifest.mjs';
import { SLOW_4G, serveStatic } from './static-host.mjs';

const { values: opts } = parseArgs({ options: {
  runs: { type: 'string', default: '5' }, 'slow-runs': { type: 'string', default: '3' },
  only: { type: 'string' }, games: { type: 'string' },
} });
const RUNS = Number(opts.runs);
const SLOW_RUNS = Number(opts['slow-runs']);
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const cli = process.env.TORITE_CLI ?? fileURLToPath(new URL('../target/release/torite-cli', import.meta.url));
if (!existsSync(cli)) throw new Error(`${cli} is missing: cargo build --release --bin torite-cli`);
const GAMES = opts.games?.split(',') ?? execFileSync(cli, ['list'], { encoding: 'utf8' }).trim().split('\n').map((line) => line.split('\t')[0]);

const manifest = readManifest(dist);
// What a page loads itself (the bots' worker and the service worker come later).
const PAGE_ROLES = ['main', 'glue', 'loader', 'css', 'chunk'];
const pageFiles = new Set(filesOf(manifest, ...PAGE_ROLES).map((f) => f.file));
const gzip = (f) => gzipSync(readFileSync(dist + f), { level: 9 }).length;
const own = (path) => pageFiles.has(path);
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: Math.round(s[s.length >> 1]), min: Math.round(s[0]), max: Math.round(s.at(-1)) };
};

const browser = await launch();
async function throttledPage() {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, serviceWorkers: process.env.NO_SW ? 'block' : 'allow' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** Loads `query` RUNS times; returns the files requested and the times to `ready`. */
async function measure(server, query, ready) {
  const times = [];
  const files = new Set();
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await throttledPage();
    page.on('request', (r) => {
      const path = decodeURIComponent(new URL(r.url()).pathname).replace(/^\//, '');
      if (own(path)) files.add(path);
    });
    await page.goto(server.url + query, { waitUntil: 'commit' });
    await page.waitForSelector(ready);
    times.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  return { files: files.size, gzip_bytes: [...files].reduce((a, f) => a + gzip(f), 0), time_to_interactive_ms_4x_cpu: stats(times) };
}

/** The first seed from 1 whose first decision is a bot's (seat 0 is the person). */
function botFirstSeed(game) {
  for (let seed = 1; seed <= 200; seed++) {
    const record = JSON.parse(execFileSync(cli, ['play', '--game', game, '--seed', String(seed)], { encoding: 'utf8', maxBuffer: 1 << 26 }));
    const first = record.actions.find((a) => typeof a === 'object' && 'seat' in a);
    if (first && first.seat !== 0) return seed;
  }
  return null;
}

/** Opens the game link on the slow link SLOW_RUNS times: time to the table and to the first bot move. */
async function firstBotMove(server, game) {
  const seed = botFirstSeed(game);
  // Where the person always acts first (Same Two: the dealer calls first, and the person deals
  // the first board), the first bot move waits for them: not timed.
  if (seed === null) return { seed: null, person_acts_first: true };
  const table = [];
  const bot = [];
  for (let i = 0; i < SLOW_RUNS; i++) {
    const { context, page } = await throttledPage();
    await page.goto(`${server.url}?game=${game}&seed=${seed}`, { waitUntil: 'commit' });
    // A link with a seed shows its rules first: Start, at once (as scripts/e2e's gotoTable).
    await page.waitForSelector('[data-testid="intro-start"], [data-testid="status"]', { timeout: 60000 });
    const start = await page.$('[data-testid="intro-start"]');
    if (start) await start.click();
    await page.waitForSelector('[data-testid="status"]', { timeout: 60000 });
    table.push(await page.evaluate(() => performance.now()));
    const handle = await page.waitForFunction(() => window.toriteFirstBotMove ?? (window.toriteBotsUnavailable ? -1 : null), null, { timeout: 60000, polling: 50 });
    const at = await handle.jsonValue();
    if (at < 0) throw new Error(`${game}: the bots' worker failed to load`);
    bot.push(at);
    await context.close();
  }
  return { seed, table_shown_ms: stats(table), first_bot_move_ms: stats(bot) };
}

const out = {};
if (opts.only !== 'slow') {
  const server = await serveDist();
  const sum = (entries) => entries.reduce((a, f) => a + gzip(f.file), 0);
  out.build = {
    main_wasm_gzip: sum(filesOf(manifest, 'main')),
    main_js_css_gzip: sum(filesOf(manifest, 'glue', 'loader', 'css')),
    table_chunks: filesOf(manifest, 'chunk').length,
    table_chunks_gzip: sum(filesOf(manifest, 'chunk')),
    bots_module_gzip: sum(filesOf(manifest, 'worker')),
  };
  out.home = await measure(server, '', '[data-testid="play-three-tricks"]');
  out.game_links = {};
  for (const g of GAMES) out.game_links[g] = await measure(server, `?game=${g}`, '[data-testid="status"]');
  const worst = Object.entries(out.game_links).reduce((a, b) => (b[1].gzip_bytes > a[1].gzip_bytes ? b : a));
  out.largest_game_link = { game: worst[0], gzip_bytes: worst[1].gzip_bytes };
  await server.close();
}
if (opts.only !== 'fast') {
  const server = await serveStatic(dist, { pace: SLOW_4G, encodings: ['gzip'] });
  out.slow_4g = { link: '1.6 Mbps, 150 ms before each first byte, gzip; CPU 4×; bots at normal speed', games: {} };
  for (const g of GAMES) out.slow_4g.games[g] = await firstBotMove(server, g);
  const worst = Object.entries(out.slow_4g.games).filter(([, v]) => v.first_bot_move_ms).reduce((a, b) => (b[1].first_bot_move_ms.median > a[1].first_bot_move_ms.median ? b : a));
  out.slow_4g.slowest = { game: worst[0], first_bot_move_ms: worst[1].first_bot_move_ms.median };
  await server.close();
}
await browser.close();
console.log(JSON.stringify(out, null, 2));
