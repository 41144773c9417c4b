// scripts/build-manifest.mjs: hashed names, entries, and the manifest's version.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentHash, entry, filesOf, hashedName, readManifest, writeManifest } from './build-manifest.mjs';

test('the hash goes before the extension, and before wasm-bindgen\'s _bg', () => {
  const id = contentHash('x');
  assert.match(id, /^[0-9a-f]{16}$/);
  assert.equal(hashedName('torite_bg.wasm', id), `torite-${id}_bg.wasm`);
  assert.equal(hashedName('torite.js', id), `torite-${id}.js`);
  assert.equal(hashedName('split_parity_table.wasm', id), `split_parity_table-${id}.wasm`);
  assert.equal(hashedName('snippets/torite-abc/inline0.js', id), `snippets/torite-abc/inline0-${id}.js`);
  assert.throws(() => hashedName('LICENSE', id), /no extension/);
});

test('a manifest lists its files in order, once each, and its version follows their content', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-test-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'index.html'), '<html>');
  writeFileSync(join(dir, 'icons/a.png'), 'png');
  const page = entry(dir, 'index.html', { role: 'page', hashed: false });
  assert.deepEqual(Object.keys(page), ['logical', 'file', 'role', 'hashed', 'size', 'sha256']);
  assert.equal(page.logical, 'index.html');
  assert.equal(page.size, 6);
  const icon = entry(dir, 'icons/a.png', { role: 'static', hashed: false });

  const first = writeManifest(dir, [page, icon]);
  assert.deepEqual(readManifest(dir), first);
  assert.deepEqual(first.files.map((f) => f.file), ['icons/a.png', 'index.html']);
  assert.deepEqual(filesOf(first, 'page'), [page]);
  assert.equal(writeManifest(dir, [icon, page]).version, first.version, 'the order given does not matter');

  writeFileSync(join(dir, 'index.html'), '<html lang="ja">');
  const changed = writeManifest(dir, [entry(dir, 'index.html', { role: 'page', hashed: false }), icon]);
  assert.notEqual(changed.version, first.version, 'a changed file changes the version');

  assert.throws(() => writeManifest(dir, [page, page]), /index\.html is listed twice/);
  assert.throws(() => entry(dir, 'index.html', { role: 'script', hashed: false }), /unknown role script/);
});
