// My Trump in headless Chromium at phone size: a whole game by clicks with jokers in the
// pack, bidding with the shared bid panel (a number, then your own trump suit), every seat's
// trump suit and bid on the table for the whole deal, trumps marked on the cards of their
// owner only, and the sheet of bids, tricks and points checked to the end.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, newPage, gotoTable } from './helpers.mjs';
import { playToSheet } from './phases.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// rules.md R11: a made bid scores its number, a short one −1 per missing trick.
const points = (bid, tricks) => (tricks >= bid ? bid : tricks - bid);
const suitOf = (card) => (card.startsWith('JK') ? 'X' : card[0]);

async function first(page, selectors, timeout = 30000) {
  return Promise.race(selectors.map((s, i) => page.waitForSelector(s, { timeout }).then(() => i)));
}

/** Each seat's trump suit as its seat shows it ('S', 'H', 'D', 'C'), or null before it bids. */
async function seatTrumps(page, n) {
  const out = [];
  for (let s = 0; s < n; s++) out.push(await page.$eval(`[data-testid="trump-${s}"]`, (e) => e.dataset.suit).catch(() => null));
  return out;
}

/** Bids the longest suit of our hand, one trick fewer than its length (at most 3). */
async function bid(page) {
  const cards = await page.$$eval('[data-testid="hand"] button.card', (b) => b.map((x) => x.dataset.card));
  const count = (s) => cards.filter((c) => suitOf(c) === s).length;
  const suit = ['S', 'H', 'D', 'C'].sort((a, b) => count(b) - count(a))[0];
  const n = Math.min(3, Math.max(0, count(suit) - 1));
  // Two taps: the number, then the suit (the button then reads the whole bid).
  assert.equal(await page.$eval(`[data-strain="${suit}"]`, (b) => b.disabled), true, 'a suit waits for a number');
  await page.click(`[data-level="${n}"]`);
  await page.waitForSelector(`[data-strain="${suit}"][data-call="${n}${suit}"]:not([disabled])`);
  await page.click(`[data-strain="${suit}"]`);
  return `${n}${suit}`;
}

test('My Trump, 5 players with jokers, on a phone: a whole game by clicks, bids, trumps and the sheet', async () => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=my-trump&players=5&deal-method=jokers&seed=12`);
  const n = 5;
  const handSize = 11; // 52 + 3 jokers, 11 each (rules.md R3)
  const totals = new Array(n).fill(0);
  let deals = 0;
  let myBid = null;
  let jokersSeen = 0;
  let trumpsMarked = 0;
  for (let guard = 0; guard < 3000; guard++) {
    const next = await first(page, ['[data-testid="score-sheet"]', '.bidding-box', '[data-testid="hand"] button.card.legal']);
    if (next === 0) {
      deals++;
      const row = await page.$$eval(`[data-testid="deal-row-${deals}"] td`, (tds) =>
        tds.map((t) => ({ bid: t.dataset.bid, tricks: Number(t.dataset.tricks), points: Number(t.dataset.points) })));
      assert.equal(row.length, n);
      assert.equal(row.reduce((a, c) => a + c.tricks, 0), handSize, 'H tricks a deal');
      assert.equal(row[0].bid, myBid, 'our bid is on the sheet');
      const trumps = await seatTrumps(page, n);
      for (let s = 0; s < n; s++) {
        assert.equal(row[s].points, points(parseInt(row[s].bid, 10), row[s].tricks), `deal ${deals} seat ${s}`);
        assert.equal(trumps[s], row[s].bid.slice(-1), 'the seat shows the trump suit it bid');
        const extra = await page.textContent(`[data-seat="${s}"] .seat-extra`);
        assert.ok(extra.includes(`${row[s].tricks}/${parseInt(row[s].bid, 10)}`), `seat ${s} shows made/needed: ${extra}`);
        totals[s] += row[s].points;
      }
      const shown = await page.$$eval('[data-testid="totals"] td', (tds) => tds.map((t) => Number(t.dataset.total)));
      assert.deepEqual(shown, totals);
      if (await page.$('[data-testid="winner"]')) break;
      await page.click('text=Next deal');
      continue;
    }
    if (next === 1) {
      assert.match(await page.textContent('[data-testid="status"]'), /Your bid/);
      const before = await page.$$eval('[data-testid="auction"] li', (l) => l.length);
      myBid = await bid(page);
      await page.waitForFunction((k) => document.querySelectorAll('[data-testid="auction"] li').length > k || !document.querySelector('.bidding-box'), before);
      continue;
    }
    // Our turn to play: every seat has its trump suit up, and the cards on the table are
    // marked as trumps exactly when they are of their player's own trump suit.
    const trumps = await seatTrumps(page, n);
    assert.ok(trumps.every((t) => t !== null), 'all bids are made before play');
    const played = await page.$$eval('[data-testid="trick"] .played', (ps) =>
      ps.map((p) => ({ seat: Number(p.dataset.seat), card: p.querySelector('.card').dataset.card, trump: p.querySelector('.card').classList.contains('trump') })));
    for (const p of played) {
      assert.equal(p.trump, suitOf(p.card) === trumps[p.seat], `${p.card} by seat ${p.seat} (trump ${trumps[p.seat]})`);
      trumpsMarked += p.trump ? 1 : 0;
    }
    const hand = await page.$$eval('[data-testid="hand"] button.card', (b) => b.map((x) => ({ card: x.dataset.card, trump: x.classList.contains('trump') })));
    for (const c of hand) assert.equal(c.trump, suitOf(c.card) === trumps[0], `our ${c.card}`);
    jokersSeen += hand.filter((c) => c.card.startsWith('JK')).length + played.filter((p) => p.card.startsWith('JK')).length;
    const card = await page.$('[data-testid="hand"] button.card.legal');
    if (card) await card.click().catch(() => {}); // the hand may re-render between find and click
  }
  assert.equal(deals, n, 'one deal per player');
  assert.match(await page.textContent('[data-testid="score-sheet"] h2'), /Game over/);
  const best = Math.max(...totals);
  const names = ['You', 'Player 2', 'Player 3', 'Player 4', 'Player 5'];
  const winner = await page.textContent('[data-testid="winner"]');
  for (const name of names.filter((_, s) => totals[s] === best)) assert.ok(winner.includes(name), `${winner} names ${name}`);
  const ranks = await page.$$eval('[data-testid="ranks"] td', (tds) => tds.map((t) => Number(t.textContent)));
  assert.deepEqual(ranks, totals.map((t) => 1 + totals.filter((o) => o > t).length));
  assert.ok(jokersSeen > 0, 'jokers were dealt and seen');
  assert.ok(trumpsMarked > 0, 'some trumps were played');
  assert.deepEqual(page.errors, []);
});

test('My Trump, 7 players with the cavallo pack: knights in a hand of 8, bids up to 8', async () => {
  const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await gotoTable(page, `${server.url}?game=my-trump&players=7&deal-method=cavallo&seed=4`);
  await page.waitForSelector('[data-testid="hand"] button.card');
  assert.equal(await page.$$eval('[data-testid="hand"] button.card', (c) => c.length), 8, '56 cards to 7 players');
  assert.equal(await page.$$eval('[data-testid="leftover"] .card', (c) => c.length), 0, 'nothing left over');
  // Play on until a knight shows (in our hand or on the table), bidding 0 in spades. The
  // bots play on meanwhile, so each look reads the knights' faces at once.
  const knights = () => page.$$eval('[data-card$="Kn"]', (ks) =>
    ks.map((k) => ({
      card: k.dataset.card,
      rank: k.querySelector('.rank').textContent,
      // A face on the table is named by its aria-label; a button in the hand by its text for
      // screen readers. Which one shows first depends on how fast the bots play.
      label: k.getAttribute('aria-label') ?? k.querySelector('.sr-only')?.textContent ?? null,
    })));
  let knight = null;
  for (let guard = 0; guard < 500 && !knight; guard++) {
    knight = (await knights())[0];
    if (knight) break;
    const next = await first(page, ['[data-testid="score-sheet"]', '.bidding-box', '[data-testid="hand"] button.card.legal']);
    if (next === 0) await page.click('text=Next deal');
    else if (next === 1) {
      assert.deepEqual(await page.$$eval('[data-level]', (b) => b.map((x) => Number(x.dataset.level))), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
      await page.click('[data-level="0"]');
      await page.click('[data-strain="S"]');
      await page.waitForFunction(() => !document.querySelector('.bidding-box'));
    } else {
      const card = await page.$('[data-testid="hand"] button.card.legal');
      if (card) await card.click().catch(() => {});
    }
  }
  assert.ok(knight, 'a knight was seen');
  assert.equal(knight.rank, 'Kn');
  const suits = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
  assert.equal(knight.label, `knight of ${suits[knight.card[0]]}`);
  assert.deepEqual(page.errors, []);
});

// Issue 34, item 5: a sheet of five players is wider than a phone; it scrolls inside a frame
// that shows it goes on (a shadow at the side still hidden), and its last column is reached.
test('My Trump, 5 players at 390×844: the sheet scrolls sideways and shows that it does', async () => {
  const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await gotoTable(page, `${server.url}?game=my-trump&players=5&deal-method=jokers&seed=5`);
  await playToSheet(page);
  const m = await page.$eval('[data-testid="score-sheet"] .sheet-scroll', (box) => {
    const wide = box.scrollWidth > box.clientWidth;
    const cue = getComputedStyle(box).backgroundImage;
    box.scrollLeft = box.scrollWidth;
    const last = [...box.querySelectorAll('thead th')].pop().getBoundingClientRect();
    return { wide, cue, lastShown: last.right <= box.getBoundingClientRect().right + 1 && last.left >= box.getBoundingClientRect().left };
  });
  assert.ok(m.wide, 'the sheet is wider than the phone (else this test shows nothing)');
  assert.match(m.cue, /gradient/, 'a shadow shows the sheet goes on');
  assert.ok(m.lastShown, 'the last column is reached by scrolling');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
