// Merges wasm-split's shared chunks into fewer files (release builds; scripts/split-app.mjs).
//
// Why: wasm-split-cli cuts one shared chunk for every set of split points that shares code,
// so with fourteen tables a game link fetched 60–114 files, each compressed alone and each
// repeating its own type and import sections. Merging chunks that are loaded together
// makes a link fetch a handful of files and compresses better.
//
// Why it is safe: a shared chunk exports nothing and has no start function. It imports the
// main module's memory, function table and one global, and its active element and data
// segments put its functions and data at fixed places in them. Two chunks never place
// anything in the same slot, so a module holding both does exactly what loading both does.
// The merged module is made by binaryen's wasm-merge, with a small "hub" module that
// imports the three shared things once and passes them on (wasm-merge keeps every input's
// imports, and two imported memories would need multi-memory).
//
// What may merge: a group is loaded by every split point that loaded any of its chunks, so
// a merge saves one file for the split points that load both and costs the other chunk's
// bytes for those that loaded only one. `planGroups` merges greedily while the saving is
// larger than the cost, counted over every split point, a deferred one (named `deferred_*`:
// a part of a page fetched after it is interactive, such as a sheet or the hint panel) at
// a fifth of the weight of a way in (a table or the home page), whose bytes are the first
// load.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Bytes (gzip, as `estimatedSize` counts them) one fewer file saves a split point that
 * loads it: the file's own headers, type and import sections, and what compressing it alone
 * costs. Calibrated on the fourteen-table build: 400 to 1,000 all gave links within 4 KB of
 * one another (docs/bench.md). */
export const FILE_COST = 600;

/** How much a split point's bytes and files count in the plan: a deferred part is fetched
 * after the page is interactive, mostly from the service worker's precache. Weighing them
 * at a fifth took 1–9 KB off every way in (docs/bench.md). */
export const DEFERRED_WEIGHT = 0.2;
export const weightOf = (splitPoint) => (splitPoint.startsWith('deferred_') ? DEFERRED_WEIGHT : 1);

// ---- the loader (`__wasm_split.js` as wasm-split-cli 0.2.4 writes it)

const CHUNK = /\/\* ([^*\n]+) \*\/\nconst __(chunk_\d+) = makeLoad\(\(\) => \{[\s\S]*?\n\}\n, \[([^\]]*)\]\);\n/g;
const SPLIT_DEPS = /(export const __wasm_split_load_\w+ = wrapAsyncCb\(makeLoad\(\(\) => \{[\s\S]*?\n\}\n, \[)([^\]]*)(\]\)\);)/g;
const names = (list) => (list.trim() ? list.split(',').map((s) => s.trim().replace(/^__/, '')) : []);

/** The loader's shared chunks: name → the split points that load it (also of a loader
 * `rewriteLoader` wrote, whose comments note what was merged). */
export function parseLoader(text) {
  const chunks = {};
  for (const m of text.matchAll(CHUNK)) {
    if (names(m[3]).length) throw new Error(`chunk ${m[2]} depends on other chunks: not expected from wasm-split-cli 0.2.4`);
    chunks[m[2]] = m[1].replace(/ \(merged: [^)]*\)$/, '').split(', ');
  }
  return chunks;
}

/** The loader with each group loaded as its first chunk (whose file becomes the merged one). */
export function rewriteLoader(text, groups) {
  const keep = new Map(); // member -> representative
  for (const g of groups) for (const c of g) keep.set(c, g[0]);
  const sets = parseLoader(text);
  let out = text.replace(CHUNK, (whole, set, name) => {
    const rep = keep.get(name);
    if (rep === undefined) throw new Error(`chunk ${name} is in no group`);
    if (rep !== name) return '';
    const members = groups.find((g) => g[0] === name);
    const union = [...new Set(members.flatMap((c) => sets[c]))].sort();
    return whole.replace(`/* ${set} */`, `/* ${union.join(', ')} (merged: ${members.join(' ')}) */`);
  });
  out = out.replace(SPLIT_DEPS, (whole, head, deps, tail) => {
    const mapped = [...new Set(names(deps).map((c) => keep.get(c) ?? c))];
    return head + mapped.map((c) => `__${c}`).join(', ') + tail;
  });
  for (const [c, rep] of keep) {
    if (c !== rep && new RegExp(`__${c}\\b`).test(out)) throw new Error(`the loader still refers to ${c}`);
  }
  return out;
}

// ---- which chunks to merge

/**
 * Groups of chunks (each a list, the first names the group). `chunks`: name → split points
 * that load it; `size`: name → bytes (gzip). Merges greedily the pair that saves most, where
 * merging A and B saves FILE_COST for each split point loading both and costs B's bytes for
 * each loading only A (and A's for each loading only B), each split point counted at its
 * `weight`.
 */
export function planGroups(chunks, size, fileCost = FILE_COST, weight = weightOf) {
  let groups = Object.keys(chunks).map((c) => ({ members: [c], by: new Set(chunks[c]), bytes: size[c] }));
  for (;;) {
    let best = null;
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const a = groups[i];
        const b = groups[j];
        let both = 0;
        let onlyA = 0;
        let onlyB = 0;
        for (const s of a.by) if (b.by.has(s)) both += weight(s);
        else onlyA += weight(s);
        for (const s of b.by) if (!a.by.has(s)) onlyB += weight(s);
        const gain = both * fileCost - onlyA * b.bytes - onlyB * a.bytes;
        if (gain > 0 && (best === null || gain > best.gain)) best = { i, j, gain };
      }
    }
    if (best === null) break;
    const a = groups[best.i];
    const b = groups.splice(best.j, 1)[0];
    // The merged group's size: both, less the file a merge saves (measured: about FILE_COST).
    groups[best.i] = { members: [...a.members, ...b.members], by: new Set([...a.by, ...b.by]), bytes: a.bytes + b.bytes - fileCost };
  }
  return groups.map((g) => g.members.sort((x, y) => Number(x.slice(6)) - Number(y.slice(6))));
}

// ---- Wasm binaries

const readU32 = (b, p) => {
  let r = 0;
  let shift = 0;
  let x;
  do {
    x = b[p++];
    r |= (x & 0x7f) << shift;
    shift += 7;
  } while (x & 0x80);
  return [r >>> 0, p];
};
const u32 = (n) => {
  const o = [];
  do {
    let x = n & 0x7f;
    n >>>= 7;
    if (n) x |= 0x80;
    o.push(x);
  } while (n);
  return Buffer.from(o);
};
const wasmName = (s) => {
  const b = Buffer.from(s, 'utf8');
  return Buffer.concat([u32(b.length), b]);
};

/** The module's sections: [id, body]. */
function sections(buf) {
  if (buf.readUInt32LE(0) !== 0x6d736100) throw new Error('not a Wasm module');
  const out = [];
  let p = 8;
  while (p < buf.length) {
    const id = buf[p];
    let size;
    [size, p] = readU32(buf, p + 1);
    out.push([id, buf.subarray(p, p + size)]);
    p += size;
  }
  return out;
}
const assemble = (head, secs) => Buffer.concat([head, ...secs.flatMap(([id, body]) => [Buffer.from([id]), u32(body.length), body])]);

/** The module without custom sections (names, producers): what a size estimate should see. */
export function withoutCustomSections(buf) {
  return assemble(buf.subarray(0, 8), sections(buf).filter(([id]) => id !== 0));
}

/** Each import in an import section's body: module, field, kind (0 function, 1 table,
 * 2 memory, 3 global), the table's or memory's minimum, a global's type and mutability, and
 * where its description lies in `body`. */
function importEntries(body) {
  const out = [];
  let q = 0;
  let n;
  let l;
  [n, q] = readU32(body, q);
  for (let i = 0; i < n; i++) {
    [l, q] = readU32(body, q);
    const module = body.subarray(q, q + l).toString('utf8');
    q += l;
    [l, q] = readU32(body, q);
    const field = body.subarray(q, q + l).toString('utf8');
    q += l;
    const desc = q;
    const kind = body[q++];
    const entry = { module, field, kind, min: 0 };
    if (kind === 0) [, q] = readU32(body, q); // a function: its type index
    else if (kind === 1 || kind === 2) {
      if (kind === 1) q++; // a table's element type
      const flags = body[q++];
      [entry.min, q] = readU32(body, q);
      if (flags & 1) [, q] = readU32(body, q);
    } else if (kind === 3) {
      entry.valtype = body[q++];
      entry.mutable = body[q++] === 1;
    } else throw new Error(`import kind ${kind} is not known here`);
    entry.desc = body.subarray(desc, q);
    out.push(entry);
  }
  return out;
}

/** The module with each import's (module, field) renamed by `rename` (null keeps it). */
export function renameImports(buf, rename) {
  const secs = sections(buf).map(([id, body]) => {
    if (id !== 2) return [id, body];
    const entries = importEntries(body);
    const parts = [u32(entries.length)];
    for (const e of entries) {
      const [m, f] = rename(e.module, e.field) ?? [e.module, e.field];
      parts.push(wasmName(m), wasmName(f), e.desc);
    }
    return [id, Buffer.concat(parts)];
  });
  return assemble(buf.subarray(0, 8), secs);
}

/** The module's imports (see `importEntries`). */
export const importsOf = (buf) => sections(buf).filter(([id]) => id === 2).flatMap(([, body]) => importEntries(body));

const KIND = ['func', 'table', 'memory', 'global'];

/**
 * Writes `out`: one module doing what the modules `inputs` do. Every import of every input
 * must be a table, memory or global (a shared chunk's imports).
 */
export function mergeModules(inputs, out, { wasmMerge, wasmAs, features, work }) {
  const shared = new Map(); // "module\0field" -> { module, field, kind, min, alias }
  const bufs = inputs.map((f) => readFileSync(f));
  for (const buf of bufs) {
    for (const imp of importsOf(buf)) {
      if (imp.kind === 0) throw new Error(`a chunk imports a function (${imp.module}.${imp.field}): cannot merge`);
      if (imp.kind === 3 && !(imp.valtype === 0x7f && imp.mutable)) throw new Error(`global ${imp.field}: only a mutable i32 is expected`);
      const key = `${imp.module}\0${imp.field}`;
      const seen = shared.get(key);
      if (seen && seen.kind !== imp.kind) throw new Error(`${imp.module}.${imp.field} is imported as two kinds`);
      if (!seen) shared.set(key, { ...imp, alias: `s${shared.size}` });
      else seen.min = Math.max(seen.min, imp.min);
    }
  }
  // The hub imports each shared thing once (as large as the largest input asks) and exports it.
  const wat = ['(module'];
  for (const s of shared.values()) {
    const type = s.kind === 1 ? `${s.min} funcref` : s.kind === 2 ? `${s.min}` : '(mut i32)';
    wat.push(` (import ${JSON.stringify(s.module)} ${JSON.stringify(s.field)} (${KIND[s.kind]} $${s.alias} ${type}))`);
    wat.push(` (export "${s.alias}" (${KIND[s.kind]} $${s.alias}))`);
  }
  wat.push(')');
  const hubWat = join(work, 'hub.wat');
  const hub = join(work, 'hub.wasm');
  writeFileSync(hubWat, wat.join('\n'));
  execFileSync(wasmAs, [...features, hubWat, '-o', hub]);
  const args = [hub, 'hub'];
  bufs.forEach((buf, i) => {
    const renamed = join(work, `in${i}.wasm`);
    writeFileSync(renamed, renameImports(buf, (m, f) => ['hub', shared.get(`${m}\0${f}`).alias]));
    args.push(renamed, `in${i}`);
  });
  // wasm-merge warns about the split's name subsections it does not know; it drops them.
  execFileSync(wasmMerge, [...features, ...args, '-o', out], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** A size estimate (gzip, custom sections left out) of a chunk file, for `planGroups`. */
export const estimatedSize = (file) => gzipSync(withoutCustomSections(readFileSync(file)), { level: 6 }).length;
