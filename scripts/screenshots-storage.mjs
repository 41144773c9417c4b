// Screenshots of what keeps a person's games (docs/screenshots/storage/): the statistics
// panel with the backup buttons and the storage line, a save that cannot be written, and a
// second tab on the same game; at 360×640 and 390×844, in English and Japanese.
//   node scripts/screenshots-storage.mjs   (after trunk build --release --offline)
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveDist, launch, newPage, shoot, gotoTable, fillSaveQuota } from '../e2e/helpers.mjs';

const out = fileURLToPath(new URL('../docs/screenshots/storage/', import.meta.url));
mkdirSync(out, { recursive: true });
const server = await serveDist();
const browser = await launch();
for (const [w, h] of [[360, 640], [390, 844]]) {
  for (const lang of ['en', 'ja']) {
    const tag = `${lang}-${w}x${h}`;
    const page = await newPage(browser, { lang, viewport: { width: w, height: h } });
    await page.goto(server.url);
    await page.click('[data-testid="stats"] summary');
    await page.waitForSelector('[data-testid="storage-state"]:not([data-kept="unknown"])');
    await page.$eval('[data-testid="stats"]', (e) => e.scrollIntoView());
    await shoot(page, `${out}statistics-${tag}.png`);
    await page.context().close();

    const full = await newPage(browser, { lang, viewport: { width: w, height: h } });
    await fillSaveQuota(full);
    await gotoTable(full, `${server.url}?game=three-tricks`);
    await full.waitForSelector('[data-testid="unsaved"]');
    await full.waitForSelector('[data-testid="hand"] button.card');
    await shoot(full, `${out}unsaved-${tag}.png`);
    const second = await full.context().newPage();
    await gotoTable(second, `${server.url}?game=three-tricks`);
    await second.waitForSelector('[data-testid="tab-elsewhere"]');
    await shoot(second, `${out}second-tab-${tag}.png`);
    await full.context().close();
  }
}
await browser.close();
await server.close();
