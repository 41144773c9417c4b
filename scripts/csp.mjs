// Trunk post-build hook, after scripts/split-app.mjs (which writes the last inline script
// into index.html) and before scripts/precache.mjs (which lists index.html's bytes): gives
// the page a Content-Security-Policy that allows nothing outside its own origin.
//
// A static host may not let us set headers, so the policy is a <meta> element, the first
// thing in <head> after the charset (a policy applies to what follows it). The page's
// inline scripts (the module that starts the app, the first-paint language switch, the
// service worker's registration) are allowed by their SHA-256, computed here from the very
// bytes that ship, so no other inline script runs. 'wasm-unsafe-eval' lets the page compile
// its own Wasm; inline styles stay allowed (Leptos sets style attributes), but every
// fetch, image, font, worker and manifest must come from the page's origin. Every directive
// is one that Chromium, Firefox and WebKit (Safari) all know: WebKit reports an unknown one
// as an error on every load, so the manifest is left to default-src (WebKit has no
// manifest-src).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The directives every engine the app supports knows (WebKit's list is the shortest). */
export const KNOWN_DIRECTIVES = ['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'connect-src',
  'worker-src', 'media-src', 'frame-src', 'child-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors'];

/** The policy for a page whose inline scripts are `scripts` (their exact text). */
export function policy(scripts) {
  const hashes = scripts.map((s) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** `html` with the policy for its inline scripts as the first element after the charset. */
export function withCsp(html) {
  if (html.includes('http-equiv="Content-Security-Policy"')) throw new Error('index.html already has a Content-Security-Policy');
  const scripts = [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1]);
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (!charset.test(html)) throw new Error('index.html has no <meta charset>: the policy goes right after it');
  return html.replace(charset, (m) => `${m}\n    <meta http-equiv="Content-Security-Policy" content="${policy(scripts)}" />`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const staging = process.env.TRUNK_STAGING_DIR;
  if (!staging) throw new Error('TRUNK_STAGING_DIR is not set (run as a Trunk post_build hook)');
  const index = join(staging, 'index.html');
  writeFileSync(index, withCsp(readFileSync(index, 'utf8')));
}
