// First-load budget: the size of what the page downloads before it is interactive (wasm +
// js + css, gzip -9, as recorded from the page's own requests) and the time until the home
// page is interactive in headless Chromium with the CPU slowed 4×. The bots' module (loaded
// by the bot worker when a bot first moves) and the service worker's background precache
// are listed apart. Run after `trunk build --release --offline`:  node scripts/measure-load.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { serveDist, launch } from '../e2e/helpers.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const sizes = {};
for (const f of readdirSync(dist).filter((f) => /\.(wasm|js|css)$/.test(f) && f !== 'sw.js')) {
  const raw = readFileSync(dist + f);
  sizes[f.replace(/-[0-9a-f]{16}/, '')] = { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
}

const server = await serveDist();
const browser = await launch();
const runs = [];
const firstLoad = new Set();
for (let i = 0; i < 5; i++) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  page.on('request', (r) => {
    const path = decodeURIComponent(new URL(r.url()).pathname).replace(/^\//, '');
    if (/\.(wasm|js|css)$/.test(path) && path !== 'sw.js') firstLoad.add(path);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(server.url, { waitUntil: 'commit' });
  // Interactive: the app has mounted and a Play button answers a click.
  await page.waitForSelector('[data-testid="play-three-tricks"]');
  runs.push(await page.evaluate(() => performance.now()));
  await context.close();
}
await browser.close();
await server.close();
runs.sort((a, b) => a - b);
const gz = (f) => gzipSync(readFileSync(dist + f), { level: 9 }).length;
const firstGzip = [...firstLoad].reduce((a, f) => a + gz(f), 0);
console.log(JSON.stringify({
  files: sizes,
  first_load_files: [...firstLoad].sort().map((f) => f.replace(/-[0-9a-f]{16}/, '')),
  first_load_gzip_bytes: firstGzip,
  time_to_interactive_ms_4x_cpu: { median: Math.round(runs[2]), min: Math.round(runs[0]), max: Math.round(runs[4]) },
}, null, 2));
