// Size budgets: the gzip bytes (gzip -9, as docs/bench.md counts them) of every way into the
// app, computed from a build alone (no browser): the build manifest says what each file is
// and which chunks each split point loads. A way in is
//   - the home page: the page's own files (main module, JS glue, loader, style sheets) and
//     the `home_page` split point;
//   - a game link (`?game=<id>`, every game of `torite-cli list`): the page's own files and
//     the game's table split point (named after the game's folder);
//   - the bots' module, for each game: what the bots' worker loads before its first answer
//     in that game (its script, its module's JS glue, loader and main module, and the
//     game's own chunk of it).
// Parts fetched after the page is interactive (`deferred_*` split points: sheets, the hint,
// the menu...) and the service worker's precache are not part of a first load.
//
//   node scripts/budgets.mjs [dist] [--cli target/release/torite-cli] [--json]
//
// prints every way in with its size and budget, and exits with status 1, naming each way in
// over its budget, if one is. scripts/test.sh runs it on the release build.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { filesOf, readManifest } from './build-manifest.mjs';

/**
 * The budgets, in bytes of gzip (docs/bench.md, "Size budgets"): a build over one fails.
 * The bots' worker meets its target; the home page and the game links do not yet, so their
 * budgets hold them where they stand (2026-11-28, sixteenth session: home 251,042 B, links
 * 451,989–505,945 B) until the main module and the tables' shared chunks are cut down to
 * `TARGETS`. Each cut lowers its budget with it (home 280,000 -> 255,000 B this session, when
 * the statistics and the games' sheets left the home page's way in; the game links' budget
 * went up 505,000 -> 510,000 B for the deal of the day's check at every game's end and for
 * the builds' own spread, and 510,000 -> 520,000 B in the seventeenth session for the claim
 * and "tap twice to play" at every table and the builds' spread, with the reasons in
 * docs/bench.md). In the nineteenth session the style sheets lost their comments in the
 * build (scripts/strip-css.mjs, about 4.1 KB off every way in): home 255,000 -> 253,000 B,
 * game links 520,000 -> 516,000 B (the local build measured 249,922 B and 511,842 B; a
 * clean clone's build has measured up to 2.4 KB more than a local one). In the twenty-first
 * the games' own sheets lost theirs too (scripts/build.rs): home 253,000 -> 250,000 B, game
 * links 516,000 -> 515,500 B (the local build of 70ca1aa measured 247,701 B and 513,295 B;
 * the twentieth session's clean clone measured byte for byte what its local build did).
 */
export const BUDGETS = { home: 250_000, game: 515_500, bots: 250_000 };
/** Where the budgets are headed (issue #33): each budget comes down to its target. */
export const TARGETS = { home: 200_000, game: 300_000, bots: 250_000 };

/** The page's own files: loaded by every way in before any split point. */
const PAGE_ROLES = ['main', 'glue', 'loader', 'css'];
/** The bots' worker's own files (logical names): loaded before its first answer. */
const BOTS_FILES = ['bot-worker.js', 'bots/torite-bots.js', 'bots/torite-bots_bg.wasm', 'bots/__wasm_split.js'];

/**
 * Every way in of the build in `dir`: [{ way, files, gzip, budget }]. `games` are game ids
 * (their split points, in the app and in the bots' module, are the ids with `_` for `-`).
 * The files each split point loads come from the build manifest's `splits`
 * (scripts/split-app.mjs reads them from each module's loader).
 */
export function waysIn(dir, games, budgets = BUDGETS, targets = TARGETS) {
  const manifest = readManifest(dir);
  const gz = new Map();
  const gzip = (f) => {
    if (!gz.has(f)) {
      const path = join(dir, f);
      if (!existsSync(path)) throw new Error(`${f} is in the build manifest but not in ${dir}`);
      gz.set(f, gzipSync(readFileSync(path), { level: 9 }).length);
    }
    return gz.get(f);
  };
  const way = (name, files, kind) => {
    const unique = [...new Set(files)];
    return { way: name, files: unique.length, gzip: unique.reduce((a, f) => a + gzip(f), 0), budget: budgets[kind], target: targets[kind] };
  };
  const point = (module, name) => {
    const files = manifest.splits?.[module]?.[name];
    if (!files) throw new Error(`the build has no split point ${name} in its ${module} module`);
    return files;
  };
  const splitPoint = (id) => id.replace(/-/g, '_');

  const page = filesOf(manifest, ...PAGE_ROLES).map((f) => f.file);
  const out = [way('home page', [...page, ...point('app', 'home_page')], 'home')];
  for (const g of games) out.push(way(`?game=${g}`, [...page, ...point('app', splitPoint(g))], 'game'));

  // The bots' worker before its first answer in a game: its script, its module's glue, loader
  // and main module, and the game's chunk (src/worker.rs).
  const bots = filesOf(manifest, 'worker').filter((f) => BOTS_FILES.includes(f.logical)).map((f) => f.file);
  if (bots.length !== BOTS_FILES.length) throw new Error(`the build manifest lists ${bots.length} of the bots' worker's ${BOTS_FILES.length} files (${BOTS_FILES.join(', ')})`);
  for (const g of games) out.push(way(`the bots' first move in ${g}`, [...bots, ...point('bots', splitPoint(g))], 'bots'));
  return out;
}

/** The ways in over their budget, as sentences naming each. */
export function overBudget(ways) {
  return ways.filter((w) => w.gzip > w.budget).map((w) => `${w.way}: ${w.gzip.toLocaleString('en')} B gzip, over its budget of ${w.budget.toLocaleString('en')} B by ${(w.gzip - w.budget).toLocaleString('en')} B`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const flag = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const json = args.includes('--json');
  const cli = flag('--cli') ?? fileURLToPath(new URL('../target/release/torite-cli', import.meta.url));
  const dir = args.find((a) => !a.startsWith('--')) ?? fileURLToPath(new URL('../dist/', import.meta.url));
  if (!existsSync(cli)) throw new Error(`${cli} is missing: cargo build --release --bin torite-cli (the list of games comes from it)`);
  const games = execFileSync(cli, ['list'], { encoding: 'utf8' }).trim().split('\n').map((l) => l.split('\t')[0]);
  const ways = waysIn(dir, games);
  if (json) console.log(JSON.stringify(ways, null, 2));
  else {
    for (const w of ways) {
      const target = w.gzip > w.target ? `, target ${w.target.toLocaleString('en')}` : '';
      console.log(`${w.gzip > w.budget ? 'OVER' : 'ok  '} ${w.way.padEnd(46)} ${String(w.files).padStart(3)} files ${w.gzip.toLocaleString('en').padStart(9)} B gzip (budget ${w.budget.toLocaleString('en')}${target})`);
    }
  }
  const over = overBudget(ways);
  if (over.length) {
    console.error(`Size budgets broken (docs/bench.md, "Size budgets"):\n${over.map((o) => `  ${o}`).join('\n')}`);
    process.exit(1);
  }
}
