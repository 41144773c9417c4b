//! Arsène: the five jewel shops and their chip stacks, chips and overlook tokens per seat,
//! the three edge cards and the trump decision, the 3-player dummy and its discard, the
//! keep-or-push choice, and the deal sheet of shop visits and their outcomes.

use crate::engine::cards::{Card, CardSet};
use crate::engine::{Ruleset, Seat};
use crate::games::arsene::{Action, Arsene, EdgeCard, EndReason, Outcome, Phase, Taker, View};
use crate::ui::i18n::{self, use_i18n, Lang};
use crate::ui::trick_table::{SheetEnd, SheetFrame, ScoresTable, seat_name, HandControl, TableGame, TableModel, SeatBadge, SeatChips};
use crate::ui::counts::Count;
use crate::ui::explain::Explain;
use crate::ui::widgets::CardFace;
use leptos::prelude::*;

use super::messages;
use crate::ui::screen::{Screen, SessionGame};
use crate::ui::trick_table::GameScreen;

/// A shop's name: A for the one-trick shop, then 2 to 5 (rules.md R3).
pub fn shop_name(rank: u8) -> String {
    if rank == 1 { "A".into() } else { rank.to_string() }
}

fn taker_name(t: Taker, me: Seat, n: usize, lang: Lang) -> String {
    match t {
        Taker::Seat(s) => seat_name(s, me, n, lang),
        Taker::Dummy => messages::DUMMY.get(lang).to_string(),
    }
}

/// The action a tapped card stands for in the current phase, if it is legal.
fn card_action(v: &View, c: Card) -> Option<Action> {
    v.legal_actions
        .iter()
        .find(|a| matches!(a, Action::Play(x) | Action::TrumpIndicator(x) | Action::NoTrump(x) | Action::DummyCard(x) if *x == c))
        .cloned()
}

/// A deal-sheet cell's outcome text (rules.md R13-R16).
fn outcome_text(o: Outcome, lang: Lang) -> String {
    match o {
        Outcome::Nothing => "—".into(),
        Outcome::Took(n) => format!("+{n}"),
        Outcome::Collision { token: true } => messages::COLLISION_TOKEN.get(lang).into(),
        Outcome::Collision { token: false } => messages::COLLISION.get(lang).into(),
        Outcome::Exempt => messages::EXEMPT_TOKENS_BACK.get(lang).into(),
        Outcome::Confiscated(n) => format!("{} −{n}", messages::CONFISCATED.get(lang)),
    }
}

impl SessionGame for Arsene {
    const TIPS: &'static [crate::text::Tip] = super::messages::TIPS;
    const CSS: &'static str = crate::ui::game_css!("arsene");
    const RULE_NOTE: i18n::Msg = messages::ARSENE_RULE_NOTE;
    fn progress(v: &View, lang: Lang) -> String {
        let deal = crate::text::deal_number(lang, v.deal_number.max(1));
        if matches!(v.phase, Phase::Play | Phase::Push) && v.trick_number > 0 {
            format!("{deal} · {}/{}", v.trick_number, v.tricks_per_deal)
        } else {
            deal
        }
    }
    fn sheet_due(v: &View) -> bool {
        (v.phase == Phase::Deal && !v.deals.is_empty()) || v.phase == Phase::Over
    }
    fn prompt(v: &View) -> Option<(Seat, i18n::Msg)> {
        let question = match v.phase {
            Phase::TakeEdge => messages::TAKE_EDGE_PROMPT,
            Phase::TrumpDecision if v.legal_actions.iter().any(|a| matches!(a, Action::TrumpIndicator(_))) => messages::TRUMP_PROMPT,
            Phase::TrumpDecision => messages::NO_TRUMP_PROMPT,
            Phase::DummyDiscard => messages::DUMMY_PROMPT,
            Phase::Push => messages::PUSH_PROMPT,
            _ => return None,
        };
        v.to_play.map(|s| (s, question))
    }
}

impl TableGame for Arsene {
    fn model(v: &View, lang: Lang) -> TableModel {
        let n = v.seats as usize;
        let note = match (v.just_finished.as_ref(), v.just_taken_by) {
            (Some((_, w)), Some(t)) if t != Taker::Seat(*w) => Some(messages::pushed_to(lang, &taker_name(t, v.seat, n, lang))),
            _ => None,
        };
        TableModel {
            seats: n,
            me: v.seat,
            dealer: Some(v.dealer),
            to_play: v.to_play,
            playing: matches!(v.phase, Phase::Play | Phase::Push),
            hand: v.hand,
            legal: if v.phase == Phase::Play { v.legal } else { CardSet::EMPTY },
            hand_sizes: v.hand_sizes.clone(),
            tricks_won: v.tricks_won.clone(),
            trick: v.trick.iter().copied().collect(),
            last_trick: v.just_finished.as_ref().map(|(p, w)| (p.iter().copied().collect(), *w)),
            win_note: note,
            review: None, // the rules forbid reviewing finished tricks
        }
    }
    fn play_card(c: Card) -> Action {
        Action::Play(c)
    }
    const SEAT_BADGE: Option<SeatBadge<View>> = Some(|v, s, lang| {
        let s = s as usize;
        // One line each (the stylesheet keeps the line breaks), so side seats stay narrow.
        let mut t = format!("{} {}\n{} {}", i18n::CHIPS_NOW.get(lang), v.chips[s], messages::TOKENS.get(lang), v.tokens[s]);
        if v.exempt[s] {
            t.push_str(&format!("\n{}", messages::EXEMPT_USED.get(lang)));
        }
        t
    });
    const SEAT_CHIPS: Option<SeatChips<View>> = Some(|v, s| v.chips.get(s as usize).map_or(0, |c| *c as i32));
}

#[component]
pub fn Table(rules: Ruleset) -> impl IntoView {
    let screen = Screen::<Arsene>::new(&rules);
    let v = screen.view;
    let names = screen.names;
    let extra: ChildrenFn = std::sync::Arc::new(move || view! { <Shops view=v /><Edge screen=screen /> }.into_any());
    let panel: ChildrenFn = std::sync::Arc::new(move || view! { <PushPanel screen=screen /> }.into_any());
    let sheet = move || deferred_sheet(v, names, screen);
    view! { <GameScreen screen=screen rules=rules sheet=sheet extra=extra below_hand=panel hand=card_hand(screen) /> }
}

/// Tapping a card: play it, place it for the trump decision, or give it to the dummy. A card
/// that may not be tapped is tried all the same: the rules' refusal says why. A card with no
/// legal action is tried as what a tap means in this phase, so the rules' own refusal
/// answers ("you hold ♦, so you must follow suit", "not your turn").
fn card_hand(screen: Screen<Arsene>) -> HandControl {
    let v = screen.view;
    let tap = Callback::new(move |c: Card| {
        let a = v.with_untracked(|v| {
            card_action(v, c).unwrap_or(match v.phase {
                Phase::TrumpDecision => Action::TrumpIndicator(c),
                Phase::DummyDiscard => Action::DummyCard(c),
                _ => Action::Play(c),
            })
        });
        screen.act(a);
    });
    HandControl {
        enabled: Signal::derive(move || v.with(|v| if v.to_play == Some(v.seat) { v.legal } else { CardSet::EMPTY })),
        selected: Signal::derive(|| CardSet::EMPTY),
        on_click: tap,
        on_refused: Some(tap),
        plays: Signal::stored(true),
    }
}

/// The five shops and their chips.
#[component]
fn Shops(view: Memo<View>) -> impl IntoView {
    let i18n = use_i18n();
    let v = view;
    view! {
        <div class="ars-shops" data-testid="shops" aria-label=i18n.t(messages::SHOPS)>
            // One box a shop, kept while the chips change (so their change shows), each
            // explaining itself with its own numbers.
            <For each=move || v.with(|v| v.shops.iter().map(|sh| sh.rank).collect::<Vec<_>>()) key=|r| *r let:rank>
                {
                    let shop = move || v.with(|v| v.shops.iter().find(|sh| sh.rank == rank).cloned());
                    let chips = Signal::derive(move || shop().map_or(0, |sh| sh.chips as i32));
                    let groups = move || shop().map(|sh| sh.groups.iter().map(|g| g.to_string()).collect::<Vec<_>>().join("·")).unwrap_or_default();
                    let detail = Signal::derive(move || messages::shop_detail(i18n.lang(), &shop_name(rank), chips.get() as u8, &groups()));
                    view! {
                        <Explain title=messages::SHOPS body=messages::SHOP_LEGEND detail=detail testid="legend-shop">
                            <span class="shop" class:empty=move || chips.get() == 0 data-testid=format!("shop-{rank}") data-chips=move || chips.get()>
                                <span class="shop-name">{shop_name(rank)}</span>
                                <span class="shop-chips"><Count value=chips /></span>
                                <span class="shop-groups">{groups}</span>
                            </span>
                        </Explain>
                    }
                }
            </For>
        </div>
    }
}

/// The edge: the chips-and-tokens key, the face-down edge cards to take, the card placed for
/// the trump decision, and the 3-player dummy with its tricks and your card to it.
#[component]
fn Edge(screen: Screen<Arsene>) -> impl IntoView {
    let i18n = use_i18n();
    let v = screen.view;
    view! {
        <div class="ars-edge" data-testid="edge">
            <Explain title=messages::CHIPS_TOKENS body=messages::CHIPS_TOKENS_LEGEND testid="legend-tokens" class="ars-tokens-key">
                <span class="ars-two-lines">{i18n.t(messages::CHIPS_TOKENS)}</span>
            </Explain>
            <span class="label">{i18n.t(messages::EDGE)}</span>
            {move || {
                let (count, takes) = v.with(|v| {
                    let takes: Vec<u8> = v.legal_actions.iter().filter_map(|a| if let Action::TakeEdge(i) = a { Some(*i) } else { None }).collect();
                    (v.edge_face_down, takes)
                });
                (0..count).map(|i| {
                    let ok = takes.contains(&i);
                    view! {
                        <button class="card back" class:legal=ok disabled=!ok data-testid=format!("edge-{i}")
                            aria-label=i18n.t(messages::TAKE_EDGE_PROMPT) on:click=move |_| screen.act(Action::TakeEdge(i))></button>
                    }
                }).collect_view()
            }}
            {move || v.with(|v| v.edge_card).map(|e| match e {
                EdgeCard::TrumpIndicator(c) => view! {
                    <span class="edge-placed" data-testid="edge-trump" title=i18n.t(messages::DIAMONDS_TRUMP)><CardFace card=c /><span class="ars-two-lines">{i18n.t(messages::TRUMP_SHORT)}</span></span>
                }.into_any(),
                EdgeCard::NoTrump(c) => view! {
                    <span class="edge-placed no-trump" data-testid="edge-no-trump" title=i18n.t(messages::NO_TRUMP_SHOWN)><CardFace card=c /><span class="ars-two-lines">{i18n.t(messages::NO_TRUMP_SHORT)}</span></span>
                }.into_any(),
            })}
            {move || v.with(|v| v.dummy).map(|d| view! {
                <span class="ars-dummy" data-testid="dummy" title=i18n.t(messages::DUMMY_TRICKS)>
                    <span class="ars-two-lines">{i18n.t(messages::DUMMY)}" "<strong data-testid="dummy-tricks" aria-label=move || format!("{} {}", messages::DUMMY_TRICKS.get(i18n.lang()), d.tricks)>{d.tricks}</strong></span>
                    {d.my_card.map(|c| view! { " "<CardFace card=c /> })}
                </span>
            })}
        </div>
    }
}

/// Keep or push the trick just won: its buttons, while it is your choice.
#[component]
fn PushPanel(screen: Screen<Arsene>) -> impl IntoView {
    let i18n = use_i18n();
    let v = screen.view;
    let push_buttons = move || {
        v.with(|v| {
            if v.to_play != Some(v.seat) || v.push.is_none() {
                return Vec::new();
            }
            v.legal_actions.iter().filter(|a| matches!(a, Action::Keep | Action::Push(_))).cloned().collect::<Vec<_>>()
        })
    };
    view! {
        <Show when=move || !push_buttons().is_empty()>
            <div class="declare-panel" data-testid="push" role="group" aria-label=i18n.t(messages::PUSH_PROMPT)>
                {move || push_buttons().into_iter().map(|a| {
                    let lang = i18n.lang();
                    let (label, id, primary) = match &a {
                        Action::Push(t) => (messages::push_to(lang, &v.with(|v| taker_name(*t, v.seat, v.seats as usize, lang))), "push-to", false),
                        _ => (messages::KEEP.get(lang).to_string(), "keep", true),
                    };
                    view! { <button class:primary=primary data-testid=id on:click=move |_| screen.act(a.clone())>{label}</button> }
                }).collect_view()}
            </div>
        </Show>
    }
}

crate::ui::widgets::deferred_sheet!(deferred_arsene_sheet: ArseneSheet for Arsene);

crate::ui::companion::companion_table!(Arsene: ArseneSheet, css = crate::ui::game_css!("arsene"));

#[component]
fn ArseneSheet(view: Memo<View>, names: Signal<Vec<String>>, end: SheetEnd) -> impl IntoView {
    let i18n = use_i18n();
    let over = move || view.with(|v| v.phase == Phase::Over);
    let three = move || view.with(|v| v.seats == 3);
    view! {
        <SheetFrame over=Signal::derive(over) end=end>
                {move || {
                    let lang = i18n.lang();
                    view.with(|v| v.deals.last().map(|d| (d.acquisition.void, d.acquisition.end))).and_then(|(void, end)| {
                        let m = if void {
                            Some(messages::VOID_DEAL)
                        } else {
                            match end {
                                Some(EndReason::Confiscation) => Some(messages::END_CONFISCATION),
                                Some(EndReason::AllShopsEmpty) => Some(messages::END_ALL_EMPTY),
                                None => None,
                            }
                        };
                        m.map(|m| view! { <p class="points-key" data-testid="deal-note">{m.get(lang)}</p> })
                    })
                }}
                <ScoresTable
                    corner=i18n::DEAL
                    class="ars-scores"
                    columns=Signal::derive(move || {
                        let mut c = names.get();
                        if three() {
                            c.push(messages::DUMMY.get(i18n.lang()).to_string());
                        }
                        c
                    })
                >
                        <tbody>
                            {move || view.with(|v| v.deals.clone()).into_iter().map(|d| {
                                let lang = i18n.lang();
                                let a = d.acquisition;
                                view! {
                                    <tr data-testid=format!("ars-row-{}", d.number) class:void=a.void>
                                        <th scope="row">{d.number}</th>
                                        {a.seats.iter().map(|r| {
                                            let took = if let Outcome::Took(n) = r.outcome { n } else { 0 };
                                            let lost = if let Outcome::Confiscated(n) = r.outcome { n } else { 0 };
                                            view! {
                                                <td data-tricks=r.tricks data-took=took data-lost=lost data-chips=r.chips_after data-tokens=r.tokens_after>
                                                    <span class="sheet-tricks" title=r.shop.map(|s| format!("{} {}", messages::SHOPS.get(lang), shop_name(s)))>{r.tricks}" → "</span>
                                                    <span class="ars-outcome">{outcome_text(r.outcome, lang)}</span>
                                                    <span class="ars-after">{r.chips_after}</span>
                                                </td>
                                            }
                                        }).collect_view()}
                                        {a.dummy_tricks.map(|t| view! { <td class="sheet-tricks" data-dummy=t>{t}</td> })}
                                    </tr>
                                }
                            }).collect_view()}
                        </tbody>
                        <tfoot>
                            <tr data-testid="totals">
                                <th scope="row">{i18n.t(i18n::CHIPS_NOW)}</th>
                                {move || view.with(|v| v.chips.clone()).into_iter().map(|c| view! { <td data-total=c>{c}</td> }).collect_view()}
                                <Show when=three><td></td></Show>
                            </tr>
                            <tr data-testid="tokens">
                                <th scope="row">{i18n.t(messages::TOKENS)}</th>
                                {move || view.with(|v| v.tokens.clone()).into_iter().map(|c| view! { <td data-tokens=c>{c}</td> }).collect_view()}
                                <Show when=three><td></td></Show>
                            </tr>
                        </tfoot>
                    </ScoresTable>
                <p class="points-key">
                    <Explain title=messages::CELL_KEY body=messages::CELL_LEGEND testid="legend-cell"><span>{i18n.t(messages::CELL_KEY)}</span></Explain>
                    " "{i18n.t(messages::ARSENE_SHEET_KEY)}
                </p>
        </SheetFrame>
    }
}
