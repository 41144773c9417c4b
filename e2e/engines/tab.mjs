// One way to drive a page in Firefox (puppeteer-core over WebDriver BiDi) and in WebKit
// (selenium-webdriver through WebKitWebDriver), so e2e/engines/scenarios.mjs is written once.
// Clicks are the drivers' own (real pointer events), not scripted ones.
import { writeFileSync } from 'node:fs';
import { By } from 'selenium-webdriver';
import { within } from './webkit.mjs';

/** What the app reads before it starts: the bots play at test speed and the coached first
 * deal's tips are off unless `tips` (as e2e/helpers.mjs `newPage` does for Chromium). */
function primeStorage(tips) {
  localStorage.setItem('torite.speed', 'instant');
  if (!tips && localStorage.getItem('torite.coach') === null) localStorage.setItem('torite.coach', '{"*":"off"}');
}

/** Wraps a puppeteer page (Firefox). */
export async function firefoxTab(browser, { width = 390, height = 844, tips = false } = {}) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height });
  const errors = [];
  const lines = [];
  page.on('console', (m) => { lines.push(`${m.type()}: ${m.text()}`); if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.evaluateOnNewDocument(primeStorage, tips);
  // Firefox does not send every policy report to the console: listen for them.
  await page.evaluateOnNewDocument(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return {
    engine: 'firefox',
    page,
    goto: async (url) => { await page.goto(url, { waitUntil: 'load' }); },
    reload: async () => { await page.reload({ waitUntil: 'load' }); },
    eval: (fn, ...args) => page.evaluate(fn, ...args),
    click: async (selector, index = 0) => {
      const all = await page.$$(selector);
      if (!all[index]) throw new Error(`firefox: nothing matches ${selector} [${index}]`);
      await all[index].click();
    },
    resize: (w, h) => page.setViewport({ width: w, height: h }),
    screenshot: async (path) => { await page.screenshot({ path }); },
    errors: () => [...errors],
    consoleLines: () => [...lines],
    close: () => context.close(),
  };
}

/** Wraps a selenium session (WebKit) from e2e/engines/webkit.mjs `open`. */
export async function webkitTab(driver, origin, { tips = false } = {}) {
  // No init scripts over WebDriver classic: the settings are written on the origin's own
  // page before the first visit (a static file, so no app starts).
  await within(30000, 'WebKit priming storage', driver.get(`${origin}manifest.webmanifest`));
  await driver.executeScript(`(${primeStorage})(arguments[0])`, tips);
  const run = (fn, args) => driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args);
  const isError = (l) => / CONSOLE (\w+ )?ERROR /.test(l);
  return {
    engine: 'webkit',
    driver,
    goto: (url) => within(60000, `WebKit loading ${url}`, driver.get(url)),
    reload: () => within(60000, 'WebKit reload', driver.navigate().refresh()),
    eval: (fn, ...args) => within(60000, 'WebKit script', run(fn, args)),
    click: (selector, index = 0) => within(30000, `WebKit click ${selector}`, driver.findElements(By.css(selector)).then((all) => {
      if (!all[index]) throw new Error(`webkit: nothing matches ${selector} [${index}]`);
      return all[index].click();
    })),
    resize: (w, h) => driver.manage().window().setRect({ width: w, height: h }),
    screenshot: async (path) => { writeFileSync(path, Buffer.from(await driver.takeScreenshot(), 'base64')); },
    errors: () => driver.consoleLines().filter(isError),
    consoleLines: () => driver.consoleLines(),
    close: () => driver.close(),
  };
}

/** Waits until `fn(...args)` in the page is truthy; returns its value. */
export async function waitFor(tab, fn, args = [], { timeout = 30000, what = String(fn) } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    const v = await tab.eval(fn, ...args).catch(() => null);
    if (v) return v;
    if (Date.now() > end) throw new Error(`${tab.engine}: waited ${timeout} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits for an element matching `selector`. */
export const waitForSelector = (tab, selector, options = {}) =>
  waitFor(tab, (s) => !!document.querySelector(s), [selector], { what: selector, ...options });
