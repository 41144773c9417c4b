// Challenge links in real headless Chromium: one person plays a game and makes a challenge
// link; a second person, in another browser context, opens it, plays the same deals against
// the same bots and sees both games deal by deal with the strong bot's par; the link they
// pass on carries both games; a changed link is refused in the reader's language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serveDist, launch, newPage, playWholeGame, gotoTable, sheetRow } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const SEED = 31;
const points = (t) => (t === 0 ? -5 : t <= 3 ? t * t : -t);
const game = { deals: 4, seats: 4, handSize: 13, points, names: ['You', 'West', 'North', 'East'] };

/** Plays the whole game at `page`'s table, returning seat 0's points per deal and total. */
async function playAll(page) {
  const totals = await playWholeGame(page, { ...game, assert });
  const deals = [];
  for (let d = 1; d <= game.deals; d++) deals.push((await sheetRow(page, d))[0].points);
  return { deals, total: totals[0] };
}

test('a challenge round-trips between two browser contexts, deal by deal, with par', async () => {
  // Aki plays and makes a challenge of the game.
  const aki = await newPage(browser);
  await gotoTable(aki, `${server.url}?game=three-tricks&seed=${SEED}`);
  await aki.waitForSelector('[data-testid="hand"] button.card');
  const akiGame = await playAll(aki);
  await aki.click('[data-testid="challenge-friend"]');
  await aki.fill('[data-testid="challenge-name"]', 'Aki');
  await aki.click('[data-testid="challenge-make"]');
  const link = await (await aki.waitForSelector('[data-testid="challenge-url"]')).inputValue();
  assert.match(link, new RegExp(`\\?game=three-tricks&seed=${SEED}&challenge=[A-Za-z0-9_-]+$`));
  assert.ok(link.length < 300, `a whole game in a short link: ${link.length} characters`);

  // Ben opens it in another browser (nothing shared with Aki's): Aki's result first.
  const ben = await newPage(browser);
  await ben.goto(link);
  const entry = await ben.waitForSelector('[data-testid="challenge-entry"]');
  assert.equal(Number(await entry.getAttribute('data-score')), akiGame.total);
  assert.match(await entry.textContent(), /^Aki: /);
  assert.match(await ben.textContent('[data-testid="challenge-intro"]'), /West: Normal · North: Normal · East: Normal/);
  await ben.click('[data-testid="challenge-start"]');
  await ben.waitForSelector('[data-testid="hand"] button.card');
  const benGame = await playAll(ben);

  // Both games deal by deal, Aki's first, then Ben's.
  await ben.waitForSelector('[data-testid="challenge-table"]');
  const column = (i) => ben.$$eval(`[data-testid="challenge-table"] tbody tr td:nth-of-type(${i})`, (tds) => tds.map((t) => Number(t.dataset.dealScore)));
  assert.deepEqual(await column(1), akiGame.deals);
  assert.deepEqual(await column(2), benGame.deals);
  const totals = await ben.$$eval('[data-testid="challenge-totals"] td[data-total]', (tds) => tds.map((t) => Number(t.dataset.total)));
  assert.deepEqual(totals, [akiGame.total, benGame.total]);

  // The par: the strong bot at this seat with the same bots, the same as natively.
  await ben.waitForSelector('[data-testid="challenge-par-working"]', { state: 'detached', timeout: 120000 });
  const par = Number(await ben.textContent('[data-testid="challenge-par-total"]'));
  const root = fileURLToPath(new URL('..', import.meta.url));
  const cli = process.env.TORITE_CLI ?? `${root}target/release/torite-cli`;
  const native = JSON.parse(execFileSync(cli, ['play', '--game', 'three-tricks', '--seed', String(SEED), '--seats', 'hard,normal,normal,normal'], { encoding: 'utf8' }));
  assert.equal(par, native.scores[0]);

  // Ben passes it on under his name: the link carries both games.
  await ben.waitForFunction(() => /challenge=/.test(document.querySelector('[data-testid="challenge-pass-on"]')?.value ?? ''));
  const unnamed = await ben.inputValue('[data-testid="challenge-pass-on"]');
  await ben.fill('[data-testid="challenge-name"]', 'Ben');
  await ben.dispatchEvent('[data-testid="challenge-name"]', 'change');
  await ben.waitForFunction((old) => document.querySelector('[data-testid="challenge-pass-on"]')?.value !== old, unnamed);
  const passed = await ben.inputValue('[data-testid="challenge-pass-on"]');
  const third = await newPage(browser, { lang: 'ja' });
  await third.goto(passed);
  await third.waitForSelector('[data-testid="challenge-intro"]');
  const entries = await third.$$eval('[data-testid="challenge-entry"]', (li) => li.map((l) => [l.textContent.split('：')[0].split(':')[0], Number(l.dataset.score)]));
  assert.deepEqual(entries, [['Aki', akiGame.total], ['Ben', benGame.total]]);
  assert.match(await third.textContent('[data-testid="challenge-intro"]'), /同じ席で、同じ配札を/);
  for (const p of [aki, ben, third]) assert.deepEqual(p.errors, []);
});

test('a changed or damaged challenge is refused with a message, in the reader\'s language', async () => {
  // Well-formed base64 whose checksum does not match (play::challenge's native tests cover
  // every kind of change; this checks the page's side).
  const bad = `${server.url}?game=three-tricks&seed=${SEED}&challenge=AQQAAgICAQNBa2kAAAAA`;
  for (const [lang, words] of [['en', /damaged or was changed/], ['ja', /壊れているか、書き換えられています/]]) {
    const p = await newPage(browser, { lang });
    await p.goto(bad);
    await p.waitForSelector('[data-testid="challenge-refused"]');
    assert.match(await p.textContent('[data-testid="challenge-refused-reason"]'), words);
    // The game itself is still offered, without the challenge.
    assert.equal(await p.getAttribute('[data-testid="challenge-refused"] a.primary', 'href'), '?game=three-tricks');
    assert.deepEqual(p.errors, []);
  }
});
