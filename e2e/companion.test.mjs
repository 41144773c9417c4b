// Companion mode in real headless Chromium at phone size: a Tricky Express game and an
// Arsène game played "with real cards" are scored by entering their deals, and the totals
// are the worked examples of their rules (src/games/tricky_express/rules.md T1, C2-C5;
// src/games/arsene/rules.md C1, C5). Also: what cannot be is refused and says why, a deal
// is corrected, the sheet survives a reload, and its link opens read-only elsewhere (and a
// damaged one is refused in the reader's language).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, newPage } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Starts a sheet at `query` with these names and seat 0 dealing first. */
async function start(page, query, names) {
  await page.goto(`${server.url}${query}`);
  await page.waitForSelector('[data-testid="companion-start"]');
  for (const [i, n] of names.entries()) await page.fill(`[data-testid="name-${i}"]`, n);
  // A game whose rules fix the first dealer (Same Two's North) does not ask.
  if (await page.isVisible('[data-testid="dealer-0"]')) await page.click('[data-testid="dealer-0"]');
  await page.click('[data-testid="companion-begin"]');
  await page.waitForSelector('[data-testid="companion-entry"]');
}

/** Taps the route's winners, "A B C ..." with A for the first player. */
async function enterRoute(page, letters) {
  for (const l of letters.split(' ')) await page.click(`[data-testid="field-0"] [data-testid="winner-${l.charCodeAt(0) - 65}"]`);
}

async function checkState(page) {
  return page.getAttribute('[data-testid="entry-check"]', 'data-state');
}

async function submit(page) {
  assert.equal(await checkState(page), 'ready', await page.textContent('[data-testid="entry-check"]'));
  const deals = await page.$$eval('[data-testid="companion-deals"] li', (l) => l.length).catch(() => 0);
  await page.click('[data-testid="enter-deal"]');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="companion-deals"] li').length !== n, deals);
}

const numbers = (page, sel, attr) => page.$$eval(sel, (els, a) => els.map((e) => Number(e.getAttribute(a))), attr);

// rules.md C4, T1, C5 and C3 as a game's four deals, with the deal totals each example
// gives; the bases 0, 3, 4, 11 give the first player the development bonus 8 (R26).
const TE_DEALS = [
  ['A A A A B B B C C C D D D', [0, 0, 0, 0]],
  ['C A B A C B D A A C B B B', [3, 6, 5, 0]],
  ['A B A C B C D A D B C D B', [4, 5, 6, 2]],
  ['A C C C C C C C C C C C A', [13, 0, 0, 0]],
];

test('Tricky Express: four deals entered as route maps score the worked examples', async () => {
  const page = await newPage(browser);
  await page.goto(server.url);
  // The companion sheet's link is in the game's own sheet on the home page.
  await page.click('[data-testid="sheet-tricky-express"] summary');
  await page.click('[data-testid="companion-tricky-express"]');
  await page.waitForSelector('[data-testid="companion-start"]');
  await start(page, '?game=tricky-express&companion', ['Ann', 'Ben', 'Cy', 'Dee']);

  // A route is tapped trick by trick; the last tap can be taken back.
  await enterRoute(page, 'A A A A B B B C C C D D');
  assert.equal(await checkState(page), 'incomplete');
  assert.match(await page.textContent('[data-testid="winners-prompt"]'), /Trick 13\/13/);
  await page.click('[data-testid="winner-back"]');
  await enterRoute(page, 'D D');
  assert.equal(await page.isDisabled('[data-testid="winner-0"]'), true, 'no fourteenth trick');
  assert.match(await page.textContent('[data-testid="entry-check"]'), /^Ready: the totals do not change\.$/);
  await submit(page);
  for (const [k, [route, totals]] of TE_DEALS.entries()) {
    if (k > 0) {
      await enterRoute(page, route);
      await submit(page);
    }
    const deal = await page.$$eval(`[data-testid="te-deal-${k + 1}"] td[data-kind="deal"]`, (tds) => tds.map((t) => Number(t.textContent)));
    assert.deepEqual(deal, totals, `deal ${k + 1}`);
  }
  const totals = () => numbers(page, '[data-testid="te-totals"] [data-testid="totals"] td', 'data-total');
  assert.deepEqual(await totals(), [28, 11, 11, 2]);
  assert.deepEqual(await numbers(page, '[data-testid="development"] td', 'data-value'), [8, 0, 0, 0]);
  assert.equal(await page.textContent('[data-testid="winner"]'), 'Ann wins!');
  assert.equal(await page.$('[data-testid="companion-entry"]'), null, 'no fifth deal');

  // Correcting deal 4 to C2 changes the sheet; correcting it back restores the totals.
  await page.click('[data-testid="correct-4"]');
  assert.equal(await page.getAttribute('[data-testid="companion-entry"]', 'data-editing'), '3');
  for (let i = 0; i < 13; i++) await page.click('[data-testid="winner-back"]');
  await enterRoute(page, 'A B C D A B C D A B C D A');
  await page.click('[data-testid="enter-deal"]');
  await page.waitForSelector('[data-testid="companion-entry"]', { state: 'detached' });
  const c2 = await page.$$eval('[data-testid="te-deal-4"] td[data-kind="deal"]', (tds) => tds.map((t) => Number(t.textContent)));
  assert.deepEqual(c2, [6, 3, 3, 3], 'rules.md C2');
  assert.notDeepEqual(await totals(), [28, 11, 11, 2]);
  await page.click('[data-testid="correct-4"]');
  for (let i = 0; i < 13; i++) await page.click('[data-testid="winner-back"]');
  await enterRoute(page, TE_DEALS[3][0]);
  await page.click('[data-testid="enter-deal"]');
  await page.waitForSelector('[data-testid="companion-entry"]', { state: 'detached' });
  assert.deepEqual(await totals(), [28, 11, 11, 2]);

  // Kept across a reload.
  await page.reload();
  await page.waitForSelector('[data-testid="te-totals"]');
  assert.deepEqual(await totals(), [28, 11, 11, 2]);

  // The sheet's link opens read-only in another browser, in Japanese.
  const link = await page.inputValue('[data-testid="sheet-url"]');
  assert.match(link, /\?game=tricky-express&companion=[A-Za-z0-9_-]+$/);
  const friend = await newPage(browser, { lang: 'ja' });
  await friend.goto(link);
  await friend.waitForSelector('[data-testid="companion-shared"]');
  assert.deepEqual(await numbers(friend, '[data-testid="te-totals"] [data-testid="totals"] td', 'data-total'), [28, 11, 11, 2]);
  assert.equal(await friend.textContent('[data-testid="winner"]'), 'Annの勝ち！');
  assert.equal(await friend.$('[data-testid="companion-entry"]'), null);
  // A damaged link says so, in Japanese.
  await friend.goto(link.slice(0, -6));
  await friend.waitForSelector('[data-testid="companion-bad-link"]');
  assert.match(await friend.textContent('[data-testid="companion-error"]'), /リンク|ディール/);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(friend.errors, []);
});

/** Sets the count of `seat` in per-seat field `field` to `v` with the − and + buttons. */
async function setCount(page, field, seat, v) {
  const row = page.locator(`[data-testid="field-${field}"] .entry-row[data-seat="${seat}"]`);
  if (v === 0) await row.locator('[data-testid="dec"]').click();
  for (let i = 0; i < v; i++) await row.locator('[data-testid="inc"]').click();
}

/** Enters an Arsène deal: the counts of every player but the last (derived), no trump. */
async function arseneDeal(page, counts) {
  for (const [s, v] of counts.slice(0, -1).entries()) await setCount(page, 0, s, v);
  await page.click('[data-testid="field-1"] [data-choice="1"]');
}

test('Arsène: deals entered as trick counts score rules.md C1 and C5; a wrong count says why', async () => {
  const page = await newPage(browser);
  await start(page, '?game=arsene&companion', ['A', 'B', 'C', 'D']);
  // C1, first deal: 3, 3, 4 and the last player's 1 filled in.
  await arseneDeal(page, [3, 3, 4, 1]);
  assert.equal(await page.getAttribute('[data-testid="field-0"] .entry-row[data-seat="3"] [data-testid="value"]', 'data-value'), '1');
  // Counts that do not add up to the deal's 11 tricks are refused, with why: + on the
  // count filled in steps from it.
  await page.locator('[data-testid="field-0"] .entry-row[data-seat="3"] [data-testid="inc"]').click();
  assert.equal(await checkState(page), 'refused');
  assert.match(await page.textContent('[data-testid="entry-check"]'), /add up to 12; a deal has 11 tricks/);
  assert.equal(await page.isDisabled('[data-testid="enter-deal"]'), true);
  await page.locator('[data-testid="field-0"] .entry-row[data-seat="3"] [data-testid="dec"]').click();
  await submit(page);
  const row = (n, attr) => numbers(page, `[data-testid="ars-row-${n}"] td[${attr}]`, attr);
  assert.deepEqual(await row(1, 'data-chips'), [0, 0, 1, 1]);
  assert.deepEqual(await row(1, 'data-tokens'), [1, 1, 0, 0]);
  await arseneDeal(page, [2, 5, 4, 0]);
  await submit(page);
  assert.deepEqual(await numbers(page, '[data-testid="totals"] td[data-total]', 'data-total'), [1, 1, 3, 1]);
  assert.deepEqual(await numbers(page, '[data-testid="tokens"] td[data-tokens]', 'data-tokens'), [1, 1, 0, 0]);

  // C5 with three players: the dummy takes what the players leave.
  await start(page, '?game=arsene&players=3&companion', ['A', 'B', 'C']);
  await setCount(page, 0, 0, 2);
  await setCount(page, 0, 1, 4);
  await setCount(page, 0, 2, 3);
  await page.click('[data-testid="field-1"] [data-choice="1"]');
  assert.equal(await page.getAttribute('[data-testid="entry-rest"]', 'data-value'), '2');
  await submit(page);
  assert.deepEqual(await numbers(page, '[data-testid="totals"] td[data-total]', 'data-total'), [0, 1, 1]);
  assert.deepEqual(await numbers(page, '[data-testid="tokens"] td[data-tokens]', 'data-tokens'), [1, 0, 0]);
  assert.equal(await page.getAttribute('[data-testid="ars-row-1"] td[data-dummy]', 'data-dummy'), '2');
  assert.deepEqual(page.errors, []);
});

test('a saved sheet that cannot be read is kept for download and a new one starts, in Japanese', async () => {
  const page = await newPage(browser, { lang: 'ja' });
  await page.goto(server.url);
  await page.evaluate(() => localStorage.setItem('torite.companion?game=three-tricks', '{"format":"torite-companion","version":1,"game":"three-tricks","deals":[[{"per-seat":[13,0]'));
  await page.goto(`${server.url}?game=three-tricks&companion`);
  await page.waitForSelector('[data-testid="companion-damaged"]');
  assert.match(await page.textContent('[data-testid="companion-damaged"]'), /保存されていた得点表を読めなかった/);
  const href = await page.getAttribute('[data-testid="companion-damaged"] a[download]', 'href');
  assert.match(decodeURIComponent(href), /"per-seat":\[13,0\]/, 'the unreadable text is offered as it was');
  // A Three Tricks deal: three counts, the fourth filled in.
  await start(page, '?game=three-tricks&companion', ['A', 'B', 'C', 'D']);
  for (const [s, v] of [3, 3, 4].entries()) await setCount(page, 0, s, v);
  assert.equal(await page.getAttribute('[data-testid="field-0"] .entry-row[data-seat="3"] [data-testid="value"]', 'data-value'), '3');
  await submit(page);
  const row = await page.$$eval('[data-testid="deal-row-1"] td', (tds) => tds.map((t) => Number(t.dataset.points)));
  assert.deepEqual(row, [9, 9, -4, 9]);
  assert.deepEqual(page.errors, []);
});

test('Same Two: a passed-out board is entered with one tap (the other questions go), then a contract; the columns name the pairs', async () => {
  const page = await newPage(browser);
  await start(page, '?game=same-two&companion', ['Aki', 'Ben', 'Cho', 'Dan']);
  // Level: passed out. Strain, doubling, declarer and tricks are not asked.
  await page.click('[data-testid="field-0"] [data-choice="0"]');
  for (const f of [1, 2, 3, 4]) assert.equal(await page.isHidden(`[data-testid="field-${f}"]`), true, `field ${f} hidden`);
  await submit(page);
  assert.equal(await page.getAttribute('[data-testid="board-row-1"]', 'data-passed-out'), 'true');
  assert.deepEqual(await numbers(page, '[data-testid="board-row-1"] td[data-points]', 'data-points'), [0, 0]);
  // Board 2: 4♠ by North (0), 10 tricks, N-S vulnerable: 620 (rules.md R13).
  await page.click('[data-testid="field-0"] [data-choice="4"]');
  assert.equal(await page.isVisible('[data-testid="field-1"]'), true, 'a level asks the strain again');
  await page.click('[data-testid="field-1"] [data-choice="3"]');
  await page.click('[data-testid="field-2"] [data-choice="0"]');
  await page.click('[data-testid="field-3"] [data-choice="0"]');
  for (let k = 0; k < 10; k++) await page.click('[data-testid="field-4"] [data-testid="inc"]');
  await submit(page);
  assert.equal(await page.getAttribute('[data-testid="board-row-2"]', 'data-contract'), '4S');
  assert.deepEqual(await numbers(page, '[data-testid="board-row-2"] td[data-points]', 'data-points'), [620, 0]);
  const heads = await page.$$eval('[data-testid="board-sheet"] thead th', (ths) => ths.map((t) => t.textContent.trim()));
  assert.ok(heads.includes('Aki & Cho') && heads.includes('Ben & Dan'), `the pairs by name: ${heads}`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
