// Tricky Express and RWD in headless Chromium: whole games by clicks, passing and drafting
// included, with the final sheets checked against what the table showed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, newPage, gotoTable } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Waits for the first of several selectors; returns its index. */
async function first(page, selectors, timeout = 30000) {
  return Promise.race(selectors.map((s, i) => page.waitForSelector(s, { timeout }).then(() => i)));
}

const cells = (page, id) => page.$$eval(`[data-testid="${id}"] td`, (tds) => tds.map((t) => Number(t.dataset.value ?? t.dataset.total ?? t.textContent.replace('−', '-'))));

test('Tricky Express: a whole game with both passes, the route map and the deal sheets', async () => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=tricky-express&seed=12`);
  const dealTotals = [0, 0, 0, 0];
  for (let d = 1; d <= 4; d++) {
    let passes = 0;
    for (;;) {
      await first(page, ['[data-testid="score-sheet"]', '[data-testid="pass-confirm"]', '[data-testid="hand"] button.card.legal']);
      if (await page.$('[data-testid="score-sheet"]')) break;
      // While passing, the hand's cards are raised too: the pass panel decides.
      if (await page.$('[data-testid="pass-confirm"]')) {
        // Choose the card for the right, then one for the left, among the raised cards.
        await page.click('[data-testid="hand"] button.card.legal:not(.selected)');
        await page.click('[data-testid="hand"] button.card.legal:not(.selected)');
        assert.equal(await page.$$eval('[data-testid="pass-panel"] .pass-slot .card', (c) => c.length), 2);
        await page.click('[data-testid="pass-confirm"]');
        passes++;
        if (passes === 1) {
          // After every seat has passed, the table shows what arrived from each side.
          await page.waitForSelector('[data-testid="received"] .card');
          assert.equal(await page.$$eval('[data-testid="received"] .card', (c) => c.length), 2);
        }
        continue;
      }
      const card = await page.$('[data-testid="hand"] button.card.legal');
      if (card) await card.click().catch(() => {});
    }
    assert.equal(passes, 2, 'two passes a deal');
    // The route map of the finished deal: 13 stations; each seat's count is its tricks.
    const route = await page.$$eval('[data-testid="route"] .station:not(.empty)', (s) => s.map((x) => Number(x.dataset.station)));
    assert.equal(route.length, 13);
    for (let s = 0; s < 4; s++) {
      const shown = Number((await page.textContent(`[data-testid="tricks-${s}"]`)).match(/\d+/)[0]);
      assert.equal(shown, route.filter((w) => w === s).length);
    }
    const col = (kind) => page.$$eval(`[data-testid="te-deal-${d}"] td[data-kind="${kind}"]`, (tds) => tds.map((t) => Number(t.textContent)));
    const [base, top, second, deal] = [await col('base'), await col('top'), await col('second'), await col('deal')];
    assert.equal(base.length, 4);
    for (let s = 0; s < 4; s++) {
      assert.equal(deal[s], base[s] + top[s] + second[s], `deal ${d} seat ${s}: base + top + second`);
      assert.ok([0, 2].includes(top[s]) && [0, 1].includes(second[s]));
      dealTotals[s] += deal[s];
    }
    assert.ok(top.filter((t) => t === 2).length >= 1 || Math.max(...base) === 0, 'the longest pass earns the top bonus');
    assert.equal(await page.$$eval('[data-testid="route-sheet"] .route-row', (r) => r.length), 4);
    if (d < 4) await page.click('text=Next deal');
  }
  const dev = await cells(page, 'development');
  const totals = await cells(page, 'totals');
  assert.deepEqual(totals, dealTotals.map((t, s) => t + dev[s]), 'totals = deal scores + development bonus');
  const best = Math.max(...totals);
  const winner = await page.textContent('[data-testid="winner"]');
  ['You', 'West', 'North', 'East'].filter((_, s) => totals[s] === best).forEach((n) => assert.ok(winner.includes(n)));
  assert.deepEqual(page.errors, []);
});

test('RWD: draft counter-clockwise (face-down picks included), then play; tricks − chips at the end', async () => {
  for (const players of [3, 5]) {
    const page = await newPage(browser);
    await gotoTable(page, `${server.url}?game=rwd&players=${players}&seed=${40 + players}`);
    const perHalf = { 3: 17, 4: 13, 5: 10 }[players]; // RWD: tricks per half
    let tookFaceDown = false;
    for (;;) {
      await first(page, ['[data-testid="score-sheet"]', '[data-testid="row1"] button.legal', '[data-testid="hand"] button.card.legal']);
      if (await page.$('[data-testid="score-sheet"]')) break;
      if (await page.$('[data-testid="row1"] button.legal')) {
        // Take the face-down card once, otherwise the first face-up card.
        // (The face-down card is taken whenever it is the only card left.)
        const fd = await page.$('[data-testid="take-face-down"].legal');
        const faceUp = await page.$('[data-testid="row1"] button.card.face.legal');
        const target = fd && (!tookFaceDown || !faceUp) ? fd : faceUp;
        if (target === fd) tookFaceDown = true;
        if (target) await target.click().catch(() => {});
        continue;
      }
      const card = await page.$('[data-testid="hand"] button.card.legal');
      if (card) await card.click().catch(() => {});
    }
    const num = (t) => Number(t.replace('−', '-'));
    const row = (id) => page.$$eval(`[data-testid="${id}"] td`, (tds) => tds.map((t) => t.textContent));
    const tricks = (await row('rwd-tricks')).map(num);
    const chips = (await row('rwd-chips')).map((t) => -num(t));
    const scores = (await row('rwd-scores')).map(num);
    assert.equal(tricks.length, players);
    assert.equal(tricks.reduce((a, b) => a + b, 0), perHalf, 'every second-half trick counted');
    assert.equal(chips.reduce((a, b) => a + b, 0), perHalf, 'one chip per draft trick');
    scores.forEach((s, k) => assert.equal(s, tricks[k] - chips[k], `seat ${k}: tricks − chips`));
    const ranks = (await row('ranks')).map(num);
    const winner = await page.textContent('[data-testid="winner"]');
    if (scores.every((s) => s === 0)) assert.match(winner, /draw/);
    else assert.ok(ranks.includes(1) && /wins|share/.test(winner));
    assert.ok(tookFaceDown, 'we took a face-down card at least once');
    assert.deepEqual(page.errors, []);
  }
});
