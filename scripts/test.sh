#!/usr/bin/env bash
# Runs every test (a browser test file may take up to 15 minutes on a busy 2-core machine: the
# layout test visits every phase of eleven games at five sizes): native (engine, games, bots, records, conformance harness, CLI), the build
# scripts' own tests, the size budgets, and the browser tests in headless Chromium (and the
# phone scenarios of e2e/engines/ in Firefox and WebKit) against the release build.
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

echo "== adding a game: a stub made by docs/architecture.md §1.5's steps alone builds and passes"
bash tests/stub-game.sh

echo "== build scripts"
node --test scripts/

echo "== browser build"
trunk build --release --offline

echo "== size budgets (every way in, gzip; docs/bench.md)"
node scripts/budgets.mjs dist --cli target/release/torite-cli

echo "== browser tests (headless Chromium; Firefox and WebKit in e2e/engines/)"
node --test --test-timeout=900000 e2e/
