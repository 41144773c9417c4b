//! The table of the plain trick games (Parity, Second): the trick table with the face-up
//! leftover cards, the points sheet with its scoring key, and the note under a trick's
//! winning card. Each game says what differs through [`TableRules`].

use super::{PlainTrick, Phase, Rules, View};
use crate::engine::cards::Card;
use crate::engine::Ruleset;
use crate::text::Msg;
use crate::ui::i18n::{self, use_i18n, Lang};
use crate::ui::screen::{Screen, SessionGame};
use crate::ui::trick_table::{signed, GameScreen, PointsSheet, SheetEnd, TableGame, TableModel};
use crate::ui::widgets::CardFace;
use leptos::prelude::*;

/// What a plain trick game's table says of its own.
pub trait TableRules: Rules<WinReason: Send + Sync> + Send + Sync {
    /// One line on how tricks are won.
    const TRICK_RULE_NOTE: Msg;
    /// The game's stylesheet (its `table.css`).
    const CSS: &'static str;
    /// The game's coached first deal (its `messages::TIPS`).
    const TIPS: &'static [crate::text::Tip];
    /// Why a trick's winning card won, shown under it (`None`: nothing to add).
    fn win_note(_reason: Self::WinReason) -> Option<Msg> {
        None
    }
    /// What the scoring key means (its legend).
    const KEY_LEGEND: Msg;
    /// The highest trick count the scoring key lists.
    fn key_up_to(&self) -> u8;
    /// More of the game's own pieces beside the leftover cards (Parity's scoring table).
    fn pieces(_view: Memo<View<Self>>) -> Option<AnyView> {
        None
    }
}

/// "t → points" for every trick count the key lists.
pub fn scoring_key<R: Rules>(options: &R, up_to: u8) -> String {
    (0..=up_to).map(|t| format!("{t}→{}", signed(options.deal_points(t)))).collect::<Vec<_>>().join("  ")
}

impl<R: TableRules> SessionGame for PlainTrick<R> {
    const TIPS: &'static [crate::text::Tip] = R::TIPS;
    const CSS: &'static str = R::CSS;
    const RULE_NOTE: Msg = R::TRICK_RULE_NOTE;
    fn progress(v: &View<R>, lang: Lang) -> String {
        // While the sheet of a finished deal is up, the header still names that deal.
        let n = if v.phase == Phase::Deal { v.deal_scores.len() as u8 } else { v.deal_number };
        i18n::deal_of(lang, n, v.deals)
    }
    fn sheet_due(v: &View<R>) -> bool {
        !v.deal_scores.is_empty() && v.phase != Phase::Play
    }
}

impl<R: TableRules> TableGame for PlainTrick<R> {
    fn model(v: &View<R>, lang: Lang) -> TableModel {
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
            trick: v.trick.iter().copied().collect(),
            last_trick: v.last_trick.as_ref().map(|t| (t.plays.iter().copied().collect(), t.winner)),
            win_note: v.last_trick.as_ref().and_then(|t| R::win_note(t.detail)).map(|m| m.get(lang).to_string()),
            // Played cards are public and the rules let players look back over the deal (R10).
            review: Some(v.history.iter().map(|t| (t.plays.iter().copied().collect(), t.winner)).collect()),
        }
    }
    fn play_card(c: Card) -> super::Action<R::Leftover> {
        super::Action::Play(c)
    }
}

/// The points sheet of a plain trick game, with its scoring key: at the end of a played
/// deal and on the companion page.
#[component]
fn PlainSheet<R: TableRules>(view: Memo<View<R>>, names: Signal<Vec<String>>, end: SheetEnd) -> impl IntoView {
    let v = view;
    let key = Signal::derive(move || v.with(|v| scoring_key(&v.options, v.options.key_up_to())));
    view! {
        <PointsSheet
            names=names
            rows=Signal::derive(move || v.with(|v| v.deal_scores.clone()))
            last_tricks=Signal::derive(move || v.with(|v| v.deal_tricks.last().cloned().unwrap_or_default()))
            totals=Signal::derive(move || v.with(|v| v.totals.clone()))
            over=Signal::derive(move || v.with(|v| v.phase == Phase::Over))
            key=key
            key_legend=R::KEY_LEGEND
            end=end
        />
    }
}

impl<R: TableRules + 'static> crate::ui::companion::CompanionTable for PlainTrick<R> {
    const CSS: &'static str = R::CSS;
    fn sheet(view: Memo<View<R>>, names: Signal<Vec<String>>, end: SheetEnd) -> AnyView {
        view! { <PlainSheet<R> view=view names=names end=end /> }.into_any()
    }
}

/// The whole table of a plain trick game.
pub fn plain_trick_table<R: TableRules>(rules: Ruleset) -> impl IntoView {
    let i18n = use_i18n();
    let screen = Screen::<PlainTrick<R>>::new(&rules);
    let v = screen.view;
    let sheet = move || view! { <PlainSheet<R> view=v names=screen.names end=screen.sheet_end() /> };
    let extra: ChildrenFn = std::sync::Arc::new(move || {
        view! {
            <div class="leftover" data-testid="leftover">
                <Show when=move || v.with(|v| !v.leftover.is_empty())>
                    <span class="label">{i18n.t(i18n::LEFTOVER)}</span>
                    {move || v.with(|v| v.leftover.sorted_for_display()).into_iter().map(|c| view! { <CardFace card=c /> }).collect_view()}
                </Show>
                {R::pieces(v)}
            </div>
        }
        .into_any()
    });
    view! { <GameScreen screen=screen rules=rules sheet=sheet extra=extra /> }
}
