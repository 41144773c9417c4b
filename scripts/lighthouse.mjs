// Lighthouse on the release build (dist/), served as a static host would serve it
// (scripts/static-host.mjs). Mobile preset (a slow phone: 4× CPU slowdown,
// throttled network), Debian's Chromium.
//
//   node scripts/lighthouse.mjs [--runs N] [--out docs/lighthouse.json]   (after a release build;
//   scripts/setup.sh installs lighthouse with the other npm tools)
//
// Prints performance, accessibility, best practices and the main metrics for the home page
// and a game link (median of N runs, default 3).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { serveStatic } from './static-host.mjs';

const { values: opts } = parseArgs({ options: { runs: { type: 'string', default: '3' }, out: { type: 'string' } } });
const server = await serveStatic(fileURLToPath(new URL('../dist/', import.meta.url)));
const base = server.url;

const pages = [['home', base], ['game link', `${base}?game=three-tricks`]];
const runs = Number(opts.runs);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const report = {};
try {
  for (const [name, url] of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
      const score = (c) => Math.round(lhr.categories[c].score * 100);
      const ms = (a) => Math.round(lhr.audits[a].numericValue);
      results.push({
        performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'),
        fcp: ms('first-contentful-paint'), lcp: ms('largest-contentful-paint'), tbt: ms('total-blocking-time'),
        cls: lhr.audits['cumulative-layout-shift'].numericValue, si: ms('speed-index'),
        failedA11y: Object.values(lhr.audits).filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id)).map((a) => a.id),
      });
    }
    const m = (k) => median(results.map((r) => r[k]));
    report[name] = {
      url: url.slice(base.length - 1), runs,
      performance: m('performance'), accessibility: m('accessibility'), bestPractices: m('bestPractices'),
      fcpMs: m('fcp'), lcpMs: m('lcp'), tbtMs: m('tbt'), cls: m('cls'), speedIndexMs: m('si'),
      failedAccessibilityAudits: [...new Set(results.flatMap((r) => r.failedA11y))],
    };
    console.log(`${name}: performance ${report[name].performance}, accessibility ${report[name].accessibility}, best practices ${report[name].bestPractices}; FCP ${report[name].fcpMs} ms, LCP ${report[name].lcpMs} ms, TBT ${report[name].tbtMs} ms, CLS ${report[name].cls.toFixed(3)} (median of ${runs})`);
    if (report[name].failedAccessibilityAudits.length) console.log(`  accessibility audits failed: ${report[name].failedAccessibilityAudits.join(', ')}`);
  }
} finally {
  await chrome.kill();
  server.close();
}
if (opts.out) await writeFile(opts.out, `${JSON.stringify({ chromium: 'Debian', preset: 'mobile (Lighthouse default)', pages: report }, null, 2)}\n`);
