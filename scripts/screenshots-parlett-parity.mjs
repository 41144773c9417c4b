// Screenshots of Parlett's Parity's phases at two phone sizes in both languages, for looking
// at the table (not a test): naming trumps (non-dealer), announcing the parity (dealer), the
// first trick (it counts 2), a trick later in the deal, the hint with every card's exact
// value, the sheet after a deal, the end of the game, and the joker variant.
//
//   trunk build --release --offline && node scripts/screenshots-parlett-parity.mjs [OUTDIR]
//
// OUTDIR defaults to docs/screenshots/parlett_parity/; files are named PHASE-WxH-LANG.png.
import { mkdirSync } from 'node:fs';
import { serveDist, launch, newPage, gotoTable, shoot } from '../e2e/helpers.mjs';

const out = process.argv[2] ?? 'docs/screenshots/parlett_parity';
mkdirSync(out, { recursive: true });
const SIZES = [[360, 640], [390, 844]];
const LANGS = ['en', 'ja'];

function first(page, selectors, timeout = 30000) {
  return Promise.race(selectors.map((s, i) => page.waitForSelector(s, { timeout }).then(() => i)));
}
const SHEET = 0;
const TRUMP = 1;
const PARITY = 2;
const next = (page) => first(page, ['[data-testid="score-sheet"]', '[data-testid="trump-choice"]', '[data-testid="parity-choice"]',
  '[data-testid="hand"] button.card.legal']);

async function playCard(page) {
  const card = await page.$('[data-testid="hand"] button.card.legal');
  if (card) await card.click().catch(() => {});
}

/** Plays on; at each decision `look(kind)` may take a screenshot; stops at the sheet. */
async function playDeal(page, look) {
  for (let guard = 0; guard < 400; guard++) {
    const n = await next(page);
    if (n === SHEET) return;
    await look(n);
    if (n === TRUMP) await page.click('[data-testid="trump-choice"] button');
    else if (n === PARITY) await page.click('[data-testid="parity-odd"]');
    else await playCard(page);
  }
}

const browser = await launch();
const server = await serveDist();
try {
  for (const [w, h] of SIZES) {
    for (const lang of LANGS) {
      const tag = `${w}x${h}-${lang}`;
      const shot = (phase) => shoot(page, `${out}/${phase}-${tag}.png`);
      let page = await newPage(browser, { lang, viewport: { width: w, height: h } });
      await gotoTable(page, `${server.url}?game=parlett-parity&seed=3`);
      const taken = new Set();
      let cards = 0;
      const look = async (kind) => {
        const once = async (name) => { if (!taken.has(name)) { taken.add(name); await shot(name); } };
        if (kind === TRUMP) await once('trump');
        else if (kind === PARITY) await once('parity');
        else {
          cards++;
          if (await page.$('[data-testid="counts-double"]')) await once('first-trick');
          else if (cards > 12 && (await page.$$('[data-testid="trick"] .played')).length > 0 && !taken.has('hint')) {
            await once('mid-deal');
            await page.click('[data-testid="hint"]').catch(() => {});
            await page.waitForSelector('[data-testid="hint-panel"]', { timeout: 10000 }).catch(() => {});
            await once('hint');
            await page.click('[data-testid="hint-panel"] button:last-of-type').catch(() => {});
          }
        }
      };
      for (let deal = 1; deal < 30; deal++) {
        await playDeal(page, look);
        if (deal === 1) await shot('sheet');
        if (await page.$('[data-testid="winner"]')) break;
        await page.click('[data-testid="score-sheet"] button.primary');
      }
      await shot('end');
      await page.context().close();
      page = await newPage(browser, { lang, viewport: { width: w, height: h } });
      await gotoTable(page, `${server.url}?game=parlett-parity&joker-variant=on&seed=5`);
      let seen = false;
      await playDeal(page, async (kind) => {
        if (!seen && kind > PARITY && (await page.$$('[data-testid="trick"] .played [data-card^="JK"], [data-testid="hand"] [data-card^="JK"]')).length > 0) {
          seen = true;
          await shot('joker');
        }
      });
      await page.context().close();
      console.log(tag);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
