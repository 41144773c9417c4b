//! My Trump at the shared trick table: the bid panel (a number and your own trump suit),
//! every seat's trump suit on its seat and its bid with the tricks made so far for the
//! whole deal, trumps marked on the cards of the player they belong to, the face-up
//! leftover cards, and a sheet of bids, tricks and points.

use crate::engine::bid::Call;
use crate::engine::cards::{Card, Suit};
use crate::engine::{Ruleset, Seat};
use crate::games::my_trump::{Action, Bid, MyTrump, Phase, View, WinReason};
use crate::ui::bid_panel::BidPanel;
use crate::ui::i18n::{self, use_i18n, Lang};
use crate::ui::screen::{Screen, SessionGame};
use crate::ui::trick_table::{SheetEnd, signed, GameScreen, ScoreTable, SheetFrame, TableGame, TableModel, SeatBadge};
use crate::ui::widgets::{suit_class, suit_symbol, CardFace};
use crate::ui::explain::Explain;
use leptos::prelude::*;

use super::messages;

impl SessionGame for MyTrump {
    const TIPS: &'static [crate::text::Tip] = super::messages::TIPS;
    const CSS: &'static str = crate::ui::game_css!("my_trump");
    const RULE_NOTE: i18n::Msg = messages::RULE_NOTE;
    fn progress(v: &View, lang: Lang) -> String {
        // While the sheet of a finished deal is up, the header still names that deal.
        let n = if v.phase == Phase::Deal { v.deal_rows.len() as u8 } else { v.deal_number };
        i18n::deal_of(lang, n, v.deals)
    }
    fn sheet_due(v: &View) -> bool {
        (v.phase == Phase::Deal && !v.deal_rows.is_empty()) || v.phase == Phase::Over
    }
    fn prompt(v: &View) -> Option<(Seat, i18n::Msg)> {
        v.to_bid.filter(|_| v.phase == Phase::Bid).map(|s| (s, messages::BID_PROMPT))
    }
}

impl TableGame for MyTrump {
    fn model(v: &View, lang: Lang) -> TableModel {
        let last = v.history.last();
        TableModel {
            seats: v.hand_sizes.len(),
            me: v.seat,
            dealer: Some(v.dealer),
            to_play: if v.phase == Phase::Bid { v.to_bid } else { v.to_play },
            playing: v.phase == Phase::Play,
            hand: v.hand,
            legal: v.legal,
            hand_sizes: v.hand_sizes.clone(),
            tricks_won: v.tricks_won.clone(),
            trick: v.trick.clone(),
            last_trick: last.map(|t| (t.plays.clone(), t.winner)),
            win_note: last.and_then(|t| match t.detail {
                WinReason::JokerLead => Some(messages::WON_BY_JOKER.get(lang).to_string()),
                WinReason::Trump => Some(messages::WON_BY_TRUMP.get(lang).to_string()),
                WinReason::HighestOfLed => None,
            }),
            // Played cards are public for the whole deal (rules.md R12).
            review: Some(v.history.iter().map(|t| (t.plays.clone(), t.winner)).collect()),
        }
    }
    fn play_card(c: Card) -> Action {
        Action::Play(c)
    }
    const SEAT_BADGE: Option<SeatBadge<View>> = Some(|v, s, lang| {
        let playing = matches!(v.phase, Phase::Play | Phase::Deal | Phase::Over);
        v.bids[s as usize].map_or(String::new(), |b| contract_text(b, v.tricks_won[s as usize], playing, lang))
    });
}

/// A seat's contract as its seat shows it: "Bid 3" while bidding; in play the tricks won
/// out of those bid, "Tricks 1/3", with a tick once made (rules.md R11). (The table's own
/// trick count is hidden for this game: this line replaces it.)
fn contract_text(bid: Bid, won: u8, playing: bool, lang: Lang) -> String {
    if !playing {
        return format!("{} {}", messages::BID.get(lang), bid.tricks);
    }
    let made = if won >= bid.tricks { " ✓" } else { "" };
    format!("{} {won}/{}{made}", i18n::TRICKS.get(lang), bid.tricks)
}

#[component]
pub fn Table(rules: Ruleset) -> impl IntoView {
    let i18n = use_i18n();
    let screen = Screen::<MyTrump>::new(&rules);
    let v = screen.view;
    let names = screen.names;
    let trumps = Signal::derive(move || v.with(|v| v.bids.iter().map(|b| b.map(|b| b.suit)).collect::<Vec<Option<Suit>>>()));
    let extra: ChildrenFn = std::sync::Arc::new(move || {
        view! {
            <Show when=move || v.with(|v| v.bids.iter().any(Option::is_some))>
                <Explain title=messages::TRUMPS_KEY body=messages::TRUMPS_LEGEND testid="legend-trumps" class="mt-trumps-key">
                    <span>{i18n.t(messages::TRUMPS_KEY)}</span>
                </Explain>
            </Show>
            <Show when=move || v.with(|v| !v.leftover.is_empty())>
                <div class="leftover" data-testid="leftover">
                    <span class="label">{i18n.t(messages::FACE_UP)}</span>
                    {move || v.with(|v| v.leftover.sorted_for_display()).into_iter().map(|c| view! { <CardFace card=c /> }).collect_view()}
                </div>
            </Show>
        }
        .into_any()
    });
    let panel: ChildrenFn = std::sync::Arc::new(move || {
        view! {
            <Show when=move || v.with(|v| v.phase == Phase::Bid)>
                <BidPanel
                    legal=Signal::derive(move || v.with(|v| v.legal_bids.clone()))
                    auction=Signal::derive(move || v.with(|v| v.auction.clone()))
                    names=names
                    on_call=Callback::new(move |c: Call| screen.act(Action::Bid(c)))
                />
            </Show>
        }
        .into_any()
    });
    let sheet = move || deferred_sheet(v, names, screen);
    view! { <GameScreen screen=screen rules=rules sheet=sheet extra=extra below_hand=panel trumps=trumps /> }
}

crate::ui::widgets::deferred_sheet!(deferred_my_trump_sheet: BidSheet for MyTrump);

crate::ui::companion::companion_table!(MyTrump: BidSheet, css = crate::ui::game_css!("my_trump"));

/// One row per deal: each seat's bid (number and trump suit) and tricks, and the points
/// they scored (rules.md R11); totals, and places at the end (R14).
#[component]
fn BidSheet(view: Memo<View>, names: Signal<Vec<String>>, end: SheetEnd) -> impl IntoView {
    let i18n = use_i18n();
    let over = Signal::derive(move || view.with(|v| v.phase == Phase::Over));
    let totals = Signal::derive(move || view.with(|v| v.totals.clone()));
    view! {
        <SheetFrame over=over end=end>
            <ScoreTable names=names totals=totals over=over places=end.places class="mt-sheet">
                {move || view.with(|v| v.deal_rows.clone()).into_iter().enumerate().map(|(d, r)| view! {
                    <tr data-testid=format!("deal-row-{}", d + 1)>
                        <th scope="row">{d + 1}</th>
                        {(0..r.points.len()).map(|s| {
                            let b = r.bids[s];
                            let made = r.tricks[s] >= b.tricks;
                            view! {
                                <td data-points=r.points[s] data-tricks=r.tricks[s] data-bid=b.call().to_string() class:made=made>
                                    <span class="sheet-bid">{b.tricks}<span class=suit_class(b.suit)>{suit_symbol(b.suit)}</span>" "{r.tricks[s]}</span>
                                    <span class="sheet-points">{signed(r.points[s])}</span>
                                </td>
                            }
                        }).collect_view()}
                    </tr>
                }).collect_view()}
            </ScoreTable>
            <p class="points-key">{i18n.t(messages::SHEET_KEY)}</p>
        </SheetFrame>
    }
}
