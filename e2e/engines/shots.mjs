// Screenshots in Firefox and WebKit (the engines of e2e/engines/), for looking at by eye:
//   - the home page and an Arsène table at 360×640 and 390×844, in Japanese and English;
//   - each of `--games` walked from its link to its first score sheet the way a person
//     would (e2e/phases.mjs), the first deal's tips on, at 360×640 in Japanese and 390×844
//     in English: its rules page, then every phase the first time it appears, and the sheet
//     (issue #34; e2e/layout.test.mjs LAYOUT_SHOTS does the same in Chromium).
// Run after `trunk build --release --offline`, with an outer timeout (WebKitWebDriver hangs
// when the browser fails to start):
//   timeout 1800 node e2e/engines/shots.mjs [out-dir] [--games a,b,…] [--engines firefox,webkit] [--no-home]
// out-dir defaults to /tmp/engine-shots; the games to the five newest (below).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { serveDist } from '../helpers.mjs';
import { link, phaseOf, actThrough, walkToSheet } from '../phases.mjs';
import { launchFirefox } from './firefox.mjs';
import { startWebKit, within } from './webkit.mjs';
import { firefoxTab, webkitTab, waitFor, waitForSelector } from './tab.mjs';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    games: { type: 'string', default: 'my-trump,twenty-one,parlett-parity,same-two,goita-to-bara' },
    engines: { type: 'string', default: 'firefox,webkit' },
    'no-home': { type: 'boolean', default: false },
  },
});
const out = positionals[0] ?? '/tmp/engine-shots';
mkdirSync(out, { recursive: true });
const GAMES = opts.games.split(',').filter(Boolean);
const ENGINES = opts.engines.split(',').filter(Boolean);
const SIZES = [[360, 640], [390, 844]];
// The walks: the small phone in Japanese, the tall one in English.
const WALKS = [['ja', 360, 640], ['en', 390, 844]];
const TABLE = '?game=arsene&players=3&seed=2';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const has = (tab, selector) => tab.eval((s) => !!document.querySelector(s), selector);
/**
 * Clicks the first match; where the driver finds it out of reach (WebKit: a card in a box
 * that scrolls, such as Same Two's dummy at 360×640), scrolls it into view first, as a
 * person would scroll the box, and notes that it had to.
 */
async function clickAsAPerson(tab, selector) {
  try {
    await tab.click(selector);
  } catch (e) {
    if (!(await tab.eval((s) => { const el = document.querySelector(s); el?.scrollIntoView({ block: 'nearest', inline: 'nearest' }); return !!el; }, selector))) throw e;
    scrolled.push(`${tab.engine}: ${selector} (${e.name})`);
    await sleep(300);
    await tab.click(selector);
  }
}
const scrolled = [];

/** A screenshot. WebKitWebDriver's sometimes never answers (seen on the games' rules pages
 * and on Arsène's table): each try has a time limit, and there are three. */
async function snap(tab, file) {
  for (let k = 1; ; k++) {
    try { return await within(10000, `${tab.engine} screenshot ${file}`, tab.screenshot(file)); } catch (e) { if (k === 3) throw e; }
  }
}

const server = await serveDist();
const webkit = ENGINES.includes('webkit') ? await startWebKit() : null;
const firefox = {};
const open = {
  firefox: async (lang, width, height, tips) => firefoxTab(await (firefox[lang] ??= launchFirefox({ lang })), { width, height, tips }),
  webkit: async (lang, width, height, tips) => webkitTab(await webkit.open({ lang, size: { width, height } }), server.url, { tips }),
};

/** Opens `query`, pressing Start when the game shows its rules first; `rules(tab)` sees them. */
async function gotoTable(tab, query, rules = async () => {}) {
  await tab.goto(server.url + query);
  await waitFor(tab, () => !!document.querySelector('[data-testid="intro-start"], .table'), [], { what: 'the table or its rules' });
  if (await has(tab, '[data-testid="intro-start"]')) {
    await rules(tab);
    await tab.click('[data-testid="intro-start"]');
  }
  await waitForSelector(tab, '.table');
}

/** The home page and an Arsène table with the trump decision open (tips off). */
async function homeAndArsene(engine, lang, width, height) {
  const tab = await open[engine](lang, width, height, false);
  try {
    await tab.goto(server.url);
    await waitForSelector(tab, '[data-testid="play-three-tricks"]');
    await sleep(500);
    await snap(tab, join(out, `${engine}-home-${lang}-${width}x${height}.png`));
    await gotoTable(tab, TABLE);
    await waitForSelector(tab, 'button[data-testid="edge-0"].legal');
    await tab.click('button[data-testid="edge-0"]');
    await waitForSelector(tab, '[data-testid="hand"] button.card.legal[data-card^="D"]');
    await tab.click('[data-testid="hand"] button.card.legal[data-card^="D"]');
    await waitForSelector(tab, '[data-testid="edge-trump"]');
    await sleep(800);
    await snap(tab, join(out, `${engine}-arsene-${lang}-${width}x${height}.png`));
  } finally {
    await tab.close();
  }
}

/**
 * Walks `game` to its first score sheet with the tips on: a shot of its rules page and of
 * each phase the first time it appears (with its tip, which is then read: "Got it", so the
 * next phase shows the next tip). Returns what it saw, for the summary.
 */
async function walk(engine, game, lang, width, height) {
  const dir = join(out, engine, `${game}-${lang}-${width}x${height}`);
  mkdirSync(dir, { recursive: true });
  const tab = await open[engine](lang, width, height, true);
  const seen = [];
  const failures = [];
  const memo = {};
  let n = 0;
  const shot = async (what) => {
    await sleep(500); // the cards dealt and the tip in place
    const tip = await tab.eval(() => document.querySelector('[data-testid="coach"]')?.dataset.moment ?? null);
    const file = join(dir, `${String(n++).padStart(2, '0')}-${what.replace(/[^a-z0-9-]+/gi, '_')}${tip ? `-tip_${tip}` : ''}.png`);
    await snap(tab, file);
    seen.push({ phase: what, tip, file });
  };
  try {
    await gotoTable(tab, link(game), () => shot('rules').catch((e) => { failures.push(e.message); }));
    await walkToSheet({
      phaseNow: () => tab.eval(phaseOf),
      act: (phase) => actThrough({ has: (s) => has(tab, s), click: (s) => clickAsAPerson(tab, s).catch((e) => { memo.lastFailure = `${phase} ${s}: ${e.name} ${e.message.split('\n')[0]}`; }), memo }, phase),
      sleep,
    }, async (phase) => {
      await shot(phase);
      if (await has(tab, '[data-testid="coach-next"]')) await tab.click('[data-testid="coach-next"]').catch(() => {});
    });
    return { engine, game, lang, size: `${width}x${height}`, seen, errors: [...tab.errors(), ...failures] };
  } catch (e) {
    await shot('stuck').catch(() => {});
    return { engine, game, lang, size: `${width}x${height}`, seen, errors: [...tab.errors(), ...failures, `walk: ${e.message}${memo.lastFailure ? ` (last failed click: ${memo.lastFailure})` : ''}`] };
  } finally {
    await tab.close();
  }
}

const results = [];
try {
  for (const engine of ENGINES) {
    if (!opts['no-home']) {
      for (const lang of ['ja', 'en']) for (const [width, height] of SIZES) await homeAndArsene(engine, lang, width, height);
    }
    for (const game of GAMES) {
      for (const [lang, width, height] of WALKS) {
        const r = await walk(engine, game, lang, width, height);
        results.push(r);
        console.log(`${engine} ${game} ${lang} ${r.size}: ${r.seen.map((s) => s.phase + (s.tip ? ` (tip ${s.tip})` : '')).join(', ')}${r.errors.length ? `\n  errors: ${r.errors.join(' | ')}` : ''}`);
      }
    }
  }
} finally {
  for (const b of Object.values(firefox)) await (await b).close();
  await webkit?.stop();
  await server.close();
}
if (scrolled.length) console.log(`clicks that needed the target scrolled into view first: ${[...new Set(scrolled)].join('; ')}`);
writeFileSync(join(out, `summary-${ENGINES.join('-')}.json`), JSON.stringify(results, null, 2));
console.log(`engine-shots: ${out}`);
