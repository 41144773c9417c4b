//! The end of the game (rules.md R13): after every played deal, +target first (R13.1), then
//! −target (R13.2), each with its tie chain, and sudden death when both chains tie (R13.3).

use super::{pair_of, SEATS};
use serde::Serialize;

/// Which rule decided the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndRule {
    /// R13.1: every player at +target or more is in one pair.
    Reached,
    /// R13.1, both pairs reached it: the higher best individual score (T5).
    HigherBest,
    /// R13.1, best scores equal: the higher pair score.
    ReachedPairTotal,
    /// R13.2: every player at −target or less is in one pair, which loses.
    Fell,
    /// R13.2, both pairs fell: the pair with the lower worst score loses (T5).
    LowerWorst,
    /// R13.2, worst scores equal: the higher pair score.
    FellPairTotal,
    /// R13.3 with `sudden-death-criterion = pair-total`: the higher pair score after an
    /// extra deal.
    SuddenDeathPairTotal,
}

impl EndRule {
    /// The id a finished game's outcome names its result by.
    pub fn id(self) -> &'static str {
        match self {
            EndRule::Reached => "reached",
            EndRule::HigherBest => "higher-best",
            EndRule::ReachedPairTotal => "reached-pair-total",
            EndRule::Fell => "fell",
            EndRule::LowerWorst => "lower-worst",
            EndRule::FellPairTotal => "fell-pair-total",
            EndRule::SuddenDeathPairTotal => "sudden-death-pair-total",
        }
    }
}

/// Where a chain of checks ended level, sending the game to sudden death (R13.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TieAt {
    /// Both pairs at +target with equal best scores and equal pair scores (R13.1).
    Reached,
    /// Both pairs at −target with equal worst scores and equal pair scores (R13.2).
    Fell,
    /// Equal pair scores after an extra deal under `pair-total` (T12).
    PairTotal,
}

/// What the check after a played deal found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Decision {
    /// Nothing applies: play the next deal (R13.4).
    Continue,
    /// Pair `pair` (0 = seats 0 and 2, 1 = seats 1 and 3) wins by `rule`.
    Win { pair: u8, rule: EndRule },
    /// The chain tied: an extra deal (R13.3).
    SuddenDeath { tie: TieAt },
}

/// Each pair's score: the sum of its partners' scores (R2).
pub fn pair_totals(scores: &[i32; SEATS]) -> [i32; 2] {
    [scores[0] + scores[2], scores[1] + scores[3]]
}

/// The pair whose `key` is larger, or `None` when equal.
fn larger(key: [i32; 2]) -> Option<u8> {
    match key[0].cmp(&key[1]) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => None,
    }
}

/// The checks of R13.1 and R13.2 in order, with their tie chains (T2, T4, T5).
pub fn check(scores: &[i32; SEATS], target: i32) -> Decision {
    let pairs_with = |hit: &dyn Fn(i32) -> bool| -> [bool; 2] {
        let mut p = [false; 2];
        for (s, &x) in scores.iter().enumerate() {
            p[pair_of(s as u8) as usize] |= hit(x);
        }
        p
    };
    let totals = pair_totals(scores);
    let best = [scores[0].max(scores[2]), scores[1].max(scores[3])];
    let worst = [scores[0].min(scores[2]), scores[1].min(scores[3])];
    match pairs_with(&|x| x >= target) {
        [true, false] => return Decision::Win { pair: 0, rule: EndRule::Reached },
        [false, true] => return Decision::Win { pair: 1, rule: EndRule::Reached },
        [true, true] => {
            return match (larger(best), larger(totals)) {
                (Some(p), _) => Decision::Win { pair: p, rule: EndRule::HigherBest },
                (None, Some(p)) => Decision::Win { pair: p, rule: EndRule::ReachedPairTotal },
                (None, None) => Decision::SuddenDeath { tie: TieAt::Reached },
            };
        }
        [false, false] => {}
    }
    // T2: −target or worse. The pair that fell loses, so the other one wins.
    match pairs_with(&|x| x <= -target) {
        [true, false] => Decision::Win { pair: 1, rule: EndRule::Fell },
        [false, true] => Decision::Win { pair: 0, rule: EndRule::Fell },
        [true, true] => match (larger(worst), larger(totals)) {
            // The higher worst score is the pair that did not fall furthest.
            (Some(p), _) => Decision::Win { pair: p, rule: EndRule::LowerWorst },
            (None, Some(p)) => Decision::Win { pair: p, rule: EndRule::FellPairTotal },
            (None, None) => Decision::SuddenDeath { tie: TieAt::Fell },
        },
        [false, false] => Decision::Continue,
    }
}

/// After an extra deal under `sudden-death-criterion = pair-total`: the higher pair score
/// wins; equal pair scores play another extra deal (R13.3, T12).
pub fn check_pair_total(scores: &[i32; SEATS]) -> Decision {
    match larger(pair_totals(scores)) {
        Some(pair) => Decision::Win { pair, rule: EndRule::SuddenDeathPairTotal },
        None => Decision::SuddenDeath { tie: TieAt::PairTotal },
    }
}
