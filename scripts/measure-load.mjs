// First-load budget: the size of what the page downloads before it is interactive (wasm +
// js + css, gzip -9, as recorded from the page's own requests) and the time until it is
// interactive, in headless Chromium with the CPU slowed 4×. Two ways in:
//   - the home page (a first visit): interactive once a Play button is there;
//   - a game link (`?game=<id>`, for every game with a table): interactive once the table
//     shows its status line and hand. Besides the main module it loads the game's table
//     chunks (see scripts/split-app.mjs).
// The bots' module (loaded by the bot worker when a bot first moves) and the service
// worker's background precache are not part of a first load.
// Run after `trunk build --release --offline`:  node scripts/measure-load.mjs [--runs N]
// (NO_SW=1 blocks the service worker, to see what its precache costs a first load.)
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { serveDist, launch } from '../e2e/helpers.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const GAMES = ['three-tricks', 'parity', 'second', 'tricky-express', 'rwd', 'arsene', 'double-deck-german-whist', 'japanese-loo', 'there-were-none'];

const gzip = (f) => gzipSync(readFileSync(dist + f), { level: 9 }).length;
const own = (path) => /\.(wasm|js|css)$/.test(path) && path !== 'sw.js' && path !== 'bot-worker.js' && !path.startsWith('torite-bots');

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

const all = readdirSync(dist, { recursive: true }).map((f) => f.split('\\').join('/')).filter(own);
const sum = (fs) => fs.reduce((a, f) => a + gzip(f), 0);
const worst = Object.entries(links).reduce((a, b) => (b[1].gzip_bytes > a[1].gzip_bytes ? b : a));
console.log(JSON.stringify({
  build: {
    main_wasm_gzip: sum(all.filter((f) => /^torite-[0-9a-f]{16}_bg\.wasm$/.test(f))),
    main_js_css_gzip: sum(all.filter((f) => /^(torite-[0-9a-f]{16}\.js|main-.*\.css|__wasm_split-.*\.js)$/.test(f) || f.startsWith('snippets/'))),
    table_chunks: all.filter((f) => /^(split_|chunk_).*\.wasm$/.test(f)).length,
    table_chunks_gzip: sum(all.filter((f) => /^(split_|chunk_).*\.wasm$/.test(f))),
  },
  home,
  game_links: links,
  largest_game_link: { game: worst[0], gzip_bytes: worst[1].gzip_bytes },
}, null, 2));
