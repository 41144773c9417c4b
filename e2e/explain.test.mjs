// The table explains itself: a tap on a card that may not be played says why (in the
// person's language) and changes nothing; the hint marks its best card in the hand and keeps
// to three rows on a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, newPage, gotoTable } from './helpers.mjs';

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

/** Plays legal cards until the person must follow with a card they may not play in hand. */
async function untilAFollowChoice(page) {
  for (let i = 0; i < 40; i++) {
    await page.waitForSelector(`${HAND}.legal`, { timeout: 30000 });
    const [legal, all, led] = await Promise.all([
      page.$$eval(`${HAND}.legal`, (b) => b.length),
      page.$$eval(HAND, (b) => b.length),
      page.$$eval('[data-testid="trick"] [data-card]', (c) => c.length),
    ]);
    if (led > 0 && legal < all) return;
    await page.click(`${HAND}.legal`).catch(() => {});
    await page.waitForTimeout(150);
  }
  throw new Error('no position where the person had to follow');
}

for (const [lang, why] of [['en', /You hold [♠♥♦♣], so you must follow suit: play a [♠♥♦♣]\./], ['ja', /を持っているので、.を出します（マストフォロー）。/]]) {
  test(`a card that does not follow says why and is not played (${lang})`, async () => {
    const page = await newPage(browser, { lang });
    await gotoTable(page, `${server.url}?game=three-tricks&seed=3`);
    await untilAFollowChoice(page);
    const before = await page.$$eval(HAND, (b) => b.map((x) => x.dataset.card));
    const led = await page.$eval('[data-testid="trick"] [data-card]', (c) => c.dataset.card[0]);
    const wrong = await page.$(`${HAND}:not(.legal)`);
    assert.equal(await wrong.getAttribute('aria-disabled'), 'true', 'announced as unavailable');
    // A person can tap it (the browser test must force what the test driver thinks disabled).
    await wrong.click({ force: true });
    const said = await page.textContent('[data-testid="refusal"]');
    assert.match(said, why);
    assert.ok(said.includes({ S: '♠', H: '♥', D: '♦', C: '♣' }[led]), `${said} names the led suit ${led}`);
    assert.deepEqual(await page.$$eval(HAND, (b) => b.map((x) => x.dataset.card)), before, 'nothing was played');
    // The next move takes the reason away.
    await page.click(`${HAND}.legal`);
    await page.waitForSelector('[data-testid="refusal"]', { state: 'detached' });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('the hint marks its best card in the hand and shows three rows, the rest folded', async () => {
  const page = await newPage(browser, { lang: 'en' });
  await gotoTable(page, `${server.url}?game=three-tricks&seed=5`);
  // A position with more than three moves, so some are folded.
  for (let i = 0; ; i++) {
    await page.waitForSelector(`${HAND}.legal`, { timeout: 30000 });
    if ((await page.$$eval(`${HAND}.legal`, (b) => b.length)) > 3) break;
    assert.ok(i < 20, 'a position with more than three moves');
    await page.click(`${HAND}.legal`).catch(() => {});
    await page.waitForTimeout(200);
  }
  await page.click('[data-testid="hint"]');
  await page.waitForSelector('[data-testid="hint-panel"]', { timeout: 30000 });
  const rows = await page.$$eval('[data-testid="hint-panel"] > ol > [data-testid="hint-row"]', (r) => r.length);
  assert.equal(rows, 3, await page.innerHTML('[data-testid="hint-panel"]'));
  const folded = await page.$$eval('[data-testid="hint-panel"] details [data-testid="hint-row"]', (r) => r.length);
  const choices = await page.$$eval(`${HAND}.legal`, (b) => b.length);
  assert.equal(rows + folded, choices, 'one row a move');
  const marked = await page.$$eval(`${HAND}.suggested`, (b) => b.map((x) => ({ card: x.dataset.card, legal: x.classList.contains('legal') })));
  assert.equal(marked.length, 1);
  assert.ok(marked[0].legal);
  const best = await page.textContent('[data-testid="hint-panel"] li.best .hint-action');
  const symbol = { S: '♠', H: '♥', D: '♦', C: '♣' }[marked[0].card[0]];
  assert.equal(best, `${symbol}${marked[0].card.slice(1)}`, 'the marked card is the best row');
  // The panel and the hand both fit the phone's screen.
  const panel = await page.$eval('[data-testid="hint-panel"]', (e) => e.getBoundingClientRect().bottom);
  const hand = await page.$eval('[data-testid="hand"]', (e) => e.getBoundingClientRect().bottom);
  assert.ok(panel <= 640 && hand <= 640, `panel bottom ${panel}, hand bottom ${hand}`);
  await page.click(`${HAND}.suggested`);
  await page.waitForFunction(() => !document.querySelector('[data-testid="hand"] .card.suggested'));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
