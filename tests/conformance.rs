//! The conformance harness (after OpenSpiel's): every registered, playable game is played
//! from many seeds with random legal actions, and at every step the engine contract is
//! checked. See src/engine/game.rs for the contract.

use serde_json::Value;
use torite::engine::game::{AnyGame, Turn};
use torite::engine::{GameRng, Ruleset};
use torite::games;
use torite::records::record::{self, SeatInfo};

const STEP_LIMIT: usize = 100_000;

fn games_under_test() -> Vec<&'static torite::engine::GameInfo> {
    let g: Vec<_> = games::playable().collect();
    assert!(!g.is_empty());
    g
}

/// Every ruleset of a game: the defaults and each single option changed.
fn rulesets(info: &'static torite::engine::GameInfo) -> Vec<Ruleset> {
    let mut out = vec![Ruleset::defaults(info)];
    for o in info.options {
        for v in o.values.iter().filter(|v| **v != o.default) {
            out.push(Ruleset::with_options(info, [(o.id, *v)]).unwrap());
        }
    }
    out
}

/// All card strings in a JSON value.
fn strings(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) => out.push(s.clone()),
        Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
        Value::Object(o) => o.values().for_each(|x| strings(x, out)),
        _ => {}
    }
}

/// Plays one game at random, checking the contract at every step; returns the record.
fn checked_playout(rules: &Ruleset, seed: u64, deep_checks: bool) -> record::Record {
    let start = rules.game.start.unwrap();
    let mut g: Box<dyn AnyGame> = start(rules);
    let n = g.seat_count();
    let mut chance = GameRng::seeded(seed);
    let mut rng = GameRng::stream(seed, 1);
    let seats = (0..n).map(|i| SeatInfo { name: format!("P{i}"), player: "easy".into() }).collect();
    let mut rec = record::Recorder::new(rules.clone().with_seed(Some(seed)), seats);
    for _ in 0..STEP_LIMIT {
        if deep_checks {
            check_views(g.as_ref());
        }
        match g.turn() {
            Turn::Over => {
                assert_eq!(g.legal_count(), 0, "no legal actions once over");
                return rec.finish(Some(g.scores()));
            }
            Turn::Chance => {
                assert_eq!(g.legal_count(), 0, "chance nodes offer no player actions");
                let a = g.apply_chance(&mut chance);
                rec.push(None, a);
            }
            Turn::Seat(s) => {
                let k = g.legal_count();
                assert!(k > 0, "a seat to act has a legal action");
                if deep_checks {
                    check_every_legal_action_applies(g.as_ref(), k);
                    check_illegal_actions_refused(g.as_ref());
                }
                let a = g.apply_legal(rng.below(k));
                rec.push(Some(s), a);
            }
        }
    }
    panic!("{} seed {seed}: no end after {STEP_LIMIT} steps", rules.game.id);
}

fn check_views(g: &dyn AnyGame) {
    for s in 0..g.seat_count() as u8 {
        let secret = g.secret_from(s);
        let mut seen = Vec::new();
        strings(&g.view_json(s), &mut seen);
        for c in secret.iter() {
            assert!(!seen.contains(&c.to_string()), "seat {s}'s view shows {c}, which is secret from it");
        }
    }
}

fn check_every_legal_action_applies(g: &dyn AnyGame, k: usize) {
    for i in 0..k {
        let mut copy = g.box_clone();
        let json = copy.apply_legal(i);
        // The JSON form of the same action applies too, to a fresh copy.
        let mut again = g.box_clone();
        again.apply_json(&json).unwrap_or_else(|e| panic!("legal action {json} refused as JSON: {e}"));
        assert_eq!(copy.fingerprint(), again.fingerprint());
    }
}

/// Actions that are legal somewhere but not here (another seat's cards, a card already
/// played, a chance outcome at a player's turn) are refused with the state unchanged.
fn check_illegal_actions_refused(g: &dyn AnyGame) {
    let before = g.fingerprint();
    let mut legal = Vec::new();
    for i in 0..g.legal_count() {
        legal.push(g.box_clone().apply_legal(i));
    }
    let mut candidates: Vec<Value> = Vec::new();
    // Every card of the pack as a play, and some malformed actions.
    for c in torite::engine::CardSet::standard_52().iter() {
        candidates.push(serde_json::json!({ "play": c.to_string() }));
    }
    candidates.push(serde_json::json!({ "first-dealer": 0 }));
    candidates.push(serde_json::json!({ "no-such-action": true }));
    candidates.push(serde_json::json!("pass"));
    for c in candidates.into_iter().filter(|c| !legal.contains(c)) {
        let mut copy = g.box_clone();
        assert!(copy.apply_json(&c).is_err(), "illegal {c} was accepted");
        assert_eq!(copy.fingerprint(), before, "refusing {c} changed the state");
    }
}

#[test]
fn deep_checks_on_every_ruleset() {
    for info in games_under_test() {
        for rules in rulesets(info) {
            for seed in 0..3 {
                let rec = checked_playout(&rules, seed, true);
                let replayed = rec.replay().expect("the record replays");
                assert_eq!(Some(replayed.scores()), rec.scores);
            }
        }
    }
}

#[test]
fn thousands_of_random_games_end_and_replay() {
    let games_per_ruleset: u64 = std::env::var("TORITE_CONFORMANCE_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(2000);
    for info in games_under_test() {
        for rules in rulesets(info) {
            for seed in 0..games_per_ruleset {
                let rec = checked_playout(&rules, 1000 + seed, false);
                // Every 10th record goes through its JSON text and back.
                if seed % 10 == 0 {
                    let text = rec.to_json();
                    let back = record::parse(&text).unwrap();
                    assert_eq!(Some(back.replay().unwrap().scores()), rec.scores, "{} seed {seed}", info.id);
                } else {
                    assert_eq!(Some(rec.replay().unwrap().scores()), rec.scores);
                }
            }
        }
    }
}

#[test]
fn chance_outcomes_that_cannot_happen_are_refused() {
    for info in games_under_test() {
        let mut g = (info.start.unwrap())(&Ruleset::defaults(info));
        let before = g.fingerprint();
        for bad in [serde_json::json!({"deal": {"hands": []}}), serde_json::json!({"play": "SA"}), serde_json::json!(42)] {
            assert!(g.apply_json(&bad).is_err(), "{}: {bad} accepted at the first chance node", info.id);
            assert_eq!(g.fingerprint(), before);
        }
    }
}
