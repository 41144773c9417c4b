// Parlett's Parity in headless Chromium at phone size: a whole game to 100 by clicks. Both
// hands open (the opponent's face up at the top), the non-dealer's trump and the dealer's
// parity by buttons, the first trick's double count shown, and every sheet checked: the
// counted tricks add up to 13, only the player whose count has the parity scores 10 (20 at
// no trump) + tricks, the totals, the score track, and the result (win, lurch, double lurch).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, newPage, gotoTable } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

function first(page, selectors, timeout = 30000) {
  return Promise.race(selectors.map((s, i) => page.waitForSelector(s, { timeout }).then(() => i)));
}

const suitName = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

test("Parlett's Parity on a phone: a whole game to 100 by clicks, open hands, indicator and sheets", async () => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=parlett-parity&seed=3`);
  const totals = [0, 0];
  let deals = 0;
  let trumpsNamed = 0;
  let paritiesNamed = 0;
  let doubleSeen = 0;
  for (let guard = 0; guard < 2000; guard++) {
    const next = await first(page, ['[data-testid="score-sheet"]', '[data-testid="trump-choice"]', '[data-testid="parity-choice"]',
      '[data-testid="hand"] button.card.legal']);
    if (next === 0) {
      deals++;
      const tr = `[data-testid="deal-row-${deals}"]`;
      const parity = await page.$eval(tr, (r) => r.dataset.parity);
      const trump = await page.$eval(tr, (r) => r.dataset.trump);
      const row = await page.$$eval(`${tr} td`, (tds) => tds.map((t) => ({ tricks: Number(t.dataset.tricks), points: Number(t.dataset.points) })));
      assert.equal(row.length, 2);
      assert.equal(row[0].tricks + row[1].tricks, 13, 'the first trick counts 2: 13 counted tricks (R8)');
      const scorer = (row[0].tricks % 2 === 1) === (parity === 'odd') ? 0 : 1;
      const base = trump === 'no-trump' ? 20 : 10;
      assert.equal(row[scorer].points, base + row[scorer].tricks, `deal ${deals}: the scorer gets ${base} + tricks (R10)`);
      assert.equal(row[1 - scorer].points, 0, 'the other scores nothing');
      totals[scorer] += row[scorer].points;
      const shown = await page.$$eval('[data-testid="totals"] td', (tds) => tds.map((t) => Number(t.dataset.total)));
      assert.deepEqual(shown, totals);
      for (const s of [0, 1]) assert.equal(Number(await page.textContent(`[data-testid="total-${s}"]`)), totals[s], 'the score track');
      if (await page.$('[data-testid="winner"]')) break;
      assert.ok(Math.max(...totals) < 100, 'the game goes on below 100');
      await page.click('text=Next deal');
      continue;
    }
    // Both hands are open: the opponent's cards face up at the top.
    const mine = await page.$$eval('[data-testid="hand"] button.card', (b) => b.length);
    const theirs = await page.$$eval('[data-testid="opponent-hand"] .card', (c) => c.map((x) => x.dataset.card));
    assert.ok(Math.abs(mine - theirs.length) <= 1, `open hands: ${mine} and ${theirs.length}`);
    if (next === 1) {
      assert.match(await page.textContent('[data-testid="status"]'), /non-dealer/);
      // Our longest suit.
      const cards = await page.$$eval('[data-testid="hand"] button.card', (b) => b.map((x) => x.dataset.card));
      const suit = ['S', 'H', 'D', 'C'].sort((a, b) => cards.filter((c) => c[0] === b).length - cards.filter((c) => c[0] === a).length)[0];
      await page.click(`[data-testid="trump-${suitName[suit]}"]`);
      await page.waitForFunction(() => !document.querySelector('[data-testid="trump-choice"]'));
      trumpsNamed++;
      continue;
    }
    if (next === 2) {
      assert.match(await page.textContent('[data-testid="status"]'), /dealer/);
      await page.click(paritiesNamed % 2 ? '[data-testid="parity-even"]' : '[data-testid="parity-odd"]');
      await page.waitForFunction(() => !document.querySelector('[data-testid="parity-choice"]'));
      paritiesNamed++;
      continue;
    }
    // Our card: trumps and parity are named and the indicator card is face up (R6).
    assert.ok(await page.$('[data-testid="indicator"] .card'), 'the indicator card shows trump and parity');
    const named = await page.textContent('[data-testid="named"]');
    assert.match(named, /Trumps [♠♥♦♣] · Parity (odd|even)/);
    if (await page.$('[data-testid="counts-double"]')) doubleSeen++;
    const card = await page.$('[data-testid="hand"] button.card.legal');
    if (card) await card.click().catch(() => {}); // the hand may re-render between find and click
  }
  assert.ok(deals >= 4, `a game to 100 takes several deals (${deals})`);
  assert.ok(trumpsNamed > 0 && paritiesNamed > 0, 'we named trumps and parity (the deal alternates)');
  assert.ok(doubleSeen > 0, 'the first trick shows that it counts 2');
  assert.match(await page.textContent('[data-testid="score-sheet"] h2'), /Game over/);
  const win = totals[0] > totals[1] ? 0 : 1;
  assert.ok(totals[win] >= 100);
  const loser = totals[1 - win];
  const expected = loser < 55 ? 'double lurch' : loser < 66 ? 'lurch' : 'win';
  assert.equal((await page.textContent('[data-testid="game-result"]')).trim(), expected, `loser at ${loser}`);
  const winner = await page.textContent('[data-testid="winner"]');
  assert.ok(winner.includes(win === 0 ? 'You' : 'Opponent'), winner);
  // The score track's lines are named with their scores.
  assert.match(await page.textContent('[data-testid="track-legend"]'), /66 lurch\s*55 double lurch/);
  assert.deepEqual(page.errors, []);
});
