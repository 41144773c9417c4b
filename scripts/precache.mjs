// Trunk post-build hook, after scripts/split-app.mjs: completes the build manifest
// (scripts/build-manifest.mjs) and writes the two scripts that need this build's file names.
//   1. The bots' worker module, which Trunk names without a hash, gets a content-hashed name,
//      and so do the wasm-bindgen snippets it imports (Trunk copies the crate's snippets
//      whether the module imports them or not; the others are dropped, nothing loads them;
//      one the app's module imports too is the app's file).
//      A stub stands in for the app's chunk loaders if the module imports any (see below).
//   2. bot-worker.js = `const BOTS = {…}` (that module's names) + public/bot-worker.js.
//   3. Trunk's files join the manifest: index.html, the style sheet, icons, web manifest.
//   4. sw.js = `const BUILD = {…}` (the manifest's version and files) + public/sw.js, so the
//      service worker precaches exactly this build, and a new build changes its bytes.
// The scripts get their facts as a declaration ahead of their source: nothing in them is
// searched and replaced.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MANIFEST, contentHash, entry, hashedName, readManifest, writeManifest } from './build-manifest.mjs';
import { importsOf } from './merge-chunks.mjs';
import { relink } from './relink.mjs';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) throw new Error('TRUNK_STAGING_DIR is not set (run as a Trunk post_build hook)');
const root = process.env.TRUNK_SOURCE_DIR || process.cwd();
const app = readManifest(staging).files;

/** Writes public/<name> into the build, preceded by `const <name> = <facts>;`. */
const withFacts = (file, constName, facts) => {
  const source = readFileSync(join(root, 'public', file), 'utf8');
  writeFileSync(join(staging, file), `// ${constName}: this build's files, written by scripts/precache.mjs.\nconst ${constName} = ${JSON.stringify(facts)};\n${source}`);
};

const files = [];
const walk = (d) => {
  for (const name of readdirSync(d)) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) walk(p);
    else files.push(relative(staging, p).split('\\').join('/'));
  }
};
walk(staging);
const listed = new Set(app.map((f) => f.file).concat(MANIFEST, 'sw.js'));

// 1. The bots' module (index.html: data-bin="torite-bots" data-type="worker").
const bots = { js: 'torite-bots.js', wasm: 'torite-bots_bg.wasm' };
for (const f of Object.values(bots)) if (!existsSync(join(staging, f))) throw new Error(`Trunk did not build ${f}`);
const worker = [];
let botsJs = readFileSync(join(staging, bots.js), 'utf8');
const snippetNames = {};
for (const logical of files.filter((f) => f.startsWith('snippets/') && !listed.has(f))) {
  listed.add(logical);
  if (!botsJs.includes(`./${logical}`)) {
    rmSync(join(staging, logical));
    continue;
  }
  const file = hashedName(logical, contentHash(readFileSync(join(staging, logical))));
  snippetNames[`./${logical}`] = `./${file}`;
  // The app may import the same snippet (the same bytes, so the same hashed name): then the
  // worker loads the app's file.
  if (listed.has(file)) {
    rmSync(join(staging, logical));
    continue;
  }
  renameSync(join(staging, logical), join(staging, file));
  listed.add(file);
  worker.push(entry(staging, file, { logical, role: 'worker', hashed: true }));
}
// The bots' module is linked from the same crate as the app, and wasm-bindgen may leave in
// it a little of the app's code that calls a lazily loaded chunk's loader (imports from
// `__wasm_split_placeholder__`, which only the app's split build resolves). The worker
// never runs that code, but its module must still instantiate: those imports come from a
// stub that throws if ever called.
const PLACEHOLDER = '__wasm_split_placeholder__';
const placeholders = importsOf(readFileSync(join(staging, bots.wasm))).filter((i) => i.module === PLACEHOLDER && i.kind === 0);
if (placeholders.length) {
  const stub = [...new Set(placeholders.map((i) => i.field))]
    .map((f) => `export function ${f}() { throw new Error('the bots worker has no app chunks (${f})'); }`)
    .join('\n');
  const file = hashedName('bots-split-stub.js', contentHash(stub));
  writeFileSync(join(staging, file), stub);
  listed.add(file);
  snippetNames[PLACEHOLDER] = `./${file}`;
  worker.push(entry(staging, file, { logical: 'bots-split-stub.js', role: 'worker', hashed: true }));
}
botsJs = relink(botsJs, snippetNames);
const botsId = contentHash(botsJs, readFileSync(join(staging, bots.wasm)));
const botsNames = { js: hashedName(bots.js, botsId), wasm: hashedName(bots.wasm, botsId) };
writeFileSync(join(staging, botsNames.js), botsJs);
rmSync(join(staging, bots.js));
renameSync(join(staging, bots.wasm), join(staging, botsNames.wasm));
for (const [key, logical] of Object.entries(bots)) {
  listed.add(logical);
  worker.push(entry(staging, botsNames[key], { logical, role: 'worker', hashed: true }));
}

// 2. Its script.
withFacts('bot-worker.js', 'BOTS', { js: `./${botsNames.js}`, wasm: `./${botsNames.wasm}` });
listed.add('bot-worker.js');
worker.push(entry(staging, 'bot-worker.js', { role: 'worker', hashed: false }));

// 3. Trunk's files: whatever is not listed yet.
const trunks = files.filter((f) => !listed.has(f)).map((file) => entry(staging, file, trunkFile(file)));
const manifest = writeManifest(staging, [...app, ...worker, ...trunks]);

// 4. The service worker.
withFacts('sw.js', 'BUILD', { version: manifest.version, files: manifest.files.map(({ file, hashed }) => ({ file, hashed })) });
console.log(`precache: ${manifest.files.length} files, version ${manifest.version}`);

/** The role of a file Trunk wrote, and its name before Trunk's hash (Trunk.toml filehash). */
function trunkFile(file) {
  if (file === 'index.html') return { role: 'page', hashed: false };
  if (file.endsWith('.css')) {
    // Trunk names a style sheet `<stem>-<seahash in hex>.css`.
    const m = file.match(/^(.*)-[0-9a-f]{1,16}\.css$/);
    return m ? { role: 'css', logical: `${m[1]}.css`, hashed: true } : { role: 'css', hashed: false };
  }
  if (/\.(js|mjs|wasm)$/.test(file)) throw new Error(`${file}: code the build manifest does not know; give it a role in scripts/precache.mjs`);
  return { role: 'static', hashed: false };
}
