//! Three Tricks at the plain trick table: the points sheet with the 0/1/2/3/4+ key.

use crate::engine::Ruleset;
use crate::games::plain_trick::table::{plain_trick_table, TableRules};
use crate::games::three_tricks::{Options, TRICKS};
use crate::text::Msg;
use crate::ui::i18n;
use leptos::prelude::*;

use super::messages;

impl TableRules for Options {
    const TIPS: &'static [crate::text::Tip] = messages::TIPS;
    const CSS: &'static str = "";
    const TRICK_RULE_NOTE: Msg = i18n::NO_TRUMP_NOTE;
    const KEY_LEGEND: Msg = messages::KEY_LEGEND;
    /// Every trick count a deal can give, 0 to 13, each with its points (rules.md R12).
    fn key_up_to(&self) -> u8 {
        TRICKS
    }
}

#[component]
pub fn Table(rules: Ruleset) -> impl IntoView {
    plain_trick_table::<Options>(rules)
}
