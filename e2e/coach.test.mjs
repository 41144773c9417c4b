// The coached first deal at 360×640: a game opened for the first time starts its tips; the
// decision, first-trick and first-sheet tips come at their moments while play goes on (the
// table stays clickable); the tip card never covers the hand or the trick and nothing
// leaves the screen; "No more tips" holds across a reload; the settings and the home page
// turn the tips back on; broken storage only offers the tips again. Three Tricks in both
// languages, Tricky Express's pass and Japanese Loo's declaration.
// With COACH_SHOTS=<dir> each tip is also saved as a screenshot at 360×640 and 390×844.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { serveDist, launch, newPage, gotoTable, fromMenu } from './helpers.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const shots = process.env.COACH_SHOTS;
if (shots) mkdirSync(shots, { recursive: true });
const PHONE = { width: 360, height: 640 };

async function first(page, selectors, timeout = 30000) {
  return Promise.race(selectors.map((s, i) => page.waitForSelector(s, { timeout }).then(() => i)));
}

const moment = (page) => page.$eval('[data-testid="coach"]', (c) => c.dataset.moment).catch(() => null);

/** The tip card fits: it covers no card of the hand, no played card, no button of an open
 * sheet, it stays on screen and pushes no card of the hand off it. */
async function checkFits(page, what) {
  const m = await page.evaluate(() => {
    const r = (e) => e.getBoundingClientRect();
    const coach = r(document.querySelector('[data-testid="coach"]'));
    const hits = (b) => b.left < coach.right - 1 && b.right > coach.left + 1 && b.top < coach.bottom - 1 && b.bottom > coach.top + 1;
    const all = (sel) => [...document.querySelectorAll(sel)].map(r);
    const sheet = document.querySelector('[data-testid="score-sheet"]');
    const handOff = () => all('[data-testid="hand"] button.card').some((b) => b.bottom > innerHeight + 0.5 || b.right > innerWidth + 0.5);
    // What the table shows with the card taken away: the card is to blame only for what it
    // pushes off screen (a table that overflows by itself is the layout test's).
    const withoutCoach = (f) => {
      const c = document.querySelector('[data-testid="coach"]');
      const [parent, next] = [c.parentNode, c.nextSibling];
      c.remove();
      const v = f();
      parent.insertBefore(c, next);
      return v;
    };
    return {
      hand: sheet ? false : all('[data-testid="hand"] button.card').some(hits),
      trick: sheet ? false : all('[data-testid="trick"] .card').some(hits),
      sheetButtons: all('[data-testid="score-sheet"] button').some(hits),
      handOff: handOff() && !withoutCoach(handOff),
      coachOff: coach.bottom > innerHeight + 0.5 || coach.right > innerWidth + 0.5 || coach.left < 0 || coach.top < 0,
    };
  });
  assert.deepEqual(m, { hand: false, trick: false, sheetButtons: false, handOff: false, coachOff: false }, what);
}

async function shoot(page, name) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-${page.viewportSize().width}x${page.viewportSize().height}.png` });
}

/**
 * Plays on from the table with `act` (which answers the game's own panels and returns true
 * when it acted), tapping "Got it" on each tip; returns the tips' moments in order, until
 * `until` has been seen or the sheet's tip dismissed.
 */
async function playThroughTips(page, { act, until, name }) {
  const seen = [];
  for (let guard = 0; guard < 500; guard++) {
    const kind = await first(page, ['[data-testid="coach"]', '[data-testid="hand"] button.card.legal', '[data-testid="score-sheet"]', ...act.selectors]);
    if (kind === 0) {
      const m = await moment(page);
      seen.push(m);
      await shoot(page, `${name}-${m}`);
      await checkFits(page, `${name}: ${m}`);
      if (m === until) return seen;
      // The table stays clickable under a tip: act once before dismissing the first one.
      if (seen.length === 1 && (await page.$('[data-testid="hand"] button.card.legal')) && !(await act.pending(page))) {
        const before = await page.$$eval('[data-testid="hand"] button.card', (b) => b.length);
        await page.click('[data-testid="hand"] button.card.legal');
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="hand"] button.card').length < n, before);
      }
      await page.click('[data-testid="coach-next"]');
      continue;
    }
    if (await act.run(page)) continue;
    // The sheet's tip follows the sheet by one effect: on a loaded machine the race above
    // may see the sheet a frame before its tip.
    if (kind === 2) {
      if (await page.waitForSelector('[data-testid="coach"]', { timeout: 3000 }).catch(() => null)) continue;
      throw new Error(`${name}: the sheet came without its tip (seen ${seen})`);
    }
    await page.click('[data-testid="hand"] button.card.legal').catch(() => {});
  }
  throw new Error(`${name}: no ${until} tip (seen ${seen})`);
}

const playOnly = { selectors: [], run: async () => false, pending: async () => false };

test('Three Tricks, English: start, the follow rule, the first trick, the first sheet; No more tips holds; the settings turn the tips back on', async () => {
  const page = await newPage(browser, { tips: true, viewport: PHONE });
  await gotoTable(page, `${server.url}?game=three-tricks&seed=3`);
  await page.waitForSelector('[data-testid="coach"]');
  assert.equal(await moment(page), 'start');
  assert.match(await page.textContent('[data-testid="coach-text"]'), /exactly three tricks/);
  const seen = await playThroughTips(page, { act: playOnly, until: 'first-sheet', name: 'three-tricks-en' });
  assert.deepEqual(seen, ['start', 'decision-play', 'first-trick', 'first-sheet']);
  // The sheet tip sits over the sheet, which stays usable; the trick tip named its winner.
  await page.click('[data-testid="coach-stop"]');
  assert.equal(await page.$('[data-testid="coach"]'), null);
  await page.click('text=Next deal');
  await page.reload();
  await page.waitForSelector('[data-testid="hand"] button.card');
  await page.waitForTimeout(300);
  assert.equal(await page.$('[data-testid="coach"]'), null, 'No more tips holds across a reload');
  // Back on from the settings: the tips start over.
  await fromMenu(page, '[data-testid="rules-summary"]');
  assert.equal(await page.isChecked('[data-testid="coach-setting"]'), false);
  await page.check('[data-testid="coach-setting"]');
  await page.waitForSelector('[data-testid="coach"][data-moment="start"]');
  if ((await page.getAttribute('[data-testid="menu"]', 'aria-expanded')) === 'true') await page.click('[data-testid="menu"]');
  await page.click('[data-testid="coach-next"]');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Three Tricks, Japanese: the tips in Japanese, the first trick names its winner; the home page’s Learn link starts them again', async () => {
  const page = await newPage(browser, { tips: true, viewport: PHONE, lang: 'ja' });
  await gotoTable(page, `${server.url}?game=three-tricks&seed=3`);
  await page.waitForSelector('[data-testid="coach"][data-moment="start"]');
  assert.match(await page.textContent('[data-testid="coach-text"]'), /ちょうど3トリック/);
  assert.equal((await page.textContent('[data-testid="coach-next"]')).trim(), 'わかった');
  const seen = await playThroughTips(page, { act: playOnly, until: 'first-trick', name: 'three-tricks-ja' });
  assert.deepEqual(seen, ['start', 'decision-play', 'first-trick']);
  assert.match(await page.textContent('[data-testid="coach"] .coach-title'), /がトリックを取りました/);
  assert.match(await page.textContent('[data-testid="coach-text"]'), /リードされたスートで一番強いカード/);
  await page.click('[data-testid="coach-stop"]');
  await page.goto(server.url);
  // "Learn" is in the game's own sheet on the home page.
  await page.click('[data-testid="sheet-three-tricks"] summary');
  await page.click('[data-testid="learn-three-tricks"]');
  await page.waitForSelector('.table');
  await page.waitForSelector('[data-testid="coach"][data-moment="start"]');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Tricky Express: the pass tip at the first pass, then the play and the first trick', async () => {
  const page = await newPage(browser, { tips: true, viewport: PHONE });
  await gotoTable(page, `${server.url}?game=tricky-express&seed=12`);
  const pass = {
    selectors: ['[data-testid="pass-confirm"]'],
    pending: async (p) => !!(await p.$('[data-testid="pass-confirm"]')),
    run: async (p) => {
      if (!(await p.$('[data-testid="pass-confirm"]'))) return false;
      await p.click('[data-testid="hand"] button.card.legal:not(.selected)');
      await p.click('[data-testid="hand"] button.card.legal:not(.selected)');
      await p.click('[data-testid="pass-confirm"]');
      return true;
    },
  };
  const seen = await playThroughTips(page, { act: pass, until: 'first-trick', name: 'tricky-express-en' });
  assert.deepEqual(seen, ['start', 'decision-pass', 'decision-play', 'first-trick']);
  assert.match(await page.textContent('[data-testid="coach-text"]'), /route map/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Japanese Loo, Japanese: the play-or-drop tip at the declaration, then the first trick', async () => {
  const page = await newPage(browser, { tips: true, viewport: PHONE, lang: 'ja' });
  await gotoTable(page, `${server.url}?game=japanese-loo&seed=21`);
  const declare = {
    selectors: ['[data-testid="declare-in"]'],
    pending: async (p) => !!(await p.$('[data-testid="declare-in"]')),
    run: async (p) => {
      if (!(await p.$('[data-testid="declare-in"]'))) return false;
      await p.click('[data-testid="declare-in"]');
      return true;
    },
  };
  const seen = await playThroughTips(page, { act: declare, until: 'first-trick', name: 'japanese-loo-ja' });
  assert.equal(seen[0], 'start');
  assert.ok(seen.includes('decision-declare'), `the declaration's tip (${seen})`);
  assert.equal(seen.at(-1), 'first-trick');
  assert.match(await page.textContent('[data-testid="coach-text"]'), /ポットの五分の一/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('broken coach storage offers the tips again and breaks nothing', async () => {
  const page = await newPage(browser, { tips: true, viewport: PHONE });
  await page.addInitScript(() => localStorage.getItem('torite.coach') ?? localStorage.setItem('torite.coach', '{"parity": [1, "x"'));
  await gotoTable(page, `${server.url}?game=parity&seed=2`);
  await page.waitForSelector('[data-testid="coach"][data-moment="start"]');
  await page.click('[data-testid="coach-stop"]');
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('torite.coach')));
  assert.equal(stored.parity, 'off');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

if (shots) {
  test('screenshots of the tips at 390×844 in both languages', async () => {
    for (const lang of ['en', 'ja']) {
      const page = await newPage(browser, { tips: true, viewport: { width: 390, height: 844 }, lang });
      await gotoTable(page, `${server.url}?game=three-tricks&seed=3`);
      await playThroughTips(page, { act: playOnly, until: 'first-sheet', name: `three-tricks-${lang}` });
      await page.context().close();
    }
    const page = await newPage(browser, { tips: true, viewport: PHONE, lang: 'ja' });
    await gotoTable(page, `${server.url}?game=three-tricks&seed=3`);
    await playThroughTips(page, { act: playOnly, until: 'first-sheet', name: 'three-tricks-ja' });
    await page.context().close();
  });
}
