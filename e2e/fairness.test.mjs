// Provably fair deals in headless Chromium at phone size (360×640), in English and Japanese:
// a game of Three Tricks from a fresh random seed shows its deal fingerprint in the menu
// before the first card is played; at the end the sheet reveals the seed and salt, which hash
// (SHA-256 of "salt:seed", computed here) to that same fingerprint; the in-app check says the
// deals are fair; and "report this deal" gives the record, which `torite-cli verify` accepts
// (and refuses once one card of a deal is changed). Screenshots go to FAIRNESS_SHOTS=<dir> (docs/screenshots/fairness/ to refresh the docs'), else to a temporary directory: a test run leaves the tracked files as they were.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDist, launch, newPage, gotoTable, playDeal, shoot, eachConcurrently } from './helpers.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const cli = process.env.TORITE_CLI ?? [`${root}target/release/torite-cli`, `${root}target/debug/torite-cli`].find(existsSync);
const shots = process.env.FAIRNESS_SHOTS ?? mkdtempSync(join(tmpdir(), 'torite-fairness-'));

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); mkdirSync(shots, { recursive: true }); });
after(async () => { await browser?.close(); await server?.close(); });

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
const grouped = (hex) => `${hex.slice(0, 4)} ${hex.slice(4, 8)}`;
const OK_WORDS = { en: /^✓ Fair: the seed matches the fingerprint/, ja: /^✓ 公正です。/ };

/** Plays deals until the game is over (the sheet names the winner), then waits for the
 * sheet's deal check (a lazily loaded part). */
async function playToTheEnd(page) {
  for (let deal = 1; deal <= 10; deal++) {
    await playDeal(page);
    if (await page.$('[data-testid="score-sheet"] [data-testid="winner"]')) {
      await page.waitForSelector('[data-testid="deal-check"]');
      // What people share comes before the seed, salt and hash (issue 34, item 8).
      const order = await page.$$eval('[data-testid="score-sheet"] [data-testid="review-offer"], [data-testid="score-sheet"] [data-testid="challenge-friend"], [data-testid="score-sheet"] [data-testid="deal-check"]',
        (els) => els.map((e) => e.dataset.testid));
      assert.deepEqual(order, ['review-offer', 'challenge-friend', 'deal-check'], 'the end sheet: review, challenge, then the deals\' check');
      return deal;
    }
    await page.click('[data-testid="score-sheet"] button.primary');
  }
  assert.fail('the game did not end in 10 deals');
}

async function fairGame(lang) {
  const page = await newPage(browser, { lang });
  // No seed in the link: the table draws a fresh one (and its salt) in the browser.
  await gotoTable(page, `${server.url}?game=three-tricks`);
  await page.waitForSelector('[data-testid="hand"] button.card');
  // The fingerprint is in the menu before the person has played a card.
  await page.click('[data-testid="menu"]');
  const fingerprint = (await page.textContent('[data-testid="fingerprint"]')).trim();
  assert.match(fingerprint, /^[0-9a-f]{4} [0-9a-f]{4}$/);
  // The seed itself stays hidden until the end: it decides every deal to come.
  assert.equal(await page.$('[data-testid="seed"]'), null);
  assert.match(await page.textContent('[data-testid="seed-hidden"]'), lang === 'en' ? /shown when the game ends/ : /ゲーム終了時に公開/);
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('torite.save.three-tricks')));
  assert.equal(saved.actions.filter((a) => 'seat' in a && a.seat === 0).length, 0, 'shown before our first card');
  await shoot(page, `${shots}/${lang}-fingerprint.png`);
  // The help page opens from the menu.
  await page.click('[data-testid="fairness-help"]');
  await page.waitForSelector('[data-testid="fairness-sheet"]');
  assert.match(await page.textContent('[data-testid="fairness-sheet"]'), lang === 'en' ? /torite-cli verify/ : /torite-cli verifyで確かめられます/);
  await shoot(page, `${shots}/${lang}-help.png`);
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="fairness-sheet"]', { state: 'detached' });

  const deals = await playToTheEnd(page);
  assert.equal(deals, 4, 'Three Tricks has four deals');
  // The seed and salt, revealed, hash to the fingerprint shown at the start.
  const seed = (await page.textContent('[data-testid="revealed-seed"]')).trim();
  const salt = (await page.textContent('[data-testid="revealed-salt"]')).trim();
  assert.match(seed, /^\d+$/);
  assert.match(salt, /^[0-9a-f]{32}$/);
  const commitment = sha256(`${salt}:${seed}`);
  assert.equal(grouped(commitment), fingerprint, 'SHA-256(salt:seed) starts with the fingerprint shown at the start');
  assert.equal((await page.textContent('[data-testid="end-fingerprint"]')).trim(), fingerprint);
  // The in-app check.
  await page.click('[data-testid="check-deal"]');
  const verdict = page.locator('[data-testid="check-result"]');
  assert.equal(await verdict.getAttribute('data-ok'), 'true');
  assert.match(await verdict.textContent(), OK_WORDS[lang]);
  await page.locator('[data-testid="deal-check"]').scrollIntoViewIfNeeded();
  await shoot(page, `${shots}/${lang}-end-sheet.png`);
  // "Report this deal": the record, with seed, salt, commitment, bot levels and every move.
  const report = page.locator('[data-testid="report-deal"]');
  assert.equal(await report.getAttribute('download'), `torite-three-tricks-${seed}.json`);
  const href = await report.getAttribute('href');
  const record = JSON.parse(decodeURIComponent(href.slice(href.indexOf(',') + 1)));
  assert.equal(String(record.seed), seed);
  assert.equal(record.salt, salt);
  assert.equal(record.commitment, commitment);
  assert.deepEqual(record.seats.map((s) => s.player), ['human', 'normal', 'normal', 'normal'], 'the bot levels (normal by default)');
  assert.equal(record.actions.filter((a) => 'deal' in a).length, 4);
  assert.equal(record.scores.length, 4);
  // Now the menu (opened at the start, still in the page under the final sheet) shows it too.
  assert.equal((await (await page.waitForSelector('[data-testid="seed"]', { state: 'attached' })).textContent()).trim(), seed);
  assert.deepEqual(page.errors, []);
  await page.context().close();
  return record;
}

test('a fresh game commits to its seed, reveals it at the end, checks and reports the deals (en, ja)', async () => {
  const records = [];
  await eachConcurrently(['en', 'ja'], 2, async (lang) => records.push(await fairGame(lang)));
  assert.notEqual(records[0].seed, records[1].seed, 'each game draws its own seed');
  // The reported record passes `torite-cli verify`, and fails it with one card of a deal changed.
  assert.ok(cli, 'a built torite-cli (cargo build), or TORITE_CLI');
  const dir = mkdtempSync(join(tmpdir(), 'torite-fair-'));
  for (const [i, record] of records.entries()) {
    const file = join(dir, `honest-${i}.json`);
    writeFileSync(file, JSON.stringify(record));
    assert.match(execFileSync(cli, ['verify', file], { encoding: 'utf8' }), /^ok: seed \d+ matches its commitment/);
    const changed = structuredClone(record);
    const k = changed.actions.findIndex((a) => 'deal' in a);
    const hands = changed.actions[k].deal.hands;
    [hands[0][0], hands[1][0]] = [hands[1][0], hands[0][0]];
    writeFileSync(join(dir, `changed-${i}.json`), JSON.stringify(changed));
    const run = spawnSync(cli, ['verify', join(dir, `changed-${i}.json`)], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, new RegExp(`^FAILED: chance event \\d+ \\(action #${k + 1}\\)`));
  }
});
