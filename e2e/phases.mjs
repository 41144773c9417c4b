// Shared by the layout test and scripts/screenshots.mjs: the nine games, links that reach
// each game's phases early, and a player who does what a person would in each phase.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const cli = process.env.TORITE_CLI ?? `${root}target/release/torite-cli`;
/** The games' ids, from the command-line tool (so a new game is covered without a list here). */
const listed = execFileSync(cli, ['list'], { encoding: 'utf8' }).trim().split('\n').map((l) => l.split('\t'));
export const games = listed.map((l) => l[0]);
/** Every player count each game allows, from the same list. */
export const playerCounts = Object.fromEntries(listed.map((l) => [l[0], l[4].split(',').map(Number)]));

// Links that reach each game's phases early (Arsène with three players has the dummy's
// discard; seed 2 gives us an edge card to take in its first deal).
const LINKS = { arsene: '?game=arsene&players=3&seed=2', 'double-deck-german-whist': '?game=double-deck-german-whist&seed=4' };
export const link = (game) => LINKS[game] ?? `?game=${game}&seed=5`;

/**
 * The phase a person is in now (null while the bots play), read from the page's own
 * document: a plain function, so any engine can run it (`page.evaluate(phaseOf)`,
 * e2e/engines/tab.mjs `tab.eval(phaseOf)`).
 */
export function phaseOf() {
  const q = (s) => document.querySelector(s);
  if (q('[data-testid="score-sheet"]')) return 'sheet';
  if (q('[data-testid="pass-confirm"]')) return 'passing';
  if (q('[data-testid="draft"] .row1 button.legal')) return 'drafting';
  if (q('button[data-testid^="edge-"].legal')) return 'taking edge';
  if (q('[data-testid="push"]')) return 'pushing';
  if (q('[data-testid="declare"]')) return 'declaring';
  if (q('[data-testid="take"]')) return 'taking display';
  if (q('[data-testid="bids"].mine')) return 'bidding';
  // Parlett's Parity: the non-dealer names trumps, the dealer odd or even.
  if (q('[data-testid="trump-choice"] button:not([disabled])')) return 'naming trump';
  if (q('[data-testid="parity-choice"] button:not([disabled])')) return 'choosing parity';
  // Goita to Bara: two pieces face down, then place or challenge, raise or pass, reveal.
  if (q('[data-testid="put-down"]')) return 'placing pieces';
  if (q('[data-testid="challenge"]')) return 'challenging';
  if (q('[data-testid="bid-value"]') && q('[data-testid="pass"]')) return 'raising';
  if (q('button.gb-cell.tappable')) return 'revealing';
  // Arsène: our edge card taken, none placed yet, our cards raised: place one.
  if (q('.game-arsene') && !q('.edge-placed') && q('[data-testid="hand"] button.legal')) return 'trump decision';
  // A bid panel (My Trump: a number, then a suit).
  if (q('.bidding-box')) return 'bidding';
  if (q('[data-testid="hand"] button.card.legal')) return 'playing';
  // A declarer plays the dummy's cards from the felt (Same Two).
  if (q('[data-testid="dummy"] button.card.legal')) return 'playing dummy';
  return null;
}

/** The phase a person is in now on a Playwright page (null while the bots play). */
export const phaseNow = (page) => page.evaluate(phaseOf);

/**
 * What a person does in `phase`, through any driver: `has(selector)` tells whether the page
 * has a match, `click(selector)` clicks the first (doing nothing when there is none or it
 * goes before the click), `memo` keeps what the person remembers from one phase to the next.
 */
export async function actThrough({ has, click, memo }, phase) {
  if (phase === 'passing') {
    for (let k = 0; k < 2; k++) await click('[data-testid="hand"] button.card.legal:not(.selected)');
    await click('[data-testid="pass-confirm"]:not([disabled])');
  } else if (phase === 'drafting') await click('[data-testid="draft"] .row1 button.legal');
  else if (phase === 'taking edge') await click('button[data-testid^="edge-"].legal');
  else if (phase === 'pushing') await click('[data-testid="keep"]');
  else if (phase === 'declaring') await click('[data-testid="declare-in"]');
  else if (phase === 'taking display') await click('[data-testid="take"]');
  else if (phase === 'bidding') {
    // Twenty-One bids a number; My Trump's bidding box takes a number, then a suit; in an
    // auction with a pass (Same Two) the person bids once, then passes, so it ends.
    if (await has('[data-testid="bids"] button[data-call="3"]')) await click('[data-testid="bids"] button[data-call="3"]');
    else if (memo.bidOnce && await has('[data-testid="call-pass"]:not([disabled])')) await click('[data-testid="call-pass"]');
    else {
      await click('.bidding-box [data-level]:not([disabled])');
      await click('.bidding-box [data-strain]:not([disabled])');
      memo.bidOnce = true;
    }
  }
  else if (phase === 'naming trump') await click('[data-testid="trump-choice"] button:not([disabled])');
  else if (phase === 'choosing parity') await click('[data-testid="parity-choice"] button:not([disabled])');
  else if (phase === 'placing pieces') {
    for (let k = 0; k < 2; k++) await click('[data-testid="hand"] button.gb-hand-piece:not(.selected)');
    await click('[data-testid="put-down"]:not([disabled])');
  }
  else if (phase === 'challenging') await click('[data-testid="challenge"]');
  else if (phase === 'raising') await click('[data-testid="pass"]');
  else if (phase === 'revealing') await click('button.gb-cell.tappable');
  else if (phase === 'playing dummy') await click('[data-testid="dummy"] button.card.legal');
  else await click('[data-testid="hand"] button.card.legal');
}

/** Does what a person would in `phase` on a Playwright page: two cards to pass, a pick, an edge card, keep, in… */
export const act = (page, phase) => actThrough({
  has: (sel) => page.$(sel),
  click: async (sel) => { const el = await page.$(sel); if (el) await el.click().catch(() => {}); },
  memo: page,
}, phase);

/**
 * Plays (at the fast speed) until a finished trick is held on the table with its winner
 * marked, the cards at rest. Tricky Express never shows a finished trick (rules.md A2):
 * there, the three cards before ours.
 */
export async function heldTrick(page) {
  const te = !!(await page.$('.game-tricky-express'));
  for (let guard = 0; guard < 600; guard++) {
    const t = await page.evaluate(() => {
      const trick = document.querySelector('[data-testid="trick"]');
      const cards = [...trick.querySelectorAll('.played')];
      return {
        still: cards.every((c) => c.getAnimations().every((a) => a.playState === 'finished')),
        won: !!trick.querySelector('.card.winner') && !trick.classList.contains('sweep'),
        cards: cards.length,
        ourTurn: !!document.querySelector('[data-testid="hand"] button.card.legal, [data-testid="dummy"] button.card.legal'),
      };
    });
    // A trick is held once its winner is marked with at least two cards down (a slow machine
    // may poll only after the sweep, when the next trick's first card stands alone).
    const waiting = te ? t.cards === 3 && t.ourTurn : t.won && t.cards >= 2;
    if (waiting && t.still) return;
    const phase = waiting ? null : await phaseNow(page);
    if (phase && phase !== 'sheet') await act(page, phase);
    await page.waitForTimeout(40);
  }
  throw new Error('no finished trick was held on the table');
}

/**
 * Plays on until the score sheet is open, doing what a person would in each phase;
 * `visit(phase)` sees the page first in every phase the person meets (and the sheet).
 * Returns the phases seen.
 */
export const playToSheet = (page, visit = async () => {}) => walkToSheet({
  phaseNow: () => phaseNow(page),
  act: (phase) => act(page, phase),
  sleep: (ms) => page.waitForTimeout(ms),
}, visit);

/** playToSheet through any driver: `phaseNow()`, `act(phase)` and `sleep(ms)` are its own. */
export async function walkToSheet({ phaseNow: now, act: doIt, sleep }, visit = async () => {}) {
  const seen = new Set();
  for (let guard = 0; guard < 3000; guard++) {
    const phase = await now();
    if (!phase) { await sleep(10); continue; }
    if (!seen.has(phase)) { seen.add(phase); await visit(phase); }
    if (phase === 'sheet') return seen;
    await doIt(phase);
  }
  throw new Error(`no score sheet (saw ${[...seen]})`);
}
