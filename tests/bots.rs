//! The bots' part of the conformance harness, over every game that has bots:
//! - a determinization agrees with the seat's view (same view, same legal actions) and is a
//!   playable state;
//! - it reads nothing hidden from the seat: two states the seat cannot tell apart give the
//!   same world for the same random stream;
//! - a playout ends the deal (or the game) and leaves a playable state;
//! - every level chooses a legal action.

use torite::bots::any::AnyBotGame;
use torite::games::start_with_bots;
use torite::bots::Level;
use torite::engine::game::Turn;
use torite::engine::{GameRng, Ruleset, Seat};
use torite::games;

fn games_with_bots() -> Vec<Ruleset> {
    let mut out = Vec::new();
    for info in games::playable() {
        let rules = Ruleset::defaults(info);
        if start_with_bots(&rules).is_some() {
            out.push(rules);
        }
    }
    assert!(!out.is_empty());
    out
}

fn games_per_ruleset() -> u64 {
    std::env::var("TORITE_BOT_CONFORMANCE_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(40)
}

/// Plays on from `g` at random (chance included) until the game is over.
fn finish(mut g: Box<dyn AnyBotGame>, rng: &mut GameRng) -> Box<dyn AnyBotGame> {
    for _ in 0..100_000 {
        match g.turn() {
            Turn::Over => return g,
            Turn::Chance => {
                g.apply_chance(rng);
            }
            Turn::Seat(_) => {
                let i = rng.below(g.legal_count());
                g.apply_legal(i);
            }
        }
    }
    panic!("a game did not end: {g:?}");
}

/// The seat that chooses now (the dummy's controller chooses for it).
fn chooser_now(g: &dyn AnyBotGame) -> Option<Seat> {
    let Turn::Seat(s) = g.turn() else { return None };
    Some(g.table().controller.get(s as usize).copied().unwrap_or(s))
}

/// Games whose bots infer nothing from play, and why.
const NO_INFERENCE: &[(&str, &str)] = &[("parlett-parity", "both hands are open: nothing is hidden")];

fn check_determinizations(g: &dyn AnyBotGame, step: u64, id: &str, rewinds: &mut usize) {
    for seat in 0..g.seat_count() as Seat {
        let mut rng = GameRng::stream(step, seat as u64);
        let world = g.determinize_any(seat, &mut rng);
        assert_eq!(world.view_json(seat), g.view_json(seat), "{id}: seat {seat}'s view changed by its determinization");
        assert_eq!(world.turn(), g.turn(), "{id}");
        assert_eq!(world.scores(), g.scores(), "{id}");
        if g.turn() == Turn::Seat(seat) {
            assert_eq!(world.legal_count(), g.legal_count(), "{id}: legal actions differ in a determinization");
        }
        // Another world the seat cannot tell from this one determinizes identically.
        let other = g.determinize_any(seat, &mut GameRng::stream(step + 1, 99));
        let a = g.determinize_any(seat, &mut GameRng::stream(step, 7)).fingerprint();
        let b = other.determinize_any(seat, &mut GameRng::stream(step, 7)).fingerprint();
        assert_eq!(a, b, "{id}: seat {seat}'s determinization depends on what it cannot see");
        // Inference: the rewinds of the state and of a world replay to each, with the same
        // public actions and the same start as the seat sees it, and the world is possible.
        match (g.rewind_replayed(seat), world.rewind_replayed(seat)) {
            (Some(t), Some(w)) => {
                assert_eq!(t.replayed, Ok(g.fingerprint()), "{id}: the rewind of the state does not replay to it");
                assert_eq!(w.replayed, Ok(world.fingerprint()), "{id}: the rewind of a world does not replay to it");
                assert_eq!(t.actions, w.actions, "{id}: seat {seat}'s rewinds differ in what it saw happen");
                assert_eq!(t.start_view, w.start_view, "{id}: seat {seat}'s rewinds start from different views");
                assert!(w.log_likelihood.is_finite() && w.log_likelihood <= 0.0, "{id}: {}", w.log_likelihood);
                *rewinds += 1;
            }
            (None, None) => {}
            (t, w) => panic!("{id}: seat {seat}: the state rewinds ({}) but the world does ({})", t.is_some(), w.is_some()),
        }
        // The hard bot's whole search (its worlds, their weights) reads nothing hidden.
        if step % 7 == 0 && chooser_now(g) == Some(seat) {
            let a = g.estimates_json(30, &mut GameRng::stream(step, 11));
            let b = other.estimates_json(30, &mut GameRng::stream(step, 11));
            assert_eq!(a, b, "{id}: seat {seat}'s hard bot depends on what it cannot see");
        }
        // The world plays on to the end.
        finish(world.bot_clone(), &mut rng);
    }
}

#[test]
fn determinizations_agree_with_the_view_and_read_nothing_hidden() {
    for rules in games_with_bots() {
        let id = rules.game.id;
        let mut rewinds = 0;
        for seed in 0..games_per_ruleset() {
            let mut g = start_with_bots(&rules).unwrap();
            let mut chance = GameRng::seeded(seed);
            let mut rng = GameRng::stream(seed, 1);
            let mut step = 0u64;
            while g.turn() != Turn::Over {
                if step % 3 == 0 {
                    check_determinizations(g.as_ref(), seed * 10_000 + step, id, &mut rewinds);
                }
                match g.turn() {
                    Turn::Chance => {
                        g.apply_chance(&mut chance);
                    }
                    Turn::Seat(_) => {
                        let i = rng.below(g.legal_count());
                        g.apply_legal(i);
                    }
                    Turn::Over => {}
                }
                step += 1;
            }
        }
        let exempt = NO_INFERENCE.iter().any(|(g, _)| *g == id);
        assert!(rewinds > 0 || exempt, "{id}: its bots infer nothing from play (BotGame::rewind), and it is not in NO_INFERENCE");
        assert!(rewinds == 0 || !exempt, "{id}: listed in NO_INFERENCE but rewinds");
    }
}

#[test]
fn playouts_end_the_deal_and_leave_a_playable_state() {
    for rules in games_with_bots() {
        let id = rules.game.id;
        for seed in 0..games_per_ruleset() * 5 {
            let mut g = start_with_bots(&rules).unwrap();
            let mut chance = GameRng::seeded(seed);
            let mut rng = GameRng::stream(seed, 2);
            // Walk a random number of steps into the game, then play out.
            let steps = rng.below(200);
            for _ in 0..steps {
                match g.turn() {
                    Turn::Over => break,
                    Turn::Chance => {
                        g.apply_chance(&mut chance);
                    }
                    Turn::Seat(_) => {
                        let i = rng.below(g.legal_count());
                        g.apply_legal(i);
                    }
                }
            }
            if g.turn() == Turn::Over {
                continue;
            }
            let before = g.deals_done();
            let mut p = g.bot_clone();
            p.playout(&mut rng);
            assert!(p.turn() == Turn::Over || p.deals_done() > before, "{id}: a playout stopped inside the deal");
            let end = finish(p, &mut rng);
            assert_eq!(end.turn(), Turn::Over, "{id}");
        }
    }
}

#[test]
fn every_level_chooses_a_legal_action() {
    for rules in games_with_bots() {
        let id = rules.game.id;
        for seed in 0..4 {
            let mut g = start_with_bots(&rules).unwrap();
            let mut chance = GameRng::seeded(seed);
            let mut k = 0u64;
            while g.turn() != Turn::Over {
                if g.turn() == Turn::Chance {
                    g.apply_chance(&mut chance);
                    continue;
                }
                k += 1;
                let level = [Level::Easy, Level::Normal, Level::Hard, Level::Oracle][(k % 4) as usize];
                // The search is exercised with a small budget here; its strength is the arena's job.
                let mut rng = GameRng::stream(seed, k);
                let action = if matches!(level, Level::Hard) && k % 8 != 3 {
                    let est = g.estimates_json(40, &mut rng);
                    assert_eq!(est.len(), g.legal_count(), "{id}");
                    est.into_iter().max_by_key(|e| e.1).unwrap().0
                } else {
                    g.choose_json(level, &mut rng).unwrap()
                };
                g.apply_json(&action).unwrap_or_else(|e| panic!("{id}: {level:?} chose {action}: {e}"));
            }
        }
    }
}

/// Every probe of every game ([`torite::bots::probe`]) plays a whole game (the others
/// normal bots): each action legal, the same for the same stream, and either the same for
/// any stream (the probe's fixed choice) or the normal bot's own (a decision the probe leaves
/// to it); and the game's probes do depart from the normal bot somewhere (not each one:
/// There Were None's normal bot plays its lowest card nearly always).
#[test]
fn probes_are_legal_and_deterministic() {
    let mut probed = 0;
    for rules in games_with_bots() {
        let id = rules.game.id;
        let probes = start_with_bots(&rules).unwrap().probes();
        if !["goita-to-bara"].contains(&id) {
            assert!(probes.len() >= 2, "{id}: every trick game has probe:highest and probe:lowest");
        }
        let mut departures = 0;
        for &probe in probes {
            let level = Level::Probe(probe);
            assert_eq!(Level::parse(level.id()), Some(level));
            // Three deals, and more until the probe departs from the normal bot.
            for seed in 0..12 {
                if seed >= 3 && departures > 0 {
                    break;
                }
                let mut g = start_with_bots(&rules).unwrap();
                let mut chance = GameRng::seeded(seed);
                let mut k = 0u64;
                while g.turn() != Turn::Over && g.deals_done() < 1 {
                    if g.turn() == Turn::Chance {
                        g.apply_chance(&mut chance);
                        continue;
                    }
                    k += 1;
                    let a = g.choose_json(level, &mut GameRng::stream(seed, k)).unwrap();
                    assert_eq!(Some(&a), g.choose_json(level, &mut GameRng::stream(seed, k)).as_ref(), "{id} {}: same stream", level.id());
                    let b = g.choose_json(level, &mut GameRng::stream(seed + 100, k)).unwrap();
                    let normal = |s| g.choose_json(Level::Normal, &mut GameRng::stream(s, k)).unwrap();
                    assert!(
                        a == b || (a == normal(seed) && b == normal(seed + 100)),
                        "{id} {}: {a} and {b} from two streams, neither fixed nor the normal bot's",
                        level.id()
                    );
                    if a != normal(seed) {
                        departures += 1;
                    }
                    g.apply_json(&a).unwrap_or_else(|e| panic!("{id}: {} chose {a}: {e}", level.id()));
                    // The other seats: the normal bot, so the probe meets the positions it would.
                    while let Turn::Seat(_) = g.turn() {
                        if k % 3 == 0 {
                            break;
                        }
                        k += 1;
                        let n = g.choose_json(Level::Normal, &mut GameRng::stream(seed, k)).unwrap();
                        g.apply_json(&n).unwrap();
                    }
                }
            }
            probed += 1;
        }
        assert!(departures > 0, "{id}: its probes never depart from the normal bot");
    }
    assert!(probed >= 2 * 13 + 3, "{probed} probes");
}

#[test]
fn an_unknown_probe_is_a_clear_error() {
    assert_eq!(Level::parse("probe:sometimes"), None);
    assert_eq!(Level::parse("probe:max-bid"), Some(Level::Probe(torite::bots::probe::Probe::MaxBid)));
    let three = Ruleset::defaults(games::by_id("three-tricks").unwrap());
    let e = torite::play::arena::check_probes(&three, &[Level::Probe(torite::bots::probe::Probe::MaxBid), Level::Normal, Level::Normal, Level::Normal])
        .unwrap_err();
    assert_eq!(e, "probe:max-bid does not apply to three-tricks (its probes: probe:highest, probe:lowest)");
    let goita = Ruleset::defaults(games::by_id("goita-to-bara").unwrap());
    let e = torite::play::arena::run(&goita, &[Level::Probe(torite::bots::probe::Probe::Highest), Level::Normal, Level::Normal, Level::Normal], 1, 1, 1, || 0.0)
        .unwrap_err();
    assert!(e.contains("probe:always-challenge, probe:never-challenge, probe:always-raise"), "{e}");
}
