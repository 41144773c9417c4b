import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { stripCss, withIntegrity } from './strip-css.mjs';

test('comments, blank lines and indentation go; strings and rules stay', () => {
  const css = `/* The felt. */\n:root {\n  --felt: #1f5f4a; /* dark */\n\n  --x: "a /* not a comment */ b";\n}\n.a::before { content: '/*'; }\n/* two\n   lines */\n.b { color: red; }\n`;
  assert.equal(stripCss(css), `:root {\n--felt: #1f5f4a;\n--x: "a /* not a comment */ b";\n}\n.a::before { content: '/*'; }\n.b { color: red; }\n`);
});

test('the page\'s integrity hash follows the stripped sheet, and a sheet the page does not name fails', () => {
  const html = '<link rel="stylesheet" href="/main-1a.css" integrity="sha384-old"/><link rel="stylesheet" href="/coach-2b.css" integrity="sha384-keep"/>';
  const bytes = Buffer.from('.b{}\n');
  const sri = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
  assert.equal(withIntegrity(html, 'main-1a.css', bytes), `<link rel="stylesheet" href="/main-1a.css" integrity="${sri}"/><link rel="stylesheet" href="/coach-2b.css" integrity="sha384-keep"/>`);
  assert.throws(() => withIntegrity(html, 'other.css', bytes), /no integrity for other.css/);
});
