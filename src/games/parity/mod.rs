//! Parity (パリティ), by Kusaba, 1990. Rules: `rules.md`.
//!
//! 3-8 players (9-10 with `extended-player-counts`), no trump, the "parity deal": H = ⌊52/N⌋
//! cards each, the rest face up and unused (rules.md R3). A deal scores +t for t tricks when t and
//! H differ in parity, −t when they match, 0 for none (rules.md R11). N deals (rules.md R12).

use crate::engine::ruleset::{GameInfo, OptionSpec, Ruleset, RulesetError};
use crate::engine::trick::{Play, TrickRule};
use crate::engine::{CardSet, Suit};
use crate::games::plain_trick::{self, PlainTrick, Rules};
use serde::Serialize;

pub use crate::games::plain_trick::{hand_size, Action, Phase};

mod bot;
pub mod messages;
pub mod rules_text;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod table;
#[cfg(test)]
mod tests;

pub static INFO: GameInfo = GameInfo {
    id: "parity",
    title_en: "Parity",
    title_ja: "パリティ",
    designer_en: "Jun Kusaba (1990)",
    designer_ja: "草場純（1990年）",
    players: &[3, 4, 5, 6, 7, 8],
    options: &[
        // rules.md §3; 9 and 10 only with `extended-player-counts=on` (P4, checked in `validate`).
        OptionSpec { id: "players", values: &["3", "4", "5", "6", "7", "8", "9", "10"], default: "4" },
        OptionSpec { id: "extended-player-counts", values: &["off", "on"], default: "off" },
        // `hand-size` is derived from `players` (rules.md R3), so it is not a choice: see
        // `Options::hand_size`.
    ],
    validate: Some(validate),
    scores: true,
    playable: true,
};

/// Cross-option rule (rules.md §3, P4): 9 or 10 players need `extended-player-counts=on`.
fn validate(r: &Ruleset) -> Result<(), RulesetError> {
    let players = r.get("players");
    if matches!(players, "9" | "10") && !r.is("extended-player-counts", "on") {
        return Err(RulesetError::Requires {
            option: "players".into(),
            value: players.into(),
            needs: "extended-player-counts".into(),
            needs_value: "on".into(),
        });
    }
    Ok(())
}

/// Typed options (rules.md §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Options {
    pub players: u8,
    pub extended_player_counts: bool,
    /// H = ⌊52/N⌋, derived (rules.md R3 table): 17/13/10/8/7/6, and 5 for N = 9, 10.
    pub hand_size: u8,
    /// 52 mod N cards dealt face up and unused (rules.md R3).
    pub face_up: u8,
}


/// Points for `t` tricks with hand size `h` (rules.md R11, P2, P3): 0 for none; +t when t and H
/// differ in parity; −t when they match.
pub fn deal_points(t: u8, h: u8) -> i32 {
    let t32 = t as i32;
    if t == 0 {
        0
    } else if t % 2 != h % 2 {
        t32
    } else {
        -t32
    }
}

/// Parity: the plain trick game (no trump, the parity deal, rules.md R1-R10) scored by parity
/// (rules.md R11), one deal per player (rules.md R12).
pub type Parity = PlainTrick<Options>;
/// What one seat may know (rules.md R10).
pub type View = plain_trick::View<Options>;
/// A finished trick, public for the rest of the deal (rules.md R10).
pub type DoneTrick = plain_trick::DoneTrick<WinReason>;

/// Why a trick's winner won it: no trump, so always the highest card of the led suit (rules.md
/// R7, R8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum WinReason {
    HighestOfLed,
}

impl Rules for Options {
    type WinReason = WinReason;
    type Leftover = CardSet;
    const TRICK_RULE: TrickRule = TrickRule::HighestOfLed; // rules.md R7, R8

    fn from_ruleset(r: &Ruleset) -> Options {
        let players: u8 = r.number("players");
        Options {
            players,
            extended_player_counts: r.is("extended-player-counts", "on"),
            hand_size: hand_size(players),
            face_up: 52 % players,
        }
    }
    fn players(&self) -> u8 {
        self.players
    }
    fn deals(&self) -> u8 {
        self.players // rules.md R12: N deals
    }
    fn win_reason(_: &[Play], _: Suit) -> WinReason {
        WinReason::HighestOfLed
    }
    fn deal_points(&self, tricks: u8) -> i32 {
        deal_points(tricks, self.hand_size)
    }
}
