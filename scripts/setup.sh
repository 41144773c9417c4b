#!/usr/bin/env bash
# Installs what building Torite needs, skipping whatever is already there:
#   - the Rust wasm32 target, Trunk 0.21, wasm-bindgen-cli of the version in Cargo.lock,
#     wasm-split-cli (cuts the app's Wasm into lazily loaded table chunks);
#   - npm packages in e2e/ (binaryen's wasm-opt 132 for Trunk, playwright-core);
#   - with --browser: Debian's chromium for the browser tests.
# Only the package registries are used (crates.io, npm, Debian).
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=0
[[ "${1:-}" == "--browser" ]] && want_browser=1

export PATH="$HOME/.cargo/bin:$PWD/e2e/node_modules/.bin:$PATH"
say() { printf '\033[1m[setup]\033[0m %s\n' "$*" >&2; }

as_root() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! trunk --version 2>/dev/null | grep -q '^trunk 0\.21\.'; then
  say "installing Trunk 0.21 (about 11 minutes on 2 cores)"
  cargo install trunk --version '^0.21' --locked
fi

# wasm-bindgen-cli must match the wasm-bindgen crate exactly.
wb=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if ! grep -q "wasm_bindgen = \"$wb\"" Trunk.toml; then
  say "Trunk.toml [tools] wasm_bindgen must be \"$wb\", the version in Cargo.lock"; exit 1
fi
if [[ "$(wasm-bindgen --version 2>/dev/null || true)" != "wasm-bindgen $wb" ]]; then
  say "installing wasm-bindgen-cli $wb (about 3 minutes)"
  # Not --locked: one of its locked dependencies is no longer on crates.io.
  cargo install wasm-bindgen-cli --version "$wb" --force
fi

# The splitter must understand the split points of the wasm_split_helpers in Cargo.lock
# (0.2.x, through Leptos).
if ! cargo install --list | grep -q '^wasm_split_cli_support v0\.2\.4:'; then
  say "installing wasm-split-cli 0.2.4 (about 2 minutes)"
  cargo install --locked wasm_split_cli_support --version 0.2.4 --features build-binary
fi

if [[ ! -x e2e/node_modules/.bin/wasm-opt || ! -d e2e/node_modules/playwright-core || ! -d e2e/node_modules/terser ]]; then
  say "installing binaryen (wasm-opt), terser and playwright-core from npm"
  (cd e2e && npm ci --no-audit --no-fund)
fi

if [[ $want_browser -eq 1 && ! -x /usr/bin/chromium ]]; then
  say "installing Debian's chromium"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
fi
