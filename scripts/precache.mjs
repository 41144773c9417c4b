// Trunk post-build hook: gives the bots' worker module (which Trunk names without a hash)
// content-hashed names and writes them into bot-worker.js; then writes the list of built
// files and a version into sw.js, so the service worker precaches exactly this build.
import { readdirSync, readFileSync, writeFileSync, statSync, renameSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createHash } from 'node:crypto';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set (run as a Trunk post_build hook)');
// The bots' worker module: torite-bots.js + torite-bots_bg.wasm -> torite-bots-<hash>.*
const botsJs = join(dir, 'torite-bots.js');
const botsWasm = join(dir, 'torite-bots_bg.wasm');
if (!existsSync(botsJs) || !existsSync(botsWasm)) throw new Error('the torite-bots worker module was not built');
const botsHash = createHash('sha256').update(readFileSync(botsJs)).update(readFileSync(botsWasm)).digest('hex').slice(0, 16);
const botsNames = { js: `torite-bots-${botsHash}.js`, wasm: `torite-bots-${botsHash}_bg.wasm` };
renameSync(botsJs, join(dir, botsNames.js));
renameSync(botsWasm, join(dir, botsNames.wasm));
const workerPath = join(dir, 'bot-worker.js');
writeFileSync(workerPath, readFileSync(workerPath, 'utf8').replace('__BOTS_JS__', botsNames.js).replace('__BOTS_WASM__', botsNames.wasm));

const files = [];
const walk = (d) => {
  for (const name of readdirSync(d).sort()) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) walk(p);
    else files.push(relative(dir, p).split('\\').join('/'));
  }
};
walk(dir);
const sw = files.find((f) => f.endsWith('sw.js'));
const list = files.filter((f) => f !== sw).map((f) => `./${f}`);
const hash = createHash('sha256');
for (const f of files.filter((f) => f !== sw)) hash.update(f).update(readFileSync(join(dir, f)));
const version = hash.digest('hex').slice(0, 12);
const path = join(dir, sw);
const text = readFileSync(path, 'utf8').replace('__VERSION__', version).replace('__PRECACHE__', JSON.stringify(['./', ...list], null, 2));
writeFileSync(path, text);
console.log(`precache: ${list.length} files, version ${version}`);
