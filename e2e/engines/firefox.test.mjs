// The engine tests (e2e/engines/scenarios.mjs) in Firefox: Debian's firefox-esr over
// WebDriver BiDi. One browser a language (Firefox reads the language at launch).
import { launchFirefox } from './firefox.mjs';
import { firefoxTab } from './tab.mjs';
import { engineTests } from './scenarios.mjs';

const browsers = {};
engineTests({
  name: 'firefox',
  start: async () => {},
  open: async ({ lang = 'en', width = 390, height = 844 } = {}) => {
    browsers[lang] ??= launchFirefox({ lang });
    return firefoxTab(await browsers[lang], { width, height });
  },
  stop: async () => { for (const b of Object.values(browsers)) await (await b).close(); },
});
