// The build manifest, dist/build-manifest.json: the one list of what a build serves, so
// nothing downstream has to recognise hashed file names by their shape. For every file the
// app loads (all of dist/ but the service worker and this manifest):
//   logical  its name before hashing, e.g. "torite_bg.wasm", "split_parity_table.wasm"
//   file     the name it is served under, relative to dist/, e.g. "torite-<hash>_bg.wasm"
//   role     page | main | glue | loader | chunk | css | worker | static (ROLES below)
//   hashed   whether `file` carries a hash of the content: such a file never changes, so a
//            new build's service worker takes it from the old cache
//   size     bytes
//   sha256   of the content
// and `version`, a hash of every file's name and content: the service worker's cache name;
// and `splits`, the split modules' dependency graphs (which files each split point loads:
// what scripts/budgets.mjs adds up for every way in).
//
// scripts/split-app.mjs writes the app's own files; scripts/precache.mjs adds Trunk's files
// and the bots' worker and gives the service worker its part (see public/sw.js);
// scripts/measure-load.mjs reads it to tell the first load's files from the rest.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MANIFEST = 'build-manifest.json';

export const ROLES = {
  page: 'index.html, the app shell for every address',
  main: "the app's main Wasm module",
  glue: "wasm-bindgen's JS for the main module, and the JS snippets it imports",
  loader: "wasm-split's loader, which fetches the chunks",
  chunk: 'a lazily loaded Wasm chunk (a table, the home page, the rules texts, shared code)',
  css: 'the style sheet',
  worker: "the bots' worker script and its Wasm module",
  static: 'icons and the web app manifest',
};

/** 16 hex digits of the SHA-256 of the parts: the hash in a file name. */
export function contentHash(...parts) {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 16);
}

/** `logical` with `-<id>` before its extension (and before wasm-bindgen's `_bg`). */
export function hashedName(logical, id) {
  const named = logical.replace(/(_bg)?(\.[a-z]+)$/, `-${id}$1$2`);
  if (named === logical) throw new Error(`${logical} has no extension to hash before`);
  return named;
}

/** The manifest entry for `file` in `dir`. */
export function entry(dir, file, { logical = file, role, hashed }) {
  if (!ROLES[role]) throw new Error(`${file}: unknown role ${role}`);
  const bytes = readFileSync(join(dir, file));
  return { logical, file, role, hashed, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * Writes the manifest of `files` into `dir`; returns it. `splits`: for each split module
 * (`app`, `bots`), each split point's files (its own chunk first, then the shared chunks it
 * loads), as scripts/split-app.mjs read them from the module's loader.
 */
export function writeManifest(dir, files, splits = {}) {
  const sorted = [...files].sort((a, b) => (a.file < b.file ? -1 : 1));
  const seen = new Set();
  for (const f of sorted) {
    if (seen.has(f.file)) throw new Error(`${f.file} is listed twice`);
    seen.add(f.file);
  }
  const version = contentHash(...sorted.map((f) => `${f.file} ${f.sha256}\n`)).slice(0, 12);
  const manifest = { version, files: sorted, splits };
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function readManifest(dir) {
  return JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8'));
}

/** The files of the given roles. */
export const filesOf = (manifest, ...roles) => manifest.files.filter((f) => roles.includes(f.role));
