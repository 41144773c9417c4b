// A page that cannot phone home: its Content-Security-Policy (scripts/csp.mjs) allows
// nothing outside its own origin, and a whole game requests nothing from anywhere else —
// the page, the bots' worker and the service worker included.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, newPage, playDeal, gotoTable } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('a whole game makes no request off the page\'s origin, and the policy would block one', async () => {
  const page = await newPage(browser);
  const context = page.context();
  const origin = new URL(server.url).origin;
  const requests = [];
  context.on('request', (r) => requests.push(r.url()));
  const finished = [];
  context.on('requestfinished', (r) => finished.push(r.url()));
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await gotoTable(page, `${server.url}?game=three-tricks&seed=12`);
  const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(policy, /default-src 'self'/);
  assert.match(policy, /connect-src 'self'/);
  for (let d = 1; d <= 4; d++) {
    await playDeal(page);
    if (d < 4) await page.click('text=Next deal');
  }
  assert.match(await page.textContent('[data-testid="score-sheet"] h2'), /Game over/);
  // The service worker has taken over by now (it registers once the page is idle).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  assert.deepEqual(await page.evaluate(() => window.__violations), [], 'nothing of the page\'s own was blocked');
  const off = requests.filter((u) => !u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:'));
  assert.deepEqual(off, [], 'no request off the origin');
  assert.ok(requests.some((u) => /torite-bots-[0-9a-f]+_bg\.wasm$/.test(u)), 'the bots\' module was fetched (and seen)');
  assert.deepEqual(page.errors, []);

  // What an injected script would try: a fetch, an image and a worker elsewhere are refused
  // before anything leaves the page.
  const tried = await page.evaluate(async () => {
    const fetched = await fetch('https://example.com/x').then(() => 'sent', () => 'refused');
    const img = new Image();
    img.src = 'https://example.com/pixel.png';
    document.body.append(img);
    await new Promise((r) => setTimeout(r, 200));
    return { fetched, violations: window.__violations.map((v) => v.split(' ')[0]) };
  });
  assert.equal(tried.fetched, 'refused');
  assert.ok(tried.violations.includes('connect-src'), JSON.stringify(tried.violations));
  assert.ok(tried.violations.includes('img-src'), JSON.stringify(tried.violations));
  // (Chromium reports a request it refuses, then fails it: none finished.)
  assert.deepEqual(finished.filter((u) => u.includes('example.com')), [], 'the refused requests never went out');
  await context.close();
});
