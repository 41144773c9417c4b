// Every game's table at phone (360×640) and desktop (1280×800) size: nothing sticks out
// sideways, every card of the hand is on screen without scrolling, and the status line and
// the buttons beside it do not overlap the hand. With TORITE_SCREENSHOTS=1 the tables are
// also saved to docs/screenshots/ (node --test e2e/layout.test.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveDist, launch, newPage, gotoTable } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = process.env.TORITE_CLI ?? `${root}target/release/torite-cli`;
const games = execFileSync(cli, ['list'], { encoding: 'utf8' }).trim().split('\n').map((l) => l.split('\t')[0]);
const shots = process.env.TORITE_SCREENSHOTS === '1';
if (shots) mkdirSync(`${root}docs/screenshots`, { recursive: true });

for (const viewport of [{ width: 360, height: 640 }, { width: 1280, height: 800 }]) {
  test(`every table fits at ${viewport.width}×${viewport.height}`, async () => {
    for (const game of games) {
      const page = await newPage(browser, { viewport, speed: 'slow' });
      await gotoTable(page, `${server.url}?game=${game}&seed=5`);
      // RWD opens on its draft, with no hand yet: then the draft row is what must fit.
      await page.waitForSelector('[data-testid="hand"] button.card, .table button.card', { timeout: 20000 });
      await page.waitForTimeout(300);
      const m = await page.evaluate(() => {
        const box = (el) => el && el.getBoundingClientRect();
        const hand = document.querySelector('[data-testid="hand"]');
        const cards = [...(hand ?? document).querySelectorAll('button.card')].map(box);
        const status = box(document.querySelector('.status-bar'));
        return {
          pageWidth: document.scrollingElement.scrollWidth,
          innerWidth,
          handScrolls: !!hand && hand.scrollWidth > hand.clientWidth + 1,
          cardsOff: cards.filter((c) => c.left < 0 || c.right > innerWidth + 0.5).length,
          statusOverHand: status && cards.some((c) => c.top < status.bottom - 1 && c.bottom > status.top + 1),
        };
      });
      assert.ok(m.pageWidth <= m.innerWidth, `${game}: the page is ${m.pageWidth}px wide in ${m.innerWidth}px`);
      assert.equal(m.handScrolls, false, `${game}: the hand scrolls sideways`);
      assert.equal(m.cardsOff, 0, `${game}: cards off screen`);
      assert.equal(m.statusOverHand, false, `${game}: the status bar overlaps the hand`);
      if (shots) await page.screenshot({ path: `${root}docs/screenshots/${game}-${viewport.width}x${viewport.height}.png` });
      assert.deepEqual(page.errors, [], game);
      await page.context().close();
    }
  });
}

test('settings: card size scales the cards (and still fits), undo can be turned off', async () => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=three-tricks&seed=8`);
  await page.waitForSelector('[data-testid="hand"] button.card');
  const width = () => page.$eval('[data-testid="hand"] button.card', (c) => c.getBoundingClientRect().width);
  const normal = await width();
  await page.click('[data-testid="rules-summary"]');
  await page.selectOption('[data-testid="card-size"]', 'large');
  assert.ok((await width()) > normal * 1.1, 'large cards are larger');
  assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= innerWidth), 'large cards still fit');
  await page.selectOption('[data-testid="card-size"]', 'small');
  assert.ok((await width()) < normal * 0.9, 'small cards are smaller');
  // Kept across a reload.
  await page.reload();
  await page.waitForSelector('[data-testid="hand"] button.card');
  assert.ok((await width()) < normal * 0.9);
  // Undo off: no undo button after our move.
  await page.click('[data-testid="rules-summary"]');
  await page.uncheck('[data-testid="undo-setting"]');
  await page.waitForSelector('[data-testid="hand"] button.card.legal');
  await page.click('[data-testid="hand"] button.card.legal');
  await page.waitForSelector('[data-testid="hand"] button.card.legal');
  assert.equal(await page.$('[data-testid="undo"]'), null);
  await page.check('[data-testid="undo-setting"]');
  await page.click('[data-testid="hand"] button.card.legal');
  await page.waitForSelector('[data-testid="undo"]');
  assert.deepEqual(page.errors, []);
});
