// Screenshots of companion mode (the score sheet for games played with real cards) for every
// game that has it: the start, a deal's form filled in, and the sheet after two deals, at
// 360×640 and 390×844 in English and Japanese (docs/screenshots/companion/). The deals are
// filled in the same plain way for every game (the tricks shared out evenly, the first
// choice of each question); where a game's rules refuse that, the shot shows the refusal.
// Needs a release build in dist/. Usage: node scripts/companion-shots.mjs [game-id ...]
import { mkdir } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { serveDist, launch, newPage, shoot } from '../e2e/helpers.mjs';

const OUT = new URL('../docs/screenshots/companion/', import.meta.url).pathname;
await mkdir(OUT, { recursive: true });
const games = process.argv.slice(2).length ? process.argv.slice(2) : execFileSync('target/release/torite-cli', ['list'], { encoding: 'utf8' })
  .trim().split('\n').map((l) => l.split('\t')).filter((c) => c[3] === 'companion').map((c) => c[0]);
const server = await serveDist();
const browser = await launch();
const sizes = [{ width: 360, height: 640 }, { width: 390, height: 844 }];
const NAMES = { en: ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay'], ja: ['あき', 'ベン', 'しん', 'でこ', 'えみ', 'ふう'] };

/** Answers every question of the form in the same plain way. */
async function fill(page, deal) {
  for (const field of await page.$$('[data-testid^="field-"]')) {
    const kind = await field.getAttribute('data-kind');
    const rows = await field.$$('.entry-row[data-seat]');
    if (kind === 'trick-winners') {
      const buttons = await field.$$('[data-testid^="winner-"]:not([data-testid="winner-back"])');
      for (let t = 0; !(await buttons[0].isDisabled()); t++) await buttons[(t * 7 + deal) % buttons.length].click();
    } else if (kind === 'tricks-per-seat' || kind === 'number-per-seat') {
      const each = kind === 'number-per-seat' ? 1 + deal : Math.floor(13 / rows.length);
      for (const row of rows.slice(0, kind === 'tricks-per-seat' ? -1 : undefined)) {
        for (let i = 0; i < each; i++) await (await row.$('[data-testid="inc"]')).click();
      }
    } else if (kind === 'number') {
      for (let i = 0; i < 8; i++) await (await field.$('[data-testid="inc"]')).click();
    } else if (rows.length) {
      for (const row of rows) await (await row.$('[data-choice="0"]')).click();
    } else {
      await (await field.$(`[data-choice="${deal % 2}"]`) ?? await field.$('[data-choice="0"]')).click();
    }
  }
}

for (const game of games) {
  for (const lang of ['en', 'ja']) {
    for (const viewport of sizes) {
      const tag = `${game}-${lang}-${viewport.width}x${viewport.height}`;
      const page = await newPage(browser, { lang, viewport });
      await page.goto(`${server.url}?game=${game}&companion`);
      await page.waitForSelector('[data-testid="companion-start"]');
      const inputs = await page.$$('[data-testid^="name-"]');
      for (const [i, input] of inputs.entries()) await input.fill(NAMES[lang][i] ?? `P${i + 1}`);
      await shoot(page, `${OUT}${tag}-1-start.png`);
      await page.click('[data-testid="companion-begin"]');
      await page.waitForSelector('[data-testid="companion-entry"]');
      for (let deal = 0; deal < 2; deal++) {
        await fill(page, deal);
        if (deal === 0) await shoot(page, `${OUT}${tag}-2-entry.png`);
        if (await page.isDisabled('[data-testid="enter-deal"]')) break;
        await page.click('[data-testid="enter-deal"]');
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="companion-deals"] li').length === n, deal + 1);
        // A game of one deal is over: no more entries.
        if (!(await page.$('[data-testid="companion-entry"]'))) break;
      }
      await page.$eval('[data-testid="score-sheet"]', (e) => e.scrollIntoView()).catch(() => {});
      await shoot(page, `${OUT}${tag}-3-sheet.png`);
      if (page.errors.length) console.error(tag, page.errors);
      await page.context().close();
    }
  }
}
await browser.close();
await server.close();
