#!/usr/bin/env bash
# Installs what building Torite needs, skipping whatever is already there, at the versions
# pinned in package.json (devDependencies, toolVersions; scripts/versions.mjs checks them):
#   - the Rust wasm32 target, Trunk, wasm-bindgen-cli (the version of the crate in
#     Cargo.lock), wasm-split-cli (cuts the app's Wasm into lazily loaded table chunks);
#   - the npm packages in node_modules/: binaryen (wasm-opt, for Trunk and the split step),
#     terser (the split step), playwright-core (the Chromium tests), puppeteer-core (the
#     Firefox tests, over WebDriver BiDi) and selenium-webdriver (the WebKit tests);
#   - with --browser, Debian's packages for the browser tests (e2e/, e2e/engines/):
#     chromium; firefox-esr; WebKitGTK's webkit2gtk-driver (WebKitWebDriver) with python3-gi,
#     gir1.2-webkit2-4.1 and gir1.2-gtk-3.0 (e2e/engines/webkit-browser.py) and xvfb; and
#     fonts-noto-cjk (Japanese glyphs in Firefox and WebKit). No browser build is downloaded.
# Only the package registries are used (crates.io, npm, Debian).
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=0
[[ "${1:-}" == "--browser" ]] && want_browser=1

export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
say() { printf '\033[1m[setup]\033[0m %s\n' "$*" >&2; }
as_root() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi; }
pin() { node scripts/versions.mjs pin "$1"; }
installed() { node scripts/versions.mjs installed "$1"; }

# Cargo.lock and Trunk.toml must agree with the pins before anything is installed.
node scripts/versions.mjs check

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! installed trunk; then
  say "installing Trunk $(pin trunk) (about 11 minutes on 2 cores)"
  cargo install trunk --version "=$(pin trunk)" --locked
fi

if ! installed wasm-bindgen-cli; then
  say "installing wasm-bindgen-cli $(pin wasm-bindgen-cli) (about 3 minutes)"
  # Not --locked: one of its locked dependencies is no longer on crates.io.
  cargo install wasm-bindgen-cli --version "=$(pin wasm-bindgen-cli)" --force
fi

if ! installed wasm_split_cli_support; then
  say "installing wasm-split-cli $(pin wasm_split_cli_support) (about 2 minutes)"
  cargo install --locked wasm_split_cli_support --version "=$(pin wasm_split_cli_support)" --features build-binary
fi

if ! installed binaryen || ! installed terser || ! installed playwright-core || [[ ! -d node_modules/lighthouse ]] \
  || [[ ! -d node_modules/puppeteer-core || ! -d node_modules/selenium-webdriver ]]; then
  say "installing binaryen (wasm-opt), terser, playwright-core, puppeteer-core, selenium-webdriver and lighthouse from npm"
  npm ci --no-audit --no-fund
fi

BROWSER_PACKAGES=(chromium firefox-esr webkit2gtk-driver xvfb python3-gi gir1.2-webkit2-4.1 gir1.2-gtk-3.0 fonts-noto-cjk)
if [[ $want_browser -eq 1 ]]; then
  missing=()
  for p in "${BROWSER_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  if [[ ${#missing[@]} -gt 0 ]]; then
    say "installing Debian's ${missing[*]} (the browser tests)"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
  fi
fi

# Everything installed is the pinned version.
node scripts/versions.mjs check --installed
