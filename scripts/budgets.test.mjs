// The size budgets' check (scripts/budgets.mjs) on small builds made here: it adds up the
// right files for each way in, and a build made too big fails, naming the offender.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { entry, writeManifest } from './build-manifest.mjs';
import { BUDGETS, overBudget, waysIn } from './budgets.mjs';

/**
 * A build in a new folder: `sizes` maps each file to its size in bytes of random content
 * (random bytes do not compress, so gzip adds a few bytes only). Returns the folder.
 */
function build(sizes) {
  const dir = mkdtempSync(join(tmpdir(), 'torite-budgets-'));
  mkdirSync(join(dir, 'bots'));
  const roles = {
    'torite-1_bg.wasm': 'main', 'torite-1.js': 'glue', '__wasm_split-1.js': 'loader', 'main-1.css': 'css',
    'split_home_page-1.wasm': 'chunk', 'split_three_tricks-1.wasm': 'chunk', 'split_parity-1.wasm': 'chunk', 'chunk_1-1.wasm': 'chunk',
    'bot-worker.js': 'worker', 'bots/torite-bots-2.js': 'worker', 'bots/torite-bots-2_bg.wasm': 'worker', 'bots/__wasm_split-2.js': 'worker',
    'bots/split_three_tricks-2.wasm': 'worker', 'bots/split_parity-2.wasm': 'worker',
  };
  const logical = (f) => f.replace(/-\d+(_bg)?\./, '$1.');
  for (const f of Object.keys(roles)) writeFileSync(join(dir, f), randomBytes(sizes[f] ?? 100));
  writeManifest(dir, Object.entries(roles).map(([f, role]) => entry(dir, f, { logical: logical(f), role, hashed: f !== 'bot-worker.js' })), {
    app: { home_page: ['split_home_page-1.wasm'], three_tricks: ['split_three_tricks-1.wasm', 'chunk_1-1.wasm'], parity: ['split_parity-1.wasm', 'chunk_1-1.wasm'] },
    bots: { three_tricks: ['bots/split_three_tricks-2.wasm'], parity: ['bots/split_parity-2.wasm'] },
  });
  return dir;
}
const gz = (n) => gzipSync(randomBytes(n), { level: 9 }).length;
const near = (actual, expected) => assert.ok(Math.abs(actual - expected) < 60, `${actual} ≈ ${expected}`);

test('each way in adds up the page (or the worker) and its split point', () => {
  const dir = build({ 'torite-1_bg.wasm': 50_000, 'split_home_page-1.wasm': 10_000, 'split_three_tricks-1.wasm': 20_000, 'chunk_1-1.wasm': 5_000, 'bots/torite-bots-2_bg.wasm': 30_000, 'bots/split_parity-2.wasm': 7_000 });
  const ways = Object.fromEntries(waysIn(dir, ['three-tricks', 'parity']).map((w) => [w.way, w]));
  const page = gz(50_000) + 3 * gz(100);
  near(ways['home page'].gzip, page + gz(10_000));
  assert.equal(ways['home page'].files, 5);
  near(ways['?game=three-tricks'].gzip, page + gz(20_000) + gz(5_000));
  near(ways['?game=parity'].gzip, page + gz(100) + gz(5_000));
  near(ways["the bots' first move in parity"].gzip, gz(30_000) + 3 * gz(100) + gz(7_000));
  assert.equal(ways["the bots' first move in three-tricks"].files, 5);
  assert.deepEqual(overBudget(Object.values(ways)), []);
});

test('a build made too big fails, naming each way in over its budget', () => {
  // The home page's chunk and Parity's bots over their budgets; nothing else.
  const dir = build({ 'split_home_page-1.wasm': BUDGETS.home + 1_000, 'bots/split_parity-2.wasm': BUDGETS.bots + 1_000 });
  const over = overBudget(waysIn(dir, ['three-tricks', 'parity']));
  assert.equal(over.length, 2, over.join('\n'));
  assert.match(over[0], new RegExp(`^home page: [\\d,]+ B gzip, over its budget of ${BUDGETS.home.toLocaleString('en')} B`));
  assert.match(over[1], new RegExp(`^the bots' first move in parity: .* over its budget of ${BUDGETS.bots.toLocaleString('en')} B`));

  // The command fails with the offenders named (the game list comes from a stand-in CLI).
  const cli = join(dir, 'cli');
  writeFileSync(cli, '#!/bin/sh\nprintf "three-tricks\\tThree Tricks\\nparity\\tParity\\n"\n');
  chmodSync(cli, 0o755);
  const script = fileURLToPath(new URL('./budgets.mjs', import.meta.url));
  const r = spawnSync(process.execPath, [script, dir, '--cli', cli], { encoding: 'utf8' });
  assert.equal(r.status, 1);
  assert.match(r.stderr, /Size budgets broken[\s\S]*home page[\s\S]*the bots' first move in parity/);
  assert.match(r.stdout, /OVER home page/);
  // Within budget, it passes.
  const ok = build({});
  assert.match(execFileSync(process.execPath, [script, ok, '--cli', cli], { encoding: 'utf8' }), /ok {3}\?game=parity/);
});

test('a split point missing from the build is an error, not a pass', () => {
  const dir = build({});
  assert.throws(() => waysIn(dir, ['same-two']), /no split point same_two in its app module/);
});
