// Firefox for the browser tests: Debian's firefox-esr, driven over WebDriver BiDi by
// puppeteer-core (no geckodriver, nothing downloaded).
import puppeteer from 'puppeteer-core';

/** A headless Firefox whose pages are told `lang` (navigator.language). */
export async function launchFirefox({ lang = 'en' } = {}) {
  const locale = lang === 'ja' ? 'ja-JP' : 'en-US';
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX ?? '/usr/bin/firefox-esr',
    headless: true,
    protocolTimeout: 60000,
    extraPrefsFirefox: { 'intl.accept_languages': locale, 'intl.locale.requested': locale },
  });
}
