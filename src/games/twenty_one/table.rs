//! Twenty-One: the pairs and their scores, the counter-clockwise order, every seat's bid
//! with the tricks it has taken towards it, the bid panel (1 to 13), void deals announced
//! with their total, and the score sheet with both partners, the pair scores, the ±21 lines
//! and the reason the game ended.

use crate::engine::bid::{Auction, Call};
use crate::engine::cards::Card;
use crate::engine::deal::right_of;
use crate::engine::seats::nth_from;
use crate::engine::{Ruleset, Seat};
use crate::ui::explain::Explain;
use crate::games::twenty_one::end::{Decision, EndRule};
use crate::games::twenty_one::{pair_of, partner_of, Action, DealRow, Phase, TwentyOne, View, DIRECTION, SEATS};
use crate::ui::bid_panel::BidPanel;
use crate::ui::i18n::{self, use_i18n, I18n, Lang};
use crate::ui::screen::{name_of, Screen, SessionGame};
use crate::ui::trick_table::{SheetEnd, signed, ColumnGroup, GameScreen, ScoresTable, SheetFrame, TableGame, TableModel, SeatBadge};
use crate::ui::widgets::{Lazy, Sheet};
use leptos::prelude::*;

use super::messages::{self, EndFacts, Stage};

impl SessionGame for TwentyOne {
    const TIPS: &'static [crate::text::Tip] = super::messages::TIPS;
    const CSS: &'static str = crate::ui::game_css!("twenty_one");
    const RULE_NOTE: i18n::Msg = messages::TW_RULE_NOTE;
    /// The deal, and the bidding or the trick in progress (sudden death said).
    fn progress(v: &View, lang: Lang) -> String {
        let stage = match v.phase {
            Phase::Play => Some(Stage::Trick((v.history.len() + 1) as u8)),
            Phase::Bid => Some(Stage::Bids),
            _ => None,
        };
        messages::progress(lang, v.deal_number, stage, v.sudden_death)
    }
    fn sheet_due(v: &View) -> bool {
        (v.phase == Phase::Deal && !v.rows.is_empty()) || v.phase == Phase::Over
    }
    fn prompt(v: &View) -> Option<(Seat, i18n::Msg)> {
        v.to_bid.filter(|_| v.phase == Phase::Bid).map(|s| (s, messages::BID_PROMPT))
    }
}

impl TableGame for TwentyOne {
    fn model(v: &View, _: Lang) -> TableModel {
        TableModel {
            seats: SEATS,
            me: v.seat,
            dealer: Some(v.dealer),
            to_play: v.to_play.or(v.to_bid),
            playing: v.phase == Phase::Play,
            hand: v.hand,
            legal: v.legal,
            hand_sizes: v.hand_sizes.to_vec(),
            tricks_won: v.tricks_won.to_vec(),
            trick: v.trick.clone(),
            last_trick: v.history.last().map(|t| (t.plays.iter().copied().collect(), t.winner)),
            win_note: None,
            // Finished tricks are public (R10).
            review: Some(v.history.iter().map(|t| (t.plays.iter().copied().collect(), t.winner)).collect()),
        }
    }
    fn play_card(c: Card) -> Action {
        Action::Play(c)
    }
    /// A seat's bid (doubled or not) and the tricks taken towards it.
    const SEAT_BADGE: Option<SeatBadge<View>> = Some(|v, s, lang| match v.bids[s as usize] {
        Some(b) => messages::bid_progress(lang, b, doubled(v, b), v.tricks_won[s as usize]),
        None => String::new(),
    });
}

/// The seats in the order they bid and lead this deal: the dealer's right first (R5, R9).
fn order_from_dealer(dealer: Seat) -> [Seat; SEATS] {
    std::array::from_fn(|k| nth_from(right_of(dealer, SEATS), k, DIRECTION, SEATS))
}

/// Whether a bid scores double (R12).
fn doubled(v: &View, bid: u8) -> bool {
    bid >= v.options.double_bid_threshold
}

#[component]
pub fn Table(rules: Ruleset) -> impl IntoView {
    let screen = Screen::<TwentyOne>::new(&rules);
    let v = screen.view;
    let names = screen.names;
    let pair_name = pair_names(names);

    let sheet_open = RwSignal::new(false);
    let extra: ChildrenFn = std::sync::Arc::new(move || view! { <Strip screen=screen sheet_open=sheet_open pair_name=pair_name /> }.into_any());
    let panel: ChildrenFn = std::sync::Arc::new(move || view! { <Bids screen=screen /> }.into_any());
    let sheet = move || view! { <Lazy load=move || sheets(None, v, names, screen, pair_name) loading=i18n::LOADING failed=i18n::PART_LOAD_FAILED /> };
    view! { <GameScreen screen=screen rules=rules sheet=sheet extra=extra below_hand=panel /> }
}

/// The strip above the felt: the pairs and the order of play, and the running sheet the
/// ±target button opens.
#[component]
fn Strip(screen: Screen<TwentyOne>, sheet_open: RwSignal<bool>, pair_name: Callback<u8, String>) -> impl IntoView {
    let v = screen.view;
    let names = screen.names;
    view! {
        <div class="tw-strip">
            <Pairs view=v names=names sheet_open=sheet_open />
            <Order view=v names=names />
        </div>
        <Show when=move || sheet_open.get()>
            <Lazy load=move || sheets(Some(sheet_open), v, names, screen, pair_name) loading=i18n::LOADING failed=i18n::PART_LOAD_FAILED />
        </Show>
    }
}

/// Both pairs with their scores (the scores' legend around them) and the ±target button.
#[component]
fn Pairs(view: Memo<View>, names: Signal<Vec<String>>, sheet_open: RwSignal<bool>) -> impl IntoView {
    let i18n = use_i18n();
    let v = view;
    view! {
        <div class="tw-pairs">
            <Explain title=messages::SCORES body=messages::SCORES_LEGEND testid="legend-scores" class="tw-pairs-key">
            {(0..2u8).map(|p| pair_score(v, names, i18n, p)).collect_view()}
            </Explain>
            <button class="tw-sheet-button" data-testid="open-sheet" on:click=move |_| sheet_open.set(true)>
                "±"{move || v.with(|v| v.options.target_score)}
            </button>
        </div>
    }
}

/// Pair `p`: its two players with their scores, and the pair's total.
fn pair_score(v: Memo<View>, names: Signal<Vec<String>>, i18n: I18n, p: u8) -> impl IntoView {
    let name = name_of(names);
    view! {
        <span class=format!("tw-pair pair-{p}") class:mine=move || v.with(|v| pair_of(v.seat) == p) data-testid=format!("pair-{p}")>
            <i class="tw-dot" aria-hidden="true"></i>
            {move || [p, partner_of(p)].map(|s| view! {
                <span class="tw-player">{name(s)}" "<b data-testid=format!("score-{s}")>{move || signed(v.with(|v| v.totals[s as usize]))}</b></span>
            }).collect_view()}
            <strong class="tw-pair-total" title=i18n.t(messages::PAIR) data-pair-total=move || v.with(|v| v.pair_totals[p as usize])>
                {move || signed(v.with(|v| v.pair_totals[p as usize]))}
            </strong>
        </span>
    }
}

/// The order of play (its legend first), and while bidding, the bids' total.
#[component]
fn Order(view: Memo<View>, names: Signal<Vec<String>>) -> impl IntoView {
    let i18n = use_i18n();
    let v = view;
    view! {
        <ol class="tw-order" aria-label=i18n.t(messages::ORDER) title=i18n.t(messages::ORDER) data-testid="order">
            <li class="tw-turn">
                <Explain title=messages::ORDER body=messages::ORDER_LEGEND testid="legend-order"><span aria-hidden="true">"↺"</span></Explain>
            </li>
            {move || order_seats(v, names)}
            <Show when=move || v.with(|v| v.phase == Phase::Bid)>
                <li class="tw-total" data-testid="bid-total">{move || v.with(|v| {
                    let total: u32 = v.bids.iter().flatten().map(|&b| b as u32).sum();
                    messages::bid_total(i18n.lang(), total, v.options.minimum_bid_total)
                })}</li>
            </Show>
        </ol>
    }
}

/// The seats in the order they bid (or play this trick), arrows between, each with its bid
/// and the one to act marked. Read inside the order's closure, which re-draws it when the
/// view changes.
fn order_seats(v: Memo<View>, names: Signal<Vec<String>>) -> impl IntoView {
    let name = name_of(names);
    let (dealer, acting, bids) = v.with(|v| (v.dealer, v.to_bid.or(v.to_play), v.bids));
    let order = v.with(|v| if v.phase == Phase::Play { lead_order(v.leader) } else { order_from_dealer(dealer) });
    order.into_iter().enumerate().map(|(k, s)| view! {
        {(k > 0).then(|| view! { <li class="tw-arrow" aria-hidden="true">"→"</li> })}
        <li class=format!("tw-seat pair-{}", pair_of(s)) class:acting=acting == Some(s) data-seat=s>
            {name(s)}{bids[s as usize].map(|b| view! { " "<b>{b}</b> })}
        </li>
    }).collect_view()
}

/// While bidding: the bid panel (1 to 13) with the bids so far, marked while it is your bid.
#[component]
fn Bids(screen: Screen<TwentyOne>) -> impl IntoView {
    let v = screen.view;
    let names = screen.names;
    let my_bid = move || v.with(|v| v.phase == Phase::Bid && v.to_bid == Some(v.seat));
    let legal = Signal::derive(move || v.with(|v| v.legal_bids.iter().map(|&b| Call::number(b)).collect::<Vec<_>>()));
    let auction = Signal::derive(move || {
        v.with(|v| order_from_dealer(v.dealer).into_iter().filter_map(|s| v.bids[s as usize].map(|b| (s, Call::number(b)))).collect::<Auction>())
    });
    let on_call = Callback::new(move |c: Call| {
        if let Call::Bid { level, .. } = c {
            screen.act(Action::Bid(level));
        }
    });
    view! {
        <Show when=move || v.with(|v| v.phase == Phase::Bid)>
            <div class="tw-bids" class:mine=my_bid data-testid="bids">
                <BidPanel legal=legal auction=auction names=names on_call=on_call />
            </div>
        </Show>
    }
}

/// The seats in play order from the leader of the trick in progress (R9).
fn lead_order(leader: Seat) -> [Seat; SEATS] {
    std::array::from_fn(|k| nth_from(leader, k, DIRECTION, SEATS))
}

/// The score sheets, a lazily loaded chunk (a first load needs neither): the running sheet
/// the ±target button opens (`running`, its open state), or else the sheet between deals.
#[leptos::wasm_split::wasm_split(deferred_twenty_one_sheets, wasm_split_path = ::leptos::wasm_split, fallible)]
fn sheets(
    running: Option<RwSignal<bool>>,
    view: Memo<View>,
    names: Signal<Vec<String>>,
    screen: Screen<TwentyOne>,
    pair_name: Callback<u8, String>,
) -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    let i18n = use_i18n();
    Ok(match running {
        Some(open) => view! {
            <Sheet open=open class="tw-sheet" testid="running-sheet" title=messages::SCORES>
                <ScoreTable view=view names=names />
                <button class="primary" on:click=move |_| open.set(false)>{i18n.t(i18n::DISMISS)}</button>
            </Sheet>
        }
        .into_any(),
        None => view! { <TwSheet view=view names=names end=screen.sheet_end() pair_name=pair_name /> }.into_any(),
    })
}

/// The sheet between deals and at the end: a void deal announced with its total, a tie
/// announced as sudden death, the end and its reason, and the score table.
#[component]
fn TwSheet(view: Memo<View>, names: Signal<Vec<String>>, end: SheetEnd, pair_name: Callback<u8, String>) -> impl IntoView {
    let i18n = use_i18n();
    let over = Signal::derive(move || view.with(|v| v.phase == Phase::Over));
    let last = move || view.with(|v| v.rows.last().copied());
    let name = name_of(names);
    let void_notice = move || {
        let row = last().filter(DealRow::is_void)?;
        let (deal, next_dealer, minimum) = view.with(|v| (v.rows.len(), v.dealer, v.options.minimum_bid_total));
        let bids: Vec<(String, u8)> = order_from_dealer(row.dealer).into_iter().map(|s| (name(s), row.bids[s as usize])).collect();
        Some(messages::void_deal(i18n.lang(), deal, &bids, row.bid_total(), minimum, &name(next_dealer)))
    };
    let tie_notice = move || matches!(last().map(|r| r.decision), Some(Decision::SuddenDeath { .. })) && !over.get();
    let reason = move || {
        let (end, target, totals, pairs) = view.with(|v| (v.end, v.options.target_score, v.totals, v.pair_totals));
        let end = end?;
        let names = names.get();
        let facts = end_facts(end.rule, end.pair, target, &totals, pairs, &names);
        Some(messages::end_reason(i18n.lang(), &facts))
    };
    let next_label = if last().is_some_and(|r| r.is_void()) { messages::DEAL_AGAIN } else { i18n::NEXT_DEAL };
    view! {
        <SheetFrame over=over end=end next_label=next_label>
            {move || void_notice().map(|t| view! { <p class="tw-void" data-testid="void-notice">{t}</p> })}
            <Show when=tie_notice>
                <p class="tw-tie" data-testid="sudden-death">{i18n.t(messages::SUDDEN_DEATH_NOTE)}</p>
            </Show>
            {move || reason().map(|t| view! {
                <p class="tw-reason" data-testid="end-reason" data-rule=view.with(|v| v.end.map(|e| e.rule.id()).unwrap_or_default()) data-pair=view.with(|v| v.end.map(|e| e.pair))>
                    {move || pair_name.run(view.with(|v| v.end.map_or(0, |e| e.pair)))}{i18n.t(crate::text::COLON)}{t}
                </p>
            })}
            <ScoreTable view=view names=names />
        </SheetFrame>
    }
}

/// The players a finished game's reason names: the one who decided it and the other pair's
/// player compared with them.
fn end_facts<'a>(rule: EndRule, winner: u8, target: i32, totals: &[i32; SEATS], pairs: [i32; 2], names: &'a [String]) -> EndFacts<'a> {
    let loser = 1 - winner;
    let seats_of = |p: u8| [p, p + 2];
    let best = |p: u8| seats_of(p).into_iter().max_by_key(|&s| (totals[s as usize], std::cmp::Reverse(s))).unwrap_or(p);
    let worst = |p: u8| seats_of(p).into_iter().min_by_key(|&s| (totals[s as usize], s)).unwrap_or(p);
    let (who, other) = match rule {
        EndRule::Reached | EndRule::HigherBest | EndRule::ReachedPairTotal => (best(winner), best(loser)),
        EndRule::Fell | EndRule::LowerWorst | EndRule::FellPairTotal => (worst(loser), worst(winner)),
        EndRule::SuddenDeathPairTotal => (best(winner), best(loser)),
    };
    let named = |s: Seat| (names.get(s as usize).map_or("", |n| n.as_str()), totals[s as usize]);
    EndFacts { rule, target, who: named(who), other: named(other), pairs }
}

/// The score table: for each deal, each player's bid/tricks and points and each pair's
/// points; void deals with their bid total; the running totals; and each player's score
/// against the ±target lines.
#[component]
fn ScoreTable(view: Memo<View>, names: Signal<Vec<String>>) -> impl IntoView {
    let i18n = use_i18n();
    // Columns: the seat's pair first (you and your partner), then the other pair.
    let columns = move || view.with(|v| {
        let mine = pair_of(v.seat);
        [mine, partner_of(mine), 1 - mine, partner_of(1 - mine)]
    });
    let name = name_of(names);
    let groups = Signal::derive(move || {
        let c = columns();
        [c[0], c[2]].map(|p| ColumnGroup { label: messages::pair_name(i18n.lang(), &name(p), &name(partner_of(p))), span: 3, class: format!("pair-{}", pair_of(p)) }).to_vec()
    });
    let headers = Signal::derive(move || {
        let c = columns();
        let pair = messages::PAIR.get(i18n.lang()).to_string();
        vec![name(c[0]), name(c[1]), pair.clone(), name(c[2]), name(c[3]), pair]
    });
    view! {
        <ScoresTable corner=i18n::DEAL groups=groups columns=headers class="tw-scores" testid="tw-scores">
                <tbody>
                    {move || {
                        let c = columns();
                        let threshold = view.with(|v| v.options.double_bid_threshold);
                        view.with(|v| v.rows.clone()).into_iter().enumerate().map(|(d, r)| {
                            let number = d + 1;
                            match r.tricks {
                                None => view! {
                                    <tr class="tw-void-row" data-testid=format!("tw-row-{number}") data-void=r.bid_total()>
                                        <th scope="row">{number}</th>
                                        <td colspan="6">{move || messages::void_row(i18n.lang(), r.bid_total())}</td>
                                    </tr>
                                }.into_any(),
                                Some(tricks) => view! {
                                    <tr data-testid=format!("tw-row-{number}") class:tw-extra=r.extra>
                                        <th scope="row">{number}</th>
                                        {[(c[0], c[1]), (c[2], c[3])].map(|(a, b)| {
                                            let cell = move |s: Seat| {
                                                let (bid, won, pts) = (r.bids[s as usize], tricks[s as usize], r.points[s as usize]);
                                                view! {
                                                    <td data-seat=s data-bid=bid data-tricks=won data-points=pts class:made={won >= bid} class:doubled={bid >= threshold}>
                                                        <span class="sheet-tricks">{bid}{(bid >= threshold).then_some("×2")}"/"{won}</span>
                                                        <span class="sheet-points">{signed(pts)}</span>
                                                    </td>
                                                }
                                            };
                                            view! { {cell(a)}{cell(b)}<td class="tw-pair-col">{signed(r.points[a as usize] + r.points[b as usize])}</td> }
                                        }).collect_view()}
                                    </tr>
                                }.into_any(),
                            }
                        }).collect_view()
                    }}
                </tbody>
                <tfoot>
                    <tr data-testid="totals">
                        <th scope="row">{i18n.t(i18n::TOTAL)}</th>
                        {move || {
                            let c = columns();
                            let (totals, pairs) = view.with(|v| (v.totals, v.pair_totals));
                            [(c[0], c[1]), (c[2], c[3])].map(|(a, b)| view! {
                                <td data-seat=a data-total=totals[a as usize]>{signed(totals[a as usize])}</td>
                                <td data-seat=b data-total=totals[b as usize]>{signed(totals[b as usize])}</td>
                                <td class="tw-pair-col" data-pair=pair_of(a) data-pair-total=pairs[pair_of(a) as usize]>{signed(pairs[pair_of(a) as usize])}</td>
                            }).collect_view()
                        }}
                    </tr>
                </tfoot>
        </ScoresTable>
        <TargetLines view=view names=names />
        <p class="points-key">{i18n.t(messages::SHEET_KEY)}</p>
    }
}

/// Each player's score on a line from below −target to above +target, with the ±target
/// lines marked: how near each is to ending the game (R13).
#[component]
fn TargetLines(view: Memo<View>, names: Signal<Vec<String>>) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <div class="tw-lines" role="group" aria-label=i18n.t(messages::TARGET_LINES) data-testid="target-lines">
            {move || {
                let (target, totals, me) = view.with(|v| (v.options.target_score, v.totals, v.seat));
                let mine = pair_of(me);
                let span = (target + 10) as f64;
                // Written with `decimal`, clamped with max/min: a float's `{}` (or `f64::clamp`'s
                // panic message) would bring float formatting into the chunk.
                let at = |x: i32| crate::engine::score::decimal(50.0 + 50.0 * (x as f64).max(-span).min(span) / span, 1, false);
                [mine, partner_of(mine), 1 - mine, partner_of(1 - mine)].map(|s| {
                    let score = totals[s as usize];
                    let past = score >= target || score <= -target;
                    view! {
                        <div class=format!("tw-line pair-{}", pair_of(s)) data-seat=s>
                            <span class="tw-line-name">{names.with(|n| n[s as usize].clone())}</span>
                            <span class="tw-track">
                                <i class="tw-mark" style=format!("left:{}%", at(-target))></i>
                                <i class="tw-mark zero" style="left:50%"></i>
                                <i class="tw-mark" style=format!("left:{}%", at(target))></i>
                                <b class="tw-pos" class:past=past style=format!("left:{}%", at(score))></b>
                            </span>
                            <span class="tw-line-score">{signed(score)}</span>
                        </div>
                    }
                }).collect_view()
            }}
        </div>
    }
}

/// A pair's name from its players' names ("North & South").
fn pair_names(names: Signal<Vec<String>>) -> Callback<u8, String> {
    let i18n = use_i18n();
    let name = name_of(names);
    Callback::new(move |p: u8| messages::pair_name(i18n.lang(), &name(p), &name(partner_of(p))))
}

impl crate::ui::companion::CompanionTable for TwentyOne {
    const CSS: &'static str = crate::ui::game_css!("twenty_one");
    fn sheet(view: Memo<View>, names: Signal<Vec<String>>, end: SheetEnd) -> AnyView {
        let pair_name = pair_names(names);
        view! { <TwSheet view=view names=names end=end pair_name=pair_name /> }.into_any()
    }
}
