// Points generated JS at the content-hashed names of the files it loads.
//
// Why an edit of generated code at all: wasm-bindgen's glue and wasm-split's loader name the
// files they load (the loader, the glue, the JS snippets, every chunk) by the names they were
// generated with, and neither tool can be told other names. The hashes can only be known
// after both have run, and glue and loader even load each other. An import map could remap
// the imports but not the chunks' fetches, and it would cost Safari before 16.4. So the
// references are rewritten, in the two forms the tools write them:
//   - an import's source: `from "./torite.js"`;
//   - a fetched URL: `new URL("./split_x.wasm", import.meta.url)` (wasm-split writes this
//     form so that bundlers can rename the file it points at).
// Other mentions stay: the Wasm imports object's keys are the names the module was linked
// with.
const REFERENCE = /(\bfrom\s*|\bnew URL\(\s*)(["'])([^"'\n]+)\2/g;

/** `text` with each reference to a key of `renames` pointing at its value. Every key must be referenced. */
export function relink(text, renames) {
  const used = new Set();
  const out = text.replace(REFERENCE, (whole, lead, quote, path) => {
    if (!Object.hasOwn(renames, path)) return whole;
    used.add(path);
    return `${lead}${quote}${renames[path]}${quote}`;
  });
  const unused = Object.keys(renames).filter((from) => !used.has(from));
  if (unused.length) throw new Error(`nothing imports or fetches ${unused.join(', ')}`);
  return out;
}
