// Trunk post-build hook, after scripts/split-app.mjs: completes the build manifest
// (scripts/build-manifest.mjs) and writes the two scripts that need this build's file names.
//   1. The bots' worker module (split-app.mjs built it into bots/) must not import the app's
//      chunk loaders (it is built without the interface).
//   2. bot-worker.js = `const BOTS = {…}` (that module's names) + public/bot-worker.js.
//   3. Trunk's files join the manifest: index.html, the style sheet, icons, web manifest.
//   4. sw.js = `const BUILD = {…}` (the manifest's version and files) + public/sw.js, so the
//      service worker precaches exactly this build, and a new build changes its bytes.
// The scripts get their facts as a declaration ahead of their source: nothing in them is
// searched and replaced.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MANIFEST, entry, readManifest, writeManifest } from './build-manifest.mjs';
import { importsOf } from './merge-chunks.mjs';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) throw new Error('TRUNK_STAGING_DIR is not set (run as a Trunk post_build hook)');
const root = process.env.TRUNK_SOURCE_DIR || process.cwd();
const built = readManifest(staging);
const app = built.files;

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

// 1. The bots' module, built by scripts/split-app.mjs into bots/ (role `worker`). It is built
// without the interface, so it must not import the page's lazily loaded chunks' loaders
// (wasm-split's placeholder module): that would mean the interface crept back in.
const logical = (name) => app.find((f) => f.role === 'worker' && f.logical === name)?.file;
const bots = { js: logical('bots/torite-bots.js'), wasm: logical('bots/torite-bots_bg.wasm') };
if (!bots.js || !bots.wasm) throw new Error("the build manifest lists no bots' module (scripts/split-app.mjs builds it)");
const PLACEHOLDER = '__wasm_split_placeholder__';
const placeholders = importsOf(readFileSync(join(staging, bots.wasm))).filter((i) => i.module === PLACEHOLDER);
if (placeholders.length) {
  throw new Error(`the bots' module imports the app's chunk loaders (${[...new Set(placeholders.map((i) => i.field))].join(', ')}): it must be built without the \`ui\` feature`);
}

// 2. Its script.
const worker = [];
withFacts('bot-worker.js', 'BOTS', { js: `./${bots.js}`, wasm: `./${bots.wasm}` });
listed.add('bot-worker.js');
worker.push(entry(staging, 'bot-worker.js', { role: 'worker', hashed: false }));

// 3. Trunk's files: whatever is not listed yet.
const trunks = files.filter((f) => !listed.has(f)).map((file) => entry(staging, file, trunkFile(file)));
const manifest = writeManifest(staging, [...app, ...worker, ...trunks], built.splits);

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
