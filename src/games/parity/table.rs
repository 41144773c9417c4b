//! Parity (Kusaba) at the shared trick table, with the face-up leftover cards and the
//! scoring table for this hand size on request.

use crate::engine::cards::Card;
use crate::engine::Ruleset;
use crate::games::parity::{deal_points, Action, Parity, Phase, View};
use crate::ui::i18n::{self, use_i18n, Lang};
use crate::ui::trick_table::{signed, PointsSheet, TableGame, TableModel};
use crate::ui::widgets::CardFace;
use leptos::prelude::*;

use super::messages;
use crate::ui::screen::{Screen, SessionGame};
use crate::ui::trick_table::GameScreen;

impl SessionGame for Parity {}

impl TableGame for Parity {
    fn model(v: &View, _: Lang) -> TableModel {
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
            last_trick: v.history.last().map(|t| (t.plays.clone(), t.winner)),
            win_note: None,
            // Played cards are public and the rules let players look back over the deal.
            review: Some(v.history.iter().map(|t| (t.plays.clone(), t.winner)).collect()),
        }
    }
    fn play_card(c: Card) -> Action {
        Action::Play(c)
    }
}

/// "t → points" for every trick count 0..=H (rules.md R11).
fn scoring_key(h: u8) -> String {
    (0..=h).map(|t| format!("{t}→{}", signed(deal_points(t, h)))).collect::<Vec<_>>().join("  ")
}

#[component]
pub fn Table(rules: Ruleset) -> impl IntoView {
    let i18n = use_i18n();
    let screen = Screen::<Parity>::new(&rules);
    let v = screen.view;
    let h = move || v.with(|v| v.options.hand_size);
    let sheet = move || {
        view! {
            <PointsSheet
                names=screen.names
                rows=Signal::derive(move || v.with(|v| v.deal_scores.clone()))
                last_tricks=Signal::derive(move || v.with(|v| v.tricks_won.clone()))
                totals=Signal::derive(move || v.with(|v| v.totals.clone()))
                over=Signal::derive(move || v.with(|v| v.phase == Phase::Over))
                key=Signal::derive(move || scoring_key(h()))
                winner=screen.winner_line()
                places=screen.places()
                on_next=screen.next_deal()
                on_new_game=screen.new_game()
            />
        }
    };
    let extra: ChildrenFn = std::sync::Arc::new(move || {
        view! {
            <div class="leftover" data-testid="leftover">
                <Show when=move || v.with(|v| !v.leftover.is_empty())>
                    <span class="label">{i18n.t(i18n::LEFTOVER)}</span>
                    {move || v.with(|v| v.leftover.sorted_for_display()).into_iter().map(|c| view! { <CardFace card=c /> }).collect_view()}
                </Show>
                <details class="scoring-table" data-testid="scoring-table">
                    <summary>{i18n.t(messages::SCORING_TABLE)}" (H = "{h}")"</summary>
                    <p>{move || scoring_key(h())}</p>
                </details>
            </div>
        }
        .into_any()
    });
    view! {
        <GameScreen
            css=include_str!("table.css")
            screen=screen
            rules=rules
            progress=Signal::derive(move || v.with(|v| {
                // While the sheet of a finished deal is up, the header still names that deal.
                let n = if v.phase == Phase::Deal { v.deal_scores.len() as u8 } else { v.deal_number };
                i18n::deal_of(i18n.lang(), n, v.deals)
            }))
            trick_rule=i18n::NO_TRUMP_NOTE
            show_sheet=Signal::derive(move || v.with(|v| !v.deal_scores.is_empty() && v.phase != Phase::Play))
            sheet=sheet
            extra=extra
        />
    }
}
