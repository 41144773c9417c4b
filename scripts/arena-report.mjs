// Summarizes docs/arena/*.json (written by scripts/arena-all.sh; or the folder given) as a
// Markdown table: per game, the mean score difference per deal with its 95% CI for
// hard − normal, normal − easy (or, where measured, hard-sampled − normal: the hard bot
// without inference) and oracle − normal, the gap closure (hard − normal) / (oracle −
// normal), and the hard bot's decision latency.
//   node scripts/arena-report.mjs [folder]
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = process.argv[2] ? resolve(process.argv[2]) + '/' : fileURLToPath(new URL('../docs/arena/', import.meta.url));
const reports = {};
for (const f of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const r = JSON.parse(readFileSync(dir + f, 'utf8'));
  (reports[r.game] ??= {})[f.replace(`${r.game}-`, '').replace('.json', '')] = r;
}
const fmt = (x) => (x >= 0 ? '+' : '') + x.toFixed(2);
const diff = (r) => {
  if (!r) return { text: '—' };
  const d = r.differences[0].difference;
  return { mean: d.mean, lo: d.ci95[0], hi: d.ci95[1], text: `${fmt(d.mean)} [${fmt(d.ci95[0])}, ${fmt(d.ci95[1])}]${d.ci95[0] > 0 ? '' : ' ✗'}` };
};
const lat = (r, kind) => {
  const k = r?.kinds.find((k) => k.kind === kind);
  return k ? `${k.latency.p50_ms.toFixed(1)} / ${k.latency.p95_ms.toFixed(1)} / ${k.latency.max_ms.toFixed(0)}` : '—';
};
const sampled = Object.values(reports).some((g) => g['hard-sampled-vs-normal']);
const second = sampled ? 'hard-sampled − normal (before)' : 'normal − easy';
console.log(`| game | deals | hard − normal | ${second} | oracle − normal | gap closure${sampled ? ' (before)' : ''} | hard ms p50 / p95 / max (native) |`);
console.log('|---|---|---|---|---|---|---|');
for (const game of Object.keys(reports).sort()) {
  const g = reports[game];
  const hn = diff(g['hard-vs-normal']);
  const other = diff(g[sampled ? 'hard-sampled-vs-normal' : 'normal-vs-easy']);
  const on = diff(g['oracle-vs-normal']);
  // The ratio's 95% interval from the two independent means' (delta method).
  const closure = (d) => {
    if (d.mean === undefined || !on.mean) return '—';
    const r = d.mean / on.mean;
    const se = (x) => (x.hi - x.lo) / (2 * 1.96);
    const half = 1.96 * Math.abs(r) * Math.hypot(se(d) / d.mean, se(on) / on.mean);
    return `${r.toFixed(2)} ± ${half.toFixed(2)}`;
  };
  const deals = g['hard-vs-normal']?.boards ?? '—';
  const gap = sampled ? `${closure(hn)} (${closure(other)})` : closure(hn);
  console.log(`| ${game} | ${deals} | ${hn.text} | ${other.text} | ${on.text} | ${gap} | ${lat(g['hard-vs-normal'], 'hard')} |`);
}
