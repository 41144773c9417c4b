// First-load budget: the size of what the browser downloads for the app (wasm + js + css,
// gzip -9) and the time until the home page is interactive in headless Chromium with the
// CPU slowed 4×. Run after `trunk build --release --offline`:  node scripts/measure-load.mjs
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
const totalGzip = Object.values(sizes).reduce((a, s) => a + s.gzip, 0);

const server = await serveDist();
const browser = await launch();
const runs = [];
for (let i = 0; i < 5; i++) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
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
console.log(JSON.stringify({
  files: sizes,
  total_gzip_bytes: totalGzip,
  time_to_interactive_ms_4x_cpu: { median: Math.round(runs[2]), min: Math.round(runs[0]), max: Math.round(runs[4]) },
}, null, 2));
