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
import { mkdirSync } from 'node:fs';
import { serveDist, launch, newPage, gotoTable, fromMenu, eachConcurrently } from './helpers.mjs';
import { games, link, heldTrick, playToSheet, phaseNow, act } from './phases.mjs';

let server, browser;
before(async () => { server = await serveDist(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const PHONES = [{ width: 360, height: 640 }, { width: 390, height: 844 }];
const DESKTOP = { width: 1280, height: 800 };
const LANGS = ['en', 'ja'];
const size = (v) => `${v.width}×${v.height}`;
/** LAYOUT_GAMES=a,b runs the per-game tests on those games only (while working on them). */
const only = (list) => (process.env.LAYOUT_GAMES ? list.filter((g) => process.env.LAYOUT_GAMES.split(',').includes(g)) : list);

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

/**
 * Every piece of text on the page that a person cannot read whole, measured in the page
 * (so `measure` carries it in): text cut by its box (an ellipsis, or a box that hides what
 * does not fit), text sticking out of the box it is drawn in (a seat's line spilling out of
 * the seat), text off the screen, and a box that scrolls sideways with nothing showing that
 * it does (its scroll shadow). A box is the nearest element drawn as one (a background or a
 * border); a scrolling box holds whatever it scrolls to.
 */
function textFaults() {
  const faults = [];
  const name = (el) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}${[...el.classList].slice(0, 2).map((c) => `.${c}`).join('')}`;
  const scrolls = (c) => /auto|scroll/.test(c.overflowX) || /auto|scroll/.test(c.overflowY);
  const clips = (c) => /hidden|clip/.test(c.overflowX) || /hidden|clip/.test(c.overflowY);
  const drawn = (c) => c.backgroundColor !== 'rgba(0, 0, 0, 0)' || c.backgroundImage !== 'none' || ['Top', 'Right', 'Bottom', 'Left'].some((e) => parseFloat(c[`border${e}Width`]) > 0 && c[`border${e}Style`] !== 'none' && !c[`border${e}Color`].endsWith(', 0)'));
  const out = (t, b, tol = 1) => t.left < b.left - tol || t.right > b.right + tol || t.top < b.top - tol || t.bottom > b.bottom + tol;
  const cut = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node; (node = walker.nextNode());) {
    const el = node.parentElement;
    if (!node.data.trim() || !el || el.closest('select, option, script, style, template, textarea, .sr-only, .count-float, [hidden]')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const t = range.getBoundingClientRect();
    if (t.width === 0 || t.height === 0) continue;
    // Not drawn: inside a closed <details> (laid out by the browser all the same).
    if (el.checkVisibility && !el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) continue;
    const c0 = getComputedStyle(el);
    if (c0.visibility !== 'visible' || parseFloat(c0.opacity) === 0) continue;
    const said = `${name(el)} "${node.data.trim().slice(0, 24)}"`;
    // Cut: an ellipsis, or a box that hides its overflow, with the text wider than the box.
    let box = null;
    let scroller = null;
    for (let a = el; a && a !== document.body; a = a.parentElement) {
      const c = a === el ? c0 : getComputedStyle(a);
      if (parseFloat(c.opacity) === 0) { box = 'hidden'; break; }
      if (c.textOverflow === 'ellipsis' && a.scrollWidth > a.clientWidth + 1 && !cut.has(a)) { cut.add(a); faults.push(`${said} is cut by an ellipsis (${a.scrollWidth}px in ${a.clientWidth}px)`); }
      if (clips(c) && !scrolls(c) && out(t, a.getBoundingClientRect()) && !cut.has(a)) { cut.add(a); faults.push(`${said} is cut by ${name(a)}`); }
      if (scrolls(c)) { scroller = a; break; }
      if (!box && drawn(c)) box = a;
    }
    if (box === 'hidden') continue;
    // Outside its box: the text drawn over the box's edge.
    if (box && out(t, box.getBoundingClientRect())) faults.push(`${said} sticks out of ${name(box)}`);
    // Off the screen: text a person cannot scroll to (text in a scrolling box is reached by
    // scrolling it; the box itself must be on screen).
    const frame = scroller ? scroller.getBoundingClientRect() : t;
    if (frame.left < -0.5 || frame.right > innerWidth + 0.5) faults.push(`${said} is off the screen`);
  }
  // A box that scrolls sideways shows that it does (a shadow at the side that goes on).
  for (const el of document.querySelectorAll('body *')) {
    if (el.scrollWidth <= el.clientWidth + 1 || !el.getClientRects().length) continue;
    const c = getComputedStyle(el);
    if (!/auto|scroll/.test(c.overflowX) || el.matches('[data-testid="hand"], html, body')) continue;
    if (c.backgroundImage === 'none') faults.push(`${name(el)} scrolls sideways (${el.scrollWidth}px in ${el.clientWidth}px) with nothing showing it`);
  }
  return faults;
}

/** What the page looks like now, measured in the page. */
function measure(textFaults) {
  const rect = (el) => el.getBoundingClientRect();
  const hand = [...document.querySelectorAll('[data-testid="hand"] button.card')].map(rect);
  const seats = [...document.querySelectorAll('.felt .seat')].filter((s) => s.getClientRects().length);
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
  // What a person is to tap outside the hand (the dummy's cards, bids, pieces to turn) is at
  // least half in sight: not cut off by a box that scrolls or clips it, nor by the screen
  // (Same Two's dummy strip squeezed to the tops of its cards by the hint at 360×640).
  const visible = (r, b) => Math.max(0, Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top)) * Math.max(0, Math.min(r.right, b.right) - Math.max(r.left, b.left));
  const hiddenTaps = [];
  for (const el of document.querySelectorAll('button.card.legal, button.gb-cell.tappable, [data-testid="bids"] button:not([disabled]), .bidding-box button:not([disabled])')) {
    if (el.closest('[data-testid="hand"]') || !el.getClientRects().length) continue;
    const r = rect(el);
    const frames = [{ top: 0, left: 0, bottom: innerHeight, right: innerWidth }];
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const c = getComputedStyle(a);
      if (/auto|scroll|hidden|clip/.test(c.overflowX + c.overflowY)) frames.push(rect(a));
    }
    if (frames.some((b) => visible(r, b) < r.width * r.height / 2)) hiddenTaps.push(`${el.dataset.card ?? el.dataset.call ?? el.textContent.trim().slice(0, 12)}`);
  }
  return {
    text: textFaults ? textFaults() : [],
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
    hiddenTaps,
  };
}

/** `measure` run in `page`, with the text checks. */
const measureIn = (page) => page.evaluate(`(${measure})(${textFaults})`);

/** Every way the page `m` does not fit, all at once (one broken rule often breaks several). */
function check(m, what) {
  const problems = problemsOf(m);
  // LAYOUT_REPORT=1 lists every problem and goes on (while fixing many at once).
  if (process.env.LAYOUT_REPORT) { if (problems.length) console.log(`${what}: ${problems.join('; ')}`); return; }
  assert.deepEqual(problems, [], `${what}: ${problems.join('; ')}`);
}

function problemsOf(m) {
  return [
    ...m.text,
    m.pageWidth > m.innerWidth && `the page is ${m.pageWidth}px wide in ${m.innerWidth}px`,
    m.pageHeight > m.innerHeight && `the page is ${m.pageHeight}px tall in ${m.innerHeight}px`,
    m.handOff > 0 && `${m.handOff} of ${m.handCards} cards of the hand off screen`,
    m.handScrolls && 'the hand scrolls',
    m.statusOverHand && 'the status line overlaps the hand',
    ...m.covered,
    m.sheetOff && 'the score sheet sticks out',
    m.edgeWraps && 'the edge row wraps to a second line',
    m.hiddenTaps.length > 0 && `${m.hiddenTaps.length} of what is to be tapped out of sight (${m.hiddenTaps.slice(0, 4).join(' ')})`,
  ].filter(Boolean);
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
      // Every game's sheet open: its options, links and rules button must fit too.
      await page.evaluate(() => document.querySelectorAll('details.game-sheet').forEach((d) => { d.open = true; }));
      // (Each sheet's contents load when it first opens.)
      await page.waitForFunction(() => document.querySelectorAll('.game-more .game-links').length === document.querySelectorAll('details.game-sheet').length);
      const m = await page.evaluate(() => ({
        pageWidth: document.scrollingElement.scrollWidth,
        playsOff: [...document.querySelectorAll('a.play')].filter((a) => a.getBoundingClientRect().right > innerWidth + 0.5).length,
        optionsOff: [...document.querySelectorAll('.game .option, .game-links > *')].filter((o) => o.getBoundingClientRect().right > innerWidth + 0.5).length,
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

  }
}

/**
 * The page in `phase` as a person meets it the first time: with the first deal's tip open,
 * then with the hint open too (where there is one); then the tip is read ("Got it"), so
 * the next phase shows the next tip.
 */
async function checkPhase(page, game, phase) {
  const tip = async () => (await page.$('[data-testid="coach"]')) ? ` with the tip "${await page.getAttribute('[data-testid="coach"]', 'data-moment')}"` : '';
  const sz = size(page.viewportSize());
  const checkPage = (m, what) => check(m, `${game} ${what} at ${sz}`);
  // LAYOUT_SHOTS=<dir> saves each phase as it is measured (outside the tracked files).
  const shot = async (what) => {
    if (!process.env.LAYOUT_SHOTS) return;
    mkdirSync(process.env.LAYOUT_SHOTS, { recursive: true });
    await page.screenshot({ path: `${process.env.LAYOUT_SHOTS}/${game}-${sz}-${what.replace(/[^a-z0-9-]+/gi, '_')}.png` });
  };
  await shot(`${phase}${await tip()}`);
  checkPage(await measureIn(page), `${phase}${await tip()}`);
  if (phase === 'sheet') return checkSheet(page, game);
  if (await page.$('[data-testid="hint"]:not([disabled])')) {
    await page.click('[data-testid="hint"]');
    const shown = await page.waitForSelector('[data-testid="hint-panel"], [data-testid="hint-failed"]', { timeout: 30000 });
    assert.equal(await shown.getAttribute('data-testid'), 'hint-panel', `${game} ${phase}: the hint answers`);
    await shot(`${phase} hint${await tip()}`);
    checkPage(await measureIn(page), `${phase} with the hint open${await tip()}`);
    await page.click('[data-testid="hint-panel"] > button');
  }
  await page.click('[data-testid="coach-next"]', { timeout: 1000 }).catch(() => {});
}

for (const viewport of [...PHONES, DESKTOP]) {
  for (const lang of LANGS) {
    test(`every game's phases and its score sheet fit at ${size(viewport)} (${lang}), the first deal's tips and the hint open`, async () => {
      await eachConcurrently(only(games), 3, async (game) => {
        const page = await newPage(browser, { viewport, lang, tips: true });
        try {
          await gotoTable(page, server.url + link(game));
          const seen = await playToSheet(page, (phase) => checkPhase(page, game, phase));
          for (const p of [...(PHASES[game] ?? ['playing']), 'sheet']) assert.ok(seen.has(p), `${game}: reached ${p} (saw ${[...seen]})`);
          assert.deepEqual(page.errors, [], game);
        } finally {
          await page.context().close();
        }
      });
    });
  }
}

// Each check above fails on a page with its fault planted (a style injected into a table
// that fits): were a check blind, the tests over every game would pass over the fault.
test('each layout check finds its fault when it is planted', async () => {
  const page = await newPage(browser, { tips: true });
  await gotoTable(page, `${server.url}?game=twenty-one&seed=5`);
  await page.waitForSelector('[data-testid="coach"]');
  assert.deepEqual(problemsOf(await measureIn(page)), [], 'the page fits before a fault is planted');
  const PLANTED = [
    // A seat's name cut short by an ellipsis ("W…").
    ['.seat-name { max-width: 14px !important; }', /is cut by an ellipsis/],
    // Text hidden by a box too small for it.
    ['.status { height: 3px !important; overflow: hidden !important; }', /is cut by p\[status\]\.status/],
    // A seat's line spilling out of the seat.
    ['.seat:not(.me) { min-width: 0 !important; max-width: 14px !important; } .seat-extra, .seat-name { white-space: nowrap !important; overflow: visible !important; }', /sticks out of div\.seat/],
    // Text pushed off the side of the screen, inside a box that hides it from the page's width.
    ['.status-bar { overflow: hidden !important; } .status { position: relative; left: 340px; }', /is off the screen/],
    // The tip grown so tall that the hand's second row goes below the fold.
    ['.table > .coach { min-height: 380px !important; }', /cards of the hand off screen|the page is \d+px tall/],
    // A box that scrolls sideways with no cue.
    ['.status-bar { overflow-x: auto !important; } .status { flex: 0 0 900px !important; }', /scrolls sideways .* with nothing showing it/],
    // A piece wider than the screen.
    ['.table-header { min-width: 600px !important; }', /the page is \d+px wide/],
    // The bids squeezed into a strip that scrolls, most of them out of sight.
    ['[data-testid="bids"] { max-height: 20px !important; overflow-y: auto !important; }', /of what is to be tapped out of sight/],
  ];
  for (const [css, fault] of PLANTED) {
    const style = await page.addStyleTag({ content: css });
    const problems = problemsOf(await measureIn(page));
    await style.evaluate((s) => s.remove());
    assert.ok(problems.some((p) => fault.test(p)), `planted "${css}": expected ${fault}, found ${JSON.stringify(problems)}`);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

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
          const m = await measureIn(page);
          assert.ok(m.played >= 2, `${name}: ${m.played} cards in the trick`);
          check(m, `${name} with the trick held at ${size(viewport)}`);
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
          if (phase === 'playing' && await page.$('[data-testid="trick"] .played') && await page.$('[data-testid="hint"]:not([disabled])')) break;
          if (phase && phase !== 'sheet') await act(page, phase);
          else if (phase === 'sheet') await page.click('[data-testid="score-sheet"] button.primary');
          await page.waitForTimeout(20);
        }
        await page.click('[data-testid="hint"]');
        await page.waitForSelector('[data-testid="hint-panel"]', { timeout: 30000 });
        const m = await measureIn(page);
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
  check(await measureIn(page), 'large cards');
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
