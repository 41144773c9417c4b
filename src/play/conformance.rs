//! The conformance checks (after OpenSpiel's): a game is played from a seed with random legal
//! actions and at every step the engine contract (src/engine/game.rs) is checked; the record
//! it writes must replay to the same scores and outcome. One routine, called by the test
//! harness (tests/conformance.rs, a few thousand games) and by `torite-cli soak` (millions).
//! It knows no particular game: games come from the one list, actions are plain JSON.
//!
//! How deep each step is checked is the caller's choice ([`Deep`]): the harness checks every
//! case of its few deep games ([`Deep::Every`]); the soak checks every kind of case at every
//! step on a sample drawn from the game's seed ([`Deep::Sampled`]), which makes a step an
//! order of magnitude cheaper while millions of games cover what each game's sample misses.
//! The game played from a seed is the same at every level, so a soak failure can be played
//! again with every case checked (`torite-cli soak --every-case`).
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
    pub deep: Deep,
    /// The record goes through its JSON text before it is replayed.
    pub through_text: bool,
}

/// The checks made at every step beyond the turn, the outcome and the ending (which every
/// level checks, with the replay).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deep {
    /// None of them (the harness's thousands of quick games).
    Off,
    /// Every kind of deep check at every step, each on a few cases drawn at random: one
    /// seat's view leaks no secret, [`LEGAL_SAMPLE`] legal actions apply directly and as
    /// JSON to the same state, the malformed candidates and [`ILLEGAL_SAMPLE`] actions from
    /// earlier in the game (those tried and played, see [`Pool`]) are refused with the state
    /// unchanged unless they are legal now, impossible opening chance outcomes are refused.
    /// Sound because the draws come from the game's seed (a stream of their own, so the game
    /// played is the same at every level and a failing seed fails again), and a soak of
    /// millions of games draws every kind of case many times; what one game's sample misses,
    /// the next games' samples try. For the soak: an order of magnitude cheaper per step.
    Sampled,
    /// Every case at every step: every seat's view, every legal action, every earlier
    /// action in the pool (the newest 197). For the test harness's few games per ruleset,
    /// where nothing is left to chance.
    Every,
}

/// Legal actions tried per step at [`Deep::Sampled`] (the one played is applied as well,
/// by the playout itself).
pub const LEGAL_SAMPLE: usize = 1;
/// Earlier actions tried for refusal per step at [`Deep::Sampled`], besides the malformed
/// candidates.
pub const ILLEGAL_SAMPLE: usize = 8;

impl Checks {
    /// Every check on every case (the harness's deep games).
    pub const ALL: Checks = Checks { deep: Deep::Every, through_text: true };
    /// Every kind of check at every step, on sampled cases (the soak's millions of games).
    pub const SOAK: Checks = Checks { deep: Deep::Sampled, through_text: true };
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
fn checked_playout(rules: &Ruleset, seed: u64, deep: Deep) -> (Record, Option<crate::engine::Outcome>) {
    let mut g: Box<dyn AnyGame> = games::start(rules).expect("a playable game starts");
    let n = g.seat_count();
    let mut chance = GameRng::seeded(seed);
    let mut rng = GameRng::stream(seed, 1);
    // Which cases the sampled checks try: a stream of its own, so the game is the same at
    // every level of checks.
    let mut sample = GameRng::stream(seed, 3);
    let seats = (0..n).map(|i| SeatInfo { name: format!("P{i}"), player: "easy".into() }).collect();
    let mut rec = Recorder::new(rules.clone().with_seed(Some(seed)), seats);
    let mut pool = Pool::new();
    let mut opening = true;
    let on = deep != Deep::Off;
    for _ in 0..STEP_LIMIT {
        match deep {
            Deep::Off => {}
            // One seat's view per step, drawn at random.
            Deep::Sampled => check_views(g.as_ref(), std::iter::once(sample.below(n) as u8)),
            Deep::Every => check_views(g.as_ref(), 0..n as u8),
        }
        check_outcome(g.as_ref());
        match g.turn() {
            Turn::Over => {
                assert_eq!(g.legal_count(), 0, "no legal actions once over");
                if on {
                    check_illegal_actions_refused(g.as_ref(), Legal::Listed(&[]), &pool.candidates(deep, &mut sample));
                }
                return (rec.finish(Some(g.scores())), g.outcome());
            }
            Turn::Chance => {
                assert_eq!(g.legal_count(), 0, "chance nodes offer no player actions");
                if on {
                    check_illegal_actions_refused(g.as_ref(), Legal::Listed(&[]), &pool.candidates(deep, &mut sample));
                    if opening {
                        // Not asserted to exist: the harness's own test requires one at
                        // the start of every game, from fixed seeds.
                        let _ = check_impossible_chance_refused(g.as_mut(), &mut GameRng::stream(seed, 2));
                    }
                }
                let a = g.apply_chance(&mut chance);
                if on {
                    pool.remember(a.clone());
                }
                rec.push(None, a);
            }
            Turn::Seat(s) => {
                opening = false;
                let k = g.legal_count();
                assert!(k > 0, "a seat to act has a legal action");
                match deep {
                    Deep::Off => {}
                    Deep::Sampled => {
                        // Only the actions tried are written as JSON: listing them all
                        // (156 passes in Tricky Express) was a third of a step.
                        let tried: Vec<(usize, Value)> = (0..LEGAL_SAMPLE).map(|_| sample.below(k)).map(|i| (i, g.legal_json(i))).collect();
                        check_legal_actions_apply(g.as_ref(), &tried);
                        check_illegal_actions_refused(g.as_ref(), Legal::Unlisted, &pool.candidates(deep, &mut sample));
                        tried.into_iter().for_each(|(_, a)| pool.remember(a));
                    }
                    Deep::Every => {
                        let legal = g.legal_jsons();
                        assert_eq!(legal.len(), k, "as many legal actions as JSON as counted");
                        check_legal_actions_apply(g.as_ref(), &legal.iter().cloned().enumerate().collect::<Vec<_>>());
                        check_illegal_actions_refused(g.as_ref(), Legal::Listed(&legal), &pool.candidates(deep, &mut sample));
                        legal.into_iter().for_each(|a| pool.remember(a));
                    }
                }
                let a = g.apply_legal(rng.below(k));
                if deep == Deep::Sampled {
                    pool.remember(a.clone());
                }
                rec.push(Some(s), a);
            }
        }
    }
    panic!("{} seed {seed}: no end after {STEP_LIMIT} steps", rules.game.id);
}

/// Actions seen earlier in this game (legal then, by some seat or by chance): the
/// candidates for "illegal here" checks, so the check knows no game's action format. At
/// [`Deep::Every`] every legal action of every step; at [`Deep::Sampled`] the ones tried
/// and the ones played (and every chance outcome at both).
struct Pool {
    /// The malformed candidates (never an action of any game), then the newest
    /// [`POOL_SIZE`] distinct actions seen, oldest first.
    actions: Vec<Value>,
    /// The actions' hashes ([`hash_value`]), to keep them distinct without comparing each
    /// to all (two distinct actions sharing a 64-bit hash would only make one of them
    /// not a candidate).
    hashes: rustc_hash::FxHashSet<u64>,
}

/// The malformed candidates at the front of the pool.
const MALFORMED: usize = 3;
/// Earlier actions kept in the pool.
const POOL_SIZE: usize = 197;

impl Pool {
    fn new() -> Pool {
        let actions = vec![serde_json::json!({ "no-such-action": true }), serde_json::json!("pass"), serde_json::json!(42)];
        Pool { hashes: actions.iter().map(hash_value).collect(), actions }
    }

    fn remember(&mut self, a: Value) {
        if self.hashes.insert(hash_value(&a)) {
            if self.actions.len() >= MALFORMED + POOL_SIZE {
                let oldest = self.actions.remove(MALFORMED);
                self.hashes.remove(&hash_value(&oldest));
            }
            self.actions.push(a);
        }
    }

    /// The candidates a step tries for refusal: the malformed ones always, then every
    /// earlier action ([`Deep::Every`]) or [`ILLEGAL_SAMPLE`] of them drawn from `sample`.
    fn candidates(&self, deep: Deep, sample: &mut GameRng) -> Vec<&Value> {
        let (malformed, earlier) = self.actions.split_at(MALFORMED);
        let mut out: Vec<&Value> = malformed.iter().collect();
        match deep {
            Deep::Sampled if !earlier.is_empty() => out.extend((0..ILLEGAL_SAMPLE).map(|_| &earlier[sample.below(earlier.len())])),
            Deep::Sampled | Deep::Off => {}
            Deep::Every => out.extend(earlier),
        }
        out
    }
}

/// A hash of a JSON value, as its compact text would hash but without writing it: every
/// variant, string, number and key in order.
fn hash_value(v: &Value) -> u64 {
    use std::hash::{Hash, Hasher};
    fn feed(v: &Value, h: &mut rustc_hash::FxHasher) {
        std::mem::discriminant(v).hash(h);
        match v {
            Value::Null => {}
            Value::Bool(b) => b.hash(h),
            Value::Number(n) => n.hash(h),
            Value::String(s) => s.hash(h),
            Value::Array(a) => {
                a.len().hash(h);
                a.iter().for_each(|x| feed(x, h));
            }
            Value::Object(o) => {
                o.len().hash(h);
                for (k, x) in o {
                    k.hash(h);
                    feed(x, h);
                }
            }
        }
    }
    let mut h = rustc_hash::FxHasher::default();
    feed(v, &mut h);
    h.finish()
}

/// No string in the views of `seats` names something secret from that seat.
fn check_views(g: &dyn AnyGame, seats: impl Iterator<Item = u8>) {
    for s in seats {
        let secrets = g.secrets(s);
        let other: rustc_hash::FxHashSet<&str> = secrets.other.iter().map(String::as_str).collect();
        let secret = |text: &str| {
            Card::from_text(text).is_some_and(|card| secrets.cards.contains(card) && *card.text() == *text) || other.contains(text)
        };
        g.each_view_string(s, &mut |c| assert!(!secret(c), "seat {s}'s view shows {c}, which is secret from it"));
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

/// Applies each legal action `tried` (its number and its JSON, as listed before) to copies,
/// directly and as JSON: both give that JSON and the same state.
fn check_legal_actions_apply(g: &dyn AnyGame, tried: &[(usize, Value)]) {
    for (i, listed) in tried {
        let mut copy = g.box_clone();
        let json = copy.apply_legal(*i);
        assert_eq!(&json, listed, "legal action {i} as JSON");
        let mut again = g.box_clone();
        again.apply_json(&json).unwrap_or_else(|e| panic!("legal action {json} refused as JSON: {e}"));
        assert!(copy.same_state(again.as_ref()), "legal action {json} applied directly and as JSON gives different states");
    }
}

/// What the refusal check knows of the actions legal now.
#[derive(Clone, Copy)]
enum Legal<'a> {
    /// All of them (none at a chance node or at the end): those among the candidates are
    /// not tried.
    Listed(&'a [Value]),
    /// Not listed (the sampled checks write only the actions they try as JSON): a candidate
    /// that is accepted must then be among them, and the legal actions are listed for it.
    Unlisted,
}

/// Actions that were legal earlier in the game (a card since played, another seat's move,
/// a chance outcome) but are not legal now are refused, and the state is unchanged. The
/// refusals all go to one copy, compared with the state once at the end (a refusal that
/// changed anything shows there, and is then found by trying each alone): a copy and a
/// comparison per step rather than per candidate. A candidate accepted (one legal now, or
/// a chance outcome possible again) is checked the same way first: the copy that refused
/// the ones before it and then took it is the state that takes it alone.
fn check_illegal_actions_refused(g: &dyn AnyGame, legal: Legal, candidates: &[&Value]) {
    // A chance outcome may be possible again (a later deal can repeat nothing in practice,
    // but a first-dealer draw can): only chance nodes and unlisted legal actions may accept
    // a candidate.
    let at_chance = g.turn() == Turn::Chance;
    let mut listed_now: Option<Vec<Value>> = None;
    let mut copy = g.box_clone();
    let mut refused = Vec::new();
    let mut refusals = 0;
    for &c in candidates {
        if let Legal::Listed(l) = legal {
            if l.contains(c) {
                continue;
            }
        }
        if copy.apply_json(c).is_ok() {
            if !at_chance {
                let now = listed_now.get_or_insert_with(|| g.legal_jsons());
                assert!(matches!(legal, Legal::Unlisted) && now.contains(c), "illegal {c} was accepted at {:?}", g.turn());
            }
            let mut alone = g.box_clone();
            alone.apply_json(c).unwrap_or_else(|e| panic!("{c} was accepted once and then refused: {e}"));
            if !copy.same_state(alone.as_ref()) {
                name_the_refusal_that_changed(g, &refused);
            }
            copy = g.box_clone();
            refused.clear();
            continue;
        }
        refused.push(c);
        refusals += 1;
    }
    if !copy.same_state(g) {
        name_the_refusal_that_changed(g, &refused);
    }
    assert!(refusals >= MALFORMED, "the malformed candidates at least are refused");
}

/// Panics naming the refusal among `refused` (tried one after another on a copy of `g`)
/// that changed the state: each is tried alone.
fn name_the_refusal_that_changed(g: &dyn AnyGame, refused: &[&Value]) -> ! {
    let culprit = refused.iter().find(|c| {
        let mut alone = g.box_clone();
        let _ = alone.apply_json(c);
        !alone.same_state(g)
    });
    match culprit {
        Some(c) => panic!("refusing {c} changed the state"),
        None => panic!("refusing {refused:?} one after another changed the state"),
    }
}

/// At a chance node: an outcome that cannot happen (one drawn from `rng`, made impossible
/// by [`corrupt`]) and a malformed one are refused, and the state is unchanged. Returns
/// whether there was an impossible outcome to try.
pub fn check_impossible_chance_refused(g: &mut dyn AnyGame, rng: &mut GameRng) -> bool {
    let before = g.box_clone();
    let outcome = g.box_clone().apply_chance(rng);
    let bad = corrupt(&outcome);
    if let Some(bad) = &bad {
        assert!(g.apply_json(bad).is_err(), "impossible {bad} accepted");
    }
    assert!(g.apply_json(&serde_json::json!(42)).is_err());
    assert!(g.same_state(before.as_ref()), "refusals leave the state unchanged");
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
    use crate::engine::game::{Game, IllegalAction, Secrets};
    use crate::engine::{Ruleset, Seat};
    use crate::games::three_tricks::{ThreeTricks, INFO};
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

    /// Three Tricks with a fault: it counts its refusals in its state (breaking "a refused
    /// action leaves the state unchanged"), or, when it `peeks`, each view also shows a card
    /// secret from its seat (breaking "a view holds nothing secret").
    #[derive(Clone, Debug, PartialEq)]
    struct Faulty {
        game: ThreeTricks,
        refusals: u32,
        peeks: bool,
    }

    impl Game for Faulty {
        type Action = <ThreeTricks as Game>::Action;
        type View = (<ThreeTricks as Game>::View, Option<Card>);
        fn new(rules: &Ruleset) -> Self {
            Faulty { game: ThreeTricks::new(rules), refusals: 0, peeks: false }
        }
        fn seat_count(&self) -> usize {
            Game::seat_count(&self.game)
        }
        fn turn(&self) -> Turn {
            Game::turn(&self.game)
        }
        fn legal_actions(&self) -> Vec<Self::Action> {
            self.game.legal_actions()
        }
        fn sample_chance(&self, rng: &mut GameRng) -> Self::Action {
            self.game.sample_chance(rng)
        }
        fn apply(&mut self, a: &Self::Action) -> Result<(), IllegalAction> {
            self.game.apply(a).inspect_err(|_| self.refusals += 1)
        }
        fn view(&self, seat: Seat) -> Self::View {
            (self.game.view(seat), self.peeks.then(|| Game::secrets(&self.game, seat).cards.first()).flatten())
        }
        fn secrets(&self, seat: Seat) -> Secrets {
            Game::secrets(&self.game, seat)
        }
        fn scores(&self) -> Vec<i32> {
            Game::scores(&self.game)
        }
    }

    #[test]
    fn a_view_that_shows_a_secret_is_caught_and_named() {
        let rules = Ruleset::defaults(&INFO);
        let mut peeking = Faulty { peeks: true, ..Faulty::new(&rules) };
        let mut honest = Faulty::new(&rules);
        let (mut chance, mut chance_too) = (GameRng::seeded(5), GameRng::seeded(5));
        while Game::turn(&peeking) == Turn::Chance {
            AnyGame::apply_chance(&mut peeking, &mut chance);
            AnyGame::apply_chance(&mut honest, &mut chance_too);
        }
        check_views(&honest, 0..3);
        let failure = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check_views(&peeking, std::iter::once(1)))).expect_err("the secret card is seen");
        let message = failure.downcast_ref::<String>().cloned().unwrap_or_default();
        let shown = Game::secrets(&peeking.game, 1).cards.first().expect("cards are hidden from seat 1");
        assert!(message.contains(&format!("seat 1's view shows {shown}, which is secret from it")), "{message}");
    }

    #[test]
    fn same_state_tells_states_and_games_apart() {
        let rules = Ruleset::defaults(&INFO);
        let g = ThreeTricks::new(&rules);
        let copy = g.box_clone();
        assert!(g.same_state(copy.as_ref()));
        let mut dealt = g.box_clone();
        dealt.apply_chance(&mut GameRng::seeded(5));
        assert!(!g.same_state(dealt.as_ref()), "a deal changes the state");
        assert!(!g.same_state(&Faulty::new(&rules)), "another game is never the same state");
    }

    #[test]
    fn a_refusal_that_changes_the_state_is_caught_and_named() {
        // The same eight moves in the careless game and in Three Tricks itself; the moves
        // played (not legal any more) and the malformed candidates are then tried.
        let rules = Ruleset::defaults(&INFO);
        let mut careless: Box<dyn AnyGame> = Box::new(Faulty::new(&rules));
        let mut honest: Box<dyn AnyGame> = Box::new(ThreeTricks::new(&rules));
        let mut earlier = Pool::new().actions;
        let (mut chance, mut chance_too) = (GameRng::seeded(5), GameRng::seeded(5));
        while earlier.len() < MALFORMED + 8 {
            if careless.turn() == Turn::Chance {
                careless.apply_chance(&mut chance);
                honest.apply_chance(&mut chance_too);
            } else {
                earlier.push(careless.apply_legal(0));
                honest.apply_legal(0);
            }
        }
        let candidates: Vec<&Value> = earlier.iter().collect();
        let legal = honest.legal_jsons();
        check_illegal_actions_refused(honest.as_ref(), Legal::Listed(&legal), &candidates);
        check_illegal_actions_refused(honest.as_ref(), Legal::Unlisted, &candidates);
        let failure = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check_illegal_actions_refused(careless.as_ref(), Legal::Unlisted, &candidates)))
            .expect_err("the changed state is seen");
        let message = failure.downcast_ref::<String>().cloned().unwrap_or_default();
        assert!(message.contains("changed the state"), "{message}");
        // A candidate legal now, after the refusals: the copy that took it differs from the
        // state that takes it alone, and the refusal to blame is named.
        let legal_now = careless.legal_json(0);
        let mut then_legal = candidates.clone();
        then_legal.push(&legal_now);
        check_illegal_actions_refused(honest.as_ref(), Legal::Unlisted, &[candidates.as_slice(), &[&honest.legal_json(0)]].concat());
        let failure = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check_illegal_actions_refused(careless.as_ref(), Legal::Unlisted, &then_legal)))
            .expect_err("the changed state is seen when a legal candidate comes after the refusals");
        let message = failure.downcast_ref::<String>().cloned().unwrap_or_default();
        assert!(message.contains("refusing") && message.contains("changed the state"), "{message}");
        // Listed as legal, the same candidate is not tried; unlisted and illegal, it fails.
        check_illegal_actions_refused(honest.as_ref(), Legal::Listed(&legal), &[candidates.as_slice(), &[&legal[0]]].concat());
        let failure = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check_illegal_actions_refused(honest.as_ref(), Legal::Listed(&[]), &[&legal[0]])))
            .expect_err("an accepted action not listed as legal is an error");
        let message = failure.downcast_ref::<String>().cloned().unwrap_or_default();
        assert!(message.contains("was accepted"), "{message}");
    }
}
