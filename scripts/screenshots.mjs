// Screenshots of every game's table for docs/screenshots/<game>/ (not part of the tests):
// a finished trick held on the table, and the first deal's score sheet open, on two phones
// (360×640, 390×844) in English and Japanese, and the trick on a 1280×800 desktop in
// English; and on the phones, the table's first legend (tap-to-explain) open, and the
// sheet's, where the game has one. Needs the release build in dist/ (trunk build --release) and the command-line
// tool (cargo build --release --bin torite-cli).
//   node scripts/screenshots.mjs [game…]
import { mkdirSync } from 'node:fs';
import { serveDist, launch, newPage, gotoTable, shoot } from '../e2e/helpers.mjs';
import { games, link, root, heldTrick, playToSheet } from '../e2e/phases.mjs';

/** Opens the first legend inside `within` and takes the shot; false if there is none. */
async function legendShot(page, within, path) {
  const button = await page.$(`${within} [data-testid^="legend-"] > button`);
  if (!button || !(await button.isVisible())) return false;
  await button.click();
  await page.waitForSelector('[data-testid="explain-pop"]:not([hidden])');
  await shoot(page, path);
  await page.keyboard.press('Escape');
  return true;
}

const PHONES = [{ width: 360, height: 640 }, { width: 390, height: 844 }];
const DESKTOP = { width: 1280, height: 800 };
const SHOTS = [
  ...PHONES.flatMap((viewport) => ['en', 'ja'].map((lang) => ({ viewport, lang, sheet: true }))),
  { viewport: DESKTOP, lang: 'en', sheet: false },
];

const server = await serveDist();
const browser = await launch();
try {
  const wanted = process.argv.slice(2);
  // Goita to Bara has no tricks: its own shots are e2e/goita_shots.mjs.
  for (const game of wanted.length ? wanted : games.filter((g) => g !== 'goita-to-bara')) {
    const dir = `${root}docs/screenshots/${game}`;
    mkdirSync(dir, { recursive: true });
    for (const { viewport, lang, sheet } of SHOTS) {
      const name = `${viewport.width}x${viewport.height}-${lang}`;
      // The trick is only held (and moves) at a speed other than instant.
      const table = await newPage(browser, { viewport, lang, speed: 'fast' });
      await gotoTable(table, server.url + link(game));
      await heldTrick(table);
      await shoot(table, `${dir}/trick-${name}.png`);
      if (sheet) await legendShot(table, '.table', `${dir}/legend-${name}.png`);
      await table.context().close();
      if (sheet) {
        const page = await newPage(browser, { viewport, lang });
        await gotoTable(page, server.url + link(game));
        await playToSheet(page);
        await shoot(page, `${dir}/sheet-${name}.png`);
        await legendShot(page, '[data-testid="score-sheet"]', `${dir}/sheet-legend-${name}.png`);
        if (page.errors.length) console.error(game, name, page.errors);
        await page.context().close();
      }
      console.log(game, name);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
