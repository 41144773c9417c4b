//! Tricky Express: two passes (forced, then free), the route map growing one station per
//! trick, and the deal sheet with base, top bonus and second bonus apart. Completed tricks
//! are never shown again (rules.md A2), so the table has no last-trick review.

use crate::engine::cards::{Card, CardSet};
use crate::engine::game::IllegalAction;
use crate::engine::{Ruleset, Seat};
use crate::games::tricky_express::{Action, DealRecord, PassChoice, Phase, TrickyExpress, View, DEALS, SEATS, TRICKS};
use crate::ui::i18n::{self, use_i18n, I18n, Lang};
use crate::ui::trick_table::{SheetEnd, ScoresTable, SheetFrame, signed, HandControl, TableGame, TableModel};
use crate::text::in_brackets;
use crate::ui::explain::Explain;
use crate::ui::widgets::CardFace;
use leptos::prelude::*;

use super::messages;
use crate::ui::screen::{name_of, Screen, SessionGame};
use crate::ui::trick_table::GameScreen;

impl SessionGame for TrickyExpress {
    const TIPS: &'static [crate::text::Tip] = super::messages::TIPS;
    const CSS: &'static str = crate::ui::game_css!("tricky_express");
    const RULE_NOTE: i18n::Msg = messages::TE_RULE_NOTE;
    fn progress(v: &View, lang: Lang) -> String {
        // While the sheet of a finished deal is up, the header still names that deal.
        let n = if v.phase == Phase::Deal { v.deals.len() as u8 } else { v.deal_number };
        i18n::deal_of(lang, n, DEALS)
    }
    fn sheet_due(v: &View) -> bool {
        !v.deals.is_empty() && matches!(v.phase, Phase::Deal | Phase::Over)
    }
}

impl TableGame for TrickyExpress {
    fn model(v: &View, _: Lang) -> TableModel {
        let mut tricks_won = vec![0u8; SEATS];
        for w in &v.route {
            tricks_won[*w as usize] += 1;
        }
        TableModel {
            seats: SEATS,
            me: v.seat,
            dealer: Some(v.dealer),
            to_play: v.to_play,
            playing: v.phase == Phase::Play,
            hand: v.hand,
            legal: v.legal,
            hand_sizes: v.hand_sizes.to_vec(),
            tricks_won,
            trick: v.trick.iter().copied().collect(),
            last_trick: None, // rules.md A2: no review of completed tricks
            win_note: None,
            review: None, // the rules forbid reviewing finished tricks
        }
    }
    fn play_card(c: Card) -> Action {
        Action::Play(c)
    }
}

/// Cards that can go in the next empty slot, given what is chosen.
fn candidates(legal: &[PassChoice], right: Option<Card>, left: Option<Card>) -> CardSet {
    match (right, left) {
        (None, _) => legal.iter().map(|p| p.right).collect(),
        (Some(r), None) => legal.iter().filter(|p| p.right == r).map(|p| p.left).collect(),
        (Some(_), Some(_)) => CardSet::EMPTY,
    }
}

#[component]
fn StationChip(seat: Seat, #[prop(optional)] marked: bool) -> impl IntoView {
    view! { <span class=format!("station st-{seat}") class:marked=marked data-station=seat>{seat + 1}</span> }
}

/// The route: one station per finished trick, in the winner's colour.
#[component]
fn RouteMap(route: Signal<Vec<Seat>>, names: Signal<Vec<String>>) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <div class="route" data-testid="route">
            <Explain title=messages::ROUTE_MAP body=messages::ROUTE_MAP_LEGEND detail=Signal::derive(move || messages::station_key(&names.get())) testid="legend-route">
                <span class="label">{i18n.t(messages::ROUTE_MAP)}</span>
                {move || {
                    let r = route.get();
                    (0..TRICKS as usize)
                        .map(|i| match r.get(i) {
                            Some(s) => view! { <StationChip seat=*s /> }.into_any(),
                            None => view! { <span class="station empty"></span> }.into_any(),
                        })
                        .collect_view()
                }}
            </Explain>
        </div>
    }
}

#[component]
pub fn Table(rules: Ruleset) -> impl IntoView {
    let i18n = use_i18n();
    let screen = Screen::<TrickyExpress>::new(&rules);
    let v = screen.view;
    let names = screen.names;

    let (choice, both_chosen) = pass_choice(v);
    let hand = pass_hand(screen, choice, both_chosen);
    let status = pass_status(v, both_chosen, i18n);
    let panel: ChildrenFn = std::sync::Arc::new(move || view! { <PassPanel screen=screen choice=choice /> }.into_any());

    let extra: ChildrenFn = std::sync::Arc::new(move || view! { <RouteMap route=Signal::derive(move || v.with(|v| v.route.clone())) names=names /> }.into_any());

    let sheet = move || deferred_sheet(v, names, screen);
    view! { <GameScreen screen=screen rules=rules sheet=sheet extra=extra below_hand=panel hand=hand status=status /> }
}

/// The pass being chosen: (to the right, to the left).
type Choice = RwSignal<(Option<Card>, Option<Card>)>;

/// The pass being chosen, emptied at each new phase or deal; and
/// whether a card was tapped with both cards already chosen, said until the choice changes.
fn pass_choice(v: Memo<View>) -> (Choice, RwSignal<bool>) {
    // The pass being chosen: (to the right, to the left).
    let choice = RwSignal::new((None::<Card>, None::<Card>));
    // A card tapped with both cards of the pass already chosen: said until the choice changes.
    let both_chosen = RwSignal::new(false);
    Effect::new(move |_| {
        choice.track();
        both_chosen.set(false);
    });
    Effect::new(move |_| {
        let _ = v.with(|v| (v.phase, v.deal_number));
        choice.set((None, None));
    });
    (choice, both_chosen)
}

/// Whether a pass (forced or free) is under way.
fn passing(v: Memo<View>) -> impl Fn() -> bool + Copy + Send + Sync + 'static {
    move || v.with(|v| matches!(v.phase, Phase::PassForced | Phase::PassFree))
}

/// Whether it is your pass to choose.
fn my_pass_turn(v: Memo<View>) -> impl Fn() -> bool + Copy + Send + Sync + 'static {
    let passing = passing(v);
    move || v.with(|v| passing() && v.to_play == Some(v.seat) && !v.legal_passes.is_empty())
}

/// The hand: while it is your pass, a tap chooses (or un-chooses) the pass's cards; otherwise
/// it plays.
fn pass_hand(screen: Screen<TrickyExpress>, choice: Choice, both_chosen: RwSignal<bool>) -> HandControl {
    let v = screen.view;
    let my_pass_turn = my_pass_turn(v);
    let model = screen.model();
    HandControl {
        enabled: Signal::derive(move || {
            if my_pass_turn() {
                let (r, l) = choice.get();
                let mut c = v.with(|v| candidates(&v.legal_passes, r, l));
                r.into_iter().chain(l).for_each(|x| c.insert(x));
                c
            } else {
                model.with(|m| if m.playing && m.to_play == Some(m.me) { m.legal } else { CardSet::EMPTY })
            }
        }),
        selected: Signal::derive(move || {
            let (r, l) = choice.get();
            r.into_iter().chain(l).collect()
        }),
        on_click: Callback::new(move |c: Card| {
            if !my_pass_turn() {
                screen.play().run(c);
                return;
            }
            choice.update(|(r, l)| match (*r, *l) {
                (Some(x), _) if x == c => *r = None,
                (_, Some(x)) if x == c => *l = None,
                (None, _) => *r = Some(c),
                (Some(_), None) => *l = Some(c),
                _ => {}
            });
        }),
        // Out of the pass, the game refuses the card and says why; in a forced pass, only
        // cards of the rank asked for (rules.md R7) may be chosen.
        on_refused: Some(Callback::new(move |c: Card| {
            if !my_pass_turn() {
                screen.play().run(c);
                return;
            }
            let (r, l) = choice.get_untracked();
            if r.is_some() && l.is_some() {
                // Both cards are chosen: a third is refused, and the status line says so.
                both_chosen.set(true);
                return;
            }
            if let Some(rank) = v.with_untracked(|v| candidates(&v.legal_passes, r, l).iter().map(|x| x.rank()).max()) {
                screen.refusal.set(Some(IllegalAction::MustChooseRank { card: c.to_string(), rank }));
            }
        })),
        plays: Signal::derive(move || !my_pass_turn()),
    }
}

/// The status line while passing: both cards already chosen, your prompt, or the wait.
fn pass_status(v: Memo<View>, both_chosen: RwSignal<bool>, i18n: I18n) -> Signal<Option<String>> {
    Signal::derive(move || {
        let lang = i18n.lang();
        v.with(|v| match v.phase {
            Phase::PassForced | Phase::PassFree if v.to_play == Some(v.seat) && both_chosen.get() => Some(messages::PASS_BOTH_CHOSEN.get(lang).to_string()),
            Phase::PassForced | Phase::PassFree if v.to_play == Some(v.seat) => Some(messages::PASS_HINT.get(lang).to_string()),
            Phase::PassForced | Phase::PassFree => Some(messages::PASS_WAITING.get(lang).to_string()),
            _ => None,
        })
    })
}

/// Below the hand: the pass panel while passing, and the cards just received.
#[component]
fn PassPanel(screen: Screen<TrickyExpress>, choice: Choice) -> impl IntoView {
    let i18n = use_i18n();
    let v = screen.view;
    let names = screen.names;
    view! {
        <Show when=passing(v)>
            {pass_box(screen, choice, i18n)}
        </Show>
        <Show when=move || !received(v).is_empty()>
            {received_note(v, names, i18n)}
        </Show>
    }
}

/// The pass panel: forced or free, and while it is your pass, its two slots and the
/// confirm button. Built inside the panel's `Show`.
fn pass_box(screen: Screen<TrickyExpress>, choice: Choice, i18n: I18n) -> impl IntoView {
    let v = screen.view;
    view! {
        <div class="pass-panel" data-testid="pass-panel">
            <strong>{move || if v.with(|v| v.phase == Phase::PassForced) { messages::PASS_FORCED_TITLE.get(i18n.lang()) } else { messages::PASS_FREE_TITLE.get(i18n.lang()) }}</strong>
            <Show when=my_pass_turn(v)>
                {pass_slots(screen, choice, i18n)}
            </Show>
        </div>
    }
}

/// The slots to the right and to the left (the neighbours named), and the confirm button,
/// enabled once the two cards chosen make a legal pass. Built inside the slots' `Show`.
fn pass_slots(screen: Screen<TrickyExpress>, choice: Choice, i18n: I18n) -> impl IntoView {
    let v = screen.view;
    let names = screen.names;
    let name = name_of(names);
    let confirm = move |_| {
        if let (Some(right), Some(left)) = choice.get_untracked() {
            if v.with_untracked(|v| v.legal_passes.contains(&PassChoice { right, left })) {
                screen.act(Action::Pass { right, left });
                choice.set((None, None));
            }
        }
    };
    let can_confirm = move || match choice.get() {
        (Some(right), Some(left)) => v.with(|v| v.legal_passes.contains(&PassChoice { right, left })),
        _ => false,
    };
    let slot = move |which: bool| {
        move || {
            let (r, l) = choice.get();
            match if which { r } else { l } {
                Some(c) => view! { <CardFace card=c /> }.into_any(),
                None => view! { <span class="slot-empty"></span> }.into_any(),
            }
        }
    };
    view! {
        <div class="pass-slots">
            <span class="pass-slot" data-testid="pass-right">{i18n.t(messages::PASS_TO_RIGHT)}{move || in_brackets(i18n.lang(), &name((v.with(|v| v.seat) + 3) % 4))}" "{slot(true)}</span>
            <span class="pass-slot" data-testid="pass-left">{i18n.t(messages::PASS_TO_LEFT)}{move || in_brackets(i18n.lang(), &name((v.with(|v| v.seat) + 1) % 4))}" "{slot(false)}</span>
        </div>
        <button class="primary" data-testid="pass-confirm" disabled=move || !can_confirm() on:click=confirm>{i18n.t(messages::PASS_CONFIRM)}</button>
    }
}

/// The cards received and the seat each came from (none once the first trick is over).
fn received(v: Memo<View>) -> Vec<(Card, Seat)> {
    v.with(|v| {
        // What arrived in the latest delivered pass, shown until the first trick ends.
        if !(v.phase == Phase::PassFree || (v.phase == Phase::Play && v.route.is_empty())) {
            return Vec::new();
        }
        let k = if v.phase == Phase::PassFree { 0 } else { 1 };
        let p = v.my_passes[k];
        let left = (v.seat + 1) % SEATS as u8;
        let right = (v.seat + 3) % SEATS as u8;
        [(p.received_from_left, left), (p.received_from_right, right)]
            .into_iter()
            .filter_map(|(c, s)| c.map(|c| (c, s)))
            .collect::<Vec<_>>()
    })
}

/// The cards received, each with the seat it came from. Built inside its `Show`.
fn received_note(v: Memo<View>, names: Signal<Vec<String>>, i18n: I18n) -> impl IntoView {
    let name = name_of(names);
    view! {
        <div class="received" data-testid="received">
            {i18n.t(messages::RECEIVED)}{i18n.t(crate::text::COLON)}
            {move || received(v).into_iter().map(|(c, s)| view! { <span class="got"><CardFace card=c />" "{move || messages::from_seat(i18n.lang(), &name(s))}</span> }).collect_view()}
        </div>
    }
}

crate::ui::widgets::deferred_sheet!(deferred_tricky_express_sheet: DealSheet for TrickyExpress);

crate::ui::companion::companion_table!(TrickyExpress: DealSheet, css = crate::ui::game_css!("tricky_express"));

/// After each deal: each seat's stations on the route with the longest pass marked, and
/// base, top bonus, second bonus apart (rules.md R24); after deal 4, the development bonus.
#[component]
fn DealSheet(view: Memo<View>, names: Signal<Vec<String>>, end: SheetEnd) -> impl IntoView {
    let i18n = use_i18n();
    let over = move || view.with(|v| v.phase == Phase::Over);
    let last = move || view.with(|v| v.deals.last().cloned());
    view! {
        <SheetFrame over=Signal::derive(over) end=end>
                {move || last().map(|d| route_sheet(d, names, i18n))}
                // One table per deal: a row per seat, base / top bonus / second bonus in their
                // own columns (rules.md R24); the latest deal open, earlier ones folded.
                {move || deal_tables(view, names, i18n)}
                {sheet_key(i18n)}
                {totals_table(view, names, i18n)}
        </SheetFrame>
    }
}

/// The latest deal's route, a row per seat. Built inside the sheet's closure on the last deal.
fn route_sheet(d: DealRecord, names: Signal<Vec<String>>, i18n: I18n) -> impl IntoView {
    view! {
        <Explain title=messages::ROUTE_MAP body=messages::ROUTE_SHEET_LEGEND testid="legend-route-sheet">
            <span class="label">{i18n.t(messages::ROUTE_MAP)}</span>
        </Explain>
        <div class="route-sheet" data-testid="route-sheet">
            {(0..SEATS).map(|s| view! {
                <div class="route-row"><span class="route-name">{move || names.with(|n| n[s].clone())}</span>{route_row(&d, s)}</div>
            }).collect_view()}
        </div>
    }
}

/// Seat `s`'s row of the route: a station per trick in its winner's colour, the seat's own
/// stops dotted, and the stations inside its longest and second-longest passes marked.
fn route_row(d: &DealRecord, s: usize) -> impl IntoView {
    let stops = d.seats[s].stops.clone();
    let long = d.seats[s].first_long_pass.clone();
    let second = d.seats[s].second_long_pass.clone();
    (1..=TRICKS)
        .map(|pos| {
            let mine = stops.contains(&pos);
            let in_long = long.as_ref().is_some_and(|l| pos > l.start && pos < l.end);
            let in_second = second.as_ref().is_some_and(|l| pos > l.start && pos < l.end);
            let w = d.route.get(pos as usize - 1).copied().unwrap_or(0);
            view! { <span class=format!("station st-{w}") class:mine=mine class:passing=in_long class:passing2=in_second>{if mine { "●" } else { "" }}</span> }
        })
        .collect_view()
}

/// One table per deal, the latest open. Built inside the sheet's closure on the deals.
fn deal_tables(view: Memo<View>, names: Signal<Vec<String>>, i18n: I18n) -> impl IntoView {
    let deals = view.with(|v| v.deals.clone());
    let n = deals.len();
    deals.into_iter().map(|d| {
        let (open, number) = (d.deal as usize == n, d.deal);
        view! {
            <details class="te-deal" open=open>
                <summary>{move || crate::text::deal_number(i18n.lang(), number)}</summary>
                <ScoresTable
                    class="te-scores"
                    testid=format!("te-deal-{}", d.deal)
                    columns=Signal::derive(move || [messages::BASE_POINTS, messages::TOP_BONUS, messages::SECOND_BONUS, messages::DEAL_SCORE].iter().map(|m| m.get(i18n.lang()).to_string()).collect())
                >
                        <tbody>
                            {(0..SEATS).map(|s| deal_row(&d, s, names)).collect_view()}
                        </tbody>
                    </ScoresTable>
            </details>
        }
    }).collect_view()
}

/// Seat `s`'s row in a deal's table: base, top bonus, second bonus and the deal's score.
fn deal_row(d: &DealRecord, s: usize, names: Signal<Vec<String>>) -> impl IntoView {
    let sc = d.scores[s];
    view! {
        <tr data-seat=s>
            <th scope="row">{move || names.with(|n| n[s].clone())}</th>
            <td data-kind="base">{sc.base}</td>
            <td data-kind="top">{sc.top_bonus}</td>
            <td data-kind="second">{sc.second_bonus}</td>
            <td data-kind="deal" class="te-deal-score">{d.totals[s]}</td>
        </tr>
    }
}

/// The key to the deal tables' columns, each with its legend.
fn sheet_key(i18n: I18n) -> impl IntoView {
    view! {
        <p class="points-key te-key">
            <span>{i18n.t(messages::SHEET_KEY_LABEL)}{i18n.t(crate::text::COLON)}</span>
            {[(messages::BASE_POINTS, messages::BASE_LEGEND, "legend-base"), (messages::TOP_BONUS, messages::TOP_BONUS_LEGEND, "legend-top"), (messages::SECOND_BONUS, messages::SECOND_BONUS_LEGEND, "legend-second")]
                .into_iter()
                .map(|(title, body, id)| view! { <Explain title=title body=body testid=id><span>{i18n.t(title)}</span></Explain> })
                .collect_view()}
        </p>
    }
}

/// The running totals, with the development bonus once the game is over.
fn totals_table(view: Memo<View>, names: Signal<Vec<String>>, i18n: I18n) -> impl IntoView {
    let over = move || view.with(|v| v.phase == Phase::Over);
    view! {
        <ScoresTable columns=names testid="te-totals">
                <tfoot>
                    <Show when=over>
                        <tr data-testid="development">
                            <th scope="row"><Explain title=messages::DEVELOPMENT_BONUS body=messages::DEVELOPMENT_LEGEND><span>{i18n.t(messages::DEVELOPMENT_BONUS)}</span></Explain></th>
                            {move || view.with(|v| v.development_bonus).unwrap_or([0; SEATS]).into_iter().map(|x| view! { <td data-value=x>{signed(x)}</td> }).collect_view()}
                        </tr>
                    </Show>
                    <tr data-testid="totals">
                        <th scope="row">{i18n.t(i18n::TOTAL)}</th>
                        {move || view.with(|v| v.totals).into_iter().map(|t| view! { <td data-total=t>{t}</td> }).collect_view()}
                    </tr>
                </tfoot>
            </ScoresTable>
    }
}
