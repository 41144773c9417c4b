#!/usr/bin/env bash
# Runs the arena for every game with bots: hard vs normal, normal vs easy and oracle vs
# normal (one seat of the first level, the others of the second), DEALS duplicate deals
# each, and writes the JSON reports to docs/arena/. Then `node scripts/arena-report.mjs`
# turns them into the table in docs/bench.md.
#
#   DEALS=2000 ORACLE_DEALS=500 SEED=1 scripts/arena-all.sh [game...]
# (the oracle only measures the ceiling for the gap closure, so it may use fewer deals;
# PAIRS="hard:normal normal:easy" runs only those match-ups, and `hard-sampled:normal` the
# hard bot without inference from play; OUT=docs/arena/<dir> writes there; THREADS=T)
set -euo pipefail
cd "$(dirname "$0")/.."
deals=${DEALS:-2000}
oracle_deals=${ORACLE_DEALS:-$deals}
seed=${SEED:-1}
cargo build --release --locked --bin torite-cli
cli=${CARGO_TARGET_DIR:-target}/release/torite-cli
out_dir=${OUT:-docs/arena}
mkdir -p "$out_dir"
games=("$@")
if [ ${#games[@]} -eq 0 ]; then
  mapfile -t games < <("$cli" list | cut -f1)
fi
for game in "${games[@]}"; do
  n=$("$cli" list | awk -F'\t' -v g="$game" '$1 == g { print $3 }')
  for pair in ${PAIRS:-hard:normal normal:easy oracle:normal}; do
    one=${pair%%:*}
    rest=${pair##*:}
    seats=$one$(printf ",$rest%.0s" $(seq 2 "$n"))
    out=$out_dir/$game-$one-vs-$rest.json
    d=$deals
    if [ "$one" = oracle ]; then d=$oracle_deals; fi
    echo "$game: $seats ($d deals)" >&2
    "$cli" arena --game "$game" --seats "$seats" --deals "$d" --seed "$seed" --threads "${THREADS:-1}" > "$out.tmp"
    mv "$out.tmp" "$out"
  done
done
