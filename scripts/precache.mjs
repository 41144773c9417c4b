// Trunk post-build hook: writes the list of built files and a version into sw.js, so the
// service worker precaches exactly this build (its file names carry content hashes).
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createHash } from 'node:crypto';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set (run as a Trunk post_build hook)');
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
