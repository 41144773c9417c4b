#!/usr/bin/env bash
# docs/architecture.md §1.5 "Adding a game", proved on a stub: a copy of the tracked tree gets
# a new game made by those steps alone — a folder with §1.3's files (Three Tricks' under a new
# id, `stub-trick`, and new titles) and one line in `for_each_game!` — and nothing else. Then:
#   - the library, its tests and the CLI build natively, and the browser app with the stub's
#     table (a lazily loaded chunk) type-checks for Wasm;
#   - the CLI lists the stub, and the conformance harness plays it (`torite-cli soak`);
#   - its worked examples, and the tests that read the one list (architecture, words, tips,
#     the games' registries), pass with it.
# A registry that does not read the list (a second list, a match on ids, a table kept by
# hand) fails here, and so does a step §1.5 leaves out.
#
#   bash tests/stub-game.sh            # from the repository; builds in target/stub-game/
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$repo"
git ls-files -z | while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done | xargs -0 cp --parents -t "$work"
cd "$work"

# Step 1: the folder, from the closest game.
cp -r src/games/three_tricks src/games/stub_trick
find src/games/stub_trick -type f -exec sed -i \
  -e 's/three_tricks/stub_trick/g; s/ThreeTricks/StubTrick/g; s/three-tricks/stub-trick/g' \
  -e 's/Three Tricks/Stub Trick/g; s/スリートリックス/スタブトリック/g' {} +
# Step 2: one line in the one list, and nothing else in the code outside the folder.
sed -i 's/^\( *\)three_tricks: ThreeTricks,$/&\n\1stub_trick: StubTrick,/' src/games/mod.rs
grep -q '^ *stub_trick: StubTrick,$' src/games/mod.rs || { echo "stub-game: no 'three_tricks: ThreeTricks,' line in for_each_game!" >&2; exit 1; }
changed=$(diff -rq "$repo/src" src | grep -v '^Only in src/games: stub_trick$' || true)
[ "$changed" = "Files $repo/src/games/mod.rs and src/games/mod.rs differ" ] || { echo "stub-game: the stub changed more than the list: $changed" >&2; exit 1; }
# Step 5: its section in §2 of docs/architecture.md and its row in §2's table.
sed -i 's/^| Three Tricks | .*$/&\n| Stub Trick | 4 | CW | Suit | `HighestOfLed` | the stub of tests\/stub-game.sh |/' docs/architecture.md
sed -i 's/^### 2\.1 Three Tricks .*$/### 2.0 Stub Trick (`stub-trick`)\n\nThree Tricks under a new id (tests\/stub-game.sh).\n\n&/' docs/architecture.md

export CARGO_TARGET_DIR="$repo/target/stub-game"
echo "-- stub-game: build (native), and the app with the stub's table (Wasm)"
cargo build --locked --bin torite-cli
cargo check --locked --target wasm32-unknown-unknown --features ui --bin torite
echo "-- stub-game: the CLI lists it, the conformance harness plays it"
cli="$CARGO_TARGET_DIR/debug/torite-cli"
"$cli" list | cut -f1 | grep -qx stub-trick || { echo "stub-game: torite-cli list does not list stub-trick" >&2; exit 1; }
"$cli" soak --game stub-trick --games 100 --threads 1 | tee "$work/soak.jsonl"
grep -q '"failed":0' "$work/soak.jsonl" && ! grep -q '"failed":[1-9]' "$work/soak.jsonl" || { echo "stub-game: the harness failed the stub" >&2; exit 1; }
echo "-- stub-game: its examples and the tests over the one list"
cargo test --locked --lib -- games::stub_trick games::tests
cargo test --locked --test architecture --test words --test tips
echo "stub-game: ok (one folder and one line made a game)"
