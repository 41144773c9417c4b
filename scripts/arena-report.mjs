// Summarizes docs/arena/*.json (written by scripts/arena-all.sh; or the folder given) as a
// Markdown table: per game, the mean score difference per deal with its 95% CI for
// hard − normal, normal − easy (or, where measured, hard-sampled − normal: the hard bot
// without inference) and oracle − normal, the gap closure (hard − normal) / (oracle −
// normal), and the hard bot's decision latency.
//   node scripts/arena-report.mjs [folder]
// With `--before <folder>`, a before/after table instead: per game, the gap closure of the
// folder given first (after) beside that of the `--before` folder, each with its interval.
//   node scripts/arena-report.mjs docs/arena/s1000000 --before docs/arena
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The reports in `dir`, by game and then by match-up ("hard-vs-normal", …). */
export function readReports(dir) {
  const reports = {};
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const r = JSON.parse(readFileSync(resolve(dir, f), 'utf8'));
    (reports[r.game] ??= {})[f.replace(`${r.game}-`, '').replace('.json', '')] = r;
  }
  return reports;
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

/** `d` / `on` with the ratio's 95% half-interval from the two independent means' (delta
 * method); `null` where either is missing. */
export function closure(d, on) {
  if (d.mean === undefined || !on.mean) return null;
  const r = d.mean / on.mean;
  const se = (x) => (x.hi - x.lo) / (2 * 1.96);
  return { r, half: 1.96 * Math.abs(r) * Math.hypot(se(d) / d.mean, se(on) / on.mean) };
}
const closureText = (c) => (c ? `${c.r.toFixed(2)} ± ${c.half.toFixed(2)}` : '—');

/** The table of one folder's reports, as lines. */
export function table(reports) {
  const sampled = Object.values(reports).some((g) => g['hard-sampled-vs-normal']);
  const second = sampled ? 'hard-sampled − normal (before)' : 'normal − easy';
  const lines = [
    `| game | deals | hard − normal | ${second} | oracle − normal | gap closure${sampled ? ' (before)' : ''} | hard ms p50 / p95 / max (native) |`,
    '|---|---|---|---|---|---|---|',
  ];
  for (const game of Object.keys(reports).sort()) {
    const g = reports[game];
    const hn = diff(g['hard-vs-normal']);
    const other = diff(g[sampled ? 'hard-sampled-vs-normal' : 'normal-vs-easy']);
    const on = diff(g['oracle-vs-normal']);
    const deals = g['hard-vs-normal']?.boards ?? '—';
    const gap = sampled ? `${closureText(closure(hn, on))} (${closureText(closure(other, on))})` : closureText(closure(hn, on));
    lines.push(`| ${game} | ${deals} | ${hn.text} | ${other.text} | ${on.text} | ${gap} | ${lat(g['hard-vs-normal'], 'hard')} |`);
  }
  return lines;
}

/** Before and after, per game measured in both: each side's boards, hard − normal, oracle −
 * normal and gap closure, and the change of the gap closure. */
export function beforeAfter(after, before) {
  const lines = [
    '| game | boards (seed) before / after | hard − normal before / after | oracle − normal before / after | gap closure before | gap closure after | change |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const game of Object.keys(after).sort()) {
    const [a, b] = [after[game], before[game] ?? {}];
    const side = (g) => ({ hn: diff(g['hard-vs-normal']), on: diff(g['oracle-vs-normal']), r: g['hard-vs-normal'] });
    const [x, y] = [side(b), side(a)];
    if (!y.r || !y.on.mean) continue;
    const [cb, ca] = [closure(x.hn, x.on), closure(y.hn, y.on)];
    const boards = (r) => (r ? `${r.boards} (${r.seed})` : '—');
    const change = cb && ca ? fmt(ca.r - cb.r) : '—';
    lines.push(`| ${game} | ${boards(x.r)} / ${boards(y.r)} | ${x.hn.text} / ${y.hn.text} | ${x.on.text} / ${y.on.text} | ${closureText(cb)} | ${closureText(ca)} | ${change} |`);
  }
  return lines;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--before');
  const beforeDir = at >= 0 ? args.splice(at, 2)[1] : null;
  const dir = args[0] ? resolve(args[0]) : fileURLToPath(new URL('../docs/arena/', import.meta.url));
  const lines = beforeDir ? beforeAfter(readReports(dir), readReports(resolve(beforeDir))) : table(readReports(dir));
  console.log(lines.join('\n'));
}
