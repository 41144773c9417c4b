// Accessibility audit by axe-core, the engine behind Lighthouse's and most browsers' checks:
// the home page, every game's table mid-deal (with its first legend open), a score sheet,
// the menu's sheets and the statistics, in both languages at phone size. No critical or
// serious violation may remain.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { serveDist, launch, newPage, gotoTable, playDeal, fromMenu } from './helpers.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let server;
let browser;
before(async () => {
  server = await serveDist();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** The critical and serious violations on the page now, one line each with where they are. */
async function audit(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 4) }));
  });
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.join(' | ')}`);
}

async function assertClean(page, where) {
  const found = await audit(page);
  assert.deepEqual(found, [], `${where}:\n${found.join('\n')}`);
}

/** Lets the bots (at the instant speed) play up to the person's first decision, whatever its kind. */
async function untilPersonActs(page) {
  await page.waitForSelector('[data-testid="status"]', { timeout: 20000 });
  await page.waitForFunction(() => !document.querySelector('[data-testid="thinking"]'), null, { timeout: 20000 });
  await page.waitForTimeout(800);
}

for (const lang of ['en', 'ja']) {
  test(`home page and statistics have no critical or serious axe violations (${lang})`, async () => {
    const page = await newPage(browser, { lang, bypassCSP: true });
    await page.goto(server.url);
    await page.waitForSelector('[data-testid^="play-"]');
    await assertClean(page, `home (${lang})`);
    await page.click('[data-testid="stats"] > summary');
    await page.waitForSelector('[data-testid="stats-export"]');
    await assertClean(page, `statistics (${lang})`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('every table mid-deal and a score sheet have no critical or serious axe violations', async () => {
  const page = await newPage(browser, { lang: 'en', bypassCSP: true });
  await page.goto(server.url);
  await page.waitForSelector('[data-testid^="play-"]');
  const games = await page.$$eval('[data-testid^="play-"]', (b) => b.map((e) => e.dataset.testid.slice('play-'.length)));
  assert.ok(games.length >= 9, `games on the home page: ${games}`);
  const found = [];
  for (const [i, game] of games.entries()) {
    const lang = i % 2 ? 'ja' : 'en';
    const p = await newPage(browser, { lang, bypassCSP: true });
    await gotoTable(p, `${server.url}?game=${game}&seed=7`);
    await untilPersonActs(p);
    found.push(...(await audit(p)).map((v) => `${game} table (${lang}): ${v}`));
    // The table's first legend (tap-to-explain) open, where it has one.
    const legend = await p.$('[data-testid^="legend-"] > button');
    if (legend && (await legend.isVisible())) {
      await legend.click();
      await p.waitForSelector('[data-testid="explain-pop"]:not([hidden])');
      found.push(...(await audit(p)).map((v) => `${game} legend (${lang}): ${v}`));
      await p.keyboard.press('Escape');
    }
    if (i === 0) {
      // The menu with its settings open, then each of its sheets.
      await fromMenu(p, '[data-testid="rules-summary"]');
      found.push(...(await audit(p)).map((v) => `${game} menu and settings (${lang}): ${v}`));
      for (const [button, sheet] of [['share', 'share-sheet'], ['bots', 'bots-sheet'], ['rules', 'rules-sheet']]) {
        await fromMenu(p, `[data-testid="${button}"]`);
        await p.waitForSelector(`[data-testid="${sheet}"]`);
        found.push(...(await audit(p)).map((v) => `${game} ${sheet} (${lang}): ${v}`));
        await p.keyboard.press('Escape');
      }
      await playDeal(p);
      found.push(...(await audit(p)).map((v) => `${game} score sheet (${lang}): ${v}`));
    }
    assert.deepEqual(p.errors, [], `${game}: page errors`);
    await p.context().close();
  }
  assert.deepEqual(found, [], found.join('\n'));
  await page.context().close();
});
