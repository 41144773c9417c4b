//! Goita to Bara's table: no hand of cards and no tricks, so its own body on the shared
//! session screen. Each player's row of face-down pieces with their chips and disc, the
//! face-up pieces grouped by kind, the set-aside count, every call of the bidding, the
//! pieces turned over one at a time, and the round's result with the rule that decided it.

use super::messages as m;
use super::pieces::{Face, Failure, Kind, Piece};
use super::{Action, Call, Component, GoitaToBara, LifeMarker, Phase, RoundSummary, View, CHIPS};
use crate::engine::{Game, Ruleset, Seat};
use crate::ui::i18n::{self, use_i18n, I18n, Lang};
use crate::ui::screen::{name_of, Screen, SessionGame, SessionScreen};
use crate::ui::trick_table::{ScoresTable, SheetEnd, SheetFrame};
use leptos::prelude::*;
use std::sync::Arc;

impl SessionGame for GoitaToBara {
    const TIPS: &'static [crate::text::Tip] = m::TIPS;
    /// Its "first trick" is the first piece turned over.
    fn first_trick_title(lang: Lang, name: &str) -> String {
        match lang {
            Lang::En => format!("{name} turned a piece over"),
            Lang::Ja => format!("{name}が駒をめくりました"),
        }
    }
    const CSS: &'static str = crate::ui::game_css!("goita_to_bara");
    const RULE_NOTE: i18n::Msg = m::SAFE_RULE;
    fn progress(v: &View, lang: Lang) -> String {
        round_text(lang, v.rounds_done + 1)
    }
    fn sheet_due(v: &View) -> bool {
        matches!(v.phase, Phase::Deal | Phase::Over)
    }
    fn status(v: &View, names: &[String], lang: Lang) -> Option<String> {
        Some(status(v, names, lang))
    }
}

/// A piece drawn face up: the pentagon with its kanji, and its English reading in English.
fn face_up(glyph: &'static str, kind: Kind, lang: Lang, class: &'static str) -> AnyView {
    let reading = (lang == Lang::En).then(|| view! { <span class="gb-reading">{kind.reading()}</span> });
    let label = match lang {
        Lang::En => format!("{glyph} ({})", kind.reading()),
        Lang::Ja => glyph.to_string(),
    };
    view! {
        <span class=format!("gb-piece {class}") role="img" aria-label=label>
            <span class="gb-kanji" aria-hidden="true">{glyph}</span>
            {reading}
        </span>
    }
    .into_any()
}

fn piece(p: Piece, lang: Lang, class: &'static str) -> AnyView {
    face_up(p.glyph(), p.kind(), lang, class)
}

fn face(f: Face, lang: Lang, class: &'static str) -> AnyView {
    face_up(f.glyph(), f.kind, lang, class)
}

/// Why a challenge failed, with the rule that decided it.
fn failure_line(f: Failure, lang: Lang) -> (String, &'static str) {
    let rule = match (f, lang) {
        (Failure::Pair(_), Lang::En) => "A second piece of a kind other than pawn fails.",
        (Failure::Pair(_), Lang::Ja) => "し以外の同じ種類の駒が2枚出たら失敗。",
        (Failure::KingWith(_), Lang::En) => "The king fails with any piece but a pawn or a lance.",
        (Failure::KingWith(_), Lang::Ja) => "王は、しと香以外のどの駒とも失敗。",
    };
    (m::failure(f, lang), rule)
}

/// A call as the bidding shows it after its caller's name: "West: raise to 5".
fn named_call(name: &str, c: Call, lang: Lang) -> String {
    let call = match (c, lang) {
        (Call::Challenge(n), Lang::En) => format!("challenge {n}"),
        (Call::Challenge(n), Lang::Ja) => format!("{n}枚でチャレンジ"),
        (Call::Raise(n), Lang::En) => format!("raise to {n}"),
        (Call::Raise(n), Lang::Ja) => format!("{n}枚に上乗せ"),
        (Call::Pass, Lang::En) => "pass".to_string(),
        (Call::Pass, Lang::Ja) => m::PASS.get(lang).to_string(),
    };
    format!("{name}{}{call}", i18n::COLON.get(lang))
}

fn round_text(lang: Lang, n: u32) -> String {
    match lang {
        Lang::En => format!("Round {n}"),
        Lang::Ja => format!("第{n}ラウンド"),
    }
}

fn status(v: &View, names: &[String], lang: Lang) -> String {
    let name = |s: Seat| names.get(s as usize).cloned().unwrap_or_default();
    let phase = match v.phase {
        Phase::FirstPieces => m::PHASE_FIRST,
        Phase::Place => m::PHASE_PLACE,
        Phase::Bid => m::PHASE_BID,
        Phase::Reveal => m::PHASE_REVEAL,
        Phase::Deal | Phase::ChooseStart => m::LAST_ROUND,
        Phase::Over => return v.winner.map(|w| format!("{} {}", name(w), m::WINS.get(lang))).unwrap_or_default(),
    };
    match (v.to_act, lang) {
        (Some(s), Lang::En) if s == v.seat => format!("{} · your turn", phase.get(lang)),
        (Some(s), Lang::Ja) if s == v.seat => format!("{}・あなたの番", phase.get(lang)),
        (Some(s), Lang::En) => format!("{} · {} to act", phase.get(lang), name(s)),
        (Some(s), Lang::Ja) => format!("{}・{}の番", phase.get(lang), name(s)),
        (None, _) => phase.get(lang).to_string(),
    }
}

/// Seats from the one after you clockwise round to you, so you sit at the bottom.
fn seat_order(me: Seat, n: usize) -> Vec<Seat> {
    (1..=n).map(|k| ((me as usize + k) % n) as Seat).collect()
}

#[component]
fn Marker(black: bool, marker: LifeMarker) -> impl IntoView {
    let class = match (marker, black) {
        (LifeMarker::OthelloDisc, false) => "gb-disc",
        (LifeMarker::OthelloDisc, true) => "gb-disc black",
        (LifeMarker::StackedChips, false) => "gb-stack",
        (LifeMarker::StackedChips, true) => "gb-stack black",
    };
    view! { <span class=class aria-hidden="true"></span> }
}

/// What the table's pieces share: the screen that acts, its view and seat names, the
/// actions the person may take now, and (phase 1) the two pieces chosen so far and the bid
/// being set.
#[derive(Clone, Copy)]
struct Ctx {
    screen: Screen<GoitaToBara>,
    v: Memo<View>,
    names: Signal<Vec<String>>,
    legal: Memo<Vec<Action>>,
    chosen: RwSignal<Vec<Piece>>,
    bid: RwSignal<u8>,
    i18n: I18n,
}

impl Ctx {
    fn can(self, a: &Action) -> bool {
        self.legal.with(|l| l.contains(a))
    }

    fn act(self, a: Action) {
        self.screen.act(a)
    }
}

#[component]
pub fn Table(rules: Ruleset) -> impl IntoView {
    let i18n = use_i18n();
    let screen = Screen::<GoitaToBara>::new(&rules);
    let v = screen.view;
    let names = screen.names;
    let legal = Memo::new(move |_| screen.session.with(|s| if s.person_to_act().is_some() { s.game.legal_actions() } else { Vec::new() }));
    // Phase 1: the two pieces chosen so far; a bid being set.
    let chosen = RwSignal::new(Vec::<Piece>::new());
    let bid = RwSignal::new(1u8);
    Effect::new(move |_| {
        let lowest = v.with(|v| v.high.map_or(1, |(_, b)| b + 1));
        chosen.set(Vec::new());
        bid.set(lowest);
    });
    let t = Ctx { screen, v, names, legal, chosen, bid, i18n };

    let supply: ChildrenFn = Arc::new(move || view! { <Supply view=v /> }.into_any());
    let felt: ChildrenFn = Arc::new(move || view! { <Felt t=t /> }.into_any());
    let below: ChildrenFn = Arc::new(move || view! { <Panel t=t /> }.into_any());
    let reveals_made = reveals_made(v);
    let sheet = move || view! { <RoundsSheet view=v names=names end=screen.sheet_end() /> };

    view! {
        <SessionScreen screen=screen rules=rules sheet=sheet body=felt extra=Some(supply) below=Some(below) tricks_won=reveals_made />
    }
}

/// The coach's "first trick" is the first piece turned over: the challenger's count of
/// pieces turned over rises.
fn reveals_made(v: Memo<View>) -> Signal<Vec<u8>> {
    Signal::derive(move || {
        v.with(|v| {
            let mut made = vec![0u8; v.chips.len()];
            match (&v.high, &v.last_round) {
                (Some((c, _)), _) if v.phase == Phase::Reveal => made[*c as usize] = v.reveals.len() as u8,
                (_, Some(r)) if matches!(v.phase, Phase::Deal | Phase::Over) => made[r.challenger as usize] = r.reveals.len() as u8,
                _ => {}
            }
            made
        })
    })
}

/// The face-up pieces grouped by kind, and the counts set aside and discarded.
#[component]
fn Supply(view: Memo<View>) -> impl IntoView {
    let i18n = use_i18n();
    let v = view;
    view! {
        <div class="gb-supply" data-testid="supply">
            <span class="gb-label">{i18n.t(m::SUPPLY)}</span>
            {move || {
                let lang = i18n.lang();
                v.with(|v| {
                    Kind::ALL
                        .iter()
                        .filter_map(|&k| {
                            let group: Vec<Piece> = v.supply.iter().filter(|p| p.kind() == k).collect();
                            (!group.is_empty()).then(|| {
                                view! {
                                    <span class="gb-group" data-testid=format!("supply-{}", k.reading())>
                                        {piece(group[0], lang, "small")}
                                        <span class="gb-count">"×"{group.len()}</span>
                                    </span>
                                }
                            })
                        })
                        .collect_view()
                })
            }}
            <span class="gb-aside" data-testid="set-aside">
                {i18n.t(m::SET_ASIDE)}" "{move || v.with(|v| v.set_aside)}
                " · "{i18n.t(m::DISCARDED)}" "{move || v.with(|v| v.discard)}
            </span>
        </div>
    }
}

/// The felt: every player's seat, from the one after you round to you, the calls of the
/// bidding, and while pieces are turned over, those turned so far.
#[component]
fn Felt(t: Ctx) -> impl IntoView {
    let Ctx { v, names, i18n, .. } = t;
    view! {
        <div class=move || format!("gb-felt gb-{}", v.with(|v| match v.options.component {
            Component::GoitaPieces => "pieces",
            Component::GoitaCards => "cards",
            Component::GoiPai => "tiles",
        })) data-testid="felt">
            {move || {
                let (me, n) = v.with(|v| (v.seat, v.chips.len()));
                seat_order(me, n).into_iter().map(|s| seat_box(t, s)).collect_view()
            }}
            <div class="gb-calls" data-testid="calls">
                {move || {
                    let lang = i18n.lang();
                    v.with(|v| {
                        v.calls
                            .iter()
                            .map(|(s, c)| view! { <span class="gb-call">{names.with(|n| named_call(&n[*s as usize], *c, lang))}</span> })
                            .collect_view()
                    })
                }}
            </div>
            <Show when=move || v.with(|v| v.phase == Phase::Reveal)>
                <div class="gb-reveals" data-testid="reveals">
                    {move || {
                        let lang = i18n.lang();
                        v.with(|v| {
                            let shown = v.reveals.iter().map(|r| piece(r.piece, lang, "small")).collect_view();
                            let total = v.reveals.len() as u8 + v.to_reveal;
                            view! { {shown}<span class="gb-count">{format!("{}/{}", v.reveals.len(), total)}</span> }
                        })
                    }}
                </div>
            </Show>
        </div>
    }
}

/// Seat `s`: its name, chips, disc, hand size and note (out, pass, its bid), and its row of
/// pieces. Read inside the felt's closure, which re-draws it when the view changes.
fn seat_box(t: Ctx, s: Seat) -> impl IntoView {
    let Ctx { v, names, i18n, .. } = t;
    let lang = i18n.lang();
    v.with(|v| {
        let me = v.seat;
        let out = v.chips[s as usize] == 0;
        let acting = v.to_act == Some(s);
        let note = seat_note(v, s, lang);
        let cells = seat_cells(t, v, s, lang);
        let chips = v.chips[s as usize];
        let marker = v.options.marker;
        let black = v.black[s as usize];
        let hand = v.hand_sizes[s as usize];
        view! {
            <div class="gb-seat" class:acting=acting class:out=out class:me=s == me data-testid=format!("seat-{s}")>
                <div class="gb-seat-head">
                    <span class="gb-name">{names.with(|n| n[s as usize].clone())}</span>
                    <span class="gb-chips" role="img" data-testid=format!("chips-{s}") aria-label=format!("{} {chips}", i18n::CHIPS_NOW.get(lang))>
                        {(0..chips).map(|_| view! { <span class="gb-chip"></span> }).collect_view()}
                    </span>
                    <Marker black=black marker=marker />
                    <span class="gb-hand-size" role="img" aria-label=m::hand_size(hand, lang)>{(!out).then(|| hand)}</span>
                    <span class="gb-note" data-testid=format!("note-{s}")>{note}</span>
                </div>
                <div class="gb-row">{cells}</div>
            </div>
        }
    })
}

/// A seat's note: out of the game, passed, or its bid (★ once its pieces are turned over).
fn seat_note(v: &View, s: Seat, lang: Lang) -> String {
    if v.chips[s as usize] == 0 {
        m::OUT.get(lang).to_string()
    } else if v.passed[s as usize] {
        m::PASS.get(lang).to_string()
    } else if let Some((_, hb)) = v.high.filter(|(hs, _)| *hs == s) {
        format!("{} {}", if matches!(v.phase, Phase::Reveal) { "★" } else { "↑" }, m::pieces(hb, lang))
    } else {
        String::new()
    }
}

/// A seat's row of face-down pieces: yours face up to you, those turned over face up to all,
/// each a button while you may turn it over.
fn seat_cells(t: Ctx, v: &View, s: Seat, lang: Lang) -> impl IntoView {
    let names = t.names;
    let row = &v.rows[s as usize];
    row.cells
        .iter()
        .zip(&row.turned)
        .enumerate()
        .map(|(p, (cell, turned))| {
            let a = Action::Reveal { seat: s, pos: p as u8 };
            let tappable = t.can(&a);
            let inner = match (cell, turned) {
                (Some(pc), true) => piece(*pc, lang, "turned"),
                (Some(pc), false) if s == v.seat => piece(*pc, lang, "mine"),
                _ => view! { <span class="gb-piece back" aria-hidden="true"></span> }.into_any(),
            };
            let label = match lang {
                Lang::En => format!("Turn over piece {} of {}", p + 1, names.with(|n| n[s as usize].clone())),
                Lang::Ja => format!("{}の{}枚目をめくる", names.with(|n| n[s as usize].clone()), p + 1),
            };
            if tappable {
                view! {
                    <button class="gb-cell tappable" data-testid=format!("cell-{s}-{p}") aria-label=label on:click=move |_| t.act(a.clone())>
                        {inner}
                    </button>
                }
                .into_any()
            } else {
                view! { <span class="gb-cell" data-testid=format!("cell-{s}-{p}")>{inner}</span> }.into_any()
            }
        })
        .collect_view()
}

/// The panel below the status line: your hand, and what this phase asks of you.
#[component]
fn Panel(t: Ctx) -> impl IntoView {
    view! {
        <div class="phase-panel gb-panel" data-testid="panel">
            {move || phase_panel(t)}
        </div>
    }
}

/// The panel's contents for the phase and whether it is your turn: choosing two pieces,
/// placing one or challenging, raising or passing, turning pieces over; otherwise your hand.
fn phase_panel(t: Ctx) -> AnyView {
    let Ctx { v, legal, chosen, i18n, .. } = t;
    let lang = i18n.lang();
    let (phase, hand, mine) = v.with(|v| (v.phase, v.hand, v.to_act == Some(v.seat)));
    let my_turn = mine && !legal.with(Vec::is_empty);
    let pieces = hand.iter().map(|p| hand_piece(t, p, lang)).collect_view();
    let hand_row = view! {
        <div class="gb-hand" data-testid="hand" aria-label=m::YOUR_HAND.get(lang)>
            <span class="gb-label">{m::YOUR_HAND.get(lang)}</span>
            {pieces}
        </div>
    };
    match (phase, my_turn) {
        (Phase::FirstPieces, true) => view! {
            <p class="gb-help">{m::CHOOSE_TWO.get(lang)}</p>
            {hand_row}
            <button class="primary" data-testid="put-down" disabled=move || chosen.with(|c| c.len() != 2)
                on:click=move |_| {
                    let mut k: Vec<Kind> = chosen.get_untracked().iter().map(|p| p.kind()).collect();
                    k.sort();
                    if k.len() == 2 {
                        t.act(Action::FirstPieces([k[0], k[1]]));
                    }
                }>{m::PUT_DOWN.get(lang)}</button>
        }.into_any(),
        (Phase::Place, true) => view! {
            {hand.is_empty().then(|| view! { <p class="gb-help">{m::EMPTY_HAND.get(lang)}</p> })}
            {hand_row}
            {stepper(t, Action::Challenge, "challenge")}
        }.into_any(),
        (Phase::Bid, true) => view! {
            {stepper(t, Action::Raise, "raise")}
            <button data-testid="pass" on:click=move |_| t.act(Action::Pass)>{m::PASS.get(lang)}</button>
            {hand_row}
        }.into_any(),
        (Phase::Reveal, true) => {
            let own = v.with(|v| v.rows[v.seat as usize].turned.iter().any(|t| !t));
            view! {
                <p class="gb-help">{if own { m::TURN_OVER_OWN.get(lang) } else { m::TURN_OVER_OTHERS.get(lang) }}</p>
                <p class="gb-rule">{m::SAFE_RULE.get(lang)}</p>
            }.into_any()
        }
        (Phase::Reveal, false) => view! { <p class="gb-rule">{m::SAFE_RULE.get(lang)}</p>{hand_row} }.into_any(),
        _ => hand_row.into_any(),
    }
}

/// A piece in your hand: in phase 1 a tap chooses it (or un-chooses it), later it places it.
fn hand_piece(t: Ctx, p: Piece, lang: Lang) -> impl IntoView {
    let Ctx { v, chosen, .. } = t;
    let kind = p.kind();
    let selected = move || chosen.with(|c| c.contains(&p));
    view! {
        <button
            class="gb-hand-piece"
            class:selected=selected
            data-testid=format!("hand-{}", kind.reading())
            on:click=move |_| {
                match v.with_untracked(|v| v.phase) {
                    Phase::FirstPieces => chosen.update(|c| {
                        if let Some(i) = c.iter().position(|x| *x == p) {
                            c.remove(i);
                        } else if c.len() < 2 {
                            c.push(p);
                        }
                    }),
                    _ => t.act(Action::Place(kind)),
                }
            }
        >
            {piece(p, lang, "")}
        </button>
    }
}

/// The bid being set, between the lowest bid allowed and the face-down pieces, with − and +,
/// and the button that makes the call (`make` of the bid).
fn stepper(t: Ctx, make: fn(u8) -> Action, testid: &'static str) -> impl IntoView {
    let Ctx { v, bid, i18n, .. } = t;
    let lo = move || v.with(|v| v.high.map_or(1, |(_, b)| b + 1));
    let hi = move || v.with(|v| v.face_down);
    view! {
        <div class="gb-stepper">
            <button data-testid="bid-minus" aria-label="−" on:click=move |_| bid.update(|b| *b = (*b - 1).max(lo()))>"−"</button>
            <strong data-testid="bid-value">{move || bid.get()}</strong>
            <button data-testid="bid-plus" aria-label="+" on:click=move |_| bid.update(|b| *b = (*b + 1).min(hi()))>"+"</button>
            <button class="primary" data-testid=testid disabled=move || !t.can(&make(bid.get())) on:click=move |_| t.act(make(bid.get()))>
                {move || m::action_label(&make(bid.get()), &[], i18n.lang())}
            </button>
        </div>
    }
}

crate::ui::companion::companion_table!(GoitaToBara: RoundsSheet, css = crate::ui::game_css!("goita_to_bara"));

/// The score sheet, at a played round's end and on the companion page: the last played
/// round's summary (an entered round has no bidding or pieces to show), then every round so
/// far (its challenger and result, and each player's chips and disc after it) and who starts
/// the next round.
#[component]
fn RoundsSheet(view: Memo<View>, names: Signal<Vec<String>>, end: SheetEnd) -> impl IntoView {
    let i18n = use_i18n();
    let v = view;
    let over = Signal::derive(move || v.with(|v| v.phase == Phase::Over));
    let columns = Signal::derive(move || [m::CHALLENGER_COLUMN.get(i18n.lang()).to_string()].into_iter().chain(names.get()).collect());
    let name = move |s: Seat| names.with(|n| n.get(s as usize).cloned().unwrap_or_default());
    // One player's standing: chips and disc, or out of the game.
    let standing = move |chips: u8, black: bool, marker: LifeMarker, lang: Lang| {
        if chips == 0 {
            return view! { <td class="gb-out">{m::OUT.get(lang)}</td> }.into_any();
        }
        view! {
            <td aria-label=m::standing(chips, black, lang)>
                <span class="gb-standing" aria-hidden="true">{chips}<Marker black=black marker=marker /></span>
            </td>
        }
        .into_any()
    };
    view! {
        <SheetFrame over=over end=end next_label=m::NEXT_ROUND>
            {move || v.with(|v| v.last_round.clone()).map(|r| round_summary(r, names, v, i18n.lang()))}
            <ScoresTable corner=m::ROUND_COLUMN columns=columns class="gb-rounds" testid="rounds">
                <tbody>
                    {move || {
                        let lang = i18n.lang();
                        v.with(|v| {
                            let marker = v.options.marker;
                            let start = view! {
                                <tr data-testid="round-row-0">
                                    <th scope="row">{m::START_ROW.get(lang)}</th>
                                    <td></td>
                                    {v.chips.iter().map(|_| standing(CHIPS, false, marker, lang)).collect_view()}
                                </tr>
                            };
                            let rounds = v.rounds.iter().enumerate().map(|(k, r)| {
                                let result = if r.succeeded { m::SUCCESS } else { m::FAILED };
                                view! {
                                    <tr data-testid=format!("round-row-{}", k + 1)>
                                        <th scope="row">{k + 1}</th>
                                        <td class=if r.succeeded { "gb-result success" } else { "gb-result failed" }>
                                            {name(r.challenger)}{i18n::COLON.get(lang)}{result.get(lang)}
                                        </td>
                                        {r.chips.iter().zip(&r.black).map(|(&c, &b)| standing(c, b, marker, lang)).collect_view()}
                                    </tr>
                                }
                            });
                            view! { {start}{rounds.collect_view()} }
                        })
                    }}
                </tbody>
            </ScoresTable>
            <p class="gb-legend" data-testid="standing-legend">
                {move || m::LEGEND_CHIPS.get(i18n.lang())}" · "
                {move || view! { <Marker black=false marker=v.with(|v| v.options.marker) /> }}" "{move || m::LEGEND_WHITE.get(i18n.lang())}" · "
                {move || view! { <Marker black=true marker=v.with(|v| v.options.marker) /> }}" "{move || m::LEGEND_BLACK.get(i18n.lang())}
            </p>
            <Show
                when=move || !over.get()
                fallback=move || {
                    // Why it ended: the winner's second success (the last round was theirs and
                    // succeeded), or everyone else out of chips.
                    let why = move || {
                        v.with(|v| {
                            let w = v.winner?;
                            let second = v.rounds.last().is_some_and(|r| r.succeeded && r.challenger == w);
                            Some(m::why_over(&name(w), second, i18n.lang()))
                        })
                    };
                    view! { <p class="gb-why-over" data-testid="why-over">{why}</p> }
                }
            >
                <p data-testid="next-start">{move || m::next_start(&name(v.with(|v| v.start)), i18n.lang())}</p>
            </Show>
        </SheetFrame>
    }
}

/// The last round: the bidding, the pieces turned over in order, and the result with its
/// reason.
fn round_summary(r: RoundSummary, names: Signal<Vec<String>>, v: Memo<View>, lang: Lang) -> impl IntoView {
    let name = name_of(names);
    let who = name(r.challenger);
    let head = match lang {
        Lang::En => format!("{who} bid {}", m::pieces(r.bid, lang)),
        Lang::Ja => format!("{who}が{}にチャレンジ", m::pieces(r.bid, lang)),
    };
    let calls = r.calls.iter().map(|(s, c)| named_call(&name(*s), *c, lang)).collect::<Vec<_>>().join(" · ");
    let n = r.reveals.len();
    let shown = r
        .reveals
        .iter()
        .enumerate()
        .map(|(i, (_, _, f))| face(*f, lang, if i + 1 == n && r.failure.is_some() { "small clash" } else { "small" }))
        .collect_view();
    let (black, chips) = v.with_untracked(|v| (v.black[r.challenger as usize], v.chips[r.challenger as usize]));
    let result = match r.failure {
        Some(f) => {
            let (why, rule) = failure_line(f, lang);
            let lost = match (lang, r.eliminated) {
                (Lang::En, true) => format!("{who}: a chip lost, and out of the game."),
                (Lang::En, false) => format!("{who}: a chip lost ({chips} left)."),
                (Lang::Ja, true) => format!("{who}：チップを1枚失い、脱落。"),
                (Lang::Ja, false) => format!("{who}：チップを1枚失う（残り{chips}枚）。"),
            };
            view! {
                <p class="gb-result failed" data-testid="round-result">{m::FAILED.get(lang)}{i18n::COLON.get(lang)}<strong data-testid="failure-reason">{why}</strong></p>
                <p class="gb-rule">{rule}</p>
                <p>{lost}</p>
            }
            .into_any()
        }
        None => {
            let line = match (lang, black) {
                (Lang::En, true) => format!("{who}: the disc shows black."),
                (Lang::En, false) => format!("{who}: success."),
                (Lang::Ja, true) => format!("{who}：オセロ駒が黒に。"),
                (Lang::Ja, false) => format!("{who}：成功。"),
            };
            view! {
                <p class="gb-result success" data-testid="round-result">{m::SUCCESS.get(lang)}</p>
                <p>{line}</p>
            }
            .into_any()
        }
    };
    view! {
        <div class="gb-summary" data-testid="round-summary">
            <p><strong>{head}</strong></p>
            <p class="gb-calls-line">{calls}</p>
            <div class="gb-reveals">{shown}</div>
            {result}
        </div>
    }
}
