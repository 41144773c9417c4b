#!/usr/bin/env bash
# Runs every test: native (engine, games, bots, records, conformance harness, CLI), the build
# scripts' own tests, and the browser tests in headless Chromium against the release build.
# Installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser
# Trunk finds wasm-bindgen and wasm-opt (npm's binaryen) on PATH.
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

echo "== native tests"
cargo test --release --locked

echo "== command-line tool"
cargo build --release --locked --bin torite-cli
bash tests/cli.sh target/release/torite-cli

echo "== build scripts"
node --test scripts/

echo "== browser build"
trunk build --release --offline

echo "== browser tests (headless Chromium)"
node --test --test-timeout=300000 e2e/
