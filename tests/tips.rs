//! Every game's coached first deal: a tip at the start, one for every kind of decision a
//! person meets in it (found by playing random games on every ruleset), the first trick and
//! the first score sheet, in both languages; and no tip for a decision the game never asks.

mod common;

use common::rulesets;
use std::collections::BTreeSet;
use torite::engine::game::Turn;
use torite::engine::GameRng;
use torite::games;
use torite::play::coach::action_kind;
use torite::text::{Lang, Moment};

const SEEDS: u64 = 4;

/// The kinds of decision seats meet in random games of every ruleset of `game`.
fn decision_kinds(info: &'static torite::engine::GameInfo) -> BTreeSet<String> {
    let mut kinds = BTreeSet::new();
    for rules in rulesets(info) {
        for seed in 0..SEEDS {
            let mut g = games::start(&rules).expect("a playable game starts");
            let (mut chance, mut rng) = (GameRng::seeded(seed), GameRng::stream(seed, 1));
            loop {
                match g.turn() {
                    Turn::Over => break,
                    Turn::Chance => {
                        g.apply_chance(&mut chance);
                    }
                    Turn::Seat(_) => {
                        for i in 0..g.legal_count() {
                            let a = g.legal_json(i);
                            kinds.insert(action_kind(&a).unwrap_or_else(|| panic!("{}: {a} has no kind", info.id)).to_string());
                        }
                        g.apply_legal(rng.below(g.legal_count()));
                    }
                }
            }
        }
    }
    kinds
}

#[test]
fn every_game_coaches_every_moment_and_every_decision() {
    for info in games::playable() {
        let tips = games::tips(info.id).unwrap_or_else(|| panic!("{} has no tips", info.id));
        for t in tips {
            for lang in Lang::ALL {
                assert!(!t.msg.get(lang).trim().is_empty(), "{}: a {:?} tip is empty in {lang:?}", info.id, t.at);
            }
        }
        for m in [Moment::Start, Moment::FirstTrick, Moment::FirstSheet] {
            assert_eq!(tips.iter().filter(|t| t.at == m).count(), 1, "{}: one {m:?} tip", info.id);
        }
        let kinds = decision_kinds(info);
        let tipped: BTreeSet<&str> = tips
            .iter()
            .flat_map(|t| match t.at {
                Moment::Decision(k) => k.to_vec(),
                _ => Vec::new(),
            })
            .collect();
        for k in &kinds {
            assert!(tipped.contains(k.as_str()), "{}: no tip for the decision {k:?}", info.id);
        }
        for k in &tipped {
            assert!(kinds.contains(*k), "{}: a tip for {k:?}, which the game never asks", info.id);
        }
    }
}
