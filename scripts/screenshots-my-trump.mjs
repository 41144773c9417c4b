// Screenshots of My Trump's phases at two phone sizes in both languages, for looking at the
// table (not a test): bidding, a trick with trumps marked, a deal with jokers, a cavallo deal
// with a knight, the sheet after a deal and the end of the game.
//
//   trunk build --release --offline && node scripts/screenshots-my-trump.mjs [OUTDIR]
//
// OUTDIR defaults to docs/screenshots/my-trump/; files are named PHASE-WxH-LANG.png.
import { mkdirSync } from 'node:fs';
import { serveDist, launch, newPage, gotoTable, shoot } from '../e2e/helpers.mjs';

const out = process.argv[2] ?? 'docs/screenshots/my-trump';
mkdirSync(out, { recursive: true });
const SIZES = [[360, 640], [390, 844]];
const LANGS = ['en', 'ja'];

/** Index of the first selector to appear. */
function first(page, selectors, timeout = 30000) {
  return Promise.race(selectors.map((s, i) => page.waitForSelector(s, { timeout }).then(() => i)));
}

const SHEET = 0;
const BIDDING = 1;
const OUR_TURN = 2;
const next = (page) => first(page, ['[data-testid="score-sheet"]', '.bidding-box', '[data-testid="hand"] button.card.legal']);

/** Bids `n` in the suit we hold most of, by the panel's two taps. */
async function bid(page, n) {
  const cards = await page.$$eval('[data-testid="hand"] button.card', (b) => b.map((x) => x.dataset.card));
  const suit = ['S', 'H', 'D', 'C'].sort((a, b) => cards.filter((c) => c[0] === b).length - cards.filter((c) => c[0] === a).length)[0];
  await page.click(`[data-level="${n}"]`);
  await page.click(`[data-strain="${suit}"]`);
  await page.waitForFunction(() => !document.querySelector('.bidding-box'));
}

async function playCard(page) {
  const card = await page.$('[data-testid="hand"] button.card.legal');
  if (card) await card.click().catch(() => {}); // the hand may re-render between find and click
}

/** Plays on, calling `look` at each of our turns, until `look` returns true or the sheet shows. */
async function playUntil(page, look) {
  for (let guard = 0; guard < 400; guard++) {
    const n = await next(page);
    if (n === SHEET) return false;
    if (n === BIDDING) await bid(page, 1);
    else if (await look()) return true;
    else await playCard(page);
  }
  return false;
}

const count = (page, sel) => page.$$eval(sel, (e) => e.length);

const browser = await launch();
const server = await serveDist();
try {
  for (const [w, h] of SIZES) {
    for (const lang of LANGS) {
      const tag = `${w}x${h}-${lang}`;
      const shot = (phase) => shoot(page, `${out}/${phase}-${tag}.png`);
      // Five players with jokers: 52 + 3 jokers, 11 cards each.
      let page = await newPage(browser, { lang, viewport: { width: w, height: h } });
      await gotoTable(page, `${server.url}?game=my-trump&players=5&deal-method=jokers&seed=12`);
      await first(page, ['.bidding-box']);
      await page.click('[data-level="2"]');
      await shot('bidding');
      await page.click('[data-strain="S"]');
      await playUntil(page, async () => (await count(page, '[data-testid="trick"] .played .card.trump')) > 0
        && (await count(page, '[data-testid="trick"] .played')) >= 3);
      await shot('trumps');
      // A later trick with a joker on the table (the first look is the trick just shot).
      let looks = 0;
      await playUntil(page, async () => ++looks > 1 && (await count(page, '[data-testid="trick"] .played [data-card^="JK"]')) > 0);
      await shot('joker');
      await playUntil(page, async () => false);
      await shot('sheet');
      for (let deal = 2; deal <= 5; deal++) {
        await page.click('[data-testid="score-sheet"] button.primary');
        await playUntil(page, async () => false);
      }
      await page.waitForSelector('[data-testid="winner"]');
      await shot('end');
      await page.context().close();
      // Seven players with the cavallo pack: a knight in each suit, 8 cards each.
      page = await newPage(browser, { lang, viewport: { width: w, height: h } });
      await gotoTable(page, `${server.url}?game=my-trump&players=7&deal-method=cavallo&seed=4`);
      await playUntil(page, async () => (await count(page, '[data-testid="trick"] .played [data-card$="Kn"]')) > 0
        || ((await count(page, '[data-testid="hand"] [data-card$="Kn"]')) > 0 && (await count(page, '[data-testid="trick"] .played')) >= 2));
      await shot('cavallo');
      await page.context().close();
      console.log(tag);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
