//! Second (セカンド), by Kusaba, 1990. Rules: `rules.md`.
//!
//! 3-5 players, no trump, the parity deal (H = ⌊52/N⌋ each, the rest face up, rules.md R3). The
//! trick goes to the second-highest card of the led suit, or to the leader when nobody
//! followed (rules.md R8). 1 point per trick (rules.md R11); N deals by default (rules.md R12, S5).

use crate::engine::ruleset::{GameInfo, OptionSpec, Ruleset};
use crate::engine::trick::{Play, TrickRule};
use crate::engine::{CardSet, Suit};
use crate::games::plain_trick::{self, hand_size, PlainTrick, Rules};
use serde::Serialize;

pub use crate::games::plain_trick::{Action, Phase};

mod bot;
pub mod messages;
pub mod rules_text;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod table;
#[cfg(test)]
mod tests;

/// `deals-per-game` value meaning "one deal per player" (rules.md S5).
pub const DEALS_ONE_PER_PLAYER: &str = "n";

pub static INFO: GameInfo = GameInfo {
    id: "second",
    title_en: "Second",
    title_ja: "セカンド",
    designer_en: "Jun Kusaba (1990)",
    designer_ja: "草場純（1990年）",
    players: &[3, 4, 5],
    options: &[
        OptionSpec { id: "players", values: &["3", "4", "5"], default: "4" }, // rules.md R2
        // rules.md R4, S4: the original bidding and trumps are not given in the text; the id is
        // reserved and `off` is the only value. No rules are invented for it.
        OptionSpec { id: "bidding-and-trumps", values: &["off"], default: "off" },
        // rules.md §3, S5: a positive integer, by default N (one deal per player). Options are
        // enumerated strings (architecture G6), so the integers offered are 1-10.
        OptionSpec {
            id: "deals-per-game",
            values: &[DEALS_ONE_PER_PLAYER, "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"],
            default: DEALS_ONE_PER_PLAYER,
        },
    ],
    validate: None,
    scores: true,
    playable: true,
};

/// Typed options (rules.md §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Options {
    pub players: u8,
    /// Always false: only `off` has rules (rules.md S4).
    pub bidding_and_trumps: bool,
    /// Deals in the game, resolved: N unless a number was chosen (rules.md S5).
    pub deals_per_game: u8,
    /// H = ⌊52/N⌋, derived (rules.md R3): 17/13/10.
    pub hand_size: u8,
    /// 52 mod N cards face up and unused (rules.md R3): 1/0/2.
    pub face_up: u8,
}

/// Points for `t` tricks: 1 per trick (rules.md R11).
pub fn deal_points(t: u8) -> i32 {
    t as i32
}

/// Why a trick's winner won it (rules.md R8), for the table to say "second highest".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum WinReason {
    /// Two or more cards of the led suit: the second-highest of them won.
    SecondHighest,
    /// Nobody followed: the led card, the only one of its suit, won.
    OnlyLedCard,
}

/// Second: the plain trick game (the parity deal, no trump, rules.md R1-R10) where the
/// second-highest card of the led suit wins (rules.md R8), a point a trick (rules.md R11).
pub type Second = PlainTrick<Options>;
/// What one seat may know (rules.md R10).
pub type View = plain_trick::View<Options>;
/// A finished trick, public for the rest of the deal (rules.md R10), with its winning card and
/// why it won.
pub type DoneTrick = plain_trick::DoneTrick<WinReason>;

impl Rules for Options {
    type WinReason = WinReason;
    type Leftover = CardSet;
    const TRICK_RULE: TrickRule = TrickRule::SecondHighestOfLed; // rules.md R8, S1-S3

    fn from_ruleset(r: &Ruleset) -> Options {
        let players: u8 = r.number("players");
        let deals = if r.is("deals-per-game", DEALS_ONE_PER_PLAYER) { players } else { r.number("deals-per-game") };
        Options {
            players,
            bidding_and_trumps: false,
            deals_per_game: deals,
            hand_size: hand_size(players),
            face_up: 52 % players,
        }
    }
    fn players(&self) -> u8 {
        self.players
    }
    fn deals(&self) -> u8 {
        self.deals_per_game // rules.md R12, S5
    }
    /// The leader wins when nobody followed; off-suit cards never win (rules.md R8, S1-S3).
    fn win_reason(trick: &[Play], led: Suit) -> WinReason {
        let followed = trick.iter().filter(|p| p.card.suit() == led).count();
        if followed >= 2 {
            WinReason::SecondHighest
        } else {
            WinReason::OnlyLedCard
        }
    }
    fn deal_points(&self, tricks: u8) -> i32 {
        deal_points(tricks)
    }
}
