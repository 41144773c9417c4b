import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { KNOWN_DIRECTIVES, policy, withCsp } from './csp.mjs';

const page = `<!DOCTYPE html><html><head>
    <meta charset="utf-8" />
    <script type="module">import init from '/a.js'; await init();</script>
    <script src="/b.js"></script>
  </head><body><script>
  document.title = 'x';
</script></body></html>`;

test('every inline script is allowed by the hash of its exact text, and nothing else', () => {
  const out = withCsp(page);
  const meta = out.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/);
  assert.ok(meta, 'a policy element');
  assert.ok(out.indexOf(meta[0]) < out.indexOf('<script'), 'before every script');
  const sha = (s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
  const scriptSrc = meta[1].split('; ').find((d) => d.startsWith('script-src'));
  assert.equal(scriptSrc, `script-src 'self' 'wasm-unsafe-eval' ${sha("import init from '/a.js'; await init();")} ${sha("\n  document.title = 'x';\n")}`);
  assert.doesNotMatch(meta[1], /(^| )'unsafe-eval'|\*|https?:/, 'no eval, no wildcard, no other origin');
});

test('every kind of request is limited to the page\'s origin', () => {
  const directives = Object.fromEntries(policy([]).split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  for (const d of ['default-src', 'connect-src', 'worker-src', 'font-src']) assert.deepEqual(directives[d], ["'self'"], d);
  assert.deepEqual(directives['object-src'], ["'none'"]);
  // The manifest falls back to default-src 'self' (no manifest-src: WebKit does not know it).
  assert.equal(directives['manifest-src'], undefined);
});

test('every directive is one that Chromium, Firefox and WebKit know (an unknown one is an error in WebKit)', () => {
  for (const d of policy(['x']).split('; ').map((d) => d.split(' ')[0])) assert.ok(KNOWN_DIRECTIVES.includes(d), `${d} is not known to every engine`);
  assert.ok(!KNOWN_DIRECTIVES.includes('manifest-src'));
});

test('a page without a charset or with a policy already is refused', () => {
  assert.throws(() => withCsp('<html><head></head></html>'), /charset/);
  assert.throws(() => withCsp(withCsp(page)), /already/);
});
