// Screenshots of Goita to Bara's table in every phase, at 360×640 and 390×844, in English
// and Japanese: node e2e/goita_shots.mjs OUT_DIR (needs dist/ and a browser).
import { serveDist, launch, newPage, gotoTable, shoot } from './helpers.mjs';

const out = process.argv[2] ?? 'docs/screenshots/goita_to_bara';
const server = await serveDist();
const browser = await launch();
const sizes = [[360, 640], [390, 844]];
try {
  for (const lang of ['en', 'ja']) {
    for (const [w, h] of sizes) {
      const page = await newPage(browser, { lang, viewport: { width: w, height: h } });
      await gotoTable(page, `${server.url}?game=goita-to-bara&seed=7`);
      const taken = new Set();
      const shot = async (name) => {
        if (taken.has(name)) return;
        taken.add(name);
        await shoot(page, `${out}/${name}-${lang}-${w}x${h}.png`);
      };
      let placed = 0;
      for (let guard = 0; guard < 800 && taken.size < 7; guard++) {
        const sels = ['[data-testid="score-sheet"]', '[data-testid="put-down"]', '[data-testid="challenge"]', '[data-testid="pass"]', 'button.gb-cell.tappable'];
        const what = await Promise.race(sels.map((s, i) => page.waitForSelector(s, { timeout: 60000 }).then(() => i)));
        if (what === 0) {
          const text = await page.textContent('[data-testid="score-sheet"]');
          const over = /Game over|ゲーム終了/.test(text);
          await shot(over ? 'over' : /Failed|失敗/.test(text) ? 'result-failed' : 'result-success');
          if (over) break;
          await page.click('[data-testid="score-sheet"] button.primary');
          await page.waitForSelector('[data-testid="score-sheet"]', { state: 'detached' });
        } else if (what === 1) {
          await page.locator('[data-testid="hand"] button.gb-hand-piece').nth(0).click();
          await page.locator('[data-testid="hand"] button.gb-hand-piece').nth(1).click();
          await shot('phase1');
          await page.click('[data-testid="put-down"]');
        } else if (what === 2) {
          await shot('phase2');
          // Place a piece in the first round so a bot challenges and we see the bidding.
          const piece = page.locator('[data-testid="hand"] button.gb-hand-piece');
          if (placed < 1 && await piece.count()) { placed++; await piece.nth(0).click(); continue; }
          for (let i = 0; i < 40; i++) {
            const before = await page.textContent('[data-testid="bid-value"]');
            await page.click('[data-testid="bid-plus"]');
            if ((await page.textContent('[data-testid="bid-value"]')) === before) break;
          }
          await page.click('[data-testid="challenge"]');
        } else if (what === 3) {
          await shot('phase3');
          // Outbid everyone (the most there is) to turn pieces over ourselves.
          for (let i = 0; i < 40; i++) {
            const before = await page.textContent('[data-testid="bid-value"]');
            await page.click('[data-testid="bid-plus"]');
            if ((await page.textContent('[data-testid="bid-value"]')) === before) break;
          }
          if (await page.isEnabled('[data-testid="raise"]')) await page.click('[data-testid="raise"]');
          else await page.click('[data-testid="pass"]');
        } else {
          await shot('phase4');
          await page.locator('button.gb-cell.tappable').first().click().catch(() => {});
        }
      }
      console.log(lang, w, [...taken].join(' '));
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
