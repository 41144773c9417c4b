// Japanese Loo and There Were None in headless Chromium: whole games by clicks, with chips.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, newPage, gotoTable } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

async function first(page, selectors, timeout = 30000) {
  return Promise.race(selectors.map((s, i) => page.waitForSelector(s, { timeout }).then(() => i)));
}
const totals = (page) => page.$$eval('[data-testid="totals"] td', (tds) => tds.map((t) => Number(t.dataset.total)));

test('Japanese Loo, 5 players: declarations, the pot paid in fifths, chips conserved to the end', async () => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=japanese-loo&players=5&starting-chips=30&seed=21`);
  let deals = 0;
  let dropped = false;
  for (let guard = 0; guard < 2000; guard++) {
    await first(page, ['[data-testid="score-sheet"]', '[data-testid="declare-in"]', '[data-testid="hand"] button.card.legal']);
    if (await page.$('[data-testid="score-sheet"]')) {
      deals++;
      const chips = await totals(page);
      assert.equal(chips.reduce((a, b) => a + b, 0), 5 * 30, 'chips are only moved, never made');
      const rows = await page.$$('[data-testid^="loo-row-"]');
      assert.equal(rows.length, deals);
      const nets = await page.$$eval(`[data-testid="loo-row-${deals}"] td`, (tds) => tds.map((t) => Number(t.dataset.net)));
      assert.equal(nets.reduce((a, b) => a + b, 0), 0, 'a deal moves chips between players');
      if (await page.$('[data-testid="winner"]')) break;
      await page.click('text=Next deal');
      continue;
    }
    if (await page.$('[data-testid="declare-in"]')) {
      // Drop once, to see a deal from the outside; otherwise play.
      await page.click(dropped ? '[data-testid="declare-in"]' : '[data-testid="declare-drop"]');
      dropped = true;
      continue;
    }
    const pot = Number(await page.textContent('[data-testid="pot-amount"]'));
    assert.ok(pot >= 0);
    const card = await page.$('[data-testid="hand"] button.card.legal');
    if (card) await card.click().catch(() => {});
  }
  assert.ok(deals >= 5, `five regular deals at least (${deals})`);
  assert.match(await page.textContent('[data-testid="winner"]'), /wins?!|share/);
  assert.deepEqual(page.errors, []);
});

test('There Were None, 8 players: winners leave, the dish empties, the game ends at one chip', async () => {
  const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await gotoTable(page, `${server.url}?game=there-were-none&seed=3`);
  let deals = 0;
  for (let guard = 0; guard < 3000; guard++) {
    await first(page, ['[data-testid="score-sheet"]', '[data-testid="hand"] button.card.legal']);
    if (await page.$('[data-testid="score-sheet"]')) {
      deals++;
      const chips = await totals(page);
      assert.equal(chips.reduce((a, b) => a + b, 0), 8 * 6, 'the dish is always emptied');
      const payouts = await page.$$eval(`[data-testid="twn-row-${deals}"] td`, (tds) => tds.map((t) => Number(t.dataset.payout)));
      assert.deepEqual(payouts.filter((p) => p > 0).sort((a, b) => a - b), [1, 2, 2, 4, 7], 'trick payouts 0,1,2,2,4,7');
      assert.ok((await page.textContent('[data-testid="last-trick-rule"]')).length > 0);
      if (await page.$('[data-testid="winner"]')) {
        assert.ok(chips.some((c) => c <= 1), 'the game ends when someone has one chip or fewer');
        // The sheet says which end it was: none left, or one.
        const end = await page.textContent('[data-testid="game-end"]');
        assert.match(end, chips.some((c) => c === 0) ? /no chips left/ : /down to 1 chip/);
        break;
      }
      await page.click('text=Next deal');
      continue;
    }
    const card = await page.$('[data-testid="hand"] button.card.legal');
    if (card) await card.click().catch(() => {});
  }
  assert.ok(deals >= 1);
  assert.deepEqual(page.errors, []);
});
