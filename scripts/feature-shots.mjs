// Screenshots of the pages around the tables: the balance lab (before and after a run), a
// challenge's intro and its results, and the statistics' charts, at 360×640 and 390×844 in
// English and Japanese (docs/screenshots/features/). Needs a release build in dist/.
// Usage: node scripts/feature-shots.mjs
import { mkdir } from 'node:fs/promises';
import { serveDist, launch, newPage, gotoTable, playDeal, shoot } from '../e2e/helpers.mjs';

const OUT = new URL('../docs/screenshots/features/', import.meta.url).pathname;
await mkdir(OUT, { recursive: true });
const server = await serveDist();
const browser = await launch();
const sizes = [{ width: 360, height: 640 }, { width: 390, height: 844 }];
const lab = '?lab&a=game%3Dthree-tricks&b=game%3Dthree-tricks%26zero-trick-score%3D-3&seats=easy,easy,normal,easy&games=200&seed=5';

/** Plays the table to its end, leaving the game-over sheet up. */
async function playToEnd(page) {
  for (;;) {
    await playDeal(page);
    // Over: the sheet offers the way home (before that, only the next deal).
    if (await page.$('[data-testid="score-sheet"] a[href="?"]')) return;
    await page.click('[data-testid="score-sheet"] button.primary');
  }
}

for (const lang of ['en', 'ja']) {
  for (const viewport of sizes) {
    const tag = `${lang}-${viewport.width}x${viewport.height}`;
    const page = await newPage(browser, { lang, viewport });
    await page.goto(`${server.url}${lab}`);
    await page.waitForSelector('[data-testid="lab-run"]');
    await shoot(page, `${OUT}lab-form-${tag}.png`);
    await page.click('[data-testid="lab-run"]');
    await page.waitForSelector('[data-testid="lab-count"][data-state="done"]', { timeout: 120000 });
    await page.$eval('[data-testid="lab-results"]', (e) => e.scrollIntoView());
    await shoot(page, `${OUT}lab-results-${tag}.png`);
    await page.screenshot({ path: `${OUT}lab-full-${tag}.png`, fullPage: true });
    await page.context().close();
  }
  // A challenge made from a short game, opened by someone else.
  const maker = await newPage(browser, { lang, viewport: sizes[0] });
  await gotoTable(maker, `${server.url}?game=three-tricks&seed=12`);
  await playToEnd(maker);
  await maker.click('[data-testid="challenge-friend"]');
  await maker.fill('[data-testid="challenge-name"]', lang === 'ja' ? 'あき' : 'Aki');
  await maker.click('[data-testid="challenge-make"]');
  const link = await (await maker.waitForSelector('[data-testid="challenge-url"]')).inputValue();
  await maker.$eval('[data-testid="challenge-maker"]', (e) => e.scrollIntoView());
  await shoot(maker, `${OUT}challenge-make-${lang}.png`);
  for (const viewport of sizes) {
    const tag = `${lang}-${viewport.width}x${viewport.height}`;
    const page = await newPage(browser, { lang, viewport });
    await page.goto(link);
    await page.waitForSelector('[data-testid="challenge-intro"]');
    await shoot(page, `${OUT}challenge-intro-${tag}.png`);
    await page.click('[data-testid="challenge-start"]');
    await page.waitForSelector('[data-testid="hand"] button.card');
    await playToEnd(page);
    await page.waitForSelector('[data-testid="challenge-table"]');
    await page.waitForSelector('[data-testid="challenge-par-working"]', { state: 'detached', timeout: 120000 });
    await page.$eval('[data-testid="challenge-results"]', (e) => e.scrollIntoView());
    await shoot(page, `${OUT}challenge-results-${tag}.png`);
    // The statistics now hold one game: its charts on the home page.
    await page.goto(server.url);
    await page.click('[data-testid="stats"] summary');
    await page.waitForSelector('[data-testid="stats"] figure');
    await page.$eval('[data-testid="stats"]', (e) => e.scrollIntoView());
    await shoot(page, `${OUT}stats-${tag}.png`);
    await page.context().close();
  }
  await maker.context().close();
}
await browser.close();
await server.close();
console.log(`screenshots in ${OUT}`);
