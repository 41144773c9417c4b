#!/usr/bin/env bash
# The frozen pool's run per game (docs/bench.md, "Bots: a frozen pool and ratings"): the
# levels easy, normal, hard and the frozen hard-2026-11 at one table where the game seats
# four or more (rotations give every level every seat), pairs at two seats; boards are first
# deals (the game's points a deal). Writes docs/arena/pool/<game>.json and prints each
# run's summary (results, head to head, ratings).
#
#   scripts/pool-run.sh [BOARDS] [SEED] [GAME...]     # defaults: 100 boards, seed 20261129, every game
#
# Needs target/release/torite-cli (this build) and the pool (scripts/pool-build.sh).
set -euo pipefail
root=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
boards=${1:-100}; seed=${2:-20261129}; shift $(( $# < 2 ? $# : 2 ))
cli="$root/target/release/torite-cli"
out="$root/docs/arena/pool"; mkdir -p "$out"
games=("$@"); [[ ${#games[@]} -gt 0 ]] || mapfile -t games < <("$cli" list | cut -f1)
pool=hard,hard-2026-11,normal,easy
arena() { nice -n 10 "$cli" arena --deals "$boards" --seed "$seed" --threads 1 --format text "$@"; }
for game in "${games[@]}"; do
  case "$game" in
    # Seven seats by default: four (every level once) keeps a board to four rotations.
    japanese-loo) arena --game "$game" --option players=4 --seats "$pool" --json-out "$out/$game.json" ;;
    # Eight seats only: each level twice.
    there-were-none) arena --game "$game" --seats "$pool,$pool" --json-out "$out/$game.json" ;;
    # Two seats: hard against the frozen hard, and against normal.
    parlett-parity)
      arena --game "$game" --seats hard,hard-2026-11 --json-out "$out/$game.json"
      arena --game "$game" --seats hard,normal --json-out "$out/$game-hard-normal.json" ;;
    *) arena --game "$game" --seats "$pool" --json-out "$out/$game.json" ;;
  esac
  echo
done
