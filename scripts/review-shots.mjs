// Screenshots of the hint's reasons and the review of a deal (the list, and a position
// drawn at the trick table) at 360×640 and 390×844 in English and Japanese, for a game of
// one's own (Three Tricks) and one with partners (Twenty-One, whose hint also rates bids),
// into docs/screenshots/review/. Needs a release build in dist/.
// Usage: node scripts/review-shots.mjs [game]
import { mkdir } from 'node:fs/promises';
import { serveDist, launch, newPage, gotoTable, playDeal, shoot } from '../e2e/helpers.mjs';

const OUT = new URL('../docs/screenshots/review/', import.meta.url).pathname;
await mkdir(OUT, { recursive: true });
const server = await serveDist();
const browser = await launch();
const sizes = [{ width: 360, height: 640 }, { width: 390, height: 844 }];
const HAND = '[data-testid="hand"] button.card';

/** Plays on (first legal card, or the bid panel's first choice) until a card is to be chosen among several. */
async function untilACardChoice(page) {
  for (let i = 0; i < 60; i++) {
    await page.waitForSelector(`${HAND}.legal, [data-testid="bid-panel"] button:not([disabled])`, { timeout: 30000 });
    const legal = await page.$$eval(`${HAND}.legal`, (b) => b.length);
    if (legal > 2) return;
    const card = await page.$(`${HAND}.legal`);
    if (card) await card.click().catch(() => {});
    else {
      // A middling bid, so the deal is played rather than void.
      const calls = await page.$$('[data-testid="bid-panel"] button.call:not([disabled])');
      await calls[Math.min(3, calls.length - 1)]?.click().catch(() => {});
    }
    await page.waitForTimeout(150);
  }
}

/** A table of `game` from `seed` played through its first deal, the review open and done. */
async function reviewedDeal(page, game, seed, tag) {
  await gotoTable(page, `${server.url}?game=${game}&seed=${seed}`);
  await untilACardChoice(page);
  await page.click('[data-testid="hint"]');
  await page.waitForSelector('[data-testid="hint-panel"]', { timeout: 30000 });
  await shoot(page, `${OUT}hint-${tag}.png`);
  await page.click('[data-testid="hint-panel"] > button');
  await playDeal(page);
  await page.click('[data-testid="review-offer"]');
  await page.waitForSelector('[data-testid="review-done"]', { timeout: 180000 });
  return (await page.$$('[data-testid="finding"]')).length;
}

for (const [game, seed] of [['three-tricks', 21], ['twenty-one', 4]].filter(([g]) => !process.argv[2] || g === process.argv[2])) {
  for (const lang of ['en', 'ja']) {
    for (const viewport of sizes) {
      const tag = `${game}-${lang}-${viewport.width}x${viewport.height}`;
      // The first legal card every time: most deals give the review something to list.
      let page;
      for (let s = seed; ; s++) {
        page = await newPage(browser, { lang, viewport });
        if ((await reviewedDeal(page, game, s, tag)) > 0 || s === seed + 4) break;
        await page.context().close();
      }
      await shoot(page, `${OUT}review-list-${tag}.png`);
      if (await page.$('[data-testid="finding"]')) {
        await page.click('[data-testid="finding"]');
        await page.waitForSelector('[data-testid="review-position"]');
        await shoot(page, `${OUT}review-position-${tag}.png`);
        await page.$eval('[data-testid="review-position"] h3', (e) => e.scrollIntoView());
        await shoot(page, `${OUT}review-position-moves-${tag}.png`);
      }
      if (page.errors.length) console.error(tag, page.errors);
      await page.context().close();
    }
  }
}
await browser.close();
await server.close();
