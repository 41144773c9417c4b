// The review of a game and the hint's reasons, in real headless Chromium at phone size: a
// person plays a deal of Three Tricks by clicks, opens "Review this deal" from the score
// sheet, waits for the worker to rate every decision (with progress), opens the costliest
// one, and finds there exactly the hint they get when the game is put back at that
// position. The hint says why, in the person's language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, newPage, gotoTable, playDeal } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const SAVE = 'torite.save.three-tricks';
const HAND = '[data-testid="hand"] button.card';

/** Every move of a hint or a reviewed position: action (JSON text) → estimate. */
const moves = (page, sel) => page.$$eval(sel, (rows) => Object.fromEntries(rows.map((r) => [r.dataset.action, Number(r.dataset.value)])));

test('a reviewed deal lists costly decisions; a listed position is the hint at that position', async () => {
  const page = await newPage(browser, { lang: 'en' });
  await gotoTable(page, `${server.url}?game=three-tricks`);
  await playDeal(page);
  // Every progress line the page shows, however briefly (each worker reply is a task of its own).
  await page.evaluate(() => {
    window.__progress = [];
    new MutationObserver(() => {
      const p = document.querySelector('[data-testid="review-progress"][data-total]');
      if (p) window.__progress.push(`${p.dataset.done}/${p.dataset.total}`);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await page.click('[data-testid="review-offer"]');
  await page.waitForSelector('[data-testid="game-review"]');
  const done = await page.waitForSelector('[data-testid="review-done"]', { timeout: 120000 });
  const total = Number(await done.getAttribute('data-total'));
  assert.ok(total >= 6, 'a deal has a dozen decisions, the last card forced');
  // Progress while the worker rated the moves: 0 of n, 1 of n, … one by one.
  const progress = [...new Set(await page.evaluate(() => window.__progress))];
  assert.deepEqual(progress, [...Array(total).keys()].map((k) => `${k}/${total}`));
  // Always the first legal card: the strong bot disagrees somewhere.
  const findings = await page.$$eval('[data-testid="finding"]', (f) => f.map((b) => ({ at: Number(b.dataset.at), cost: Number(b.dataset.cost) })));
  assert.ok(findings.length >= 1, await page.innerHTML('[data-testid="game-review"]'));
  assert.match(await done.textContent(), new RegExp(`${findings.length} of your ${total} moves`));
  for (let i = 1; i < findings.length; i++) assert.ok(findings[i - 1].cost >= findings[i].cost, 'costliest first');
  assert.ok(findings.every((f) => f.cost >= 0.48), 'at least the margin (6% of 8 points)');

  // The costliest position: the table then, the strong bot's card marked, every move rated.
  await page.click('[data-testid="finding"]');
  await page.waitForSelector('[data-testid="review-position"]');
  const at = Number(await page.getAttribute('[data-testid="review-position"]', 'data-at'));
  assert.equal(at, findings[0].at);
  assert.equal(await page.$$eval('[data-testid="review-board"] [data-testid="hand"] button.card.suggested', (b) => b.length), 1);
  const reviewed = await moves(page, '[data-testid="position-move"]');
  const chosen = await page.getAttribute('[data-testid="position-move"].chosen', 'data-action');
  const best = await page.getAttribute('[data-testid="position-move"].best', 'data-action');
  assert.notEqual(chosen, best);
  assert.ok(reviewed[best] - reviewed[chosen] >= findings[0].cost - 1e-9);
  assert.match(await page.textContent('[data-testid="review-position"]'), /tricks this deal/);
  await page.click('[data-testid="review-back"]');
  await page.waitForSelector('[data-testid="findings"]');

  // Put the saved game back at that position and ask for the hint there.
  const record = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE));
  assert.equal(record.actions[at].seat, 0, 'a decision of the person');
  await page.goto(`${server.url}?`);
  await page.evaluate(([k, r]) => localStorage.setItem(k, r), [SAVE, JSON.stringify({ ...record, actions: record.actions.slice(0, at), scores: undefined })]);
  await gotoTable(page, `${server.url}?game=three-tricks`);
  await page.waitForSelector(`${HAND}.legal`, { timeout: 30000 });
  await page.click('[data-testid="hint"]');
  await page.waitForSelector('[data-testid="hint-panel"]', { timeout: 30000 });
  await page.$$eval('[data-testid="hint-panel"] details', (d) => d.forEach((x) => { x.open = true; }));
  const hinted = await moves(page, '[data-testid="hint-panel"] [data-testid="hint-row"]');
  assert.deepEqual(hinted, reviewed, 'the review rated the position as the hint does');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

for (const [lang, trick, tricks] of [
  ['en', /^(wins the trick|gives the trick to .+) \d+%/, /[+−±]\d(\.\d)? tricks this deal$/],
  ['ja', /^(トリックを取る|.+にトリックを渡す) \d+%/, /このディール[+−±]\d(\.\d)?トリック$/],
]) {
  test(`the hint says why each move, in the person's language (${lang})`, async () => {
    const page = await newPage(browser, { lang });
    await gotoTable(page, `${server.url}?game=three-tricks&seed=11`);
    await page.waitForSelector(`${HAND}.legal`, { timeout: 30000 });
    await page.click('[data-testid="hint"]');
    await page.waitForSelector('[data-testid="hint-panel"]', { timeout: 30000 });
    const why = await page.$$eval('[data-testid="hint-panel"] > ol [data-testid="hint-why"]', (w) => w.map((x) => x.textContent));
    assert.ok(why.length >= 1);
    for (const w of why) {
      assert.match(w, trick);
      assert.match(w, tricks);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
