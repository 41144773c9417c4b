// Trunk post-build hook: builds the app's Wasm (the `torite` bin) and the bots' worker module
// (the `torite-bots` bin), each split into lazily loaded chunks, and writes them into the
// staging dir, with the script tags index.html needs for the app.
//
// Trunk cannot split a module, so neither is one of Trunk's rust assets. The steps follow
// cargo-leptos' `--split` build, for each module:
//   1. cargo builds the bin with its feature — the app with `ui`, the worker with
//      `lazy-games` (no interface; each game's engine and bots a split point, src/worker.rs)
//      — linked with `--emit-relocs` (wasm-split-cli reads the relocations; only the bin's
//      own link step gets the flag);
//   2. wasm-split-cli cuts out one chunk per split point (the app: each game's table, see
//      `ui::tables::GameTable`, the home page, deferred parts of a page; the worker: each
//      game) plus chunks for code several split points share, and writes the
//      `__wasm_split.js` loader; in release builds the shared chunks that are mostly loaded
//      together are merged into one file each (scripts/merge-chunks.mjs);
//   3. wasm-bindgen generates the JS glue for the main module (keeping the linker's exports
//      the chunks import);
//   4. in release builds wasm-opt -O3 optimizes the main module and every chunk;
//   5. every file gets a content-hashed name (a new build never mixes with a cached old
//      one) and the loader and glue point at those names (scripts/relink.mjs);
//   6. (release) terser minifies the JS glue and loader;
//   7. the files go into the staging dir (the worker's into bots/), listed in the build
//      manifest (scripts/build-manifest.mjs; scripts/precache.mjs completes it), and
//      index.html loads the app's main module.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentHash, entry, hashedName, writeManifest } from './build-manifest.mjs';
import { estimatedSize, mergeModules, parseLoader, planGroups, rewriteLoader } from './merge-chunks.mjs';
import { relink } from './relink.mjs';
import { exitOnVersionProblems } from './versions.mjs';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) throw new Error('TRUNK_STAGING_DIR is not set (run as a Trunk post_build hook)');
const release = process.env.TRUNK_PROFILE === 'release';
const publicUrl = (process.env.TRUNK_PUBLIC_URL || '/').replace(/\/?$/, '/');
const root = process.env.TRUNK_SOURCE_DIR || process.cwd();

const run = (cmd, args) => {
  try {
    execFileSync(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  } catch (e) {
    if (e.code === 'ENOENT') throw new Error(`${cmd} is not installed: run bash scripts/setup.sh`);
    throw e;
  }
};
// The tools must be the pinned versions (package.json); wasm-bindgen must also equal the
// crate in Cargo.lock.
exitOnVersionProblems({ root, installed: ['wasm-bindgen-cli', 'wasm_split_cli_support', 'binaryen', 'terser'] });

const features = ['--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext', '--enable-mutable-globals'];
const binaryen = (tool) => join(root, 'node_modules', '.bin', tool);
const targetDir = JSON.parse(execFileSync('cargo', ['metadata', '--format-version', '1', '--no-deps'], { cwd: root })).target_directory;

/**
 * Builds `bin` (with cargo `feature`) split at its `#[wasm_split]` points, into `dir` of the
 * staging dir (`''` or a folder name with `/`), every file with role `role` or, for the app,
 * its own roles; returns the manifest entries and the hashed names of its glue, main module
 * and loader.
 */
async function buildSplit({ bin, feature, dir = '', role = null }) {
  const roleOf = (r) => role ?? r;
  // 1. Build.
  const cargoArgs = ['rustc', '--target', 'wasm32-unknown-unknown', '--bin', bin, '--features', feature];
  if (release) cargoArgs.push('--release');
  run('cargo', [...cargoArgs, '--', '-C', 'link-arg=--emit-relocs']);
  const input = join(targetDir, 'wasm32-unknown-unknown', release ? 'release' : 'debug', `${bin}.wasm`);

  // 2. Split.
  const work = mkdtempSync(join(tmpdir(), 'torite-split-'));
  const splitDir = join(work, 'split');
  const glueDir = join(work, 'glue');
  mkdirSync(splitDir);
  mkdirSync(glueDir);
  run('wasm-split-cli', [input, splitDir, '--out-name', bin]);
  if (release) {
    const loaderPath = join(splitDir, '__wasm_split.js');
    const text = readFileSync(loaderPath, 'utf8');
    const sets = parseLoader(text);
    const files = readdirSync(splitDir).filter((f) => /^chunk_\d+\.wasm$/.test(f));
    if (files.length !== Object.keys(sets).length) throw new Error(`the loader names ${Object.keys(sets).length} shared chunks, the split wrote ${files.length}`);
    const size = Object.fromEntries(Object.keys(sets).map((c) => [c, estimatedSize(join(splitDir, `${c}.wasm`))]));
    const groups = planGroups(sets, size);
    const mergeWork = join(work, 'merge');
    mkdirSync(mergeWork);
    for (const g of groups.filter((g) => g.length > 1)) {
      const merged = join(mergeWork, 'merged.wasm');
      mergeModules(g.map((c) => join(splitDir, `${c}.wasm`)), merged, { wasmMerge: binaryen('wasm-merge'), wasmAs: binaryen('wasm-as'), features, work: mergeWork });
      for (const c of g) rmSync(join(splitDir, `${c}.wasm`));
      renameSync(merged, join(splitDir, `${g[0]}.wasm`));
    }
    writeFileSync(loaderPath, rewriteLoader(text, groups));
    console.log(`split-app: ${bin}: ${files.length} shared chunks merged into ${groups.length}`);
  }

  // 3. Bindgen.
  run('wasm-bindgen', ['--target', 'web', '--keep-lld-exports', '--no-demangle', '--out-dir', glueDir, '--out-name', bin, join(splitDir, `${bin}.wasm`)]);

  // 4. Optimize.
  const chunks = readdirSync(splitDir).filter((f) => f.endsWith('.wasm') && f !== `${bin}.wasm`);
  if (release) {
    const opt = (file) => {
      // wasm-opt warns about the split's name subsections it does not know; it drops them. The
      // producers and target-features sections are of no use to a browser (about 140 B gzip a
      // file). -O3, not -Oz: its output is 2-5 % larger raw but 1-4 % smaller gzipped (what a
      // first load fetches; measured on this app's chunks, docs/bench.md), and faster.
      const r = spawnSync(binaryen('wasm-opt'), ['-O3', ...features, '--strip-producers', '--strip-target-features', file, '-o', file], { encoding: 'utf8' });
      if (r.error?.code === 'ENOENT') throw new Error('wasm-opt is not installed (npm binaryen): run bash scripts/setup.sh');
      if (r.error) throw r.error;
      const noise = /^warning: unknown name subsection/;
      process.stderr.write(r.stderr.split('\n').filter((l) => l && !noise.test(l)).map((l) => l + '\n').join(''));
      if (r.status !== 0) throw new Error(`wasm-opt failed on ${file}`);
    };
    opt(join(glueDir, `${bin}_bg.wasm`));
    for (const c of chunks) opt(join(splitDir, c));
  }

  // 5. Hashed names. Chunks and snippets are named by their own content; the glue and loader
  // load each other, so they share one id, from both contents and the main module's.
  const files = []; // [name in the staging dir, bytes or text, manifest entry fields]
  const chunkNames = {};
  for (const c of chunks) {
    const bytes = readFileSync(join(splitDir, c));
    const file = hashedName(c, contentHash(bytes));
    chunkNames[`./${c}`] = `./${file}`;
    files.push([file, bytes, { logical: c, role: roleOf('chunk') }]);
  }
  // wasm-bindgen's inline JS snippets, which the glue imports.
  const snippetNames = {};
  const snippets = join(glueDir, 'snippets');
  for (const d of existsSync(snippets) ? readdirSync(snippets) : []) {
    for (const f of readdirSync(join(snippets, d))) {
      const text = readFileSync(join(snippets, d, f));
      const logical = `snippets/${d}/${f}`;
      const file = hashedName(logical, contentHash(text));
      snippetNames[`./${logical}`] = `./${file}`;
      files.push([file, text, { logical, role: roleOf('glue') }]);
    }
  }
  const mainWasm = readFileSync(join(glueDir, `${bin}_bg.wasm`));
  let glue = relink(readFileSync(join(glueDir, `${bin}.js`), 'utf8'), snippetNames);
  let loader = relink(readFileSync(join(splitDir, '__wasm_split.js'), 'utf8'), chunkNames);
  const id = contentHash(glue, loader, mainWasm);
  const names = { js: hashedName(`${bin}.js`, id), wasm: hashedName(`${bin}_bg.wasm`, id), loader: hashedName('__wasm_split.js', id) };
  glue = relink(glue, { './__wasm_split.js': `./${names.loader}` });
  loader = relink(loader, { [`./${bin}.js`]: `./${names.js}` });

  // The split graph, for the manifest: each split point's own chunk, then the shared
  // chunks it loads (read from the loader before it is minified).
  const splits = {};
  for (const c of chunks) {
    const m = c.match(/^split_(\w+)\.wasm$/);
    if (m) splits[m[1]] = [dir + chunkNames[`./${c}`].slice(2)];
  }
  for (const [chunk, points] of Object.entries(parseLoader(loader))) {
    for (const p of points) {
      if (!splits[p]) throw new Error(`${bin}: the loader's ${chunk} is loaded by ${p}, which has no chunk of its own`);
      splits[p].push(dir + chunkNames[`./${chunk}.wasm`].slice(2));
    }
  }

  // 6. Minify: 3 KB less to gzip. (Imported here: a missing terser is reported by
  // exitOnVersionProblems above, not as a stack trace.)
  if (release) {
    const { minify } = await import('terser');
    glue = (await minify(glue, { module: true })).code;
    loader = (await minify(loader, { module: true })).code;
  }
  files.push([names.js, glue, { logical: `${bin}.js`, role: roleOf('glue') }]);
  files.push([names.wasm, mainWasm, { logical: `${bin}_bg.wasm`, role: roleOf('main') }]);
  files.push([names.loader, loader, { logical: '__wasm_split.js', role: roleOf('loader') }]);

  // 7. Into the build.
  const entries = [];
  for (const [file, content, fields] of files) {
    mkdirSync(join(staging, dir, file, '..'), { recursive: true });
    writeFileSync(join(staging, dir, file), content);
    entries.push(entry(staging, dir + file, { ...fields, logical: dir + fields.logical, hashed: true }));
  }
  rmSync(work, { recursive: true, force: true });
  console.log(`split-app: ${bin}: main ${names.wasm}, ${chunks.length} lazily loaded chunks`);
  return { entries, splits, names: Object.fromEntries(Object.entries(names).map(([k, v]) => [k, dir + v])) };
}

// The app (its roles: main module, glue, loader, chunks) and the bots' worker module (role
// `worker`, in bots/: its chunks are named like the app's), both split.
const app = await buildSplit({ bin: 'torite', feature: 'ui' });
const bots = await buildSplit({ bin: 'torite-bots', feature: 'lazy-games', dir: 'bots/', role: 'worker' });
writeManifest(staging, [...app.entries, ...bots.entries], { app: app.splits, bots: bots.splits });
const names = app.names;

const indexPath = join(staging, 'index.html');
// The main Wasm's download starts as the page's module runs, beside the glue's (no <link
// rel=preload>: WebKit does not match a preload to wasm-bindgen's later fetch, warns that it
// went unused and downloads the Wasm twice; this way every engine fetches it once).
const tags = `<link rel="modulepreload" href="${publicUrl}${names.js}" crossorigin="anonymous">
    <link rel="modulepreload" href="${publicUrl}${names.loader}" crossorigin="anonymous">
    <script type="module">
      const wasm = fetch('${publicUrl}${names.wasm}');
      const { default: init } = await import('${publicUrl}${names.js}');
      await init({ module_or_path: wasm });
      dispatchEvent(new Event('torite-started'));
    </script>
  </head>`;
const index = readFileSync(indexPath, 'utf8');
if (!index.includes('</head>')) throw new Error('index.html has no </head>');
// Trunk leaves the skipped rust link (see index.html) in place.
const skipped = /\s*<link data-trunk rel="rust" data-bin="torite" data-trunk-skip[^>]*>/;
writeFileSync(indexPath, index.replace(skipped, '').replace('</head>', tags));
