// The layout on phones (360×640, 390×844) and a desktop (1280×800), in English and
// Japanese:
//   - the home page never scrolls sideways, every Play button on screen;
//   - every game in every phase a person meets (passing, drafting, taking edge cards, the
//     trump decision, pushing, declaring, taking display cards, playing) and every score
//     sheet: nothing sticks out sideways, the whole hand is on screen without scrolling, a
//     sheet too wide for the phone scrolls inside itself with its first column in view, and
//     Arsène's edge row stays on one line;
//   - the finished trick, held on the table, for every game and for 2 to 10 seats (Japanese
//     Loo): no seat box covers or touches a played card, the winner's note or another seat box;
//   - the hint open on a two-player table: the trick and the seat boxes still clear.
// The screenshots in docs/screenshots come from scripts/screenshots.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, newPage, gotoTable, fromMenu, eachConcurrently } from './helpers.mjs';
import { games, link, heldTrick, playToSheet, phaseNow, act } from './phases.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const PHONES = [{ width: 360, height: 640 }, { width: 390, height: 844 }];
const DESKTOP = { width: 1280, height: 800 };
const LANGS = ['en', 'ja'];
const size = (v) => `${v.width}×${v.height}`;

// The phases each game must show a person before its first score sheet.
const PHASES = {
  'tricky-express': ['passing', 'playing'],
  rwd: ['drafting', 'playing'],
  arsene: ['taking edge', 'trump decision', 'pushing', 'playing'],
  'double-deck-german-whist': ['playing', 'taking display'],
  'japanese-loo': ['declaring', 'playing'],
  'twenty-one': ['bidding', 'playing'],
  'same-two': ['bidding', 'playing dummy', 'playing'],
  'parlett-parity': ['naming trump', 'playing'],
  'goita-to-bara': ['placing pieces', 'raising'],
};

/** What the page looks like now, measured in the page. */
function measure() {
  const rect = (el) => el.getBoundingClientRect();
  const hand = [...document.querySelectorAll('[data-testid="hand"] button.card')].map(rect);
  const seats = [...document.querySelectorAll('.felt .seat')];
  const played = [...document.querySelectorAll('[data-testid="trick"] .played .card')];
  const notes = [...document.querySelectorAll('[data-testid="trick"] .win-note')];
  // Boxes closer than `gap` pixels count as touching: a card flush against a seat box reads
  // as covering it on a phone. A card keeps 8px (the winner's outline takes 4px of it), a
  // note or another seat box 3px.
  const cover = (a, b, gap) => a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;
  const covered = [];
  for (const s of seats) for (const p of played) if (cover(rect(s), rect(p), 8)) covered.push(`seat ${s.dataset.seat} touches ${p.dataset.card}`);
  for (const s of seats) for (const n of notes) if (cover(rect(s), rect(n), 3)) covered.push(`seat ${s.dataset.seat} touches the note "${n.textContent}"`);
  seats.forEach((s, i) => seats.slice(i + 1).forEach((o) => { if (cover(rect(s), rect(o), 3)) covered.push(`seats ${s.dataset.seat} and ${o.dataset.seat} touch`); }));
  const status = document.querySelector('.status-bar');
  const sheet = document.querySelector('[data-testid="score-sheet"]');
  // Arsène's edge row (the chips-and-tokens key, the edge cards, the dummy) is one line: its
  // pieces share a horizontal band.
  const edge = [...document.querySelectorAll('[data-testid="edge"] > *')].map(rect).filter((r) => r.width > 0);
  return {
    pageWidth: document.scrollingElement.scrollWidth,
    pageHeight: document.scrollingElement.scrollHeight,
    innerWidth,
    innerHeight,
    handCards: hand.length,
    handOff: hand.filter((c) => c.left < -0.5 || c.right > innerWidth + 0.5 || c.top < -0.5 || c.bottom > innerHeight + 0.5).length,
    handScrolls: [...document.querySelectorAll('[data-testid="hand"]')].some((h) => h.scrollWidth > h.clientWidth + 1),
    statusOverHand: !!status && hand.some((c) => c.top < rect(status).bottom - 1 && c.bottom > rect(status).top + 1),
    played: played.length,
    covered,
    sheetOff: !!sheet && (rect(sheet).left < -0.5 || rect(sheet).right > innerWidth + 0.5),
    edgeWraps: edge.length > 0 && Math.max(...edge.map((r) => r.top)) >= Math.min(...edge.map((r) => r.bottom)),
  };
}

/** Every way the page `m` does not fit, all at once (one broken rule often breaks several). */
function check(m, what) {
  const problems = [
    m.pageWidth > m.innerWidth && `the page is ${m.pageWidth}px wide in ${m.innerWidth}px`,
    m.pageHeight > m.innerHeight && `the page is ${m.pageHeight}px tall in ${m.innerHeight}px`,
    m.handOff > 0 && `${m.handOff} of ${m.handCards} cards of the hand off screen`,
    m.handScrolls && 'the hand scrolls',
    m.statusOverHand && 'the status line overlaps the hand',
    ...m.covered,
    m.sheetOff && 'the score sheet sticks out',
    m.edgeWraps && 'the edge row wraps to a second line',
  ].filter(Boolean);
  assert.deepEqual(problems, [], `${what}: ${problems.join('; ')}`);
}

/** A sheet wider than the phone scrolls inside itself, its first column staying in view. */
async function checkSheet(page, what) {
  const r = await page.evaluate(() => [...document.querySelectorAll('[data-testid="score-sheet"] .sheet-scroll')].map((box) => {
    const before = box.querySelector('th').getBoundingClientRect().left;
    box.scrollLeft = box.scrollWidth;
    const first = box.querySelector('tbody th, tfoot th, thead th').getBoundingClientRect();
    const boxRect = box.getBoundingClientRect();
    const out = { wide: box.scrollWidth > box.clientWidth, firstShown: first.left >= boxRect.left - 0.5, before, boxLeft: boxRect.left };
    box.scrollLeft = 0;
    return out;
  }));
  // Goita to Bara's sheet is a round's result (the pieces turned, the reason), not a table of scores.
  if (!what.startsWith('goita-to-bara')) assert.ok(r.length > 0, `${what}: the sheet has its scores table`);
  for (const t of r) if (t.wide) assert.ok(t.firstShown, `${what}: the first column stays in view while the sheet scrolls`);
}

for (const viewport of PHONES) {
  for (const lang of LANGS) {
    test(`the home page fits at ${size(viewport)} (${lang})`, async () => {
      const page = await newPage(browser, { viewport, lang });
      await page.goto(server.url);
      await page.waitForSelector('[data-testid="play-three-tricks"]');
      const m = await page.evaluate(() => ({
        pageWidth: document.scrollingElement.scrollWidth,
        playsOff: [...document.querySelectorAll('a.play')].filter((a) => a.getBoundingClientRect().right > innerWidth + 0.5).length,
        optionsOff: [...document.querySelectorAll('.game .option')].filter((o) => o.getBoundingClientRect().right > innerWidth + 0.5).length,
      }));
      assert.ok(m.pageWidth <= viewport.width, `the home page is ${m.pageWidth}px wide`);
      assert.equal(m.playsOff, 0, 'Play buttons off screen');
      assert.equal(m.optionsOff, 0, 'options off screen');
      // An option still changes the link.
      await page.selectOption('[data-option="contest-mode"]', 'on');
      assert.match(await page.getAttribute('[data-testid="play-arsene"]', 'href'), /contest-mode=on/);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test(`every game's phases and its score sheet fit at ${size(viewport)} (${lang})`, async () => {
      await eachConcurrently(games, 3, async (game) => {
        const page = await newPage(browser, { viewport, lang });
        try {
          await gotoTable(page, server.url + link(game));
          const seen = await playToSheet(page, async (phase) => {
            check(await page.evaluate(measure), `${game} ${phase}`);
            if (phase === 'sheet') await checkSheet(page, game);
          });
          for (const p of [...(PHASES[game] ?? ['playing']), 'sheet']) assert.ok(seen.has(p), `${game}: reached ${p} (saw ${[...seen]})`);
          assert.deepEqual(page.errors, [], game);
        } finally {
          await page.context().close();
        }
      });
    });
  }
}

/** Games with no tricks on the table (a bluffing game with pieces). */
const WITHOUT_TRICKS = ['goita-to-bara'];

for (const viewport of [...PHONES, DESKTOP]) {
  for (const lang of LANGS) {
    test(`no seat box covers the trick, every game and 2 to 10 seats, at ${size(viewport)} (${lang})`, async () => {
      const tables = [...games.filter((g) => !WITHOUT_TRICKS.includes(g)).map((g) => [g, link(g)]), ...[2, 3, 4, 5, 6, 8, 9, 10].map((n) => [`japanese-loo-${n}`, `?game=japanese-loo&players=${n}&seed=5`])];
      await eachConcurrently(tables, 3, async ([name, query]) => {
        const page = await newPage(browser, { viewport, lang, speed: 'fast' });
        try {
          await gotoTable(page, server.url + query);
          await heldTrick(page);
          const m = await page.evaluate(measure);
          assert.ok(m.played >= 2, `${name}: ${m.played} cards in the trick`);
          check(m, `${name} with the trick held`);
          assert.deepEqual(page.errors, [], name);
        } finally {
          await page.context().close();
        }
      });
    });
  }
}

// The hint panel takes room above the hand; on a two-player table the felt's two seat rows
// and the trick between them must still fit without a card reaching a seat box.
for (const lang of LANGS) {
  test(`the hint open on a two-player table leaves the trick and the seats clear at 360×640 (${lang})`, async () => {
    const tables = [['parlett-parity', '?game=parlett-parity&seed=3'], ['japanese-loo-2', '?game=japanese-loo&players=2&seed=5']];
    await eachConcurrently(tables, 2, async ([name, query]) => {
      const page = await newPage(browser, { lang });
      try {
        await gotoTable(page, server.url + query);
        // Our turn to play, with a choice (so the hint is offered) and the other player's
        // card already on the table.
        for (let guard = 0; ; guard++) {
          assert.ok(guard < 1500, `${name}: never our turn after a lead`);
          const phase = await phaseNow(page);
          if (phase === 'playing' && await page.$('[data-testid="trick"] .played') && await page.$('[data-testid="hint"]')) break;
          if (phase && phase !== 'sheet') await act(page, phase);
          else if (phase === 'sheet') await page.click('[data-testid="score-sheet"] button.primary');
          await page.waitForTimeout(20);
        }
        await page.click('[data-testid="hint"]');
        await page.waitForSelector('[data-testid="hint-panel"]', { timeout: 30000 });
        const m = await page.evaluate(measure);
        assert.ok(m.played >= 1, `${name}: ${m.played} cards in the trick`);
        check(m, `${name} with the hint open`);
        assert.deepEqual(page.errors, [], name);
      } finally {
        await page.context().close();
      }
    });
  });
}

/** Opens the menu and the settings in it (they stay open from the last time). */
async function openSettings(page) {
  if (await page.$('.table-rules[open]')) await fromMenu(page, '[data-testid="rules-summary"] + *');
  else await fromMenu(page, '[data-testid="rules-summary"]');
}

test('settings: card size scales the cards (and still fits), undo can be turned off', async () => {
  const page = await newPage(browser);
  await gotoTable(page, `${server.url}?game=three-tricks&seed=8`);
  await page.waitForSelector('[data-testid="hand"] button.card');
  const width = () => page.$eval('[data-testid="hand"] button.card', (c) => c.getBoundingClientRect().width);
  const normal = await width();
  await openSettings(page);
  await page.selectOption('[data-testid="card-size"]', 'large');
  assert.ok((await width()) > normal * 1.1, 'large cards are larger');
  check(await page.evaluate(measure), 'large cards');
  await page.selectOption('[data-testid="card-size"]', 'small');
  assert.ok((await width()) < normal * 0.9, 'small cards are smaller');
  // Kept across a reload.
  await page.reload();
  await page.waitForSelector('[data-testid="hand"] button.card');
  assert.ok((await width()) < normal * 0.9);
  // Undo off: no undo button after our move.
  await openSettings(page);
  await page.uncheck('[data-testid="undo-setting"]');
  await page.click('[data-testid="menu"]');
  await page.waitForSelector('[data-testid="hand"] button.card.legal');
  await page.click('[data-testid="hand"] button.card.legal');
  await page.waitForSelector('[data-testid="hand"] button.card.legal');
  assert.equal(await page.$('[data-testid="undo"]'), null);
  await openSettings(page);
  await page.check('[data-testid="undo-setting"]');
  await page.click('[data-testid="menu"]');
  await page.click('[data-testid="hand"] button.card.legal');
  await page.waitForSelector('[data-testid="undo"]', { state: 'attached' });
  assert.deepEqual(page.errors, []);
});

test('motion: a finished trick is held with its winner on its own line, the bots wait, then it goes', async () => {
  const page = await newPage(browser, { speed: 'normal' });
  await gotoTable(page, `${server.url}?game=three-tricks&seed=3`);
  const seen = [];
  for (let guard = 0; guard < 400 && seen.length < 2; guard++) {
    const s = await page.evaluate(() => ({
      status: document.querySelector('[data-testid="status"]').textContent,
      cards: document.querySelectorAll('[data-testid="trick"] .played').length,
      t: performance.now(),
    }));
    if (/won the trick with [♠♥♦♣]/.test(s.status) && s.cards === 4 && !seen.some((x) => x.status === s.status && s.t - x.t < 3000)) {
      // Held for about 1.2 s: still there, and nobody has led, 1 s later.
      await page.waitForTimeout(1000);
      const later = await page.evaluate(() => ({
        status: document.querySelector('[data-testid="status"]').textContent,
        cards: document.querySelectorAll('[data-testid="trick"] .played').length,
      }));
      assert.equal(later.status, s.status, 'the winner keeps the status line');
      assert.equal(later.cards, 4, 'the trick stays');
      await page.waitForFunction(() => !/won the trick/.test(document.querySelector('[data-testid="status"]').textContent), null, { timeout: 5000 });
      seen.push(s);
      continue;
    }
    const legal = await page.$('[data-testid="hand"] button.card.legal');
    if (legal && !/won the trick/.test(s.status)) await legal.click().catch(() => {});
    await page.waitForTimeout(30);
  }
  assert.equal(seen.length, 2, 'two tricks held');
  // Every motion takes time at the normal speed; none under prefers-reduced-motion, nor at
  // the instant speed.
  assert.ok(Object.values(await motions(page)).every((ms) => ms > 0), `motions at the normal speed: ${JSON.stringify(await motions(page))}`);
  const still = await newPage(browser, { speed: 'normal' });
  await still.emulateMedia({ reducedMotion: 'reduce' });
  await gotoTable(still, `${server.url}?game=three-tricks&seed=3`);
  assert.deepEqual(Object.values(await motions(still)), [0, 0, 0, 0], 'no motion under prefers-reduced-motion');
  const instant = await newPage(browser, { speed: 'instant' });
  await gotoTable(instant, `${server.url}?game=three-tricks&seed=3`);
  assert.deepEqual(Object.values(await motions(instant)), [0, 0, 0, 0], 'no motion at the instant speed');
  assert.deepEqual([...page.errors, ...still.errors, ...instant.errors], []);
});

/**
 * How long (ms) each of the table's motions lasts on this page: a card played into the
 * trick, the trick swept to its winner, a back dealt to a seat, a card dealt into the hand.
 * Measured on probe elements given the classes the table gives its moving pieces.
 */
function motions(page) {
  return page.evaluate(() => {
    const ms = (t) => Math.max(...t.split(',').map((x) => parseFloat(x) * (x.trim().endsWith('ms') ? 1 : 1000)));
    const probe = (parent, cls, read) => {
      const el = document.createElement('div');
      el.className = cls;
      el.style.cssText = '--i:0;--k:0;--dx:0;--dy:1;--wx:0;--wy:1';
      parent.append(el);
      const t = ms(read(getComputedStyle(el)));
      el.remove();
      return t;
    };
    const trick = document.querySelector('[data-testid="trick"]');
    const hand = document.querySelector('[data-testid="hand"] .hand-cards');
    trick.classList.add('sweep');
    const sweep = probe(trick, 'played', (c) => c.transitionDuration);
    trick.classList.remove('sweep');
    return {
      play: probe(trick, 'played arriving', (c) => c.animationDuration),
      sweep,
      deal: probe(trick, 'dealt', (c) => c.animationDuration),
      hand: probe(hand, 'card dealt', (c) => c.animationDuration),
    };
  });
}
