//! Three Tricks (スリートリックス), by Kusaba, 1991. Rules: docs of `rules.md`.
//!
//! Four players, no trump, 13 tricks a deal, four deals. Each deal scores by tricks won:
//! 0 → −5 (or −3), 1-3 → t², 4+ → −t (rules.md R12). The plain trick game
//! (`games::plain_trick`) with four players: the parity deal with nothing left over, the
//! highest card of the led suit winning, the deal passing left; this module supplies only the
//! scoring and the number of deals.

use crate::engine::ruleset::{GameInfo, OptionSpec, Ruleset};
use crate::engine::trick::{Play, TrickRule};
use crate::engine::Suit;
use crate::games::plain_trick::{self, NoLeftover, PlainTrick, Rules};
use serde::Serialize;

pub use crate::games::plain_trick::Phase;

mod bot;
pub mod messages;
pub mod rules_text;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod table;
#[cfg(test)]
mod tests;

pub const SEATS: usize = 4;
pub const DEALS: u8 = 4; // rules.md R13
pub const TRICKS: u8 = 13; // rules.md R9

pub static INFO: GameInfo = GameInfo {
    id: "three-tricks",
    title_en: "Three Tricks",
    title_ja: "スリートリックス",
    designer_en: "Jun Kusaba (1991)",
    designer_ja: "草場純（1991年）",
    players: &[4],
    options: &[OptionSpec { id: "zero-trick-score", values: &["-5", "-3"], default: "-5" }],
    validate: None,
    scores: true,
    playable: true,
};

/// Typed options (rules.md §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Options {
    pub zero_trick_score: i32,
}

/// Points for winning `t` tricks in a deal (rules.md R12).
pub fn deal_points(t: u8, opts: &Options) -> i32 {
    match t {
        0 => opts.zero_trick_score,
        1..=3 => (t as i32) * (t as i32),
        _ => -(t as i32),
    }
}

/// Three Tricks: the plain trick game with four players (13 cards each, rules.md R3), no
/// trump (R6-R8), scored by R12 over four deals (R13).
pub type ThreeTricks = PlainTrick<Options>;
/// What one seat may know (rules.md R10): its own hand, everything played, trick counts.
pub type View = plain_trick::View<Options>;
/// A finished trick, public for the rest of the deal (rules.md A5).
pub type DoneTrick = plain_trick::DoneTrick<WinReason>;
/// Chance (the first dealer, the deal) and plays. A Three Tricks deal leaves no card over and
/// its records have never named one (`NoLeftover`).
pub type Action = plain_trick::Action<NoLeftover>;

/// Why a trick's winner won it: no trump, so always the highest card of the led suit
/// (rules.md R8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum WinReason {
    HighestOfLed,
}

impl Rules for Options {
    type WinReason = WinReason;
    type Leftover = NoLeftover;
    const TRICK_RULE: TrickRule = TrickRule::HighestOfLed; // rules.md R8

    fn from_ruleset(r: &Ruleset) -> Options {
        Options { zero_trick_score: r.number("zero-trick-score") }
    }
    fn players(&self) -> u8 {
        SEATS as u8
    }
    fn deals(&self) -> u8 {
        DEALS // rules.md R13
    }
    fn win_reason(_: &[Play], _: Suit) -> WinReason {
        WinReason::HighestOfLed
    }
    fn deal_points(&self, tricks: u8) -> i32 {
        deal_points(tricks, self)
    }
}
