//! Second at the shared trick table: the winning card of each trick is marked with why it
//! won ("second highest").

use crate::engine::cards::Card;
use crate::engine::Ruleset;
use crate::games::second::{deal_points, Action, Phase, Second, View, WinReason};
use crate::ui::i18n::{self, use_i18n, Lang};
use crate::ui::trick_table::{signed, PointsSheet, TableGame, TableModel};
use crate::ui::widgets::CardFace;
use leptos::prelude::*;

use super::messages;
use crate::ui::screen::{Screen, SessionGame};
use crate::ui::trick_table::GameScreen;

fn reason(r: WinReason) -> i18n::Msg {
    match r {
        WinReason::SecondHighest => messages::SECOND_HIGHEST,
        WinReason::OnlyLedCard => messages::ONLY_LED_CARD,
    }
}

impl SessionGame for Second {}

impl TableGame for Second {
    fn model(v: &View, lang: Lang) -> TableModel {
        TableModel {
            seats: v.hand_sizes.len(),
            me: v.seat,
            dealer: Some(v.dealer),
            to_play: v.to_play,
            playing: v.phase == Phase::Play,
            hand: v.hand,
            legal: v.legal,
            hand_sizes: v.hand_sizes.clone(),
            tricks_won: v.tricks_won.clone(),
            trick: v.trick.clone(),
            last_trick: v.last_trick.as_ref().map(|t| (t.plays.clone(), t.winner)),
            win_note: v.last_trick.as_ref().map(|t| reason(t.reason).get(lang).to_string()),
            // Played cards are public and the rules let players look back over the deal.
            review: Some(v.history.iter().map(|t| (t.plays.clone(), t.winner)).collect()),
        }
    }
    fn play_card(c: Card) -> Action {
        Action::Play(c)
    }
}

#[component]
pub fn Table(rules: Ruleset) -> impl IntoView {
    let i18n = use_i18n();
    let screen = Screen::<Second>::new(&rules);
    let v = screen.view;
    let sheet = move || {
        view! {
            <PointsSheet
                names=screen.names
                rows=Signal::derive(move || v.with(|v| v.deal_scores.clone()))
                last_tricks=Signal::derive(move || v.with(|v| v.tricks_won.clone()))
                totals=Signal::derive(move || v.with(|v| v.totals.clone()))
                over=Signal::derive(move || v.with(|v| v.phase == Phase::Over))
                key=Signal::derive(move || (0..=4u8).map(|t| format!("{t}→{}", signed(deal_points(t)))).collect::<Vec<_>>().join("  "))
                winner=screen.winner_line()
                places=screen.places()
                on_next=screen.next_deal()
                on_new_game=screen.new_game()
            />
        }
    };
    let extra: ChildrenFn = std::sync::Arc::new(move || {
        view! {
            <Show when=move || v.with(|v| !v.leftover.is_empty())>
                <div class="leftover" data-testid="leftover">
                    <span class="label">{i18n.t(i18n::LEFTOVER)}</span>
                    {move || v.with(|v| v.leftover.sorted_for_display()).into_iter().map(|c| view! { <CardFace card=c /> }).collect_view()}
                </div>
            </Show>
        }
        .into_any()
    });
    view! {
        <GameScreen
            screen=screen
            rules=rules
            progress=Signal::derive(move || v.with(|v| {
                // While the sheet of a finished deal is up, the header still names that deal.
                let n = if v.phase == Phase::Deal { v.deal_scores.len() as u8 } else { v.deal_number };
                i18n::deal_of(i18n.lang(), n, v.deals)
            }))
            trick_rule=messages::SECOND_RULE_NOTE
            show_sheet=Signal::derive(move || v.with(|v| !v.deal_scores.is_empty() && v.phase != Phase::Play))
            sheet=sheet
            extra=extra
        />
    }
}
