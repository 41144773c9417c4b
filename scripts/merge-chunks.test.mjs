// scripts/merge-chunks.mjs: the loader rewrite, the grouping, and a real merge of two small
// chunks with binaryen's wasm-merge, instantiated the way the loader does it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importsOf, mergeModules, parseLoader, planGroups, renameImports, rewriteLoader } from './merge-chunks.mjs';

const chunk = (n, set) => `/* ${set.join(', ')} */
const __chunk_${n} = makeLoad(() => {
    const src = fetch(new URL("./chunk_${n}.wasm", import.meta.url));
    src.catch(() => {});
    return async (imports) => (WebAssembly.instantiateStreaming(src, imports));
}
, []);
`;
const split = (name, deps) => `export const __wasm_split_load_${name} = wrapAsyncCb(makeLoad(() => {
    const src = fetch(new URL("./split_${name}.wasm", import.meta.url));
    src.catch(() => {});
    return async (imports) => (WebAssembly.instantiateStreaming(src, imports));
}
, [${deps.map((d) => `__chunk_${d}`).join(', ')}]));
`;
const loader = `import { initSync } from "./torite.js";
${chunk(1, ['a', 'b'])}${chunk(2, ['a', 'b', 'c'])}${chunk(3, ['c', 'd'])}${split('a', [1, 2])}${split('b', [1, 2])}${split('c', [2, 3])}${split('d', [3])}${split('e', [])}`;

test('the loader is read: each shared chunk with the split points that load it', () => {
  assert.deepEqual(parseLoader(loader), { chunk_1: ['a', 'b'], chunk_2: ['a', 'b', 'c'], chunk_3: ['c', 'd'] });
});

test('a merged group is loaded as its first chunk, once, by every split point that loaded any of it', () => {
  const out = rewriteLoader(loader, [['chunk_1', 'chunk_2'], ['chunk_3']]);
  assert.doesNotMatch(out, /__chunk_2\b/);
  assert.match(out, /\/\* a, b, c \(merged: chunk_1 chunk_2\) \*\/\nconst __chunk_1 = /);
  assert.match(out, /split_a\.wasm[\s\S]*?, \[__chunk_1\]\)\);/);
  assert.match(out, /split_c\.wasm[\s\S]*?, \[__chunk_1, __chunk_3\]\)\);/);
  assert.match(out, /split_d\.wasm[\s\S]*?, \[__chunk_3\]\)\);/);
  assert.match(out, /split_e\.wasm[\s\S]*?, \[\]\)\);/);
  assert.throws(() => rewriteLoader(loader, [['chunk_1']]), /chunk_2 is in no group/);
  // The rewritten loader reads back as the merged groups.
  assert.deepEqual(parseLoader(out), { chunk_1: ['a', 'b', 'c'], chunk_3: ['c', 'd'] });
});

test('chunks merge when the files saved outweigh the bytes loaded for nothing', () => {
  const sets = { chunk_1: ['a', 'b'], chunk_2: ['a', 'b', 'c'], chunk_3: ['x', 'y'] };
  // Small chunks loaded by nearly the same split points merge; a big one does not join them
  // (c would load 10 KB it does not need), and a chunk of other split points stays alone.
  assert.deepEqual(planGroups(sets, { chunk_1: 200, chunk_2: 300, chunk_3: 100 }, 600), [['chunk_1', 'chunk_2'], ['chunk_3']]);
  assert.deepEqual(planGroups(sets, { chunk_1: 10_000, chunk_2: 300, chunk_3: 100 }, 600), [['chunk_1'], ['chunk_2'], ['chunk_3']]);
  const groups = planGroups(sets, { chunk_1: 1, chunk_2: 1, chunk_3: 1 }, 600);
  // A deferred part's bytes count for less than a way in's: two 1 KB chunks that one way in
  // (x) and one deferred part load together, each also loaded alone by a deferred part,
  // merge (saving x and the part a file costs the other parts 2 × 0.2 KB); with ways in
  // alone loading each, they do not.
  const deferred = { chunk_1: ['x', 'deferred_a', 'deferred_b'], chunk_2: ['x', 'deferred_a', 'deferred_c'] };
  assert.deepEqual(planGroups(deferred, { chunk_1: 1000, chunk_2: 1000 }, 600), [['chunk_1', 'chunk_2']]);
  const ways = { chunk_1: ['x', 'deferred_a', 'b'], chunk_2: ['x', 'deferred_a', 'c'] };
  assert.deepEqual(planGroups(ways, { chunk_1: 1000, chunk_2: 1000 }, 600), [['chunk_1'], ['chunk_2']]);
  assert.deepEqual(groups.flat().sort(), Object.keys(sets).sort(), 'every chunk in exactly one group');
});

const bin = (tool) => fileURLToPath(new URL(`../node_modules/.bin/${tool}`, import.meta.url));
const features = ['--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext', '--enable-mutable-globals'];
// A shared chunk as wasm-split writes one: imports the main module's memory, table and a
// global; puts a function in the table and bytes in memory at fixed places; exports nothing.
const chunkWat = (slot, value, byte, addr) => `(module
  (import "__wasm_split" "__wasm_split_shared0" (global (mut i32)))
  (import "__wasm_split" "__indirect_function_table" (table 4 funcref))
  (import "__wasm_split" "memory" (memory 1))
  (func $f (result i32) (i32.const ${value}))
  (elem (i32.const ${slot}) $f)
  (data (i32.const ${addr}) "${byte}"))`;

test('two chunks merged do what loading both does, with one set of imports', async () => {
  const work = mkdtempSync(join(tmpdir(), 'merge-test-'));
  const files = [chunkWat(1, 11, 'A', 16), chunkWat(2, 22, 'B', 32)].map((wat, i) => {
    writeFileSync(join(work, `c${i}.wat`), wat);
    execFileSync(bin('wasm-as'), [...features, join(work, `c${i}.wat`), '-o', join(work, `c${i}.wasm`)]);
    return join(work, `c${i}.wasm`);
  });
  const out = join(work, 'merged.wasm');
  mergeModules(files, out, { wasmMerge: bin('wasm-merge'), wasmAs: bin('wasm-as'), features, work });
  const merged = readFileSync(out);
  assert.deepEqual(importsOf(merged).map((i) => `${i.module}.${i.field}`).sort(), ['__wasm_split.__indirect_function_table', '__wasm_split.__wasm_split_shared0', '__wasm_split.memory']);
  const memory = new WebAssembly.Memory({ initial: 1 });
  const table = new WebAssembly.Table({ initial: 4, element: 'anyfunc' });
  const global = new WebAssembly.Global({ value: 'i32', mutable: true }, 0);
  await WebAssembly.instantiate(merged, { __wasm_split: { memory, __indirect_function_table: table, __wasm_split_shared0: global } });
  assert.equal(table.get(1)(), 11);
  assert.equal(table.get(2)(), 22);
  const bytes = new Uint8Array(memory.buffer);
  assert.equal(String.fromCharCode(bytes[16], bytes[32]), 'AB');
});

test('imports are renamed, their types kept', () => {
  const work = mkdtempSync(join(tmpdir(), 'merge-test-'));
  writeFileSync(join(work, 'c.wat'), chunkWat(0, 1, 'x', 0));
  execFileSync(bin('wasm-as'), [...features, join(work, 'c.wat'), '-o', join(work, 'c.wasm')]);
  const renamed = renameImports(readFileSync(join(work, 'c.wasm')), (m, f) => (f === 'memory' ? ['hub', 'm'] : null));
  const sorted = (list) => list.sort((a, b) => a[2] - b[2]);
  assert.deepEqual(sorted(importsOf(renamed).map((i) => [i.module, i.field, i.kind, i.min])), [
    ['__wasm_split', '__indirect_function_table', 1, 4],
    ['hub', 'm', 2, 1],
    ['__wasm_split', '__wasm_split_shared0', 3, 0],
  ]);
  assert.ok(WebAssembly.validate(renamed));
});
