// Arsène and Double-Deck German Whist in headless Chromium: whole games by clicks, with the
// sheets checked against what the table showed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, newPage, gotoTable } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

async function first(page, selectors, timeout = 30000) {
  return Promise.race(selectors.map((s, i) => page.waitForSelector(s, { timeout }).then(() => i)));
}
const num = (t) => Number(String(t).match(/\d+/)[0]);
/** "Chips 3", "Tokens 1" under seat s. */
async function seatHoldings(page, s) {
  const t = await page.textContent(`.seat[data-seat="${s}"] .seat-extra`);
  const m = t.match(/Chips (\d+)\s+Tokens (\d+)/);
  assert.ok(m, t);
  return { chips: Number(m[1]), tokens: Number(m[2]) };
}

async function playArsene(page, n, shot) {
  const SHOP_TOTAL = 3 + 6 + 9 + 6 + 3;
  let deals = 0, decisions = 0, pushes = 0, keeps = 0, dummyCards = 0, tookAll = 0;
  let prevChips = new Array(n).fill(0);
  for (let guard = 0; guard < 5000; guard++) {
    const next = await first(page, ['[data-testid="score-sheet"]', 'button[data-testid^="edge-"].legal',
      '[data-testid="push-to"]', '[data-testid="hand"] button.card.legal']);
    if (next === 0) {
      deals++;
      const row = await page.$$eval(`[data-testid="ars-row-${deals}"] td[data-chips]`, (tds) => tds.map((t) => ({
        tricks: Number(t.dataset.tricks), took: Number(t.dataset.took), lost: Number(t.dataset.lost),
        chips: Number(t.dataset.chips), tokens: Number(t.dataset.tokens) })));
      assert.equal(row.length, n);
      const dummy = n === 3 ? Number(await page.getAttribute(`[data-testid="ars-row-${deals}"] td[data-dummy]`, 'data-dummy')) : 0;
      assert.equal(row.reduce((a, r) => a + r.tricks, 0) + dummy, 11, 'a deal has 11 tricks, the dummy\'s included');
      const isVoid = await page.$(`[data-testid="ars-row-${deals}"].void`);
      for (let s = 0; s < n; s++) {
        // The table behind the sheet shows the same tricks, chips and tokens.
        assert.equal(num(await page.textContent(`[data-testid="tricks-${s}"]`)), row[s].tricks, `seat ${s} tricks`);
        const held = await seatHoldings(page, s);
        assert.equal(held.chips, row[s].chips, `seat ${s} chips`);
        assert.equal(held.tokens, row[s].tokens, `seat ${s} tokens`);
        if (!isVoid) assert.equal(row[s].chips, prevChips[s] + row[s].took - row[s].lost, `deal ${deals} seat ${s}: chips follow the outcome`);
        if (!isVoid) tookAll += row[s].took;
      }
      if (n === 3) assert.equal(num(await page.textContent('[data-testid="dummy-tricks"]')), dummy);
      prevChips = row.map((r) => r.chips);
      const shops = await page.$$eval('[data-testid^="shop-"]', (d) => d.map((x) => Number(x.dataset.chips)));
      assert.equal(shops.length, 5);
      assert.equal(shops.reduce((a, b) => a + b, 0), SHOP_TOTAL - tookAll, 'the shops lost exactly the chips taken');
      const totals = await page.$$eval('[data-testid="totals"] td[data-total]', (tds) => tds.map((t) => Number(t.dataset.total)));
      assert.deepEqual(totals, prevChips);
      if (await page.$('[data-testid="winner"]')) {
        assert.match(await page.textContent('[data-testid="score-sheet"] h2'), /Game over/);
        const best = Math.max(...totals);
        const winner = await page.textContent('[data-testid="winner"]');
        const names = await page.$$eval('.ars-scores thead th[scope="col"]', (th) => th.map((t) => t.textContent));
        for (let s = 0; s < n; s++) assert.equal(winner.includes(names[s]), totals[s] === best, `${winner} / ${names[s]}`);
        assert.ok((await page.textContent('[data-testid="deal-note"]')).length > 0);
        break;
      }
      await page.click('text=Next deal');
      continue;
    }
    if (next === 1) {
      // We take an edge card, then decide trumps with a raised card.
      assert.equal(await page.$$eval('button[data-testid^="edge-"]', (b) => b.length), 3);
      await page.click('button[data-testid="edge-0"]');
      await page.waitForFunction(() => /♦6–♦10/.test(document.querySelector('[data-testid="status"]').textContent));
      const status = await page.textContent('[data-testid="status"]');
      const legal = await page.$$eval('[data-testid="hand"] button.card.legal', (b) => b.map((x) => x.dataset.card));
      assert.ok(legal.length > 0);
      const trump = /face up/.test(status);
      if (trump) for (const c of legal) assert.match(c, /^D([6-9]|10)$/, `only ♦6–♦10 may be placed (${c})`);
      if (decisions === 0 && shot) await page.screenshot({ path: shot });
      await page.click(`[data-testid="hand"] button.card.legal[data-card="${legal[0]}"]`);
      await page.waitForSelector(trump ? '[data-testid="edge-trump"]' : '[data-testid="edge-no-trump"]');
      assert.equal(await page.$$eval('button[data-testid^="edge-"]', (b) => b.length), 2, 'two edge cards stay face down');
      assert.equal(await page.getAttribute('[data-testid^="edge-"][data-testid$="trump"] .card', 'data-card'), legal[0]);
      decisions++;
      continue;
    }
    if (next === 2) {
      // Exactly one eligible player (or the dummy) is offered; push every other time.
      assert.equal(await page.$$eval('[data-testid="push-to"]', (b) => b.length), 1);
      assert.match(await page.textContent('[data-testid="push-to"]'), /^Push to (Player \d|Dummy|West|North|East)$/);
      assert.equal(await page.textContent('[data-testid="keep"]'), 'Keep');
      if ((pushes + keeps) % 2 === 0) { await page.click('[data-testid="push-to"]'); pushes++; } else { await page.click('[data-testid="keep"]'); keeps++; }
      continue;
    }
    if (n === 3 && /dummy's first trick/.test(await page.textContent('[data-testid="status"]'))) dummyCards++;
    const card = await page.$('[data-testid="hand"] button.card.legal');
    if (card) await card.click().catch(() => {});
  }
  assert.ok(deals >= 1);
  return { deals, decisions, pushes, keeps, dummyCards };
}

test('Arsène, 3 players: edge cards and trumps, the dummy, pushes, shops and chips to the end', async (t) => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=arsene&players=3&seed=7`);
  const r = await playArsene(page, 3, '/tmp/arsene-360.png');
  t.diagnostic(JSON.stringify(r));
  assert.ok(r.dummyCards >= r.deals, `a dummy card every deal (${JSON.stringify(r)})`);
  assert.ok(r.decisions >= 1, JSON.stringify(r));
  assert.deepEqual(page.errors, []);
});

test('Arsène, 4 players: a whole game by clicks', async (t) => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=arsene&players=4&seed=11`);
  const r = await playArsene(page, 4);
  t.diagnostic(JSON.stringify(r));
  assert.deepEqual(page.errors, []);
});

test('Double-Deck German Whist: display takes, both halves, team tricks on the sheet', async (t) => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=double-deck-german-whist&seed=5`);
  assert.ok(await page.$('[data-testid="indicator"] .card'), 'T is shown');
  let takes = 0, plays = 0, shot = false, seenChecked = 0;
  for (let guard = 0; guard < 3000; guard++) {
    const next = await first(page, ['[data-testid="score-sheet"]', '[data-testid="take"]', '[data-testid="hand"] button.card.legal']);
    if (next === 0) break;
    if (next === 1) {
      const up = await page.$$eval('[data-testid="display"] .card.face', (c) => c.length);
      assert.equal(up, 2, 'two face-up display cards');
      assert.equal(await page.$$eval('[data-testid="display"] .card.back', (c) => c.length), 2, 'two face-down');
      if (!shot) { await page.screenshot({ path: '/tmp/ddgw-360.png' }); shot = true; }
      const before = await page.$$eval('[data-testid="hand"] button.card', (b) => b.length);
      const take = await page.$('[data-testid="take"]');
      const c = await take.getAttribute('data-card');
      await take.click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="hand"] button.card').length === n + 1, before);
      assert.ok(await page.$(`[data-testid="hand"] button.card[data-card="${c}"]`), `${c} is now in the hand`);
      takes++;
      continue;
    }
    // The right-hand opponent's hand is open: as many cards as that seat holds.
    if (seenChecked < 3) {
      const seen = await page.$$eval('[data-testid="right-hand"] .open-card', (c) => c.length);
      const held = num(await page.textContent('.seat[data-seat="3"] .cards-left'));
      if (seen === held) seenChecked++;
      else assert.ok(Math.abs(seen - held) <= 1, `right hand ${seen} vs ${held}`); // a bot may be mid-move
    }
    const card = await page.$('[data-testid="hand"] button.card.legal');
    if (card) { await card.click().catch(() => {}); plays++; }
  }
  t.diagnostic(JSON.stringify({ takes, plays }));
  assert.ok(takes >= 1, 'we took at least one display card');
  assert.ok(seenChecked >= 1);
  assert.ok(plays >= 26, `we played both halves (${plays} clicks)`);
  assert.match(await page.textContent('[data-testid="score-sheet"] h2'), /Game over/);
  const cells = await page.$$eval('[data-testid="ddgw-row-1"] td[data-team-tricks]', (tds) => tds.map((t) => ({
    team: Number(t.dataset.teamTricks), seats: t.dataset.seatTricks.split(',').map(Number) })));
  assert.equal(cells.length, 2);
  assert.equal(cells[0].team + cells[1].team, 13, 'the second half has 13 tricks');
  for (let t = 0; t < 2; t++) {
    assert.equal(cells[t].seats[0] + cells[t].seats[1], cells[t].team);
    // The table shows the same per-seat and team counts.
    assert.equal(num(await page.textContent(`[data-testid="tricks-${t}"]`)), cells[t].seats[0]);
    assert.equal(num(await page.textContent(`[data-testid="tricks-${t + 2}"]`)), cells[t].seats[1]);
    assert.equal(num(await page.textContent(`[data-testid="team-${t}"] strong`)), cells[t].team);
  }
  const won = cells[0].team >= 7 ? 0 : 1;
  assert.equal(Number(await page.getAttribute('[data-testid="winning-team"]', 'data-team')), won);
  assert.match(await page.textContent('[data-testid="winner"]'), won === 0 ? /You & North/ : /West & East/);
  const totals = await page.$$eval('[data-testid="totals"] td[data-total]', (tds) => tds.map((t) => Number(t.dataset.total)));
  assert.deepEqual(totals, won === 0 ? [1, 0] : [0, 1]);
  assert.deepEqual(page.errors, []);
});

// Issue 34, item 6: a tap on a card you may not play says why, as in every other game.
test('Arsène: tapping a card that may not follow suit says why', async () => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=arsene&players=4&seed=7`);
  for (let guard = 0; ; guard++) {
    assert.ok(guard < 2000, 'never our turn to follow with a card we may not play');
    if (await page.$('[data-testid="trick"] .played') && await page.$('[data-testid="hand"] button.card.legal') && await page.$('[data-testid="hand"] button.card:not(.legal)')) break;
    const click = async (sel) => { const el = await page.$(sel); if (el) await el.click().catch(() => {}); };
    if (await page.$('[data-testid="score-sheet"]')) await click('[data-testid="score-sheet"] button.primary');
    else if (await page.$('button[data-testid^="edge-"].legal')) await click('button[data-testid^="edge-"].legal');
    else if (await page.$('[data-testid="keep"]')) await click('[data-testid="keep"]');
    else if (await page.$('.game-arsene:not(:has(.edge-placed)) [data-testid="hand"] button.legal')) await click('[data-testid="hand"] button.legal');
    else await click('[data-testid="hand"] button.card.legal');
    await page.waitForTimeout(30);
  }
  // The card is aria-disabled (not playable) but still answers a tap.
  await page.click('[data-testid="hand"] button.card:not(.legal)', { force: true });
  const said = await page.waitForSelector('[data-testid="refusal"]', { timeout: 5000 });
  assert.match(await said.textContent(), /you must follow suit/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
