// Storage that survives: a save that cannot be written is reported and the game goes on; a
// second tab on the same game does not overwrite the first; persistent storage is asked
// for and shown; statistics and saves go out and back in as one file; a tab closed while a
// bot is thinking resumes exactly.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, newPage, fromMenu, gotoTable, fillSaveQuota } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const SAVE = 'torite.save.three-tricks';
const saved = (page) => page.evaluate((k) => localStorage.getItem(k), SAVE);
const handOf = (page) => page.$$eval('[data-testid="hand"] button.card', (b) => b.map((c) => c.dataset.card));

/** Plays one legal card; waits for the hand to shrink. */
async function playCard(page) {
  await page.waitForSelector('[data-testid="hand"] button.card.legal', { timeout: 20000 });
  const n = (await handOf(page)).length;
  await page.click('[data-testid="hand"] button.card.legal');
  await page.waitForFunction((m) => document.querySelectorAll('[data-testid="hand"] button.card').length === m - 1, n);
}

for (const lang of ['en', 'ja']) {
  test(`a full storage is reported (${lang}), the game goes on in memory and can be downloaded`, async () => {
    const page = await newPage(browser, { lang });
    // Every save of a game fails as a full quota does.
    await fillSaveQuota(page);
    await gotoTable(page, `${server.url}?game=three-tricks&seed=5`);
    const banner = await page.waitForSelector('[data-testid="unsaved"]');
    assert.equal(await banner.getAttribute('data-why'), 'Full');
    assert.match(await banner.textContent(), lang === 'ja' ? /保存領域がいっぱい/ : /storage for this page is full/);
    await playCard(page);
    await playCard(page);
    const href = await page.getAttribute('[data-testid="export-unsaved"]', 'href');
    const record = JSON.parse(decodeURIComponent(href.slice(href.indexOf(',') + 1)));
    assert.equal(record.game, 'three-tricks');
    assert.equal(record.actions.filter((a) => a.play && a.seat === 0).length, 2, 'the download holds the moves made since');
    assert.equal(await saved(page), null);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('a second tab on the same game does not save; "Play here" moves the game to it', async () => {
  const first = await newPage(browser);
  await gotoTable(first, `${server.url}?game=three-tricks`);
  await playCard(first);
  const second = await first.context().newPage();
  // Counts the second tab's writes of a saved game (the first tab's bots keep saving).
  await second.addInitScript(() => {
    window.__saves = 0;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (String(k).startsWith('torite.save.')) window.__saves++;
      return setItem.call(this, k, v);
    };
  });
  await gotoTable(second, `${server.url}?game=three-tricks`);
  const cover = await second.waitForSelector('[data-testid="tab-elsewhere"]');
  assert.equal(await cover.getAttribute('data-tab'), 'elsewhere');
  assert.match(await cover.textContent(), /open in another tab, which keeps playing/);
  // The first tab plays on and saves; the second leaves the save alone.
  await playCard(first);
  const afterFirst = JSON.parse(await saved(first));
  await second.waitForTimeout(300);
  assert.equal(await second.evaluate(() => window.__saves), 0, 'the second tab wrote no save');
  // Taking over: the second tab reloads from the first tab's last save; the first is told.
  await Promise.all([second.waitForEvent('load'), second.click('[data-testid="play-here"]')]);
  await second.waitForSelector('[data-testid="hand"] button.card');
  assert.equal(await second.$('[data-testid="tab-elsewhere"]'), null);
  assert.equal((await handOf(second)).length, 11, 'two cards played in the first tab');
  const told = await first.waitForSelector('[data-testid="tab-elsewhere"][data-tab="taken-over"]');
  assert.match(await told.textContent(), /another tab/);
  await playCard(second);
  assert.ok(JSON.parse(await saved(second)).actions.length > afterFirst.actions.length, 'the second tab saves now');
  assert.deepEqual(first.errors, []);
  await first.context().close();
});

test('persistent storage: the settings say whether it is kept, and can ask for it', async () => {
  const page = await newPage(browser);
  await page.context().addInitScript(() => {
    let kept = false;
    navigator.storage.persisted = async () => kept;
    navigator.storage.persist = async () => { kept = true; return true; };
  });
  await page.goto(server.url);
  await page.click('[data-testid="stats"] summary');
  const state = await page.waitForSelector('[data-testid="storage-state"][data-kept="not-kept"]');
  assert.match(await state.textContent(), /may clear them/);
  await page.click('[data-testid="storage-ask"]');
  await page.waitForSelector('[data-testid="storage-state"][data-kept="kept"]');
  // The table's settings show the same line.
  await gotoTable(page, `${server.url}?game=three-tricks`);
  await fromMenu(page, '[data-testid="rules-summary"]');
  await page.waitForSelector('.table-menu [data-testid="storage-state"][data-kept="kept"]');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('statistics and saved games go out as one file and come back in another browser', async () => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=three-tricks`);
  await playCard(page);
  const hand = await handOf(page);
  await page.click('a.back');
  await page.click('[data-testid="stats"] summary');
  await page.waitForSelector('[data-testid="stats-empty"]');
  const href = await page.getAttribute('[data-testid="stats-export"]', 'href');
  const backup = decodeURIComponent(href.slice(href.indexOf(',') + 1));
  const parsed = JSON.parse(backup);
  assert.equal(parsed.format, 'torite-backup/1');
  assert.deepEqual(Object.keys(parsed.saves), ['three-tricks']);
  await page.context().close();

  const other = await newPage(browser, { lang: 'ja' });
  await other.goto(server.url);
  await other.click('[data-testid="stats"] summary');
  // A broken file changes nothing and says why, in the person's language.
  const broken = JSON.parse(backup);
  // The first card played by another seat than the one to lead: the save does not replay.
  const lead = broken.saves['three-tricks'].actions.findIndex((a) => 'play' in a);
  broken.saves['three-tricks'].actions[lead].seat = (broken.saves['three-tricks'].actions[lead].seat + 1) % 4;
  await other.setInputFiles('[data-testid="stats-import-file"]', { name: 'b.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
  await other.waitForFunction(() => document.querySelector('[data-testid="stats-message"]').textContent.length > 0);
  assert.match(await other.textContent('[data-testid="stats-message"]'), /何も読み込んでいません。「スリートリックス」の保存ゲームを復元できません/);
  assert.equal(await other.evaluate((k) => localStorage.getItem(k), SAVE), null);
  await other.setInputFiles('[data-testid="stats-import-file"]', { name: 'b.json', mimeType: 'application/json', buffer: Buffer.from(backup) });
  await other.waitForFunction(() => /読み込みました/.test(document.querySelector('[data-testid="stats-message"]').textContent));
  await other.reload();
  await other.waitForSelector('.continue-list a');
  await other.click('.continue-list a');
  await other.waitForSelector('[data-testid="hand"] button.card');
  assert.deepEqual(await handOf(other), hand, 'the restored game resumes where it was left, with the same hand');
  assert.deepEqual(other.errors, []);
  await other.context().close();
});

test('a tab closed while a bot is thinking resumes exactly', async () => {
  const page = await newPage(browser, { speed: 'slow' });
  const context = page.context();
  // A fixed deal in which a bot plays after your first card (with a random one you may win
  // the first trick as its last player and lead again: no bot would be thinking).
  await gotoTable(page, `${server.url}?game=three-tricks&seed=5`);
  await playCard(page);
  // A bot is to move (slow speed: it waits before answering); close the tab now.
  await page.waitForSelector('[data-testid="status"]:has-text("thinking")');
  const before = JSON.parse(await saved(page));
  const hand = await handOf(page);
  await page.close({ runBeforeUnload: false });
  const again = await context.newPage();
  again.on('pageerror', (e) => assert.fail(String(e)));
  await gotoTable(again, `${server.url}?game=three-tricks`);
  await again.waitForSelector('[data-testid="hand"] button.card');
  assert.deepEqual(await handOf(again), hand, 'the same hand');
  // The bots go on from the same position: the record grows from the one saved.
  await again.waitForSelector('[data-testid="hand"] button.card.legal', { timeout: 30000 });
  const now = JSON.parse(await again.evaluate((k) => localStorage.getItem(k), SAVE));
  assert.deepEqual(now.actions.slice(0, before.actions.length), before.actions);
  assert.ok(now.actions.length > before.actions.length);
  await context.close();
});
