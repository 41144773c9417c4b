//! Same Two at the shared trick table: the contract bar (board, vulnerability, contract and
//! declarer, always in view), the auction as the usual four-column grid above the shared
//! bid panel, the dummy's cards face up in its place once the opening lead is made (tappable
//! when you declare and the dummy is to play, legal ones raised), the winning card of a
//! trick everybody followed marked "lowest wins", and a sheet per board.

use crate::engine::bid::Call;
use crate::engine::cards::{Card, CardSet};
use crate::engine::{Ruleset, Seat};
use crate::games::same_two::{side_of, Action, Phase, SameTwo, Scoring, View};
use crate::ui::bid_panel::BidPanel;
use crate::ui::i18n::{self, use_i18n, Lang};
use crate::ui::screen::{Screen, SessionGame};
use crate::ui::trick_table::{SheetEnd, signed, GameScreen, ScoresTable, SheetFrame, TableGame, TableModel, SeatBadge};
use crate::ui::widgets::{suit_class, CardLabel};
use leptos::prelude::*;

use super::messages;

impl SessionGame for SameTwo {
    const TIPS: &'static [crate::text::Tip] = super::messages::TIPS;
    const CSS: &'static str = crate::ui::game_css!("same_two");
    const RULE_NOTE: i18n::Msg = messages::RULE_NOTE;
    fn progress(v: &View, lang: Lang) -> String {
        let b = if v.phase == Phase::Deal { v.rows.len() as u32 } else { v.board };
        let mut t = messages::board_number(lang, b.max(1));
        if v.options.scoring == Scoring::Duplicate {
            t.push_str(&format!("/{}", v.options.boards));
        }
        t
    }
    fn sheet_due(v: &View) -> bool {
        (v.phase == Phase::Deal && !v.rows.is_empty()) || v.phase == Phase::Over
    }
    /// Your call in the auction, or whose it is; and when you are the dummy, that your
    /// partner plays your cards.
    fn prompt(v: &View) -> Option<(Seat, i18n::Msg)> {
        match (v.phase, v.to_act, v.contract) {
            (Phase::Auction, Some(s), _) => Some((s, messages::CALL_PROMPT)),
            (Phase::Play, Some(s), Some(c)) if s == v.seat && c.dummy() == v.seat => Some((s, messages::YOU_ARE_DUMMY)),
            _ => None,
        }
    }
    /// You declare: the dummy's turn is yours.
    fn status(v: &View, _names: &[String], lang: Lang) -> Option<String> {
        match (v.phase, v.to_act, v.contract) {
            (Phase::Play, Some(s), Some(c)) if s == c.dummy() && c.declarer == v.seat => {
                let (turn, dummy) = (i18n::YOUR_TURN.get(lang), messages::YOU_PLAY_DUMMY.get(lang));
                Some(match lang {
                    Lang::En => format!("{turn} · {dummy}"),
                    Lang::Ja => format!("{turn}。{dummy}"),
                })
            }
            _ => None,
        }
    }
}

impl TableGame for SameTwo {
    fn model(v: &View, lang: Lang) -> TableModel {
        let last = v.history.last().filter(|_| v.phase == Phase::Play || v.tricks_played == 13);
        TableModel {
            seats: 4,
            me: v.seat,
            dealer: Some(v.dealer),
            to_play: v.to_act,
            playing: v.phase == Phase::Play,
            hand: v.hand,
            // Your own cards: the dummy's are tapped on the felt.
            legal: if v.to_act == Some(v.seat) { v.legal } else { CardSet::EMPTY },
            hand_sizes: v.hand_sizes.to_vec(),
            tricks_won: v.tricks_won.to_vec(),
            trick: v.trick.clone(),
            last_trick: last.map(|t| (t.plays.iter().copied().collect(), t.winner)),
            win_note: last.filter(|t| t.detail).map(|_| messages::LOWEST_WINS.get(lang).to_string()),
            review: Some(v.history.iter().map(|t| (t.plays.iter().copied().collect(), t.winner)).collect()),
        }
    }
    fn play_card(c: Card) -> Action {
        Action::Play(c)
    }
    /// In play, declarer and dummy; during the auction, the seat's last call.
    const SEAT_BADGE: Option<SeatBadge<View>> = Some(|v, s, lang| match v.contract.filter(|_| v.phase == Phase::Play) {
        Some(c) if c.declarer == s => messages::DECLARER.get(lang).to_string(),
        Some(c) if c.dummy() == s => messages::DUMMY.get(lang).to_string(),
        Some(_) => String::new(),
        None => v.auction.iter().rev().find(|(x, _)| *x == s).map(|(_, c)| messages::call_text(*c, lang)).unwrap_or_default(),
    });
}

#[component]
pub fn Table(rules: Ruleset) -> impl IntoView {
    let screen = Screen::<SameTwo>::new(&rules);
    let v = screen.view;
    let names = screen.names;
    let extra: ChildrenFn = std::sync::Arc::new(move || {
        view! {
            <ContractBar view=v names=names />
            <DummyHand view=v names=names on_play=Callback::new(move |c: Card| screen.act(Action::Play(c))) />
        }
        .into_any()
    });
    let panel: ChildrenFn = std::sync::Arc::new(move || {
        view! {
            <Show when=move || v.with(|v| v.phase == Phase::Auction)>
                <div class="st-auction" style=move || v.with(|v| format!("--first:{}", column(v.dealer, v.seat) + 1))>
                    <div class="auction-head" aria-hidden="true">
                        {move || (0..4).map(|k| seat_at(k, v.with(|v| v.seat))).map(|s| view! { <span>{move || names.with(|n| n[s as usize].clone())}</span> }).collect_view()}
                    </div>
                    <BidPanel
                        legal=Signal::derive(move || v.with(|v| v.legal_calls.clone()))
                        auction=Signal::derive(move || v.with(|v| v.auction.clone()))
                        names=names
                        on_call=Callback::new(move |c: Call| screen.act(Action::Call(c)))
                    />
                </div>
            </Show>
        }
        .into_any()
    });
    let sheet = move || deferred_sheet(v, names, screen);
    view! { <GameScreen screen=screen rules=rules sheet=sheet extra=extra below_hand=panel /> }
}

/// The auction grid's column of seat `s` when `me` sits at the bottom: the usual order
/// with you last (left, across, right, you), as bridge diagrams put South last.
fn column(s: Seat, me: Seat) -> u8 {
    (s + 4 - me + 3) % 4
}

/// The seat in column `k` (the inverse of [`column`]).
fn seat_at(k: u8, me: Seat) -> Seat {
    (me + k + 1) % 4
}

/// Board, vulnerability, and the contract with its declarer and the tricks each side has
/// taken: always in view.
#[component]
fn ContractBar(view: Memo<View>, names: Signal<Vec<String>>) -> impl IntoView {
    let i18n = use_i18n();
    let line = move || {
        view.with(|v| {
            let lang = i18n.lang();
            let me = side_of(v.seat);
            // Between boards (the sheet is up) the board just played stays in view.
            let vulnerable = match (v.phase, v.rows.last()) {
                (Phase::Deal, Some(r)) => r.vulnerable,
                _ => v.vulnerable,
            };
            let vul = messages::vulnerability_text(vulnerable, me, lang);
            match v.contract {
                Some(c) => {
                    let ours = v.tricks_won[me] + v.tricks_won[me + 2];
                    let theirs = v.tricks_won[1 - me] + v.tricks_won[3 - me];
                    let contract = names.with(|n| messages::contract_text(c, n, lang));
                    (contract, vul, format!("{} {ours}–{theirs}", messages::TRICKS_TAKEN.get(lang)))
                }
                None => (messages::AUCTION.get(lang).to_string(), vul, String::new()),
            }
        })
    };
    view! {
        <div class="contract-bar" data-testid="contract-bar">
            <strong data-testid="contract">{move || line().0}</strong>
            <span data-testid="vulnerability" class="vul">{move || line().1}</span>
            <span data-testid="side-tricks">{move || line().2}</span>
        </div>
    }
}

/// The dummy's cards face up after the opening lead, in its place above the trick (unless
/// you are the dummy: then your own hand below is the dummy). When you declare and the dummy
/// is to play, its legal cards are raised and tapping one plays it.
#[component]
fn DummyHand(view: Memo<View>, names: Signal<Vec<String>>, on_play: Callback<Card>) -> impl IntoView {
    let i18n = use_i18n();
    let shown = move || view.with(|v| v.dummy.filter(|(s, _)| *s != v.seat));
    let place = move || {
        view.with(|v| match v.dummy.map(|d| (d.0 + 4 - v.seat) % 4) {
            Some(1) => "left",
            Some(3) => "right",
            _ => "top",
        })
    };
    view! {
        <Show when=move || shown().is_some()>
            <div class=move || format!("dummy-hand {}", place()) role="group" data-testid="dummy" aria-label=move || {
                let s = shown().map(|d| d.0).unwrap_or(0);
                format!("{} · {}", messages::DUMMY.get(i18n.lang()), names.with(|n| n[s as usize].clone()))
            }>
                <span class="dummy-label">{move || {
                    let s = shown().map(|d| d.0).unwrap_or(0);
                    format!("{} · {}", messages::DUMMY.get(i18n.lang()), names.with(|n| n[s as usize].clone()))
                }}</span>
                <div class="dummy-cards">
                    {move || {
                        let (cards, legal, mine) = view.with(|v| {
                            let (seat, cards) = v.dummy.unwrap_or((0, CardSet::EMPTY));
                            (cards.sorted_for_display(), v.legal, v.to_act == Some(seat) && !v.legal.is_empty())
                        });
                        cards.into_iter().map(|c| {
                            let ok = mine && legal.contains(c);
                            view! {
                                <button
                                    class=format!("card face {}", suit_class(c.suit()))
                                    class:legal=ok
                                    disabled=!mine
                                    aria-disabled=(!ok).then_some("true")
                                    data-card=c.to_string()
                                    on:click=move |_| on_play.run(c)
                                >
                                    <CardLabel card=c />
                                </button>
                            }
                        }).collect_view()
                    }}
                </div>
            </div>
        </Show>
    }
}

crate::ui::widgets::deferred_sheet!(deferred_same_two_sheet: BoardSheet for SameTwo);

crate::ui::companion::companion_table!(SameTwo: BoardSheet, css = crate::ui::game_css!("same_two"));

/// One row a board: the contract and declarer (or passed out), the result, and the points
/// of each side; the totals; the winner at the end (R13, R14).
#[component]
fn BoardSheet(view: Memo<View>, names: Signal<Vec<String>>, end: SheetEnd) -> impl IntoView {
    let i18n = use_i18n();
    let over = Signal::derive(move || view.with(|v| v.phase == Phase::Over));
    let me = move || view.with(|v| side_of(v.seat));
    // At a table, "We" and "They" (short enough for a phone's width); on the companion
    // sheet, where nobody is "we", the pairs by their names.
    let companion = use_context::<crate::ui::trick_table::InlineSheet>().is_some();
    let columns = Signal::derive(move || {
        let lang = i18n.lang();
        let (we, they) = if companion {
            let m = me();
            names.with(|n| (messages::side_name(n, m, lang), messages::side_name(n, 1 - m, lang)))
        } else {
            (messages::WE.get(lang).to_string(), messages::THEY.get(lang).to_string())
        };
        vec![messages::CONTRACT.get(lang).to_string(), we, they]
    });
    let rubber = move || view.with(|v| v.options.scoring == Scoring::Rubber);
    view! {
        <SheetFrame over=over end=end next_label=messages::NEXT_BOARD>
            <ScoresTable columns=columns corner=messages::BOARD class="st-sheet" testid="board-sheet">
                <tbody>
                    {move || {
                        let lang = i18n.lang();
                        let m = me();
                        view.with(|v| v.rows.clone()).into_iter().map(|r| {
                            let contract = r.contract.map(|c| names.with(|n| messages::contract_text(c, n, lang)));
                            let game = r.game_won.map(|s| format!(" · {} {}", names.with(|n| messages::side_name(n, s, lang)), messages::GAMES_WON.get(lang)));
                            view! {
                                <tr
                                    data-testid=format!("board-row-{}", r.board)
                                    data-passed-out=r.contract.is_none().then_some("true")
                                    data-contract=r.contract.map(|c| c.bid.code())
                                    data-declarer=r.contract.map(|c| c.declarer)
                                    data-tricks=r.tricks
                                >
                                    <th scope="row">{r.board}</th>
                                    <td class="st-contract">
                                        <strong>{contract.unwrap_or_default()}</strong>
                                        <span class="st-result">{messages::result_text(&r, lang)}{game}</span>
                                    </td>
                                    <td data-points=r.points[m]>{signed(r.points[m])}</td>
                                    <td data-points=r.points[1 - m]>{signed(r.points[1 - m])}</td>
                                </tr>
                            }
                        }).collect_view()
                    }}
                </tbody>
                <tfoot>
                    <tr data-testid="totals">
                        <th scope="row">{i18n.t(i18n::TOTAL)}</th>
                        <td></td>
                        <td data-total=move || view.with(|v| v.totals[me()])>{move || view.with(|v| signed(v.totals[me()]))}</td>
                        <td data-total=move || view.with(|v| v.totals[1 - me()])>{move || view.with(|v| signed(v.totals[1 - me()]))}</td>
                    </tr>
                </tfoot>
            </ScoresTable>
            <p class="points-key">{move || if rubber() { i18n.t(messages::RUBBER_KEY)() } else { i18n.t(messages::SHEET_KEY)() }}</p>
        </SheetFrame>
    }
}
