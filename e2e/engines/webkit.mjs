// WebKit for the browser tests: Debian's WebKitWebDriver (webkit2gtk-driver) drives
// e2e/engines/webkit-browser.py (a WebKitGTK window holding only the web view) on a private
// Xvfb display, through selenium-webdriver. Every step that waits on the browser has an
// outer timeout: WebKitWebDriver hangs when the browser fails to start.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Capabilities, WebDriver } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http/index.js';

const BROWSER = fileURLToPath(new URL('./webkit-browser.py', import.meta.url));
const DRIVER = process.env.WEBKIT_WEBDRIVER ?? '/usr/bin/WebKitWebDriver';

/** Rejects with `what` after `ms`, unless `promise` settles first. */
export function within(ms, what, promise) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, fail) => { timer = setTimeout(() => fail(new Error(`${what}: no answer in ${ms} ms`)), ms); }),
  ]);
}

const freePort = () => new Promise((ok, fail) => {
  const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => ok(port)); }).on('error', fail);
});

/** Starts Xvfb on a free display; returns { display, stop }. */
async function xvfb() {
  const proc = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const display = await within(10000, 'Xvfb', new Promise((ok, fail) => {
    let out = '';
    proc.stdout.on('data', (d) => { out += d; if (out.includes('\n')) ok(`:${out.trim()}`); });
    proc.on('error', (e) => fail(new Error(`Xvfb did not start (Debian package xvfb): ${e.message}`)));
    proc.on('exit', (code) => fail(new Error(`Xvfb exited (${code})`)));
  }));
  return { display, stop: () => proc.kill() };
}

/**
 * Starts the WebKit side of a test file: an Xvfb display and a WebKitWebDriver on free
 * ports. `open(options)` then starts a browser session (see below); `stop()` ends them all.
 */
export async function startWebKit() {
  const x = await xvfb();
  const port = await freePort();
  const driver = spawn(DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: x.display, GDK_BACKEND: 'x11', WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let driverLog = '';
  driver.stderr.on('data', (d) => { driverLog += d; });
  const exited = new Promise((ok) => driver.on('exit', ok));
  await within(10000, 'WebKitWebDriver (Debian package webkit2gtk-driver)', (async () => {
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok, () => false);
      if (up) return;
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${driverLog}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  })());
  const sessions = new Set();
  return {
    /**
     * A browser window of `size` CSS px whose page is told `lang` (navigator.language).
     * Returns the selenium driver with `consoleLines()` (the page's console messages so far,
     * as WebKit writes them: "CONSOLE SECURITY ERROR ...") and `close()`.
     */
    async open({ lang = 'en', size = { width: 390, height: 844 } } = {}) {
      const dir = mkdtempSync(join(tmpdir(), 'torite-webkit-'));
      const log = join(dir, 'console.log');
      const caps = new Capabilities({
        'webkitgtk:browserOptions': {
          binary: BROWSER,
          args: ['--automation', `--size=${size.width}x${size.height}`, `--lang=${lang === 'ja' ? 'ja-JP' : 'en-US'}`, `--console=${log}`, `--data=${join(dir, 'data')}`],
        },
      });
      const executor = new Executor(new HttpClient(`http://127.0.0.1:${port}`));
      const session = WebDriver.createSession(executor, caps);
      let web;
      try {
        web = await within(30000, 'a WebKit session (does e2e/engines/webkit-browser.py start? python3-gi, gir1.2-webkit2-4.1)', session.getSession().then(() => session));
      } catch (e) {
        rmSync(dir, { recursive: true, force: true });
        throw e;
      }
      web.consoleLines = () => { try { return readFileSync(log, 'utf8').split('\n').filter(Boolean); } catch { return []; } };
      web.close = async () => {
        sessions.delete(web);
        await within(15000, 'closing a WebKit session', web.quit()).catch(() => {});
        // The browser's processes may still be writing its cache as they go.
        try { rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }); } catch { /* left in tmp */ }
      };
      sessions.add(web);
      return web;
    },
    async stop() {
      for (const s of [...sessions]) await s.close();
      driver.kill();
      await within(5000, 'WebKitWebDriver exit', exited).catch(() => driver.kill('SIGKILL'));
      x.stop();
    },
  };
}
