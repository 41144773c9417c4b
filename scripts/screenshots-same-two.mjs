// Screenshots of Same Two's phases at two phone sizes in both languages, for looking at the
// table (not a test): the auction (a level chosen), the auction after East's double, the
// dummy's turn when you declare (its legal cards raised), a trick everybody followed won by
// its lowest card (marked), watching as the dummy while your partner declares, the sheet
// after a board, and the end of a session with a passed-out board.
//
//   trunk build --release --offline && node scripts/screenshots-same-two.mjs [OUTDIR]
//
// OUTDIR defaults to docs/screenshots/same-two/; files are named PHASE-WxH-LANG.png.
// Seeds (normal bots): 53 with two boards — we bid 3NT, East doubles, we declare; board 2
// is passed out. 3 with one board — we pass and North declares 2♣ (we are the dummy).
import { mkdirSync } from 'node:fs';
import { serveDist, launch, newPage, gotoTable, shoot } from '../e2e/helpers.mjs';

const out = process.argv[2] ?? 'docs/screenshots/same-two';
mkdirSync(out, { recursive: true });
const SIZES = [[360, 640], [390, 844]];
const LANGS = ['en', 'ja'];

function first(page, selectors, timeout = 60000) {
  return Promise.race(selectors.map((s, i) => page.waitForSelector(s, { timeout }).then(() => i)));
}
const SHEET = 0, BIDDING = 1, HAND = 2, DUMMY = 3;
const next = (page) => first(page, ['[data-testid="score-sheet"]', '.bidding-box', '[data-testid="hand"] button.card.legal', '[data-testid="dummy"] button.card.legal']);
const click = (page, sel) => page.click(sel).catch(() => {});

/** Plays on (passing in auctions) until `look` says stop or the sheet shows. */
async function playUntil(page, look) {
  for (let guard = 0; guard < 600; guard++) {
    const n = await next(page);
    if (n === SHEET) return false;
    if (await look(n)) return true;
    if (n === BIDDING) await click(page, '[data-testid="call-pass"]');
    else if (n === HAND) await click(page, '[data-testid="hand"] button.card.legal');
    else await click(page, '[data-testid="dummy"] button.card.legal');
    await page.waitForTimeout(30);
  }
  return false;
}

const browser = await launch();
const server = await serveDist();
try {
  for (const [w, h] of SIZES) {
    for (const lang of LANGS) {
      const tag = `${w}x${h}-${lang}`;
      let page = await newPage(browser, { lang, viewport: { width: w, height: h }, speed: 'fast' });
      const shot = (phase) => shoot(page, `${out}/${phase}-${tag}.png`);
      await gotoTable(page, `${server.url}?game=same-two&boards=2&seed=53`);
      await first(page, ['.bidding-box']);
      await page.click('.bidding-box [data-level="3"]');
      await shot('auction');
      await page.click('.bidding-box [data-strain="NT"]');
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="auction"] li')].length >= 2);
      await first(page, ['.bidding-box']);
      await shot('doubled');
      await page.click('[data-testid="call-pass"]');
      await first(page, ['[data-testid="dummy"] button.card.legal']);
      await shot('declarer-dummy');
      // A trick everybody followed, held on the table with "lowest wins" under its winner.
      await playUntil(page, async () => (await page.$('[data-testid="win-note"]')) !== null);
      await page.waitForTimeout(300);
      await shot('lowest-wins');
      await playUntil(page, async () => false);
      await shot('sheet');
      await page.click('[data-testid="score-sheet"] button.primary');
      await playUntil(page, async () => false);
      await shot('final');
      await page.context().close();
      // Partner declares: we watch our own hand played as the dummy.
      page = await newPage(browser, { lang, viewport: { width: w, height: h }, speed: 'fast' });
      await gotoTable(page, `${server.url}?game=same-two&boards=1&seed=3`);
      for (let guard = 0; guard < 20; guard++) {
        const n = await first(page, ['.bidding-box', '[data-testid="trick"] .played ~ .played']);
        if (n === 1) break;
        await click(page, '[data-testid="call-pass"]');
        await page.waitForTimeout(50);
      }
      // Our partner is to play from our hand: the status line says so.
      await page.waitForFunction(() => /dummy|ダミー/.test(document.querySelector('[data-testid="status"]')?.textContent ?? ''), null, { timeout: 30000 }).catch(() => {});
      await shot('as-dummy');
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
