// First-load budget: the size of what the page downloads before it is interactive (wasm +
// js + css, gzip -9, as recorded from the page's own requests) and the time until it is
// interactive, in headless Chromium with the CPU slowed 4×. Two ways in:
//   - the home page (a first visit): interactive once a Play button is there;
//   - a game link (`?game=<id>`, for every game with a table): interactive once the table
//     shows its status line and hand. Besides the main module it loads the game's table
//     chunks (see scripts/split-app.mjs).
// The bots' module (loaded by the bot worker when a bot first moves) and the service
// worker's background precache are not part of a first load.
// Run after `trunk build --release --offline` and `cargo build --release --bin torite-cli`
// (the game links are those of `torite-cli list`, or of the CLI named by TORITE_CLI):
//   node scripts/measure-load.mjs [--runs N]
// (NO_SW=1 blocks the service worker, to see what its precache costs a first load.)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { serveDist, launch } from '../e2e/helpers.mjs';
import { filesOf, readManifest } from './build-manifest.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const cli = process.env.TORITE_CLI ?? fileURLToPath(new URL('../target/release/torite-cli', import.meta.url));
if (!existsSync(cli)) throw new Error(`${cli} is missing: cargo build --release --bin torite-cli`);
const GAMES = execFileSync(cli, ['list'], { encoding: 'utf8' }).trim().split('\n').map((line) => line.split('\t')[0]);

const manifest = readManifest(dist);
// What a page loads itself (the bots' worker and the service worker come later).
const PAGE_ROLES = ['main', 'glue', 'loader', 'css', 'chunk'];
const pageFiles = new Set(filesOf(manifest, ...PAGE_ROLES).map((f) => f.file));
const gzip = (f) => gzipSync(readFileSync(dist + f), { level: 9 }).length;
const own = (path) => pageFiles.has(path);

const server = await serveDist();
const browser = await launch();

/** Loads `query` RUNS times; returns the files requested and the times to `ready`. */
async function measure(query, ready) {
  const times = [];
  const files = new Set();
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 }, serviceWorkers: process.env.NO_SW ? 'block' : 'allow' });
    const page = await context.newPage();
    page.on('request', (r) => {
      const path = decodeURIComponent(new URL(r.url()).pathname).replace(/^\//, '');
      if (own(path)) files.add(path);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(server.url + query, { waitUntil: 'commit' });
    await page.waitForSelector(ready);
    times.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  times.sort((a, b) => a - b);
  const bytes = [...files].reduce((a, f) => a + gzip(f), 0);
  return {
    files: files.size,
    gzip_bytes: bytes,
    time_to_interactive_ms_4x_cpu: { median: Math.round(times[times.length >> 1]), min: Math.round(times[0]), max: Math.round(times.at(-1)) },
  };
}

const home = await measure('', '[data-testid="play-three-tricks"]');
const links = {};
for (const g of GAMES) links[g] = await measure(`?game=${g}`, '[data-testid="status"]');
await browser.close();
await server.close();

const sum = (entries) => entries.reduce((a, f) => a + gzip(f.file), 0);
const worst = Object.entries(links).reduce((a, b) => (b[1].gzip_bytes > a[1].gzip_bytes ? b : a));
console.log(JSON.stringify({
  build: {
    main_wasm_gzip: sum(filesOf(manifest, 'main')),
    main_js_css_gzip: sum(filesOf(manifest, 'glue', 'loader', 'css')),
    table_chunks: filesOf(manifest, 'chunk').length,
    table_chunks_gzip: sum(filesOf(manifest, 'chunk')),
  },
  home,
  game_links: links,
  largest_game_link: { game: worst[0], gzip_bytes: worst[1].gzip_bytes },
}, null, 2));
