// scripts/relink.mjs on the shapes wasm-bindgen's glue and wasm-split's loader have.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { relink } from './relink.mjs';

const glue = `import * as import1 from "./snippets/torite-abc/inline0.js"
import * as import2 from './__wasm_split.js'
function __wbg_get_imports() {
    const imports = {};
    imports["./snippets/torite-abc/inline0.js"] = import1;
    imports['./__wasm_split.js'] = import2;
    return imports;
}`;

const loader = `import { initSync } from "./torite.js";
const __chunk_0 = makeLoad(() => {
    const src = fetch(new URL("./chunk_0_x.wasm", import.meta.url));
}, []);
export const __wasm_split_load_parity_table = wrapAsyncCb(makeLoad(() => {
    const src = fetch(new URL( "./split_parity_table.wasm", import.meta.url));
}, [__chunk_0]));`;

test('the glue\'s imports move; the Wasm imports object keeps the linked names', () => {
  const out = relink(glue, { './snippets/torite-abc/inline0.js': './snippets/torite-abc/inline0-1111.js', './__wasm_split.js': './__wasm_split-2222.js' });
  assert.match(out, /import \* as import1 from "\.\/snippets\/torite-abc\/inline0-1111\.js"/);
  assert.match(out, /import \* as import2 from '\.\/__wasm_split-2222\.js'/);
  assert.match(out, /imports\["\.\/snippets\/torite-abc\/inline0\.js"\] = import1/);
  assert.match(out, /imports\['\.\/__wasm_split\.js'\] = import2/);
});

test('the loader\'s import and every fetched chunk move', () => {
  const out = relink(loader, { './torite.js': './torite-3333.js', './chunk_0_x.wasm': './chunk_0_x-4444.wasm', './split_parity_table.wasm': './split_parity_table-5555.wasm' });
  assert.equal(out, loader.replace('./torite.js', './torite-3333.js').replace('./chunk_0_x.wasm', './chunk_0_x-4444.wasm')
    .replace('./split_parity_table.wasm', './split_parity_table-5555.wasm'));
});

test('renames apply at once: a name renamed to another renamed name is not renamed twice', () => {
  const out = relink('import a from "./a.js"; import b from "./b.js";', { './a.js': './b.js', './b.js': './c.js' });
  assert.equal(out, 'import a from "./b.js"; import b from "./c.js";');
});

test('a rename nothing refers to is an error (the tool\'s output changed shape)', () => {
  assert.throws(() => relink(loader, { './torite.js': './t.js', './split_second_table.wasm': './s.wasm' }), /nothing imports or fetches \.\/split_second_table\.wasm/);
  // A mere mention is not a reference.
  assert.throws(() => relink('const s = "./torite.js";', { './torite.js': './t.js' }), /nothing imports or fetches/);
});
