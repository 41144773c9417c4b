// The home page as a newcomer meets it at 360×640: a compact list (five games or more on the
// first screen, all within three), a line on what makes each game itself in both languages,
// the player-count filter, games in progress under "Continue" (where each stands, resume,
// abandon and undo), and the deal of the day (the same deal for everyone on a date, another
// the next day, par, streak, the first result kept, a shared result that opens the same deal).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, newPage, gotoTable, playWholeGame } from './helpers.mjs';
import { games, playerCounts } from './phases.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const PHONE = { width: 360, height: 640 };
const handOf = (page) => page.$$eval('[data-testid="hand"] button.card', (b) => b.map((c) => c.dataset.card));
const DAY_MS = 86400000;
const JST_MS = 9 * 3600000;
/** Noon in Japan on day number `day` (days since 1970-01-01 in Japan's calendar). */
const noonOf = (day) => day * DAY_MS - JST_MS + 12 * 3600000;
const today = Math.floor((Date.now() + JST_MS) / DAY_MS);
/** The first day from today whose deal is `game`'s (the days cycle through the list). */
const dayOf = (game) => {
  for (let d = today; ; d++) if (games[d % games.length] === game) return d;
};
const dateOf = (day) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A fresh browser whose clock stands at noon in Japan on `day`. */
async function pageOn(day, options = {}) {
  const page = await newPage(browser, { viewport: PHONE, ...options });
  await page.context().clock.setFixedTime(new Date(noonOf(day)));
  return page;
}

const rows = (page) => page.$$eval('.game-list li.game', (li) => li.map((l) => {
  const r = l.getBoundingClientRect();
  return { id: l.dataset.game, top: r.top + scrollY, bottom: r.bottom + scrollY, shown: !l.hidden && r.height > 0, line: l.querySelector('.game-line')?.textContent.trim() ?? '' };
}));

for (const lang of ['ja', 'en']) {
  test(`the home page at 360×640 (${lang}): five games on the first screen, all within three, a line each, the filter`, async () => {
    const page = await newPage(browser, { lang, viewport: PHONE });
    await page.goto(server.url);
    await page.waitForSelector('[data-testid="play-three-tricks"]');
    const all = await rows(page);
    assert.deepEqual(all.map((r) => r.id), games, 'every game, in the list order');
    const first = all.filter((r) => r.bottom <= PHONE.height).length;
    assert.ok(first >= 5, `${first} games whole on the first screen`);
    assert.ok(all.at(-1).bottom <= 3 * PHONE.height, `the last game ends at ${all.at(-1).bottom}px`);
    for (const r of all) {
      assert.ok(r.line.length >= 10, `${r.id} has its line`);
      assert.equal(/[ぁ-んァ-ン一-龯]/.test(r.line), lang === 'ja', `${r.id}'s line is in ${lang}: ${r.line}`);
    }
    assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= innerWidth), 'no sideways scroll');
    // The filter by player count, from the counts the build declares.
    for (const n of [2, 3, 5, 7]) {
      await page.click(`[data-testid="filter-${n}"]`);
      assert.equal(await page.getAttribute(`[data-testid="filter-${n}"]`, 'aria-pressed'), 'true');
      const shown = (await rows(page)).filter((r) => r.shown).map((r) => r.id);
      const expected = games.filter((g) => playerCounts[g].some((c) => (n === 7 ? c >= 7 : c === n)));
      assert.deepEqual(shown, expected, `games for ${n}${n === 7 ? ' or more' : ''} players`);
    }
    await page.click('[data-testid="filter-0"]');
    assert.equal((await rows(page)).filter((r) => r.shown).length, games.length);
    // A game's own sheet holds its options, the coached deal, the companion sheet and the rules.
    await page.click('[data-testid="sheet-arsene"] summary');
    await page.selectOption('[data-option="contest-mode"]', 'on');
    assert.match(await page.getAttribute('[data-testid="play-arsene"]', 'href'), /contest-mode=on/);
    await page.click('[data-testid="sheet-arsene"] [data-testid="rules"]');
    await page.waitForSelector('[data-testid="rules-credit"]');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('Continue (ja): where the game stands, resume exactly, abandon and undo', async () => {
  const page = await newPage(browser, { lang: 'ja', viewport: PHONE });
  await gotoTable(page, `${server.url}?game=three-tricks&seed=5`);
  await page.waitForSelector('[data-testid="hand"] button.card.legal');
  await page.click('[data-testid="hand"] button.card.legal');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="hand"] button.card').length === 12);
  const hand = await handOf(page);
  await page.goto(server.url);
  assert.match(await page.textContent('[data-testid="where-three-tricks"]'), /^第1ディール・あなた -?\d+点（[1-4]位）$/);
  // Abandoned: the slot is emptied, and Undo puts it back.
  await page.click('[data-testid="abandon-three-tricks"]');
  assert.equal(await page.evaluate(() => localStorage.getItem('torite.save.three-tricks')), null);
  await page.click('[data-testid="undo-abandon-three-tricks"]');
  assert.notEqual(await page.evaluate(() => localStorage.getItem('torite.save.three-tricks')), null);
  await page.reload();
  await page.click('[data-testid="continue-three-tricks"]');
  await page.waitForSelector('[data-testid="hand"] button.card');
  assert.deepEqual(await handOf(page), hand, 'the same hand');
  // Abandoned for good: no longer under Continue.
  await page.goto(server.url);
  await page.click('[data-testid="abandon-three-tricks"]');
  await page.reload();
  await page.waitForSelector('[data-testid="play-three-tricks"]');
  assert.equal(await page.$('[data-testid="continue-three-tricks"]'), null);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the deal of the day is the same in two fresh browsers on a date, and another the next day', async () => {
  const day = today + 3;
  const card = async (page) => {
    await page.goto(server.url);
    const c = await page.waitForSelector('[data-testid="daily"]');
    return { date: await c.getAttribute('data-date'), game: await c.getAttribute('data-game'), seed: await c.getAttribute('data-seed') };
  };
  const a = await pageOn(day);
  const b = await pageOn(day, { lang: 'ja' });
  const first = await card(a);
  assert.deepEqual(await card(b), first, 'the same deal for everyone');
  assert.equal(first.date, dateOf(day));
  assert.equal(first.game, games[day % games.length]);
  const c = await pageOn(day + 1);
  const next = await card(c);
  assert.equal(next.date, dateOf(day + 1));
  assert.notEqual(next.game, first.game);
  assert.notEqual(next.seed, first.seed);
  for (const p of [a, b, c]) {
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

const points = (t) => (t === 0 ? -5 : t <= 3 ? t * t : -t);
const threeTricks = { deals: 4, seats: 4, handSize: 13, points, names: ['You', 'West', 'North', 'East'] };

test('the deal of the day: par, the streak, the first result kept, a shared result that opens the same deal', async () => {
  const day = dayOf('three-tricks');
  const page = await pageOn(day);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // Yesterday's deal was played: the streak goes on.
  await page.context().addInitScript((r) => localStorage.getItem('torite.daily') ?? localStorage.setItem('torite.daily', JSON.stringify([r])),
    { date: dateOf(day - 1), game: games[(day - 1) % games.length], score: 3, place: 2, of: 4, par: [5, 1] });
  await page.goto(server.url);
  assert.equal(await page.getAttribute('[data-testid="daily"] [data-testid="daily-streak"]', 'data-streak'), '1');
  await page.click('[data-testid="daily-play"]');
  await page.waitForSelector('[data-testid="hand"] button.card');
  const firstHand = await handOf(page);
  const seed = new URL(page.url()).searchParams.get('seed');
  const totals = await playWholeGame(page, { ...threeTricks, assert });
  const end = await page.waitForSelector('[data-testid="daily-end"][data-first="true"]');
  await page.waitForSelector('[data-testid="daily-par"]', { timeout: 120000 });
  const result = await page.waitForSelector('[data-testid="daily-end"] [data-testid="daily-result"]');
  assert.equal(Number(await result.getAttribute('data-score')), totals[0]);
  assert.equal(await page.getAttribute('[data-testid="daily-end"] [data-testid="daily-streak"]', 'data-streak'), '2');
  assert.match(await end.textContent(), /Par: -?\d+ points? \(\d(st|nd|rd|th) of 4\)/);
  // The shared result: a line with no card of the deal in it, and the link.
  await page.click('[data-testid="daily-end"] [data-testid="daily-share"]');
  await page.waitForSelector('[data-testid="daily-end"] [data-testid="daily-share-result"]:has-text("copied")');
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  const [line, url] = shared.split('\n');
  assert.match(line, new RegExp(`^Torite deal of the day ${dateOf(day)} · Three Tricks: -?\\d+ points?, \\d(st|nd|rd|th) of 4 · par -?\\d+ · 2 days in a row$`));
  assert.doesNotMatch(line, /[♠♥♦♣]/);
  assert.match(url, new RegExp(`\\?game=three-tricks&seed=${seed}&challenge=`));
  // The home page shows the result; a second game of the day keeps the first result.
  await page.goto(server.url);
  const kept = await page.waitForSelector('[data-testid="daily"] [data-testid="daily-result"]');
  assert.equal(Number(await kept.getAttribute('data-score')), totals[0]);
  assert.equal(await page.$('[data-testid="daily-play"]'), null);
  await page.click('[data-testid="daily-again"]');
  await page.waitForSelector('[data-testid="hand"] button.card');
  await playWholeGame(page, { ...threeTricks, assert });
  await page.waitForSelector('[data-testid="daily-end"][data-first="false"] [data-testid="daily-first-only"]');
  assert.equal(Number(await page.getAttribute('[data-testid="daily-end"] [data-testid="daily-result"]', 'data-score')), totals[0], 'the first result is the one kept');
  // A friend opens the shared link: the same deal from the same seat.
  const friend = await pageOn(day, { lang: 'ja' });
  await friend.goto(url);
  await friend.click('[data-testid="challenge-start"]');
  await friend.waitForSelector('[data-testid="hand"] button.card');
  assert.deepEqual(await handOf(friend), firstHand, 'the same deal');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(friend.errors, []);
  await friend.context().close();
  await page.context().close();
});
