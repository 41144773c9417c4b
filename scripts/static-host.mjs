// dist/ served as a static host would serve it, for the measures (scripts/lighthouse.mjs,
// scripts/measure-load.mjs): gzip or brotli as the browser asks, content-hashed files (the
// build manifest's `hashed` flag) cached for a year, the rest revalidated.
//
// With `pace`, every response goes through one simulated phone link, paced on the server's
// side so that everything the page, its bots' worker and its service worker fetch shares it:
// each response waits `latencyMs` before its first byte (a round trip), then its bytes leave
// in slices of at most 16 KB, each slice taking its turn on the link at `bytesPerSecond`.
// Lighthouse's "slow 4G" is { latencyMs: 150, bytesPerSecond: 200_000 } (1.6 Mbps).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { extname, join, normalize } from 'node:path';
import { readManifest } from './build-manifest.mjs';

export const SLOW_4G = { latencyMs: 150, bytesPerSecond: 200_000 };

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css',
  '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png', '.webmanifest': 'application/manifest+json',
};
const SLICE = 16 * 1024;
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/**
 * Serves `dir` (a build, with its build manifest) on a free loopback port; returns
 * { url, close, sent } where `sent` counts the bytes that left (after compression).
 * `encodings`: which compressions to offer ('br' and/or 'gzip'), in order of preference.
 */
export async function serveStatic(dir, { pace = null, encodings = ['br', 'gzip'] } = {}) {
  const root = normalize(dir.endsWith('/') ? dir : `${dir}/`);
  const hashed = new Set(readManifest(root).files.filter((f) => f.hashed).map((f) => f.file));
  const cache = new Map();
  const encoded = (name, body, accept) => {
    const enc = encodings.find((e) => new RegExp(`\\b${e}\\b`).test(accept));
    if (!enc || body.length < 256 || /\.png$/.test(name)) return [body, null];
    const key = `${enc}:${name}`;
    if (!cache.has(key)) cache.set(key, enc === 'br' ? brotliCompressSync(body) : gzipSync(body, { level: 9 }));
    return [cache.get(key), enc];
  };
  // The link is free again at this time (ms, performance.now()).
  let linkFreeAt = 0;
  const state = { sent: 0 };
  const send = async (res, body) => {
    if (!pace) return res.end(body);
    await sleep(pace.latencyMs);
    for (let at = 0; at < body.length; at += SLICE) {
      const slice = body.subarray(at, at + SLICE);
      const start = Math.max(performance.now(), linkFreeAt);
      linkFreeAt = start + (slice.length * 1000) / pace.bytesPerSecond;
      await sleep(linkFreeAt - performance.now());
      if (res.destroyed) return;
      res.write(slice);
      state.sent += slice.length;
    }
    res.end();
  };
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) return res.writeHead(403).end();
    let body;
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      body = await readFile(file);
    } catch {
      return res.writeHead(404).end('not found');
    }
    const name = file.slice(root.length);
    const [out, enc] = encoded(name, body, req.headers['accept-encoding'] ?? '');
    const headers = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed.has(name) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'content-length': out.length,
      vary: 'accept-encoding',
    };
    if (enc) headers['content-encoding'] = enc;
    res.writeHead(200, headers);
    await send(res, out);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(ok); }),
    get sent() { return state.sent; },
  };
}
