// Three Tricks in real headless Chromium: a whole game by clicks, ruleset links, bad links,
// and the same seed giving the same deal in Wasm as natively.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serveDist, launch, newPage, playDeal, playWholeGame, gotoTable, menuText } from './helpers.mjs';
import { games as listed } from './phases.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const points = (t, zero) => (t === 0 ? zero : t <= 3 ? t * t : -t);

test('a whole game of Three Tricks by clicks, with scores that agree with the tricks', async () => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=three-tricks&zero-trick-score=-3&seed=2024`);
  await page.waitForSelector('[data-testid="hand"] button.card');
  assert.match(await menuText(page, '[data-testid="rules-summary"]'), /0 tricks scores -3/);
  await playWholeGame(page, {
    deals: 4, seats: 4, handSize: 13, points: (t) => points(t, -3), names: ['You', 'West', 'North', 'East'],
    assert, keyboardFirst: true,
  });
  // The finished game is counted once in the local statistics (a reload does not recount).
  await page.reload();
  await page.goto(server.url);
  await page.click('[data-testid="stats"] summary');
  assert.equal(await page.getAttribute('[data-testid="stats"] tr[data-game="three-tricks"] td[data-played]', 'data-played'), '1');
  const exported = JSON.parse(decodeURIComponent((await page.getAttribute('[data-testid="stats-export"]', 'href')).split(',').slice(1).join(',')));
  assert.equal(exported.stats.games['three-tricks'].played, 1);
  // The game's history is charted: one point, the person's score; a win rate of 0 or 100 %.
  const chartValues = (chart) => page.getAttribute(`[data-testid="stats"] figure[data-game="three-tricks"] [data-testid="${chart}"] path.line`, 'data-values');
  const mine = exported.stats.games['three-tricks'].history;
  assert.equal(mine.length, 1);
  assert.equal(await chartValues('stats-scores'), String(mine[0].score));
  assert.equal(await chartValues('stats-win-rate'), mine[0].won ? '100' : '0');
  const importFile = (json) => page.setInputFiles('[data-testid="stats-import-file"]', { name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(json) });
  await importFile('{"not": "stats"}');
  await page.waitForSelector('[data-testid="stats-message"]:has-text("Nothing was imported")');
  assert.match(await page.textContent('[data-testid="stats-message"]'), /not a Torite backup or statistics file/);
  exported.stats.games['three-tricks'].played = 5;
  exported.stats.games['three-tricks'].history = [
    { score: 4, won: true, at: 1763942400 }, { score: -5, won: false, at: 1764028800 }, { score: 9, won: true, at: 1764115200 },
  ];
  await importFile(JSON.stringify(exported));
  await page.waitForSelector('[data-testid="stats-message"]:has-text("Imported")');
  assert.equal(await page.getAttribute('[data-testid="stats"] tr[data-game="three-tricks"] td[data-played]', 'data-played'), '5');
  assert.equal(await chartValues('stats-scores'), '4 -5 9');
  assert.equal(await chartValues('stats-win-rate'), '100 50 66.6667');
  assert.match(await page.getAttribute('[data-game="three-tricks"] [data-testid="stats-scores"]', 'aria-label'), /Three Tricks: Score per game, last 3 games: from −5 to 9, latest 9/);
  assert.deepEqual(page.errors, []);
});

test('the same seed deals the same hands in Wasm as natively', async () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const cli = process.env.TORITE_CLI ?? `${root}target/release/torite-cli`;
  const record = JSON.parse(execFileSync(cli, ['play', '--game', 'three-tricks', '--seed', '777'], { encoding: 'utf8' }));
  const deals = record.actions.filter((a) => a.deal).map((a) => a.deal.hands[0].slice().sort());
  const page = await newPage(browser);
  await page.goto(`${server.url}?game=three-tricks&seed=777`);
  assert.match(await page.textContent('[data-testid="intro-seed"]'), /777/);
  await page.click('[data-testid="intro-start"]');
  await page.waitForSelector('[data-testid="hand"] button.card');
  const hand = (await page.$$eval('[data-testid="hand"] button.card', (b) => b.map((x) => x.dataset.card))).sort();
  assert.deepEqual(hand, deals[0]);
  // The seed the link named is not shown again until the game ends (its fingerprint is).
  assert.match(await menuText(page, '[data-testid="seed-hidden"]'), /shown when the game ends/);
  // Chance has its own stream: after a deal played differently, deal 2 is still the same.
  await playDeal(page);
  await page.click('text=Next deal');
  await page.waitForSelector('[data-testid="hand"] button.card');
  const hand2 = (await page.$$eval('[data-testid="hand"] button.card', (b) => b.map((x) => x.dataset.card))).sort();
  assert.deepEqual(hand2, deals[1]);
});

test('a link with zero-trick-score=-3 applies the option; the default is -5', async () => {
  const page = await newPage(browser, { lang: 'ja' });
  await page.goto(`${server.url}?game=three-tricks&zero-trick-score=-3`);
  // The link's rules come first: the option that differs from the standard is marked.
  const changed = await page.waitForSelector('[data-testid="intro"] li[data-option="zero-trick-score"][data-changed="true"]');
  assert.match(await changed.textContent(), /0トリックは-3点.*標準.*0トリックは-5点/);
  await page.click('[data-testid="intro-start"]');
  assert.match(await menuText(page, '[data-testid="rules-summary"]'), /0トリックは-3点/);
  await gotoTable(page, `${server.url}?game=three-tricks`);
  assert.match(await menuText(page, '[data-testid="rules-summary"]'), /0トリックは-5点/);
  // The home page builds the same link from its option picker.
  await page.goto(server.url);
  await page.click('[data-testid="sheet-three-tricks"] summary');
  await page.selectOption('[data-option="zero-trick-score"]', '-3');
  await page.click('[data-testid="play-three-tricks"]');
  await page.waitForSelector('[data-testid="hand"] button.card');
  assert.match(page.url(), /zero-trick-score=-3/);
  assert.match(await menuText(page, '[data-testid="rules-summary"]'), /0トリックは-3点/);
});

test('broken links show a clear message in the chosen language, never a blank page', async () => {
  const page = await newPage(browser, { lang: 'ja' });
  await page.goto(`${server.url}?game=three-tricks&zero-trick-score=7`);
  const reason = await page.textContent('[data-testid="bad-link-reason"]');
  assert.match(reason, /zero-trick-score/);
  assert.match(reason, /使えません/);
  await page.click('[data-testid="lang"]');
  assert.match(await page.textContent('[data-testid="bad-link-reason"]'), /cannot be “7”/);
  // The known game is offered with its standard rules.
  await page.click('text=Play with the standard rules');
  await page.waitForSelector('[data-testid="hand"] button.card');
  for (const [q, re] of [['?game=chess', /no game called “chess”/], ['?seed=5', /does not say which game/],
    ['?game=three-tricks&seed=abc', /not a valid deal seed/]]) {
    await page.goto(server.url + q);
    assert.match(await page.textContent('[data-testid="bad-link-reason"]'), re, q);
  }
  assert.deepEqual(page.errors, []);
});

test('the home page lists every game, each playable', async () => {
  const page = await newPage(browser);
  await page.goto(server.url);
  // The home page is a lazily loaded chunk: wait for its list, not for the page's load.
  await page.waitForSelector('.game-list li');
  const games = await page.$$eval('.game-list li', (li) => li.map((l) => [l.dataset.game, l.classList.contains('playable')]));
  // The games are the one list's (`torite-cli list`), in its order: no second list here.
  assert.deepEqual(games.filter(([, p]) => p).map(([g]) => g), listed);
  assert.equal(games.length, listed.length);
  assert.equal(await page.$$eval('.game.coming', (g) => g.length), 0);
});
