// Frame rate of the table's motion on a slow phone: headless Chromium at 360×640 with the
// CPU slowed 4× (DevTools protocol), the bots at normal speed, the person playing the first
// card they may play whenever it is their turn. For each game it records every animation
// frame's interval (requestAnimationFrame) while whole tricks are dealt, played, held and
// swept, and the main thread's long tasks (over 50 ms).
//   node scripts/motion-fps.mjs [--seconds S] [game ...]     (after a release build)
// Prints per game: frames, median and 95th-percentile frame time, the share of frames that
// took longer than two 60 Hz frames (33.4 ms: a visible stutter) and the long tasks.
import { parseArgs } from 'node:util';
import { serveDist, launch, gotoTable } from '../e2e/helpers.mjs';

const { values: opts, positionals } = parseArgs({ options: { seconds: { type: 'string', default: '20' } }, allowPositionals: true });
const GAMES = positionals.length ? positionals : ['three-tricks', 'tricky-express', 'arsene', 'there-were-none', 'twenty-one'];
const SECONDS = Number(opts.seconds);

const server = await serveDist();
const browser = await launch();
const rows = [];
for (const game of GAMES) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  await context.addInitScript(() => {
    localStorage.setItem('torite.speed', 'normal');
    localStorage.setItem('torite.coach', '{"*":"off"}');
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await gotoTable(page, `${server.url}?game=${game}&seed=7`);
  await page.waitForSelector('.table [data-testid="status"]', { timeout: 60000 });
  await page.evaluate(() => {
    window.__frames = [];
    window.__long = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push(e.duration))).observe({ type: 'longtask', buffered: false });
    let last = performance.now();
    const tick = (t) => {
      window.__frames.push(t - last);
      last = t;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const end = Date.now() + SECONDS * 1000;
  while (Date.now() < end) {
    // A decision of the person's (a card, a bid, a pass, a choice): the first one offered.
    const card = await page.$('[data-testid="hand"] button.card.legal');
    if (card) await card.click().catch(() => {});
    else {
      const choice = await page.$('.bid-panel button.call:not([disabled]), .table-extra button.primary:not([disabled]), [data-testid="next-deal"]');
      if (choice) await choice.click().catch(() => {});
    }
    await page.waitForTimeout(150);
  }
  const { frames, long } = await page.evaluate(() => ({ frames: window.__frames.slice(1), long: window.__long }));
  frames.sort((a, b) => a - b);
  const at = (q) => frames[Math.min(frames.length - 1, Math.floor(q * frames.length))];
  rows.push({
    game,
    frames: frames.length,
    median_ms: +at(0.5).toFixed(1),
    p95_ms: +at(0.95).toFixed(1),
    over_33ms_pct: +((100 * frames.filter((f) => f > 33.4).length) / frames.length).toFixed(1),
    long_tasks: long.length,
    longest_task_ms: Math.round(Math.max(0, ...long)),
  });
  await context.close();
}
console.table(rows);
console.log(JSON.stringify(rows));
await browser.close();
await server.close();
