//! The conformance harness (after OpenSpiel's): every registered, playable game is played
//! from many seeds with random legal actions, and at every step the engine contract is
//! checked. The checks are the library's (`play::conformance`, also run by `torite-cli
//! soak`); see src/engine/game.rs for the contract.

mod common;

use common::rulesets;
use torite::engine::game::Turn;
use torite::engine::{GameRng, Ruleset};
use torite::games;
use torite::play::conformance::{check_game, check_impossible_chance_refused, strings, Checks, Deep};

fn games_under_test() -> Vec<&'static torite::engine::GameInfo> {
    let g: Vec<_> = games::playable().collect();
    assert!(!g.is_empty());
    g
}

#[test]
fn deep_checks_on_every_ruleset() {
    for info in games_under_test() {
        for rules in rulesets(info) {
            for seed in 0..3 {
                check_game(&rules, seed, Checks { deep: Deep::Every, through_text: false });
            }
        }
    }
}

#[test]
fn thousands_of_random_games_end_and_replay() {
    // The standard ruleset of each game gets the full count; each changed option a tenth.
    let games_per_ruleset: u64 = std::env::var("TORITE_CONFORMANCE_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(2000);
    for info in games_under_test() {
        let started = std::time::Instant::now();
        let mut played = 0;
        for (k, rules) in rulesets(info).into_iter().enumerate() {
            let n = if k == 0 { games_per_ruleset } else { (games_per_ruleset / 10).max(1) };
            for seed in 0..n {
                // Every 10th record goes through its JSON text and back.
                check_game(&rules, 1000 + seed, Checks { deep: Deep::Off, through_text: seed % 10 == 0 });
                played += 1;
            }
        }
        eprintln!("conformance: {} — {played} random games in {:.1} s", info.id, started.elapsed().as_secs_f64());
    }
}

#[test]
fn chance_outcomes_that_cannot_happen_are_refused() {
    for info in games_under_test() {
        let mut g = games::start(&Ruleset::defaults(info)).expect("a playable game starts");
        let mut rng = GameRng::seeded(1);
        let mut checked = 0;
        while g.turn() == Turn::Chance {
            assert!(check_impossible_chance_refused(g.as_mut(), &mut GameRng::seeded(2)), "{}: a chance outcome names a card or a number", info.id);
            g.apply_chance(&mut rng);
            checked += 1;
        }
        assert!(checked > 0, "{} starts with a chance event", info.id);
    }
}

#[test]
fn the_views_strings_are_read_as_their_json_holds_them() {
    // The secrets check visits a view's strings without writing its JSON: it must see
    // exactly the string values of the JSON, in every kind of view of every game.
    for info in games_under_test() {
        for rules in rulesets(info) {
            let mut g = games::start(&rules).expect("a playable game starts");
            let (mut chance, mut pick) = (GameRng::seeded(7), GameRng::stream(7, 1));
            let mut steps = 0;
            while g.turn() != Turn::Over {
                for seat in 0..g.seat_count() as u8 {
                    let (mut visited, mut from_json) = (Vec::new(), Vec::new());
                    g.each_view_string(seat, &mut |s| visited.push(s.to_string()));
                    strings(&g.view_json(seat), &mut from_json);
                    assert_eq!(visited, from_json, "{} step {steps} seat {seat}", rules.game.id);
                }
                match g.turn() {
                    Turn::Chance => {
                        g.apply_chance(&mut chance);
                    }
                    _ => {
                        g.apply_legal(pick.below(g.legal_count()));
                    }
                }
                steps += 1;
            }
        }
    }
}

#[test]
fn sampled_checks_play_the_same_games_as_the_others() {
    // The sample has a stream of its own: a failing soak seed is the same game under
    // `--every-case` and in the harness.
    for info in games_under_test() {
        let rules = Ruleset::defaults(info);
        for seed in 0..2 {
            let sampled = check_game(&rules, seed, Checks { deep: Deep::Sampled, through_text: false });
            assert_eq!(sampled, check_game(&rules, seed, Checks { deep: Deep::Off, through_text: false }), "{} seed {seed}", info.id);
        }
    }
}

#[test]
fn fingerprints_tell_states_apart() {
    for info in games_under_test() {
        let mut g = games::start(&Ruleset::defaults(info)).expect("a playable game starts");
        let mut rng = GameRng::seeded(3);
        let mut seen = std::collections::HashSet::new();
        while g.turn() != Turn::Over {
            assert_eq!(g.box_clone().fingerprint(), g.fingerprint(), "{}: a copy has the same fingerprint", info.id);
            assert!(seen.insert(g.fingerprint()), "{}: a state after another action has a new fingerprint", info.id);
            if g.turn() == Turn::Chance {
                g.apply_chance(&mut rng);
            } else {
                let k = g.legal_count();
                g.apply_legal(rng.below(k));
            }
        }
    }
}
