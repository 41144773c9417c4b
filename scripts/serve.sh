#!/usr/bin/env bash
# Builds the app (release) and serves it at http://127.0.0.1:8080, installing what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# Trunk finds wasm-bindgen and wasm-opt (npm's binaryen) on PATH.
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
exec trunk serve --release --offline "$@"
