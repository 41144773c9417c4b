#!/usr/bin/env bash
# torite-cli end to end: play a game, replay and verify its record, and refuse tampered
# records with the action number and reason (exit 1).
set -uo pipefail
cli=${1:?usage: tests/cli.sh path/to/torite-cli}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
check() { if eval "$2"; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAILED: $1"; fi; }

"$cli" play --game three-tricks --seed 7 --option zero-trick-score=-3 > "$tmp/game.json"; code=$?
check "play writes a record" '[[ $code -eq 0 ]] && grep -q "\"zero-trick-score\":\"-3\"" "$tmp/game.json"'

out=$("$cli" replay "$tmp/game.json"); code=$?
check "replay accepts the played record" '[[ $code -eq 0 ]] && [[ "$out" == *"\"complete\":true"* ]]'
scores=$(grep '"scores"' "$tmp/game.json" | grep -o '\[.*\]')
check "replay prints the recorded scores" '[[ "$out" == *"\"scores\":$scores"* ]]'

# Tamper: the 3rd action becomes a play of a card that seat never held (or not its turn).
python3 - "$tmp/game.json" "$tmp/tampered.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
k = next(i for i, a in enumerate(r["actions"]) if "play" in a)
seat = r["actions"][k]["seat"]
hands = r["actions"][1]["deal"]["hands"]
r["actions"][k]["play"] = hands[(seat + 1) % 4][0]
json.dump(r, open(sys.argv[2], "w"))
print(k + 1, hands[(seat + 1) % 4][0], file=open(sys.argv[2] + ".expect", "w"))
PY
read -r k card < "$tmp/tampered.json.expect"
err=$("$cli" replay "$tmp/tampered.json" 2>&1); code=$?
check "a tampered record exits 1" '[[ $code -eq 1 ]]'
check "and names the action: $err" '[[ "$err" == "action #$k: $card is not in the player'"'"'s hand" ]]'

printf '{"format": "torite-record",\n  "version": 1,\n  "game": ' > "$tmp/broken.json"
err=$("$cli" replay "$tmp/broken.json" 2>&1); code=$?
check "malformed JSON exits 1 with its position: $err" '[[ $code -eq 1 && "$err" == *"line 3 column"* ]]'

err=$("$cli" play --game three-tricks --option zero-trick-score=9 2>&1); code=$?
check "a bad option is refused: $err" '[[ $code -eq 1 && "$err" == *"cannot be \"9\""* ]]'

# The soak: a few games per ruleset through every conformance check, a JSON line per ruleset
# and a summary, no failures.
out=$("$cli" soak --game three-tricks --games 3 --threads 2 --seed 7 2>/dev/null); code=$?
check "soak checks every ruleset of a game: $out" '[[ $code -eq 0 && $(grep -c "\"failed\":0" <<< "$out") -eq 3 && "$out" == *"{\"games\":6,"* ]]'
# --per-game splits the count over the rulesets (3 games over two: 2 and 1), --every-case checks
# every case of each step.
out=$("$cli" soak --game three-tricks --games 3 --per-game --every-case --threads 1 --seed 7 2>/dev/null); code=$?
check "soak --per-game splits the games over the rulesets: $out" '[[ $code -eq 0 && "$out" == *"\"games\":2,"*"\"games\":1,"* && "$out" == *"{\"games\":3,\"failed\":0,"* ]]'

# The balance lab: Three Tricks with 0 tricks scoring -5 (A) against -3 (B), paired by seed.
# Easy bots do not read the scores, so each B game is its A game with 2 more for every
# deal a seat took no trick. Two threads print the JSON one does; the CSV holds its rows.
lab=(lab --game three-tricks --compare-options zero-trick-score=-3 --seats easy,easy,easy,easy --games 6 --seed 5)
"$cli" "${lab[@]}" --threads 1 --format json > "$tmp/lab1.json" 2>/dev/null; code=$?
"$cli" "${lab[@]}" --threads 2 --format json > "$tmp/lab2.json" 2>/dev/null
"$cli" "${lab[@]}" --threads 2 --format csv > "$tmp/lab.csv" 2>/dev/null
out=$(python3 - "$tmp/lab1.json" "$tmp/lab.csv" <<'PY'
import csv, json, sys
r = json.load(open(sys.argv[1]))
rows, s = r["rows"], r["summary"]
assert len(rows) == 12 and [x["index"] for x in rows] == [i // 2 for i in range(12)], "6 games under A and B, in order"
assert [x["seed"] for x in rows[::2]] == list(range(5, 11))
for a, b in zip(rows[::2], rows[1::2]):
    assert (a["ruleset"], b["ruleset"], a["seed"], a["actions"]) == ("A", "B", b["seed"], b["actions"]), (a, b)
    assert all(y >= x and (y - x) % 2 == 0 for x, y in zip(a["scores"], b["scores"])), (a, b)
assert [x["ruleset"] for x in s["rulesets"]] == ["A", "B"] and all(p["score"]["mean"] >= 0 for p in s["paired"])
assert s["rulesets"][0]["deals"]["mean"] == 4 and s["rulesets"][0]["results"] == [{"result": "none", "games": 6}]
lines = list(csv.DictReader(open(sys.argv[2])))
assert [[int(l[f"score_s{k}"]) for k in range(4)] for l in lines] == [x["scores"] for x in rows]
assert [l["ruleset"] for l in lines] == [x["ruleset"] for x in rows]
print("ok")
PY
)
check "lab: paired JSON and CSV rows of the same games: $out" '[[ $code -eq 0 && "$out" == ok ]]'
check "lab: two threads print the JSON one does" 'cmp -s "$tmp/lab1.json" "$tmp/lab2.json"'
out=$("$cli" "${lab[@]}" 2>/dev/null); code=$?
check "lab prints a summary table by default" '[[ $code -eq 0 && "$out" == "Ruleset A ?game=three-tricks: 6 games"* && "$out" == *"B - A, paired by seed"* ]]'
err=$("$cli" lab --link "?game=arsene&players=4" --compare-link "?game=arsene&players=3" --seats easy,easy,easy,easy 2>&1); code=$?
check "lab refuses B of another seat count: $err" '[[ $code -eq 1 && "$err" == *"one seat count"* ]]'
err=$("$cli" lab --game three-tricks --seats easy,easy 2>&1); code=$?
check "lab refuses a wrong seat list: $err" '[[ $code -eq 1 && "$err" == "three-tricks needs 4 seats, got 2" ]]'

# verify: an honest record is accepted (from a file and from standard input); a changed deal
# is refused naming its chance event; a changed seed is refused by the commitment.
out=$("$cli" verify "$tmp/game.json"); code=$?
check "verify accepts an honest record: $out" '[[ $code -eq 0 && "$out" == "ok: seed 7 matches its commitment"* ]]'
salt=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["salt"])' "$tmp/game.json")
want=$(printf '%s:%s' "$salt" 7 | sha256sum | cut -c1-64)
check "the commitment is sha256 of salt:seed" 'grep -q "\"commitment\": \"$want\"" "$tmp/game.json"'
out=$("$cli" verify - < "$tmp/game.json"); code=$?
check "verify reads standard input" '[[ $code -eq 0 && "$out" == "ok:"* ]]'
python3 - "$tmp/game.json" "$tmp/dealt.json" "$tmp/seeded.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
k = next(i for i, a in enumerate(r["actions"]) if "deal" in a)
hands = r["actions"][k]["deal"]["hands"]
hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
json.dump(r, open(sys.argv[2], "w"))
print(k + 1, sum(1 for a in r["actions"][:k + 1] if "seat" not in a), file=open(sys.argv[2] + ".expect", "w"))
r = json.load(open(sys.argv[1]))
r["seed"] += 1
json.dump(r, open(sys.argv[3], "w"))
PY
read -r k event < "$tmp/dealt.json.expect"
err=$("$cli" verify "$tmp/dealt.json" 2>&1); code=$?
check "verify refuses a changed deal: $err" '[[ $code -eq 1 && "$err" == "FAILED: chance event $event (action #$k) is not the one the committed seed gives" ]]'
err=$("$cli" verify "$tmp/seeded.json" 2>&1); code=$?
check "verify refuses a changed seed by its commitment: $err" '[[ $code -eq 1 && "$err" == "FAILED: commitment mismatch"* ]]'

# serve: the bots' service on standard input, one request a line, one reply a line. The
# record cut after its deal (the first seat to act) is answered with a move the record's
# game accepts; a bad line gets an error reply and the service goes on.
python3 - "$tmp/game.json" "$tmp/requests.txt" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
k = next(i for i, a in enumerate(r["actions"]) if "seat" in a)
r["actions"] = r["actions"][:k]
r.pop("scores", None); r.pop("salt", None); r.pop("commitment", None)
with open(sys.argv[2], "w") as f:
    for level in ["easy", "normal"]:
        print(json.dumps({"move": {"level": level, "record": json.dumps(r)}}), file=f)
    print("{oops", file=f)
    print(json.dumps({"move": {"level": "hard", "record": json.dumps(r)}}), file=f)
print(k, file=open(sys.argv[2] + ".expect", "w"))
PY
read -r k < "$tmp/requests.txt.expect"
out=$("$cli" serve < "$tmp/requests.txt"); code=$?
check "serve answers each line: $out" '[[ $code -eq 0 && $(wc -l <<< "$out") -eq 4 && $(grep -c "^{\"move\":{\"action\":.*\"moves\":$k}}$" <<< "$out") -eq 3 && $(sed -n 3p <<< "$out") == "{\"error\":{\"message\":\"bad request:"* ]]'

# Each move, appended to the record, replays: it is legal for the seat to act.
ok=0
while IFS= read -r reply; do
  [[ "$reply" == '{"move"'* ]] || continue
  python3 - "$tmp/requests.txt" "$reply" "$tmp/moved.json" <<'PY'
import json, sys
r = json.loads(json.loads(open(sys.argv[1]).readline())["move"]["record"])
action = json.loads(sys.argv[2])["move"]["action"]
seat = next(a for a in json.load(open(sys.argv[1].replace("requests.txt", "game.json")))["actions"] if "seat" in a)["seat"]
r["actions"].append({"seat": seat, **action} if isinstance(action, dict) else {"seat": seat, "action": action})
json.dump(r, open(sys.argv[3], "w"))
PY
  "$cli" replay "$tmp/moved.json" > /dev/null && ok=$((ok+1))
done <<< "$out"
check "serve's moves are legal ($ok of 3 replay)" '[[ $ok -eq 3 ]]'

# Every playable game: a bot game's record replays to the scores it recorded.
for game in $("$cli" list | cut -f1); do
  "$cli" play --game "$game" --seed 3 > "$tmp/$game.json"; code=$?
  out=$("$cli" replay "$tmp/$game.json"); rcode=$?
  want=$(grep '"scores"' "$tmp/$game.json" | grep -o '\[.*\]')
  check "$game: played record replays to $want" '[[ $code -eq 0 && $rcode -eq 0 && "$out" == *"\"scores\":$want"* && "$out" == *"\"complete\":true"* ]]'
  out=$("$cli" verify "$tmp/$game.json"); code=$?
  check "$game: played record verifies" '[[ $code -eq 0 && "$out" == "ok:"*"of the whole game"* ]]'
done

echo "$pass passed, $fail failed"
[[ $fail -eq 0 ]]
