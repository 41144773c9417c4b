//! Three Tricks at the shared trick table: points sheet with the 0/1/2/3/4+ key.

use crate::engine::cards::Card;
use crate::engine::Ruleset;
use crate::games::three_tricks::{deal_points, Action, Phase, ThreeTricks, View, DEALS};
use crate::ui::i18n::{self, Lang};
use crate::ui::trick_table::{signed, PointsSheet, SheetEnd, TableGame, TableModel};
use leptos::prelude::*;

use super::messages;
use crate::ui::screen::{Screen, SessionGame};
use crate::ui::trick_table::GameScreen;

impl SessionGame for ThreeTricks {
    const TIPS: &'static [crate::text::Tip] = super::messages::TIPS;
}

impl TableGame for ThreeTricks {
    fn model(v: &View, _: Lang) -> TableModel {
        TableModel {
            seats: 4,
            me: v.seat,
            dealer: Some(v.dealer),
            to_play: v.to_play,
            playing: v.phase == Phase::Play,
            hand: v.hand,
            legal: v.legal,
            hand_sizes: v.hand_sizes.to_vec(),
            tricks_won: v.tricks_won.to_vec(),
            trick: v.trick.iter().copied().collect(),
            last_trick: v.history.last().map(|t| (t.plays.iter().copied().collect(), t.winner)),
            win_note: None,
            // Played cards are public and the rules let players look back over the deal.
            review: Some(v.history.iter().map(|t| (t.plays.iter().copied().collect(), t.winner)).collect()),
        }
    }
    fn play_card(c: Card) -> Action {
        Action::Play(c)
    }
}

#[component]
pub fn Table(rules: Ruleset) -> impl IntoView {
    let lang = i18n::use_i18n();
    let screen = Screen::<ThreeTricks>::new(&rules);
    let v = screen.view;
    let sheet = move || view! { <TricksSheet view=v names=screen.names end=screen.sheet_end() /> };
    view! {
        <GameScreen
            screen=screen
            rules=rules
            progress=Signal::derive(move || {
                // While the sheet of a finished deal is up, the header still names that deal.
                let n = v.with(|v| if v.phase == Phase::Deal { v.deal_scores.len() as u8 } else { v.deal_number });
                i18n::deal_of(lang.lang(), n, DEALS)
            })
            trick_rule=i18n::NO_TRUMP_NOTE
            show_sheet=Signal::derive(move || v.with(|v| !v.deal_scores.is_empty() && v.phase != Phase::Play))
            sheet=sheet
        />
    }
}

/// The points sheet with the 0/1/2/3/4+ key: at the end of a played deal and on the
/// companion page.
#[component]
fn TricksSheet(view: Memo<View>, names: Signal<Vec<String>>, end: SheetEnd) -> impl IntoView {
    let v = view;
    // Every trick count a deal can give (0 to 13), each with its points.
    let key = Signal::derive(move || {
        let o = v.with(|v| v.options);
        (0..=13u8).map(|t| format!("{t}→{}", signed(deal_points(t, &o)))).collect::<Vec<_>>().join("  ")
    });
    view! {
        <PointsSheet
            names=names
            rows=Signal::derive(move || v.with(|v| v.deal_scores.iter().map(|r| r.to_vec()).collect()))
            last_tricks=Signal::derive(move || v.with(|v| v.deal_tricks.last().map(|t| t.to_vec()).unwrap_or_default()))
            totals=Signal::derive(move || v.with(|v| v.totals.to_vec()))
            over=Signal::derive(move || v.with(|v| v.phase == Phase::Over))
            key=key
            key_legend=messages::KEY_LEGEND
            end=end
        />
    }
}

crate::ui::companion::companion_table!(ThreeTricks: TricksSheet);
