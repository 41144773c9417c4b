// The bench in one run, natively and in Wasm: `torite-cli bench` on this machine, then the
// same bench inside the app's bot worker (the shipped Wasm module) in headless Chromium.
// Prints JSON: per game, playouts/s and hard-bot latency for both, and Wasm/native ratios.
//
//   node scripts/bench-wasm.mjs [--game G [--option ID=VALUE]...] [--positions N]
// Needs a release build in dist/ (trunk build --release --offline) and target/release/torite-cli
// (or the CLI named by TORITE_CLI).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serveDist, launch } from '../e2e/helpers.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : dflt; };
const game = opt('game', null);
const positions = Number(opt('positions', '60'));
const options = args.flatMap((a, i) => (a === '--option' ? [args[i + 1]] : []));
const root = fileURLToPath(new URL('..', import.meta.url));

const cliArgs = ['bench', '--positions', String(positions), ...(game ? ['--game', game] : []), ...options.flatMap((o) => ['--option', o])];
const cli = process.env.TORITE_CLI ?? `${root}target/release/torite-cli`;
const native = JSON.parse(execFileSync(cli, cliArgs, { encoding: 'utf8' }));

const server = await serveDist();
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForSelector('[data-testid="play-three-tricks"]', { timeout: 30000 });
  const wasm = await page.evaluate(async ({ game, positions, options }) => {
    const w = new Worker('bot-worker.js', { type: 'module' });
    const reply = await new Promise((ok, fail) => {
      w.onmessage = (e) => (e.data.failed ? fail(e.data.failed) : ok(e.data.reply));
      w.onerror = (e) => fail(String(e.message));
      w.postMessage({ id: 1, request: JSON.stringify({ bench: { game, positions, options } }) });
    });
    w.terminate();
    return JSON.parse(reply);
  }, { game, positions, options });
  if (!wasm.bench) throw new Error(JSON.stringify(wasm));
  const byGame = Object.fromEntries(wasm.bench.report.games.map((g) => [g.game, g]));
  const round = (x) => Math.round(x * 100) / 100;
  const games = native.games.map((n) => {
    const w = byGame[n.game];
    return {
      game: n.game,
      native: n,
      wasm: w,
      wasm_over_native_playout_time: round(n.playouts_per_second / w.playouts_per_second),
      wasm_over_native_hard_p50: round(w.hard_p50_ms / n.hard_p50_ms),
    };
  });
  console.log(JSON.stringify({ chromium: browser.version(), positions, options, games }, null, 2));
} finally {
  await browser.close();
  await server.close();
}
