// The version checker (scripts/versions.mjs) on small made-up repositories: node --test scripts/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lockedVersions, tomlString, repoProblems, installedProblems, problems } from './versions.mjs';

const pins = {
  trunk: '0.21.14', 'wasm-bindgen-cli': '0.2.130', wasm_split_cli_support: '0.2.4',
  binaryen: '132.0.0', terser: '5.51.2', 'playwright-core': '1.65.1',
};
const lock = (crates) => `version = 4\n${Object.entries(crates).map(([n, v]) =>
  `\n[[package]]\nname = "${n}"\nversion = "${v}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\n`).join('')}`;
const goodLock = lock({ 'wasm-bindgen': '0.2.130', 'wasm-bindgen-macro': '0.2.130', wasm_split_helpers: '0.2.3', wasm_split_macros: '0.2.2' });
const goodToml = '[build]\ntarget = "index.html"\n\n[tools]\n# comment\nwasm_bindgen = "0.2.130"\nwasm_opt = "version_132"\n';

test('Cargo.lock: the versions of one crate, not of crates whose name starts the same', () => {
  assert.deepEqual(lockedVersions(goodLock, 'wasm-bindgen'), ['0.2.130']);
  assert.deepEqual(lockedVersions(lock({ a: '1.0.0', b: '2.0.0' }) + lock({ a: '1.1.0' }).replace('version = 4\n', ''), 'a'), ['1.0.0', '1.1.0']);
  assert.deepEqual(lockedVersions(goodLock, 'wasm-split'), []);
});

test('Trunk.toml: a key is read from its own table only', () => {
  assert.equal(tomlString(goodToml, 'tools', 'wasm_bindgen'), '0.2.130');
  assert.equal(tomlString(goodToml, 'build', 'wasm_bindgen'), undefined);
  assert.equal(tomlString('[tools]\n[serve]\nwasm_opt = "version_1"\n', 'tools', 'wasm_opt'), undefined);
});

test('a repository that agrees with the pins has no problems', () => {
  assert.deepEqual(repoProblems(pins, { cargoLock: goodLock, trunkToml: goodToml }), []);
});

test('Cargo.lock\'s wasm-bindgen must equal the pinned CLI', () => {
  const found = repoProblems(pins, { cargoLock: goodLock.replace('"0.2.130"', '"0.2.131"'), trunkToml: goodToml });
  assert.equal(found.length, 1);
  assert.match(found[0], /Cargo\.lock has wasm-bindgen 0\.2\.131 but wasm-bindgen-cli is pinned to 0\.2\.130/);
});

test('Trunk.toml must name the pinned wasm-bindgen and binaryen', () => {
  const found = repoProblems(pins, { cargoLock: goodLock, trunkToml: goodToml.replace('0.2.130', '0.2.100').replace('version_132', 'version_108') });
  assert.equal(found.length, 2);
  assert.match(found[0], /Trunk\.toml \[tools\] wasm_bindgen is "0\.2\.100"/);
  assert.match(found[1], /wasm_opt is "version_108" .* must be "version_132"/);
});

test('Leptos\' wasm_split_helpers must be of the pinned splitter\'s series', () => {
  const found = repoProblems(pins, { cargoLock: goodLock.replace('"0.2.3"', '"0.3.0"'), trunkToml: goodToml });
  assert.equal(found.length, 1);
  assert.match(found[0], /wasm_split_helpers 0\.3\.0 .* pinned to 0\.2\.4: the splitter must be of the 0\.3\.x series/);
});

test('a pin is exact and none is missing', () => {
  const found = repoProblems({ ...pins, terser: '^5.51.2', trunk: undefined }, { cargoLock: goodLock, trunkToml: goodToml });
  assert.deepEqual(found.map((p) => p.split(' ').at(-1)), ['trunk', '"^5.51.2"']);
});

test('installed tools: a missing one and another version are both named', () => {
  assert.deepEqual(installedProblems(pins, { trunk: '0.21.14', terser: '5.51.2' }), []);
  assert.deepEqual(installedProblems(pins, { trunk: '0.21.9', binaryen: undefined }), [
    'trunk 0.21.9 is installed but 0.21.14 is pinned: run bash scripts/setup.sh',
    'binaryen is not installed but 132.0.0 is pinned: run bash scripts/setup.sh',
  ]);
});

test('this repository agrees with its own pins', () => {
  assert.deepEqual(problems(), []);
});
