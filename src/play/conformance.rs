//! The conformance checks (after OpenSpiel's): a game is played from a seed with random legal
//! actions and at every step the engine contract (src/engine/game.rs) is checked; the record
//! it writes must replay to the same scores and outcome. One routine, called by the test
//! harness (tests/conformance.rs, a few thousand games) and by `torite-cli soak` (millions).
//! It knows no particular game: games come from the one list, actions are plain JSON.
//!
//! A broken contract panics with what went wrong (test style); the soak catches the panic
//! and reports it with the game's seed.

use crate::engine::game::{AnyGame, Turn};
use crate::engine::{Card, GameInfo, GameRng, Ruleset, RulesetError};
use crate::games;
use crate::records::record::{self, Record, Recorder, SeatInfo};
use serde_json::Value;

/// A game that has not ended after this many steps is taken to loop forever.
const STEP_LIMIT: usize = 100_000;

/// How much each playout checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checks {
    /// At every step: views leak no secret, every legal action applies (directly and as
    /// JSON, to the same state), actions legal earlier but not now are refused with the
    /// state unchanged, and impossible opening chance outcomes are refused.
    pub deep: bool,
    /// The record goes through its JSON text before it is replayed.
    pub through_text: bool,
}

impl Checks {
    /// Everything (the soak).
    pub const ALL: Checks = Checks { deep: true, through_text: true };
}

/// Every ruleset of a game: the defaults and each single option changed (with whatever
/// other option that value requires).
pub fn rulesets(info: &'static GameInfo) -> Vec<Ruleset> {
    let mut out = vec![Ruleset::defaults(info)];
    for o in info.options {
        for v in o.values.iter().filter(|v| **v != o.default) {
            let r = match Ruleset::with_options(info, [(o.id, *v)]) {
                Err(RulesetError::Requires { needs, needs_value, .. }) => {
                    Ruleset::with_options(info, [(o.id, *v), (needs.as_str(), needs_value.as_str())])
                }
                r => r,
            };
            out.push(r.unwrap_or_else(|e| panic!("{}: {}={v}: {e}", info.id, o.id)));
        }
    }
    out
}

/// Plays one game of `rules` from `seed` with every check `checks` asks for, then replays
/// its record and checks the scores and outcome come out the same. Returns the record.
pub fn check_game(rules: &Ruleset, seed: u64, checks: Checks) -> Record {
    let (rec, outcome) = checked_playout(rules, seed, checks.deep);
    let rec_back = if checks.through_text {
        let back = record::parse(&rec.to_json()).unwrap_or_else(|e| panic!("{} seed {seed}: the record's text is refused: {e}", rules.game.id));
        assert_eq!(back, rec, "{} seed {seed}: the record changes through its text", rules.game.id);
        back
    } else {
        rec.clone()
    };
    let replayed = rec_back.replay().unwrap_or_else(|e| panic!("{} seed {seed}: the record does not replay: {e}", rules.game.id));
    assert_eq!(Some(replayed.scores()), rec.scores, "{} seed {seed}: replayed scores", rules.game.id);
    assert_eq!(replayed.outcome(), outcome, "{} seed {seed}: replayed outcome", rules.game.id);
    rec
}

/// All strings in a JSON value (cards and every other token), into `out`.
pub fn strings(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) => out.push(s.clone()),
        Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
        Value::Object(o) => o.values().for_each(|x| strings(x, out)),
        _ => {}
    }
}

/// Plays one game at random, checking the contract at every step; returns the record and
/// the final outcome.
fn checked_playout(rules: &Ruleset, seed: u64, deep: bool) -> (Record, Option<crate::engine::Outcome>) {
    let mut g: Box<dyn AnyGame> = games::start(rules).expect("a playable game starts");
    let n = g.seat_count();
    let mut chance = GameRng::seeded(seed);
    let mut rng = GameRng::stream(seed, 1);
    let seats = (0..n).map(|i| SeatInfo { name: format!("P{i}"), player: "easy".into() }).collect();
    let mut rec = Recorder::new(rules.clone().with_seed(Some(seed)), seats);
    // Actions seen earlier in this game (legal then, by some seat or by chance): the
    // candidates for "illegal here" checks, so the check knows no game's action format.
    let mut pool: Vec<Value> = vec![serde_json::json!({ "no-such-action": true }), serde_json::json!("pass"), serde_json::json!(42)];
    let mut opening = true;
    for _ in 0..STEP_LIMIT {
        if deep {
            check_views(g.as_ref());
        }
        check_outcome(g.as_ref());
        match g.turn() {
            Turn::Over => {
                assert_eq!(g.legal_count(), 0, "no legal actions once over");
                if deep {
                    check_illegal_actions_refused(g.as_ref(), &pool);
                }
                return (rec.finish(Some(g.scores())), g.outcome());
            }
            Turn::Chance => {
                assert_eq!(g.legal_count(), 0, "chance nodes offer no player actions");
                if deep {
                    check_illegal_actions_refused(g.as_ref(), &pool);
                    if opening {
                        // Not asserted to exist: the harness's own test requires one at
                        // the start of every game, from fixed seeds.
                        let _ = check_impossible_chance_refused(g.as_mut(), &mut GameRng::stream(seed, 2));
                    }
                }
                let a = g.apply_chance(&mut chance);
                remember(&mut pool, a.clone());
                rec.push(None, a);
            }
            Turn::Seat(s) => {
                opening = false;
                let k = g.legal_count();
                assert!(k > 0, "a seat to act has a legal action");
                if deep {
                    let legal = check_every_legal_action_applies(g.as_ref(), k);
                    check_illegal_actions_refused(g.as_ref(), &pool);
                    for a in legal {
                        remember(&mut pool, a);
                    }
                }
                let a = g.apply_legal(rng.below(k));
                rec.push(Some(s), a);
            }
        }
    }
    panic!("{} seed {seed}: no end after {STEP_LIMIT} steps", rules.game.id);
}

/// Keeps the pool of past actions bounded (the newest 200, distinct).
fn remember(pool: &mut Vec<Value>, a: Value) {
    if !pool.contains(&a) {
        if pool.len() >= 200 {
            pool.remove(3);
        }
        pool.push(a);
    }
}

fn check_views(g: &dyn AnyGame) {
    for s in 0..g.seat_count() as u8 {
        let secrets = g.secrets(s);
        let mut seen = Vec::new();
        strings(&g.view_json(s), &mut seen);
        for c in secrets.cards.iter().map(|c| c.to_string()).chain(secrets.other) {
            assert!(!seen.contains(&c), "seat {s}'s view shows {c}, which is secret from it");
        }
    }
}

/// No outcome before the end; at the end a place for every seat, partners placed alike,
/// and every seat first in a draw.
fn check_outcome(g: &dyn AnyGame) {
    let Some(o) = g.outcome() else {
        assert_ne!(g.turn(), Turn::Over, "a finished game has an outcome");
        return;
    };
    assert_eq!(g.turn(), Turn::Over, "an outcome before the end: {o:?}");
    let n = g.seat_count();
    assert_eq!(o.places.len(), n, "{o:?}");
    assert!(o.places.iter().all(|&p| (1..=n as u8).contains(&p)), "places run from 1 to the seat count: {o:?}");
    assert!(o.places.contains(&1), "someone is placed first: {o:?}");
    let table = g.table();
    assert_eq!((table.seats, table.team.len(), table.controller.len()), (n, n, n));
    for a in 0..n as u8 {
        for b in 0..n as u8 {
            if table.partners(a, b) {
                assert_eq!(o.places[a as usize], o.places[b as usize], "partners {a} and {b} share a place: {o:?}");
            }
        }
    }
    // Standard competition ranking over teams: a team placed p has p - 1 teams ahead of it.
    let mut teams: Vec<(u8, u8)> = (0..n).map(|s| (table.team[s], o.places[s])).collect();
    teams.sort_unstable();
    teams.dedup();
    for &(_, p) in &teams {
        assert_eq!(teams.iter().filter(|(_, q)| *q < p).count() + 1, p as usize, "places skip as ties require: {o:?}");
    }
    if o.draw {
        assert!(o.places.iter().all(|&p| p == 1), "a draw places everyone first: {o:?}");
        assert!(o.winners().is_empty());
    }
}

/// Applies each legal action to a copy, directly and as JSON; returns them as JSON.
fn check_every_legal_action_applies(g: &dyn AnyGame, k: usize) -> Vec<Value> {
    (0..k)
        .map(|i| {
            let mut copy = g.box_clone();
            let json = copy.apply_legal(i);
            let mut again = g.box_clone();
            again.apply_json(&json).unwrap_or_else(|e| panic!("legal action {json} refused as JSON: {e}"));
            assert_eq!(copy.fingerprint(), again.fingerprint());
            json
        })
        .collect()
}

/// Actions that were legal earlier in the game (a card since played, another seat's move,
/// a chance outcome) but are not legal now are refused, and the state is unchanged.
fn check_illegal_actions_refused(g: &dyn AnyGame, pool: &[Value]) {
    let before = g.fingerprint();
    let legal: Vec<Value> = (0..g.legal_count()).map(|i| g.box_clone().apply_legal(i)).collect();
    let mut refused = 0;
    for c in pool.iter().filter(|c| !legal.contains(c)) {
        let mut copy = g.box_clone();
        if copy.apply_json(c).is_ok() {
            // A chance outcome may be possible again (a later deal can repeat nothing in
            // practice, but a first-dealer draw can): only chance nodes may accept it.
            assert_eq!(g.turn(), Turn::Chance, "illegal {c} was accepted at {:?}", g.turn());
            continue;
        }
        refused += 1;
        assert_eq!(copy.fingerprint(), before, "refusing {c} changed the state");
    }
    assert!(refused >= 3, "the malformed candidates at least are refused");
}

/// At a chance node: an outcome that cannot happen (one drawn from `rng`, made impossible
/// by [`corrupt`]) and a malformed one are refused, and the state is unchanged. Returns
/// whether there was an impossible outcome to try.
pub fn check_impossible_chance_refused(g: &mut dyn AnyGame, rng: &mut GameRng) -> bool {
    let before = g.fingerprint();
    let outcome = g.box_clone().apply_chance(rng);
    let bad = corrupt(&outcome);
    if let Some(bad) = &bad {
        assert!(g.apply_json(bad).is_err(), "impossible {bad} accepted");
    }
    assert!(g.apply_json(&serde_json::json!(42)).is_err());
    assert_eq!(g.fingerprint(), before, "refusals leave the state unchanged");
    bad.is_some()
}

/// Turns a chance outcome into one that cannot happen: a card dealt twice (the second card
/// named becomes a copy of the first), else any other named thing dealt twice (a game's
/// own pieces), or a seat number out of range.
pub fn corrupt(v: &Value) -> Option<Value> {
    fn tokens(v: &mut Value, first: &mut Option<String>, done: &mut bool, is_token: fn(&str) -> bool) {
        match v {
            Value::String(s) if is_token(s) && !*done => match first {
                None => *first = Some(s.clone()),
                Some(f) => {
                    *s = f.clone();
                    *done = true;
                }
            },
            Value::Array(a) => a.iter_mut().for_each(|x| tokens(x, first, done, is_token)),
            Value::Object(o) => o.values_mut().for_each(|x| tokens(x, first, done, is_token)),
            _ => {}
        }
    }
    fn numbers(v: &mut Value) -> bool {
        match v {
            Value::Number(_) => {
                *v = Value::from(99);
                true
            }
            Value::Array(a) => a.iter_mut().any(numbers),
            Value::Object(o) => o.values_mut().any(numbers),
            _ => false,
        }
    }
    let is_card: fn(&str) -> bool = |s| s.parse::<Card>().is_ok();
    for is_token in [is_card, |_: &str| true] {
        let mut c = v.clone();
        let mut done = false;
        tokens(&mut c, &mut None, &mut done, is_token);
        if done {
            return Some(c);
        }
    }
    let mut c = v.clone();
    numbers(&mut c).then_some(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn corrupt_deals_a_card_or_else_a_piece_twice_or_else_breaks_a_seat() {
        let deal = json!({ "deal": { "hands": [["SA", "SK"], ["HQ"]], "cut": "top" } });
        assert_eq!(corrupt(&deal), Some(json!({ "deal": { "hands": [["SA", "SA"], ["HQ"]], "cut": "top" } })));
        let pieces = json!({ "deal": { "hands": [["gold#1"], ["king#2"]], "set-aside": [] } });
        assert_eq!(corrupt(&pieces), Some(json!({ "deal": { "hands": [["gold#1"], ["gold#1"]], "set-aside": [] } })));
        assert_eq!(corrupt(&json!({ "first-dealer": 2 })), Some(json!({ "first-dealer": 99 })));
        assert_eq!(corrupt(&json!("shuffle")), None);
    }
}
