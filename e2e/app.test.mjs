// The app around the games: autosave and resume, a corrupt save, undo, keyboard play.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, newPage, gotoTable, fromMenu } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const myTurn = (page) => page.waitForSelector('[data-testid="hand"] button.card.legal', { timeout: 20000 });
const handCards = (page) => page.$$eval('[data-testid="hand"] button.card', (b) => b.map((x) => x.dataset.card));
const tableState = async (page) => ({
  hand: await handCards(page),
  legal: await page.$$eval('[data-testid="hand"] button.card.legal', (b) => b.map((x) => x.dataset.card)),
  trick: await page.$$eval('[data-testid="trick"] .card', (c) => c.map((x) => x.dataset.card)),
  tricks: await page.$$eval('.tricks-won', (t) => t.map((x) => x.textContent)),
});

test('a reload mid-deal resumes exactly where it was', async () => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=three-tricks&seed=99`);
  for (let k = 0; k < 3; k++) {
    await myTurn(page);
    const n = (await handCards(page)).length;
    await page.click('[data-testid="hand"] button.card.legal');
    await page.waitForFunction((m) => document.querySelectorAll('[data-testid="hand"] button.card').length === m - 1, n);
  }
  await myTurn(page);
  const before = await tableState(page);
  assert.equal(before.hand.length, 10);
  await page.reload();
  await myTurn(page);
  assert.deepEqual(await tableState(page), before);
  // The home page offers the game to continue; it opens the same table.
  await page.goto(server.url);
  await page.click('[data-testid="continue-three-tricks"]');
  await myTurn(page);
  assert.deepEqual(await tableState(page), before);
  assert.deepEqual(page.errors, []);
});

test('a corrupt or old-format save is reported, kept for export, and a new game starts', async () => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=parity`);
  await myTurn(page);
  for (const [bad, reason] of [['{"format":"torite-record","version":1,', /EOF|line/], ['{"format":"torite-record","version":0}', /version 0/]]) {
    await page.evaluate((b) => localStorage.setItem('torite.save.parity', b), bad);
    await page.reload();
    const banner = await page.waitForSelector('[data-testid="save-problem"]');
    assert.match(await banner.textContent(), reason);
    assert.equal(await page.evaluate(() => localStorage.getItem('torite.broken.parity')), bad, 'the old data is kept');
    const href = await page.getAttribute('[data-testid="export-save"]', 'href');
    assert.equal(decodeURIComponent(href.split(',').slice(1).join(',')), bad, 'and can be downloaded');
    await myTurn(page);
    assert.equal((await handCards(page)).length, 13, 'a fresh game started');
  }
  // Japanese too.
  await page.evaluate(() => { localStorage.setItem('torite.lang', 'ja'); localStorage.setItem('torite.save.parity', 'nonsense'); });
  await page.reload();
  assert.match(await page.textContent('[data-testid="save-problem"]'), /復元できなかった/);
});

test('undo takes back my card and the replies of the bots', async () => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=three-tricks&seed=4`);
  await myTurn(page);
  const before = await tableState(page);
  await page.click('[data-testid="hand"] button.card.legal');
  await myTurn(page);
  assert.equal((await handCards(page)).length, 12);
  await fromMenu(page, '[data-testid="undo"]');
  await myTurn(page);
  assert.deepEqual(await tableState(page), before);
  // Undo can be turned off.
  await page.evaluate(() => localStorage.setItem('torite.undo', 'off'));
  await page.reload();
  await myTurn(page);
  await page.click('[data-testid="hand"] button.card.legal');
  await myTurn(page);
  assert.equal(await page.$('[data-testid="undo"]'), null);
});

test('share: the link of these rules, or of this same deal, opens the same table', async () => {
  const page = await newPage(browser);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoTable(page, `${server.url}?game=parity&players=6`);
  await myTurn(page);
  const firstHand = await handCards(page);
  await fromMenu(page, '[data-testid="share"]');
  const rulesOnly = await page.inputValue('[data-testid="share-url"]');
  assert.match(rulesOnly, /\?game=parity&players=6$/);
  await page.check('[data-testid="share-with-deal"]');
  const sameDeal = await page.inputValue('[data-testid="share-url"]');
  const seed = new URL(sameDeal).searchParams.get('seed');
  assert.match(seed, /^\d+$/);
  assert.equal(sameDeal, `${rulesOnly}&seed=${seed}`);
  await page.click('[data-testid="copy-link"]');
  await page.waitForSelector('[data-testid="share-result"]:has-text("Link copied")');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), sameDeal);

  // A friend opens it: the rules come first (players 6 marked, the seed named), then the same deal.
  const friend = await newPage(browser);
  await friend.goto(sameDeal);
  assert.equal(await friend.getAttribute('[data-option="players"]', 'data-changed'), 'true');
  assert.match(await friend.textContent('[data-testid="intro-seed"]'), new RegExp(seed));
  await friend.click('[data-testid="intro-start"]');
  await myTurn(friend).catch(() => {});
  await friend.waitForSelector('[data-testid="hand"] button.card');
  assert.deepEqual(await handCards(friend), firstHand);
  assert.deepEqual([...page.errors, ...friend.errors], []);
});

test('every playable game has its rules at hand, designer credited, in both languages', async () => {
  const page = await newPage(browser);
  await page.goto(server.url);
  await page.waitForSelector('.game-list li.playable');
  const ids = await page.$$eval('.game-list li.playable', (li) => li.map((l) => l.dataset.game));
  assert.ok(ids.length >= 7);
  for (const id of ids) {
    await gotoTable(page, `${server.url}?game=${id}`);
    await fromMenu(page, '[data-testid="rules"]');
    // The texts are a lazily loaded chunk: wait for them, not for the sheet.
    await page.waitForSelector('[data-testid="rules-credit"]');
    const en = await page.textContent('[data-testid="rules-sheet"]');
    assert.ok(en.length > 300, `${id}: a real rules text`);
    assert.match(await page.textContent('[data-testid="rules-credit"]'), /Kusaba|designer|Designed|Kuromiya|blog|Blog|source/i, id);
    await page.click('[data-testid="rules-sheet"] button.primary');
    await fromMenu(page, '[data-testid="lang"]');
    await fromMenu(page, '[data-testid="rules"]');
    await page.waitForSelector('[data-testid="rules-credit"]');
    assert.match(await page.textContent('[data-testid="rules-sheet"]'), /[ぁ-んァ-ン一-龯]/, `${id}: Japanese text`);
    await page.click('[data-testid="rules-sheet"] button.primary');
    await fromMenu(page, '[data-testid="lang"]');
  }
  assert.deepEqual(page.errors, []);
});

test('finished tricks can be looked back over where the rules allow it, and only there', async () => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=three-tricks&seed=31`);
  for (let k = 0; k < 3; k++) {
    await myTurn(page);
    const n = (await handCards(page)).length;
    await page.click('[data-testid="hand"] button.card.legal');
    await page.waitForFunction((m) => document.querySelectorAll('[data-testid="hand"] button.card').length === m - 1, n);
  }
  await myTurn(page);
  await fromMenu(page, '[data-testid="review"]');
  const tricks = await page.$$eval('[data-testid="review-sheet"] li', (li) => li.map((l) => ({
    cards: l.querySelectorAll('.card').length, winner: Number(l.dataset.winner), marked: l.querySelectorAll('.card.winner').length,
  })));
  assert.ok(tricks.length >= 2, 'at least two finished tricks');
  for (const t of tricks) assert.deepEqual([t.cards, t.marked], [4, 1]);
  const won = [0, 0, 0, 0];
  tricks.forEach((t) => { won[t.winner] += 1; });
  const shown = await page.$$eval('.tricks-won', (s) => s.map((x) => Number(x.textContent.match(/\d+/)[0])));
  assert.deepEqual(shown, won, 'the review agrees with the trick counts');
  // Tricky Express forbids looking back (spec A2): no review button there.
  await gotoTable(page, `${server.url}?game=tricky-express&seed=31`);
  await page.waitForSelector('[data-testid="hand"] button.card');
  assert.equal(await page.$('[data-testid="review"]'), null);
});
