// Screenshots of the home page and a table in Firefox and WebKit (the engines of
// e2e/engines/) at 360×640 and 390×844, in Japanese and English, for looking at by eye.
// Run after `trunk build --release --offline`:
//   node e2e/engines/shots.mjs [out-dir]        (default /tmp/engine-shots)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serveDist } from '../helpers.mjs';
import { launchFirefox } from './firefox.mjs';
import { startWebKit } from './webkit.mjs';
import { firefoxTab, webkitTab, waitFor, waitForSelector } from './tab.mjs';

const out = process.argv[2] ?? '/tmp/engine-shots';
mkdirSync(out, { recursive: true });
const SIZES = [[360, 640], [390, 844]];
const TABLE = '?game=arsene&players=3&seed=2';

const server = await serveDist();
const webkit = await startWebKit();
const firefox = {};
const open = {
  firefox: async (lang, width, height) => firefoxTab(await (firefox[lang] ??= launchFirefox({ lang })), { width, height }),
  webkit: async (lang, width, height) => webkitTab(await webkit.open({ lang, size: { width, height } }), server.url),
};
try {
  for (const engine of ['firefox', 'webkit']) {
    for (const lang of ['ja', 'en']) {
      for (const [width, height] of SIZES) {
        const tab = await open[engine](lang, width, height);
        try {
          await tab.goto(server.url);
          await waitForSelector(tab, '[data-testid="play-three-tricks"]');
          await new Promise((r) => setTimeout(r, 500));
          await tab.screenshot(join(out, `${engine}-home-${lang}-${width}x${height}.png`));
          await tab.goto(server.url + TABLE);
          await waitFor(tab, () => !!document.querySelector('[data-testid="intro-start"], .table'));
          if (await tab.eval(() => !!document.querySelector('[data-testid="intro-start"]'))) await tab.click('[data-testid="intro-start"]');
          await waitForSelector(tab, 'button[data-testid="edge-0"].legal');
          await tab.click('button[data-testid="edge-0"]');
          await waitForSelector(tab, '[data-testid="hand"] button.card.legal[data-card^="D"]');
          await tab.click('[data-testid="hand"] button.card.legal[data-card^="D"]');
          await waitForSelector(tab, '[data-testid="edge-trump"]');
          await new Promise((r) => setTimeout(r, 800));
          await tab.screenshot(join(out, `${engine}-arsene-${lang}-${width}x${height}.png`));
        } finally {
          await tab.close();
        }
      }
    }
  }
} finally {
  for (const b of Object.values(firefox)) await (await b).close();
  await webkit.stop();
  await server.close();
}
console.log(`engine-shots: ${out}`);
