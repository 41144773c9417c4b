// The engine tests (e2e/engines/scenarios.mjs) in WebKit: Debian's WebKitWebDriver driving
// e2e/engines/webkit-browser.py under Xvfb. A browser a tab, sized and told its language at start.
import { startWebKit } from './webkit.mjs';
import { webkitTab } from './tab.mjs';
import { engineTests } from './scenarios.mjs';

let webkit;
engineTests({
  name: 'webkit',
  start: async () => { webkit = await startWebKit(); },
  open: async ({ lang = 'en', width = 390, height = 844 } = {}, server) =>
    webkitTab(await webkit.open({ lang, size: { width, height } }), server.url),
  stop: async () => { await webkit?.stop(); },
});
