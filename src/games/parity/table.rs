//! Parity (Kusaba) at the plain trick table, with the scoring table for this hand size on
//! request.

use crate::engine::Ruleset;
use crate::games::parity::{Options, View};
use crate::games::plain_trick::table::{plain_trick_table, scoring_key, TableRules};
use crate::text::Msg;
use crate::ui::i18n::{self, use_i18n};
use leptos::prelude::*;

use super::messages;

impl TableRules for Options {
    const TIPS: &'static [crate::text::Tip] = super::messages::TIPS;
    const CSS: &'static str = crate::ui::game_css!("parity");
    const TRICK_RULE_NOTE: Msg = i18n::NO_TRUMP_NOTE;
    const KEY_LEGEND: Msg = messages::KEY_LEGEND;
    /// Every count from 0 to H (rules.md R11).
    fn key_up_to(&self) -> u8 {
        self.hand_size
    }
    fn pieces(v: Memo<View>) -> Option<AnyView> {
        let i18n = use_i18n();
        let h = move || v.with(|v| v.options.hand_size);
        Some(
            view! {
                <details class="scoring-table" data-testid="scoring-table">
                    <summary>{i18n.t(messages::SCORING_TABLE)}{move || messages::for_hand_size(i18n.lang(), h())}</summary>
                    <p>{move || v.with(|v| scoring_key(&v.options, v.options.hand_size))}</p>
                </details>
            }
            .into_any(),
        )
    }
}

#[component]
pub fn Table(rules: Ruleset) -> impl IntoView {
    plain_trick_table::<Options>(rules)
}
