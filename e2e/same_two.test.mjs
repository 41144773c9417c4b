// Same Two in headless Chromium at phone size: a two-board session by clicks. Board 1 (we
// deal): we bid 3NT, East doubles, we declare and play both our hand and the dummy's cards
// on the felt; board 2: everybody passes, the board is passed out. The seed is one where
// the normal bots do exactly that (found by replaying the rules natively). The sheet is
// checked against the rules' duplicate scoring (rules.md R13) after each board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, newPage, gotoTable } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const SEED = 53;
/** A seed whose first board a bot doubles when we open 3NT, and whose second board the bots
 * pass out (found by playing seeds 1 up with the normal bots; seed 53 served until the
 * normal bot's doubling changed, issue #35). */
const DOUBLE_SEED = 30;

async function first(page, selectors, timeout = 30000) {
  return Promise.race(selectors.map((s, i) => page.waitForSelector(s, { timeout }).then(() => i)));
}

/** R13: one board's duplicate score for the declarer's side (negative: the defenders'). */
function duplicate(contract, vulnerable, tricks) {
  const m = contract.match(/^(\d)(C|D|H|S|NT)(X{0,2})$/);
  const level = Number(m[1]), strain = m[2], x = m[3].length;
  const factor = [1, 2, 4][x];
  const diff = tricks - (6 + level);
  if (diff < 0) {
    const u = -diff;
    let doubled = 0;
    for (let k = 1; k <= u; k++) doubled += vulnerable ? (k === 1 ? 200 : 300) : (k === 1 ? 100 : k <= 3 ? 200 : 300);
    return -[50 * u * (vulnerable ? 2 : 1), doubled, 2 * doubled][x];
  }
  const minor = strain === 'C' || strain === 'D';
  const trick = (strain === 'NT' ? 40 + 30 * (level - 1) : (minor ? 20 : 30) * level) * factor;
  const bonus = trick >= 100 ? (vulnerable ? 500 : 300) : 50;
  const slam = level === 6 ? (vulnerable ? 750 : 500) : level === 7 ? (vulnerable ? 1500 : 1000) : 0;
  const insult = [0, 50, 100][x];
  const over = diff * [minor ? 20 : 30, vulnerable ? 200 : 100, vulnerable ? 400 : 200][x];
  return trick + bonus + slam + insult + over;
}

test('Same Two at 360×640: an auction with a double, declaring with the dummy, a passed-out board, the sheet', async () => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=same-two&boards=2&seed=${DOUBLE_SEED}`);
  let board = 1, bid = false, doubled = false, ownCards = 0, dummyCards = 0;
  const totals = [0, 0];
  for (let guard = 0; guard < 3000; guard++) {
    const next = await first(page, ['[data-testid="score-sheet"]', '.bidding-box', '[data-testid="hand"] button.card.legal', '[data-testid="dummy"] button.card.legal']);
    if (next === 0) {
      const row = page.locator(`[data-testid="board-row-${board}"]`);
      assert.equal(await page.locator('[data-testid^="board-row-"]').count(), board, 'one sheet row a board');
      const [we, they] = await row.locator('td[data-points]').evaluateAll((tds) => tds.map((td) => Number(td.dataset.points)));
      if (board === 1) {
        // We declared the doubled contract; the row's score is the rules' (board 1: none vulnerable).
        assert.equal(await row.getAttribute('data-declarer'), '0');
        const contract = await row.getAttribute('data-contract');
        assert.match(contract, /^3NTX$/);
        const tricks = Number(await row.getAttribute('data-tricks'));
        const score = duplicate(contract, false, tricks);
        assert.deepEqual([we, they], [Math.max(score, 0), Math.max(-score, 0)], `3NTX with ${tricks} tricks`);
        assert.match(await row.textContent(), /3NTX by You/);
        assert.ok(doubled && ownCards > 0 && dummyCards > 0, `doubled ${doubled}, our cards ${ownCards}, the dummy's ${dummyCards}`);
      } else {
        // Board 2 (East deals, N–S vulnerable): passed out, 0 to both sides.
        assert.equal(await row.getAttribute('data-passed-out'), 'true');
        assert.match(await row.textContent(), /passed out/);
        assert.deepEqual([we, they], [0, 0]);
      }
      totals[0] += we; totals[1] += they;
      const shown = await page.$$eval('[data-testid="totals"] td[data-total]', (tds) => tds.map((td) => Number(td.dataset.total)));
      assert.deepEqual(shown, totals, 'the session totals');
      if (board === 2) {
        assert.match(await page.textContent('[data-testid="score-sheet"] h2'), /Game over/);
        const winner = await page.textContent('[data-testid="winner"]');
        assert.match(winner, totals[0] > totals[1] ? /You & North win/ : totals[0] < totals[1] ? /West & East win/ : /draw/i);
        break;
      }
      // The sheet speaks of boards, not deals (issue 34, item 8).
      assert.equal((await page.textContent('[data-testid="review-offer"]')).trim(), 'Review this board');
      await page.click('[data-testid="score-sheet"] button.primary');
      await page.waitForSelector('[data-testid="score-sheet"]', { state: 'detached' });
      board++;
      continue;
    }
    if (next === 1) {
      // The contract bar shows the board's vulnerability from the start.
      assert.match(await page.textContent('[data-testid="vulnerability"]'), board === 1 ? /None vulnerable/ : /We vulnerable/);
      if (board === 1 && !bid) {
        await page.click('.bidding-box [data-level="3"]');
        await page.click('.bidding-box [data-strain="NT"]');
        bid = true;
      } else {
        const calls = await page.$$eval('[data-testid="auction"] li', (li) => li.map((l) => l.textContent));
        if (calls.some((c) => /Double/.test(c))) doubled = true;
        await page.click('[data-testid="call-pass"]');
      }
      await page.waitForFunction(() => !document.querySelector('.bidding-box')).catch(() => {});
      continue;
    }
    // Playing: the contract and declarer stay in view.
    assert.match(await page.textContent('[data-testid="contract"]'), /3NTX by You/);
    const sel = next === 2 ? '[data-testid="hand"] button.card.legal' : '[data-testid="dummy"] button.card.legal';
    if (next === 3) {
      // The dummy's turn is ours: our own hand is not playable meanwhile.
      assert.equal(await page.$$eval('[data-testid="hand"] button.card.legal', (b) => b.length), 0);
      dummyCards++;
    } else ownCards++;
    await page.click(sel).catch(() => {});
  }
  assert.deepEqual(page.errors, []);
});

test('a trick everybody followed is held with its lowest card marked as the winner', async () => {
  const page = await newPage(browser, { speed: 'fast' });
  await gotoTable(page, `${server.url}?game=same-two&boards=2&seed=${SEED}`);
  let bid = false;
  for (let guard = 0; guard < 400; guard++) {
    const note = await page.$('[data-testid="win-note"]');
    if (note) {
      assert.match(await note.textContent(), /all followed: lowest wins/);
      // The four cards on the table are of one suit and the marked one is the lowest.
      const cards = await page.$$eval('[data-testid="trick"] .played .card', (cs) => cs.map((c) => ({ card: c.dataset.card, won: c.classList.contains('winner') })));
      assert.equal(cards.length, 4);
      const rank = (c) => '23456789TJQKA'.indexOf(c.slice(1).replace('10', 'T'));
      assert.equal(new Set(cards.map((c) => c.card[0])).size, 1, 'all four followed');
      const lowest = cards.reduce((a, b) => (rank(b.card) < rank(a.card) ? b : a));
      assert.ok(lowest.won, `${lowest.card} is marked`);
      return;
    }
    const n = await first(page, ['[data-testid="win-note"]', '.bidding-box', '[data-testid="hand"] button.card.legal', '[data-testid="dummy"] button.card.legal']);
    if (n === 0) continue;
    if (n === 1) {
      if (!bid) { await page.click('.bidding-box [data-level="3"]'); await page.click('.bidding-box [data-strain="NT"]'); bid = true; }
      else await page.click('[data-testid="call-pass"]');
    } else await page.click(n === 2 ? '[data-testid="hand"] button.card.legal' : '[data-testid="dummy"] button.card.legal').catch(() => {});
    await page.waitForTimeout(20);
  }
  assert.fail('no trick was won by its lowest card in the first board');
});

// Issue 34, item 3: the hint while bidding on a phone: a panel tall enough to read its best
// calls, calls the bot never tried shown as untried (not as 0.0 estimates), and a note on
// what the numbers mean.
for (const lang of ['ja', 'en']) {
  test(`the hint at our first call is readable at 360×640 (${lang})`, async () => {
    const page = await newPage(browser, { lang });
    await gotoTable(page, `${server.url}?game=same-two&seed=${SEED}`);
    await page.waitForSelector('.bidding-box [data-level]:not([disabled])', { timeout: 30000 });
    await page.click('[data-testid="hint"]');
    await page.waitForSelector('[data-testid="hint-panel"]', { timeout: 30000 });
    const m = await page.$eval('[data-testid="hint-panel"]', (p) => {
      const rows = [...p.querySelectorAll(':scope > ol > li')];
      const r = p.getBoundingClientRect();
      return { height: r.height, shown: rows.filter((li) => li.getBoundingClientRect().bottom <= r.bottom + 1).length };
    });
    assert.ok(m.height >= 120, `the panel is ${m.height}px tall`);
    assert.ok(m.shown >= 2, `${m.shown} calls in view`);
    // Every row: an estimate that was searched, or a dash.
    const rows = await page.$$eval('[data-testid="hint-row"]', (rs) => rs.map((r) => ({ value: r.querySelector('.hint-value').textContent, untried: !!r.querySelector('[data-testid="hint-untried"]') })));
    const untried = rows.filter((r) => r.untried);
    assert.ok(untried.length > 0, 'some calls were not tried');
    for (const r of untried) assert.equal(r.value, '—');
    assert.ok(await page.$('[data-testid="hint-untried-note"]'), 'the note says what a dash means');
    assert.match(await page.textContent('[data-testid="hint-panel"] .note'), lang === 'ja' ? /いちばん多く試した手/ : /tried most/);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
