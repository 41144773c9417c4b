// The balance lab in real headless Chromium: a small paired comparison (Three Tricks with
// −5 and −3 for zero tricks) run in the bots' worker, read back from its table and its plot
// and checked against `torite-cli lab` for the same seed; a long run cancelled with partial
// results; a bad lab link explained in the reader's language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serveDist, launch, newPage } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = process.env.TORITE_CLI ?? `${root}target/release/torite-cli`;
const A = '?game=three-tricks';
const B = '?game=three-tricks&zero-trick-score=-3';
const labLink = (games, seed) =>
  `?lab&a=${encodeURIComponent(A.slice(1))}&b=${encodeURIComponent(B.slice(1))}&seats=easy,easy,normal,easy&games=${games}&seed=${seed}`;

test('a paired lab run in the browser gives the figures torite-cli lab gives', async () => {
  const page = await newPage(browser);
  await page.goto(`${server.url}${labLink(40, 5)}`);
  await page.click('[data-testid="lab-run"]');
  await page.waitForSelector('[data-testid="lab-count"][data-state="done"]', { timeout: 60000 });
  assert.equal(await page.getAttribute('[data-testid="lab-count"]', 'data-done'), '40');
  const native = JSON.parse(execFileSync(cli, ['lab', '--link', A, '--compare-link', B, '--seats', 'easy,easy,normal,easy', '--games', '40', '--seed', '5', '--format', 'json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  const close = (a, b, what) => assert.ok(Math.abs(a - b) < 1e-6, `${what}: ${a} against ${b}`);
  for (let seat = 0; seat < 4; seat++) {
    const means = await page.$$eval(`[data-testid="lab-seats"] tr[data-seat="${seat}"] td.score-mean`, (tds) => tds.map((t) => Number(t.dataset.value)));
    close(means[0], native.summary.rulesets[0].seats[seat].score.mean, `A seat ${seat}`);
    close(means[1], native.summary.rulesets[1].seats[seat].score.mean, `B seat ${seat}`);
    const diff = Number(await page.getAttribute(`[data-testid="lab-seats"] tr[data-seat="${seat}"] td.score-diff`, 'data-value'));
    const wins = await page.$$eval(`[data-testid="lab-wins"] tr[data-seat="${seat}"] td.win-rate`, (tds) => tds.map((t) => Number(t.dataset.value)));
    close(wins[1], native.summary.rulesets[1].seats[seat].win_rate.mean, `B win rate seat ${seat}`);
    close(diff, native.summary.paired[seat].score.mean, `B − A seat ${seat}`);
  }
  // At 360 px nothing is wider than the screen: a wide table scrolls inside its frame.
  const wide = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - innerWidth,
    loose: [...document.querySelectorAll('[data-testid="lab-results"] table')].filter((t) => !t.closest('.sheet-scroll')).map((t) => t.dataset.testid),
  }));
  assert.deepEqual(wide, { page: 0, loose: [] }, 'the lab\'s results fit a phone');
  // The advantage plot draws A's seats then B's, at the CLI's values (4 decimals).
  const plotted = (await page.getAttribute('[data-testid="lab-advantage"] .intervals', 'data-values')).split(' ').map(Number);
  const expected = native.summary.rulesets.flatMap((r) => r.seats.map((s) => Math.round(s.advantage.mean * 1e4) / 1e4));
  assert.deepEqual(plotted, expected);
  assert.equal(await page.$$eval('[data-testid="lab-distribution"]', (c) => c.length), 4, 'a score distribution per seat');
  // The exports hold every game; the page's link reproduces the run.
  const csv = decodeURIComponent((await page.getAttribute('[data-testid="lab-csv"]', 'href')).split(',').slice(1).join(','));
  assert.equal(csv.trim().split('\n').length, 1 + 80);
  assert.match(await page.inputValue('[data-testid="lab-link"]'), /\?lab&a=game%3Dthree-tricks&b=.*&games=40&seed=5$/);
  assert.deepEqual(page.errors, []);
});

test('a long run can be cancelled and keeps its partial results; the page never blocks', async () => {
  const page = await newPage(browser, { lang: 'ja' });
  await page.goto(`${server.url}${labLink(100000, 1)}`);
  await page.click('[data-testid="lab-run"]');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="lab-count"]')?.dataset.done) >= 20, null, { timeout: 60000 });
  // The page answers while the worker plays: the language switches at once.
  const t0 = Date.now();
  await page.click('[data-testid="lab"] [data-testid="lang"]');
  assert.ok(Date.now() - t0 < 2000);
  await page.click('[data-testid="lab-cancel"]');
  await page.waitForSelector('[data-testid="lab-count"][data-state="cancelled"]');
  const done = Number(await page.getAttribute('[data-testid="lab-count"]', 'data-done'));
  assert.ok(done >= 20 && done < 100000, `${done} games before the cancel`);
  await page.waitForSelector('[data-testid="lab-results"]');
  const rows = await page.$$eval('[data-testid="lab-seats"] tbody tr', (r) => r.length);
  assert.equal(rows, 4);
  assert.deepEqual(page.errors, []);
});

test('a lab link that cannot run says why, in the reader\'s language', async () => {
  const page = await newPage(browser, { lang: 'ja' });
  await page.goto(`${server.url}?lab&a=game%3Dchess&seats=easy&games=10&seed=1`);
  const why = await page.waitForSelector('[data-testid="lab-bad-link"]');
  assert.match(await why.textContent(), /このラボのリンクは読み込めませんでした/);
  // The lab still opens, with its standard settings, ready to run.
  await page.waitForSelector('[data-testid="lab-run"]');
  assert.deepEqual(page.errors, []);
});
