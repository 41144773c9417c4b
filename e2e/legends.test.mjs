// Every game-specific piece explains itself: a tap on a route map, a shop, a pot, a dish or
// a score key opens a short legend in the person's language, inside the phone's screen,
// one at a time, closed by Escape or a tap outside. Chips changing hands float off their
// count (not for people who ask for less motion), and Tricky Express's free pass says why
// a third card cannot be chosen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, newPage, gotoTable, playDeal } from './helpers.mjs';

let server;
let browser;
before(async () => {
  server = await serveDist();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const HAND = '[data-testid="hand"] button.card';

/** Each game, the legend opened on its table (after a deal for a sheet's) and its title. */
const LEGENDS = [
  { game: 'tricky-express', legend: 'legend-route', title: { en: 'Route map', ja: '路線マップ' } },
  { game: 'arsene', legend: 'legend-shop', title: { en: 'Jewel shops', ja: '宝石店' } },
  { game: 'japanese-loo', legend: 'legend-pot', title: { en: 'Pot', ja: 'ポット' } },
  { game: 'there-were-none', legend: 'legend-dish', title: { en: 'Dish', ja: '小皿' } },
  { game: 'twenty-one', legend: 'legend-scores', title: { en: 'Scores', ja: '得点' } },
  { game: 'twenty-one', legend: 'legend-order', title: { en: 'Play goes counter-clockwise', ja: '反時計回りに進みます' } },
  { game: 'three-tricks', legend: 'legend-key', title: { en: 'Points by tricks taken', ja: '取ったトリック数と得点' }, sheet: true },
  { game: 'parity', legend: 'legend-key', title: { en: 'Points by tricks taken', ja: '取ったトリック数と得点' }, sheet: true },
];

/** Opens the legend's first piece; returns its button and the popover's box and text. */
async function openLegend(page, legend) {
  const button = await page.waitForSelector(`[data-testid="${legend}"] > button`, { timeout: 30000 });
  await button.click();
  const pop = await page.waitForSelector(`[data-testid="${legend}"] [data-testid="explain-pop"]`);
  const box = await pop.boundingBox();
  const controls = await button.getAttribute('aria-controls');
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  assert.equal(await pop.getAttribute('id'), controls, 'the button names the popover it controls');
  assert.equal(await pop.getAttribute('role'), 'note');
  return { button, box, text: await pop.textContent() };
}

for (const lang of ['en', 'ja']) {
  for (const { game, legend, title, sheet } of LEGENDS) {
    test(`${game} (${legend}): a legend opens inside the phone's screen and says what the piece is (${lang})`, async () => {
      const page = await newPage(browser, { lang });
      await gotoTable(page, `${server.url}?game=${game}&seed=4`);
      if (sheet) await playDeal(page);
      const { button, box, text } = await openLegend(page, legend);
      assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= 360 && box.y + box.height <= 640, `inside 360×640: ${JSON.stringify(box)}`);
      assert.ok(box.width >= 200, `wide enough to read: ${box.width}`);
      // A piece inside a short text (a score key running on after its label) leaves that
      // text in view: the popover does not cover the key it explains.
      const around = await button.evaluate((b) => { const r = b.parentElement.parentElement.getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; });
      if (around.bottom - around.top <= 72) {
        assert.ok(box.y >= around.bottom || box.y + box.height <= around.top, `the popover ${JSON.stringify(box)} clear of its text ${JSON.stringify(around)}`);
      }
      assert.ok(text.startsWith(title[lang]), `${text} starts with ${title[lang]}`);
      assert.ok(text.length > title[lang].length + 20, 'it explains in sentences');
      if (lang === 'ja') assert.doesNotMatch(text, /[A-Za-z]{4,}/, `${text}: Japanese only`);
      else assert.doesNotMatch(text, /[\u3040-\u30ff\u4e00-\u9fff]/, `${text}: English only`);
      // Its button is named by what it shows, and says that it opens something.
      const name = await button.evaluate((b) => b.textContent);
      assert.ok(name.includes(title[lang]) || name.length > 0);
      // Escape closes it and gives the focus back to the piece.
      await page.keyboard.press('Escape');
      await page.waitForSelector(`[data-testid="${legend}"] [data-testid="explain-pop"]`, { state: 'hidden' });
      assert.equal(await button.getAttribute('aria-expanded'), 'false');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls')), await button.getAttribute('aria-controls'));
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
}

test('one legend at a time; a tap outside closes it (Arsène shops, 390×844)', async () => {
  const page = await newPage(browser, { lang: 'en', viewport: { width: 390, height: 844 } });
  await gotoTable(page, `${server.url}?game=arsene&seed=4`);
  const shops = await page.$$('[data-testid="legend-shop"] > button');
  assert.equal(shops.length, 5);
  await shops[0].click();
  await page.waitForSelector('[data-testid="explain-pop"]');
  assert.match(await page.textContent('[data-testid="explain-pop"]:not([hidden])'), /Shop A · 3 chips left · groups 1·1·1/);
  await shops[2].click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="explain-pop"]:not([hidden])').length === 1);
  assert.match(await page.textContent('[data-testid="explain-pop"]:not([hidden])'), /Shop 3 · 9 chips left · groups 1·3·5/);
  assert.equal(await shops[0].getAttribute('aria-expanded'), 'false');
  await page.mouse.click(200, 420);
  await page.waitForSelector('[data-testid="explain-pop"]:not([hidden])', { state: 'detached' });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

for (const [lang, why] of [['en', /Both cards are chosen/], ['ja', /2枚とも選んであります/]]) {
  test(`Tricky Express free pass: a third card says why it cannot be chosen (${lang})`, async () => {
    const page = await newPage(browser, { lang });
    await gotoTable(page, `${server.url}?game=tricky-express&seed=12`);
    // Pass 1 (forced), then pass 2 (free): choose two raised cards each time.
    for (let pass = 1; pass <= 2; pass++) {
      await page.waitForSelector('[data-testid="pass-confirm"]', { timeout: 30000 });
      await page.waitForFunction((n) => document.querySelector('[data-testid="pass-panel"] strong')?.textContent.includes(n), pass === 1 ? '1' : '2');
      await page.click(`${HAND}.legal:not(.selected)`);
      await page.click(`${HAND}.legal:not(.selected)`);
      if (pass === 2) break;
      await page.click('[data-testid="pass-confirm"]');
      await page.waitForSelector('[data-testid="received"] .card', { timeout: 30000 });
    }
    const chosen = await page.$$eval(`${HAND}.selected`, (b) => b.map((x) => x.dataset.card));
    assert.equal(chosen.length, 2);
    const third = await page.$(`${HAND}:not(.selected)`);
    assert.equal(await third.getAttribute('aria-disabled'), 'true');
    await third.click({ force: true });
    assert.match(await page.textContent('[data-testid="status"]'), why);
    assert.deepEqual(await page.$$eval(`${HAND}.selected`, (b) => b.map((x) => x.dataset.card)), chosen, 'the choice is unchanged');
    // Taking a chosen card back ends the reason.
    await page.click(`${HAND}.selected`);
    await page.waitForFunction((re) => !new RegExp(re).test(document.querySelector('[data-testid="status"]').textContent), why.source);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

/**
 * Plays There Were None at the normal speed until the dish changes, and tells whether a
 * count was seen moving (its pulse class or a floating "+2").
 */
async function dishChange(page) {
  await page.waitForSelector('[data-testid="dish-amount"]', { timeout: 30000 });
  await page.evaluate(() => {
    window.__moved = false;
    window.__dish = [];
    const seen = () => {
      if (document.querySelector('.count-changed, .count-float')) window.__moved = true;
      const d = document.querySelector('[data-testid="dish-amount"]')?.textContent;
      if (d !== undefined && window.__dish.at(-1) !== d) window.__dish.push(d);
    };
    seen();
    new MutationObserver(seen).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  for (let i = 0; i < 200; i++) {
    const dish = await page.evaluate(() => window.__dish);
    if (dish.length > 1 && dish.at(-1) !== dish[0]) return page.evaluate(() => window.__moved);
    const card = await page.$(`${HAND}.legal`);
    if (card) await card.click().catch(() => {});
    await page.waitForTimeout(250);
  }
  throw new Error('the dish never changed');
}

test('chips changing hands float off their count at the normal speed', async () => {
  const page = await newPage(browser, { lang: 'en', speed: 'normal' });
  await gotoTable(page, `${server.url}?game=there-were-none&seed=4`);
  assert.equal(await dishChange(page), true, 'a count marked its change');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('chips changing hands do not move for people who ask for less motion', async () => {
  const page = await newPage(browser, { lang: 'en', speed: 'normal', reducedMotion: 'reduce' });
  await gotoTable(page, `${server.url}?game=there-were-none&seed=4`);
  assert.equal(await dishChange(page), false, 'no count moved');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
