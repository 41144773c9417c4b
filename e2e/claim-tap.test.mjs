// The claim (the rest of the deal's tricks, offered when what you see makes them yours and
// accepted by the bots only when true) and the "tap twice to play" setting.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, newPage, gotoTable, fromMenu } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const handSize = (page) => page.$$eval('[data-testid="hand"] button.card', (b) => b.length);
const tricks = (page, seats) => Promise.all(Array.from({ length: seats }, async (_, s) => Number((await page.textContent(`[data-testid="tricks-${s}"]`)).match(/\d+/)[0])));

test('tap twice to play: off by default; on, the first tap lifts the card and the second plays it', async () => {
  const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await gotoTable(page, `${server.url}?game=three-tricks&seed=5`);
  await page.waitForSelector('[data-testid="hand"] button.card.legal');
  // The setting, in the menu's settings, starts off.
  await fromMenu(page, '[data-testid="rules-summary"]');
  const box = page.locator('[data-testid="tap-twice-setting"]');
  assert.equal(await box.isChecked(), false);
  await box.check();
  assert.equal(await page.evaluate(() => localStorage.getItem('torite.tap-twice')), 'on');
  await page.keyboard.press('Escape');
  await page.reload();
  await page.waitForSelector('[data-testid="hand"] button.card.legal');
  const n = await handSize(page);
  const first = page.locator('[data-testid="hand"] button.card.legal').first();
  const code = await first.getAttribute('data-card');
  const card = page.locator(`[data-testid="hand"] button.card[data-card="${code}"]`);
  await card.click();
  // Lifted, not played.
  await page.waitForSelector(`[data-testid="hand"] button.card.lifted[data-card="${code}"]`);
  assert.equal(await handSize(page), n);
  // A tap on another card lifts that one instead.
  const legal = await page.$$eval('[data-testid="hand"] button.card.legal', (b) => b.map((x) => x.dataset.card));
  if (legal.length > 1) {
    const other = legal.find((c) => c !== code);
    await page.click(`[data-testid="hand"] button.card[data-card="${other}"]`);
    await page.waitForSelector(`[data-testid="hand"] button.card.lifted[data-card="${other}"]`);
    assert.equal(await page.$$eval('[data-testid="hand"] button.card.lifted', (b) => b.length), 1);
    assert.equal(await handSize(page), n);
    await page.click(`[data-testid="hand"] button.card[data-card="${other}"]`);
  } else {
    await card.click();
  }
  // The second tap played it.
  await page.waitForFunction((k) => document.querySelectorAll('[data-testid="hand"] button.card').length === k - 1, n);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the claim: offered when the rest is certain, accepted by the bots, the deal played out', async () => {
  const page = await newPage(browser);
  let claimed = false;
  // Play deals of Three Tricks card by card (the last card of the hand that may be played)
  // until a claim is offered.
  for (let seed = 1; seed <= 8 && !claimed; seed++) {
    await gotoTable(page, `${server.url}?game=three-tricks&seed=${seed}`);
    for (;;) {
      const next = await Promise.race([
        page.waitForSelector('[data-testid="score-sheet"]', { timeout: 30000 }).then(() => 'sheet'),
        page.waitForSelector('[data-testid="claim"]:not([disabled])', { timeout: 30000 }).then(() => 'claim'),
        page.waitForSelector('[data-testid="hand"] button.card.legal', { timeout: 30000 }).then(() => 'card'),
      ]);
      if (next === 'sheet') break;
      if (next === 'card') {
        // Give the offer a moment to come (it is asked for whenever it is your turn).
        await page.waitForSelector('[data-testid="claim"]', { timeout: 400 }).catch(() => {});
        if (await page.$('[data-testid="claim"]')) continue;
        const cards = await page.$$('[data-testid="hand"] button.card.legal');
        if (cards.length) await cards[cards.length - 1].click().catch(() => {});
        continue;
      }
      // Offered: the button says how many tricks; the others' tricks do not change.
      const label = await page.textContent('[data-testid="claim"]');
      const left = Number(label.match(/\d+/)[0]);
      assert.ok(left >= 2, label);
      const before = await tricks(page, 4);
      const handBefore = await handSize(page);
      assert.ok(handBefore >= left, `${handBefore} cards for ${left} tricks`);
      await page.click('[data-testid="claim"]');
      await page.waitForSelector('[data-testid="claim-accepted"]', { timeout: 30000 });
      assert.match(await page.textContent('[data-testid="claim-accepted"]'), new RegExp(`last ${left} tricks are yours`));
      await page.waitForSelector('[data-testid="score-sheet"]', { timeout: 30000 });
      const after = await tricks(page, 4);
      assert.equal(after[0], before[0] + left, 'you took every trick claimed');
      assert.deepEqual(after.slice(1), before.slice(1), 'nobody else took a trick');
      claimed = true;
      break;
    }
  }
  assert.ok(claimed, 'a claim was offered in one of eight deals');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
