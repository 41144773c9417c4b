import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closure, table, beforeAfter } from './arena-report.mjs';

/** An arena report of `first` against `second` with this difference and interval. */
const report = (game, first, second, mean, lo, hi, seed = 1, boards = 2000) => ({
  game,
  boards,
  seed,
  kinds: [{ kind: first, latency: { p50_ms: 7.25, p95_ms: 9, max_ms: 28 } }],
  differences: [{ better: first, worse: second, difference: { mean, ci95: [lo, hi] } }],
});

test('the gap closure is the ratio of the two means, its interval by the delta method', () => {
  const c = closure({ mean: 2, lo: 1.8, hi: 2.2 }, { mean: 4, lo: 3.6, hi: 4.4 });
  assert.equal(c.r, 0.5);
  // Each mean's standard error is its half-interval / 1.96, a twentieth of it relative to the
  // mean; so the ratio's half-interval is 1.96 · 0.5 · √2 · (0.1 / 1.96) = 0.05 · √2.
  assert.ok(Math.abs(c.half - 0.05 * Math.SQRT2) < 1e-12, `${c.half}`);
  assert.equal(closure({}, { mean: 4, lo: 3, hi: 5 }), null);
});

test('a folder reads as one row per game, a difference whose interval reaches 0 marked', () => {
  const lines = table({
    parity: { 'hard-vs-normal': report('parity', 'hard', 'normal', 1.2, 1.1, 1.3), 'normal-vs-easy': report('parity', 'normal', 'easy', 0.1, -0.1, 0.3), 'oracle-vs-normal': report('parity', 'oracle', 'normal', 2, 1.9, 2.1) },
  });
  assert.equal(lines.length, 3);
  assert.match(lines[2], /^\| parity \| 2000 \| \+1\.20 \[\+1\.10, \+1\.30\] \| \+0\.10 \[-0\.10, \+0\.30\] ✗ \| \+2\.00 .* \| 0\.60 ± 0\.\d\d \| 7\.3 \/ 9\.0 \/ 28 \|$/);
});

test('before and after: each side with its seed, and the change of the gap closure', () => {
  const side = (seed, hn, on) => ({ 'hard-vs-normal': report('second', 'hard', 'normal', hn, hn - 0.1, hn + 0.1, seed), 'oracle-vs-normal': report('second', 'oracle', 'normal', on, on - 0.1, on + 0.1, seed, 500) });
  const lines = beforeAfter({ second: side(1000000, 1, 2) }, { second: side(1, 0.8, 2) });
  assert.equal(lines.length, 3);
  assert.match(lines[2], /^\| second \| 2000 \(1\) \/ 2000 \(1000000\) \| \+0\.80 .* \/ \+1\.00 .* \| 0\.40 ± 0\.\d\d \| 0\.50 ± 0\.\d\d \| \+0\.10 \|$/);
});
