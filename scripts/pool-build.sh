#!/usr/bin/env bash
# Builds the frozen pool's CLIs (src/play/pool.rs, `POOL`): each member's `torite-cli` from
# its own commit, at target/pool/<name>/torite-cli, which `torite-cli arena --seats <name>,...`
# runs as a child process (`torite-cli serve`). A member already built is skipped; the
# members share one cargo target directory (target/pool/build), so a rebuild is incremental.
#
#   scripts/pool-build.sh            # every member
#   scripts/pool-build.sh hard-2026-11
#
# The measurement profile (as docs/bench.md's arena runs): unwinding panics, no LTO, opt 3,
# 16 codegen units. Builds wait for /work/build.lock when it exists (a machine shared by
# several people).
set -euo pipefail
root=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
pool="$root/target/pool"
list="$root/src/play/pool.rs"
# The list's entries, one a line: name commit (from `member("<name>", "<commit>", ...)`).
members=$(grep -o 'member("[^"]*", "[0-9a-f]\{40\}"' "$list" | sed 's/member("\([^"]*\)", "\([0-9a-f]*\)"/\1 \2/')
[[ -n "$members" ]] || { echo "no pool members in $list" >&2; exit 1; }
if [[ $# -gt 0 ]]; then
  for want in "$@"; do
    grep -q "^$want " <<< "$members" || { echo "$want is not in the pool (src/play/pool.rs): $(cut -d' ' -f1 <<< "$members" | tr '\n' ' ')" >&2; exit 1; }
  done
  members=$(for want in "$@"; do grep "^$want " <<< "$members"; done)
fi
lock=()
[[ -e /work/build.lock ]] && lock=(flock /work/build.lock)
while read -r name commit; do
  out="$pool/$name/torite-cli"
  if [[ -x "$out" && "$(cat "$pool/$name/commit" 2>/dev/null)" == "$commit" ]]; then
    echo "$name: built ($out, commit $commit)"
    continue
  fi
  git -C "$root" cat-file -e "$commit^{commit}" 2>/dev/null || { echo "$name: commit $commit is not in this repository (git fetch it first)" >&2; exit 1; }
  src=$(mktemp -d)
  trap 'rm -rf "$src"' EXIT
  # The commit's tree alone (no worktree entry in the shared repository).
  git -C "$root" archive "$commit" | tar -x -C "$src"
  echo "$name: building commit $commit"
  (cd "$src" && "${lock[@]}" env CARGO_TARGET_DIR="$pool/build" CARGO_PROFILE_RELEASE_PANIC=unwind CARGO_PROFILE_RELEASE_LTO=false \
    CARGO_PROFILE_RELEASE_OPT_LEVEL=3 CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 cargo build --release --locked --bin torite-cli)
  mkdir -p "$pool/$name"
  cp "$pool/build/release/torite-cli" "$out.tmp" && mv "$out.tmp" "$out"
  echo "$commit" > "$pool/$name/commit"
  rm -rf "$src"
  trap - EXIT
  # The binary answers as the service does: a first check that it is a pool member's.
  "$out" serve < /dev/null || { echo "$name: $out does not serve (is $commit before \`torite-cli serve\`?)" >&2; exit 1; }
  echo "$name: $out"
done <<< "$members"
