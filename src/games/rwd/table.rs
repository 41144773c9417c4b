//! RWD: the counter-clockwise draft from row 1 (row 2 in view, one face-down card in each),
//! the draft trick's winner and the hidden card shown only to those who may see it, chips;
//! then the clockwise second half with spades trump, and tricks − chips at the end.

use crate::engine::cards::Card;
use crate::engine::{Ruleset, Seat};
use crate::games::rwd::{Action, GameResult, MatchFormat, Phase, PickView, Rwd, View};
use crate::ui::i18n::{self, use_i18n, Lang};
use crate::ui::trick_table::{SheetEnd, ScoresTable, signed, SheetFrame, TableGame, TableModel, SeatBadge, SeatChips};
use crate::ui::explain::Explain;
use crate::ui::widgets::{suit_class, suit_symbol, CardFace, CardLabel};
use leptos::prelude::*;

use super::messages;
use crate::ui::screen::{Screen, SessionGame};
use crate::ui::trick_table::GameScreen;
use crate::text::{winners_line, Winners};

impl SessionGame for Rwd {
    const TIPS: &'static [crate::text::Tip] = super::messages::TIPS;
    const CSS: &'static str = crate::ui::game_css!("rwd");
    const RULE_NOTE: i18n::Msg = messages::RWD_RULE_NOTE;
    fn progress(v: &View, lang: Lang) -> String {
        match v.phase {
            Phase::Draft => format!("{} · {}", messages::FIRST_HALF.get(lang), messages::draft_trick_of(lang, v.draft_trick_number, v.tricks_per_half)),
            Phase::Play => format!("{} · {}", messages::SECOND_HALF.get(lang), crate::text::trick_of(lang, v.play_trick_number.min(v.tricks_per_half), v.tricks_per_half)),
            _ => String::new(),
        }
    }
    fn sheet_due(v: &View) -> bool {
        v.result.is_some() && v.phase != Phase::Play
    }
    /// While drafting: your pick or whose it is, after the last draft trick's winner until
    /// the next pick.
    fn status(v: &View, names: &[String], lang: Lang) -> Option<String> {
        if v.phase != Phase::Draft {
            return None;
        }
        let name = |s: Seat| names[s as usize].clone();
        if v.to_play == Some(v.seat) {
            let mut s = messages::YOUR_PICK.get(lang).to_string();
            if let (true, Some(t)) = (v.picks.is_empty(), v.draft_log.last()) {
                s = format!("{} · {s}", messages::won_pick(lang, &name(t.winner), t.winner == v.seat));
            }
            return Some(s);
        }
        let thinking = v.to_play.map(|s| i18n::turn_of(lang, &name(s))).unwrap_or_default();
        Some(match (v.picks.is_empty(), v.draft_log.last()) {
            (true, Some(t)) => format!("{} · {thinking}", messages::won_pick(lang, &name(t.winner), t.winner == v.seat)),
            _ => thinking,
        })
    }
}

impl TableGame for Rwd {
    fn model(v: &View, _: Lang) -> TableModel {
        let playing = v.phase == Phase::Play;
        TableModel {
            seats: v.seats as usize,
            me: v.seat,
            dealer: None,
            to_play: v.to_play,
            playing,
            hand: v.hand,
            legal: if playing { v.legal } else { Default::default() },
            hand_sizes: v.hand_sizes.clone(),
            tricks_won: v.tricks_won.clone(),
            trick: v.trick.iter().copied().collect(),
            last_trick: v.just_finished.as_ref().map(|(p, w)| (p.iter().copied().collect(), *w)),
            win_note: None,
            review: None, // the rules forbid reviewing finished tricks
        }
    }
    fn play_card(c: Card) -> Action {
        Action::Play(c)
    }
    const SEAT_BADGE: Option<SeatBadge<View>> =
        Some(|v, s, lang| format!("{} {}", messages::CHIPS.get(lang), v.chips.get(s as usize).copied().unwrap_or(0)));
    const SEAT_CHIPS: Option<SeatChips<View>> = Some(|v, s| v.chips.get(s as usize).map_or(0, |c| *c as i32));
}

/// A card back (a face-down card), optionally a button.
#[component]
fn CardBack() -> impl IntoView {
    view! { <span class="card back" aria-hidden="true"></span> }
}

#[component]
fn Pick(pick: PickView, names: Signal<Vec<String>>, #[prop(optional)] winner: bool) -> impl IntoView {
    let i18n = use_i18n();
    let seat = pick.seat;
    view! {
        <span class="pick" data-seat=seat>
            <span class="pick-name">{move || names.with(|n| n[seat as usize].clone())}</span>
            {match pick.card {
                Some(c) => view! { <CardFace card=c winner=winner /> }.into_any(),
                None => view! { <span class="card back" class:winner=winner role="img" aria-label=i18n.t(i18n::FACE_DOWN)></span> }.into_any(),
            }}
            {pick.face_down.then(|| view! { <span class="fd-mark" title=i18n.t(i18n::FACE_DOWN)>"⤓"</span> })}
        </span>
    }
}

/// The draft: the chips key, the pick order, row 1 to take from, row 2 in view, and the
/// picks of the draft trick (or the last one, with its winner).
#[component]
fn DraftPanel(screen: Screen<Rwd>) -> impl IntoView {
    let i18n = use_i18n();
    let v = screen.view;
    let names = screen.names;
    view! {
        <div class="draft" data-testid="draft">
            <Explain title=messages::CHIPS body=messages::CHIPS_LEGEND testid="legend-chips" class="rwd-chips-key">
                <span>{i18n.t(messages::CHIPS)}</span>
            </Explain>
            <div class="pick-order" data-testid="pick-order">
                <span class="label">{i18n.t(messages::PICK_ORDER)}</span>
                {move || {
                    let (order, done, to) = v.with(|v| (v.pick_order.clone(), v.picks.len(), v.to_play));
                    order
                        .into_iter()
                        .enumerate()
                        .map(|(k, s)| {
                            view! {
                                <span class="order-seat" class:done=k < done class:current=to == Some(s)>
                                    {if k > 0 { "→ " } else { "" }}{move || names.with(|n| n[s as usize].clone())}
                                </span>
                            }
                        })
                        .collect_view()
                }}
            </div>
            <Row1 screen=screen />
            <Show when=move || v.with(|v| v.row2.is_some())>
                <div class="row row2" data-testid="row2">
                    <span class="label">{i18n.t(messages::ROW_2)}</span>
                    {move || v.with(|v| v.row2.clone()).map(|row| view! {
                        {row.face_up.into_iter().map(|c| view! { <CardFace card=c /> }).collect_view()}
                        {row.face_down.then(|| view! { <CardBack /> })}
                    })}
                </div>
            </Show>
            <Picks view=v names=names />
        </div>
    }
}

/// Row 1: its face-up cards and its face-down one, to take while it is your pick.
#[component]
fn Row1(screen: Screen<Rwd>) -> impl IntoView {
    let i18n = use_i18n();
    let v = screen.view;
    let my_pick = move || v.with(|v| v.phase == Phase::Draft && v.to_play == Some(v.seat));
    view! {
        <div class="row row1" data-testid="row1">
            <span class="label">{i18n.t(messages::ROW_1)}</span>
            {move || {
                let (row, legal, fd_ok) = v.with(|v| (v.row1.clone(), v.legal, v.can_take_face_down));
                let Some(row) = row else { return ().into_any() };
                let mine = my_pick();
                view! {
                    {row.face_up.into_iter().map(|c| {
                        let ok = mine && legal.contains(c);
                        view! {
                            <button class=format!("card face {}", suit_class(c.suit())) class:legal=ok disabled=!ok
                                data-card=c.to_string()
                                on:click=move |_| screen.act(Action::Take(c))>
                                <CardLabel card=c />
                            </button>
                        }
                    }).collect_view()}
                    {row.face_down.then(|| {
                        let ok = mine && fd_ok;
                        view! {
                            <button class="card back" class:legal=ok disabled=!ok data-testid="take-face-down"
                                aria-label=i18n.t(messages::TAKE_FACE_DOWN) on:click=move |_| screen.act(Action::TakeFaceDown)></button>
                        }
                    })}
                }.into_any()
            }}
        </div>
    }
}

/// The draft trick's picks so far; between draft tricks, the last one with its winner and
/// the suit led, until the next pick.
#[component]
fn Picks(view: Memo<View>, names: Signal<Vec<String>>) -> impl IntoView {
    let i18n = use_i18n();
    let v = view;
    view! {
        <div class="picks" data-testid="picks">
            {move || {
                let (picks, log) = v.with(|v| (v.picks.clone(), v.draft_log.last().cloned()));
                if !picks.is_empty() {
                    picks.into_iter().map(|p| view! { <Pick pick=p names=names /> }).collect_view().into_any()
                } else if let Some(t) = log {
                    // The last draft trick, with its winner, until the next pick.
                    let w = t.winner;
                    let lead = t.lead_suit;
                    view! {
                        {t.picks.into_iter().map(|p| { let win = p.seat == w; view! { <Pick pick=p names=names winner=win /> } }).collect_view()}
                        <span class="lead-suit" data-testid="lead-suit">
                            {i18n.t(messages::LEAD_SUIT)}
                            {match lead {
                                Some(l) => l.to_string().parse::<char>().ok().and_then(crate::engine::Suit::from_letter).map(suit_symbol).unwrap_or("?").to_string(),
                                None => messages::HIDDEN.get(i18n.lang()).to_string(),
                            }}
                        </span>
                    }
                    .into_any()
                } else {
                    ().into_any()
                }
            }}
        </div>
    }
}

#[component]
pub fn Table(rules: Ruleset) -> impl IntoView {
    let screen = Screen::<Rwd>::new(&rules);
    let v = screen.view;
    let names = screen.names;
    let extra: ChildrenFn = std::sync::Arc::new(move || {
        view! { <Show when=move || v.with(|v| v.phase == Phase::Draft)><DraftPanel screen=screen /></Show> }.into_any()
    });
    let sheet = move || deferred_sheet(v, names, screen);
    view! { <GameScreen screen=screen rules=rules sheet=sheet extra=extra /> }
}

crate::ui::widgets::deferred_sheet!(deferred_rwd_sheet: RwdSheet for Rwd);

crate::ui::companion::companion_table!(Rwd: RwdSheet, css = crate::ui::game_css!("rwd"));

#[component]
fn RwdSheet(view: Memo<View>, names: Signal<Vec<String>>, end: SheetEnd) -> impl IntoView {
    let i18n = use_i18n();
    let over = move || view.with(|v| v.phase == Phase::Over);
    let result = move || view.with(|v| v.result.clone()).unwrap_or(GameResult {
        chips: vec![],
        tricks: vec![],
        scores: vec![],
        places: vec![],
        winners: vec![],
        draw: false,
    });
    let is_match = move || view.with(|v| v.options.match_format == MatchFormat::FirstTo3Wins);
    let final_line = end.winner;
    let headline = move || {
        let r = result();
        let lang = i18n.lang();
        if over() {
            // The match (or the single game) is over: the game's own outcome.
            return final_line.get();
        }
        // One game of a match.
        let me = view.with(|v| v.seat);
        let name = |s: &Seat| names.with(|n| n[*s as usize].clone());
        let w = match r.winners.as_slice() {
            _ if r.draw => return messages::DRAW.get(lang).to_string(),
            [one] => Winners::One { name: name(one), you: *one == me },
            many => Winners::Shared(many.iter().map(name).collect()),
        };
        winners_line(lang, &w)
    };
    let row = move |label: i18n::Msg, vals: Vec<String>, id: &'static str| {
        let head = if label == messages::CHIPS {
            view! { <Explain title=label body=messages::CHIPS_LEGEND><span>{i18n.t(label)}</span></Explain> }.into_any()
        } else {
            i18n.t(label).into_any()
        };
        view! {
            <tr data-testid=id>
                <th scope="row">{head}</th>
                {vals.into_iter().map(|x| view! { <td>{x}</td> }).collect_view()}
            </tr>
        }
    };
    view! {
        <SheetFrame over=Signal::derive(over) end=end winner=Signal::derive(headline) next_label=messages::NEXT_GAME always_show_winner=true>
                <ScoresTable columns=names>
                        <tbody>
                            {move || {
                                let r = result();
                                view! {
                                    {row(i18n::TRICKS, r.tricks.iter().map(|x| x.to_string()).collect(), "rwd-tricks")}
                                    {row(messages::CHIPS, r.chips.iter().map(|x| format!("−{x}")).collect(), "rwd-chips")}
                                    {row(messages::SCORE, r.scores.iter().map(|x| signed(*x)).collect(), "rwd-scores")}
                                    {row(i18n::RANK, r.places.iter().map(|x| x.to_string()).collect(), "ranks")}
                                }
                            }}
                            <Show when=is_match>
                                {move || row(i18n::MATCH_WINS, view.with(|v| v.match_wins.iter().map(|x| x.to_string()).collect()), "match-wins")}
                            </Show>
                        </tbody>
                    </ScoresTable>
        </SheetFrame>
    }
}
