//! Second at the plain trick table: the winning card of each trick is marked with why it
//! won ("second highest").

use crate::engine::Ruleset;
use crate::games::plain_trick::table::{plain_trick_table, TableRules};
use crate::games::second::{Options, WinReason};
use crate::text::Msg;
use leptos::prelude::*;

use super::messages;

impl TableRules for Options {
    const TIPS: &'static [crate::text::Tip] = super::messages::TIPS;
    const CSS: &'static str = "";
    const TRICK_RULE_NOTE: Msg = messages::SECOND_RULE_NOTE;
    const KEY_LEGEND: Msg = messages::KEY_LEGEND;
    fn win_note(r: WinReason) -> Option<Msg> {
        Some(match r {
            WinReason::SecondHighest => messages::SECOND_HIGHEST,
            WinReason::OnlyLedCard => messages::ONLY_LED_CARD,
        })
    }
    /// A point a trick: a few counts show the rule.
    fn key_up_to(&self) -> u8 {
        4
    }
}

#[component]
pub fn Table(rules: Ruleset) -> impl IntoView {
    plain_trick_table::<Options>(rules)
}
