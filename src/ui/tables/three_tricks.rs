//! The Three Tricks table: your hand, the trick, the other three seats, the score sheet.

use crate::engine::cards::Card;
use crate::engine::game::{Game, Turn};
use crate::engine::score::rank_highest_first;
use crate::engine::{Ruleset, Seat};
use crate::games::three_tricks::{deal_points, Action, Phase, ThreeTricks, View, DEALS, SEATS};
use crate::records::record::SeatInfo;
use crate::ui::i18n::{self, use_i18n, Lang};
use crate::ui::session::Session;
use crate::ui::table::{BotClock, TableHeader};
use crate::ui::widgets::{card_name, hand_keydown, seat_name, seat_position, suit_class, suit_symbol, CardFace};
use leptos::prelude::*;

pub fn option_label(id: &str, value: &str, lang: Lang) -> String {
    match (id, lang) {
        ("zero-trick-score", Lang::En) => format!("0 tricks scores {value}"),
        ("zero-trick-score", Lang::Ja) => format!("0トリックは{value}点"),
        _ => format!("{id} = {value}"),
    }
}

fn seats_info() -> Vec<SeatInfo> {
    let mut v = vec![SeatInfo { name: "You".into(), player: "human".into() }];
    for name in ["West", "North", "East"] {
        v.push(SeatInfo { name: name.into(), player: "easy".into() });
    }
    v
}

#[component]
pub fn ThreeTricksTable(rules: Ruleset) -> impl IntoView {
    let i18n = use_i18n();
    let session = RwSignal::new(Session::<ThreeTricks>::new(&rules, seats_info()));
    let view_sig = Memo::new(move |_| session.with(|s| s.view()));
    let human: Seat = 0;
    let name = move |s: Seat| seat_name(s, human, SEATS, i18n.lang());

    BotClock::start(session);

    let play = move |c: Card| {
        session.update(|s| {
            if s.game.turn() == Turn::Seat(s.human) {
                let _ = s.act(&Action::Play(c));
            }
        })
    };

    let status = move || {
        let v = view_sig.get();
        let lang = i18n.lang();
        match v.phase {
            Phase::Play if v.to_play == Some(human) => i18n::YOUR_TURN.get(lang).to_string(),
            Phase::Play if v.trick.is_empty() && !v.history.is_empty() => {
                let w = v.history.last().map(|t| t.winner).unwrap_or(0);
                format!("{} · {}", i18n::won_trick(lang, &name(w)), i18n::turn_of(lang, &name(v.to_play.unwrap_or(0))))
            }
            Phase::Play => i18n::turn_of(lang, &name(v.to_play.unwrap_or(0))),
            Phase::Over => i18n::GAME_OVER.get(lang).to_string(),
            _ => i18n::SCORE_SHEET.get(lang).to_string(),
        }
    };

    view! {
        <div class="table three-tricks">
            <TableHeader
                rules=rules.clone()
                seed=Signal::derive(move || session.with(|s| s.seed()))
                progress=Signal::derive(move || i18n::deal_of(i18n.lang(), view_sig.with(|v| v.deal_number), DEALS))
                option_label=option_label
            />
            <div class="felt">
                {(0..SEATS as Seat).map(|s| view! { <SeatBadge seat=s view=view_sig name=Signal::derive(move || name(s)) /> }).collect_view()}
                <TrickArea view=view_sig />
            </div>
            <p class="status" role="status" aria-live="polite" data-testid="status">{status}</p>
            <Hand view=view_sig on_play=play />
            <Show when=move || view_sig.with(|v| !v.deal_scores.is_empty() && v.phase != Phase::Play)>
                <ScoreSheet view=view_sig session=session name=name />
            </Show>
        </div>
    }
}

#[component]
fn SeatBadge(seat: Seat, view: Memo<View>, name: Signal<String>) -> impl IntoView {
    let i18n = use_i18n();
    let active = move || view.with(|v| v.to_play == Some(seat));
    view! {
        <div class=format!("seat {}", seat_position(seat, 0, SEATS)) class:active=active data-seat=seat>
            <span class="seat-name">{move || name.get()}</span>
            <Show when=move || view.with(|v| v.dealer == seat)>
                <span class="dealer-chip" title=i18n.t(i18n::DEALER)>{i18n.t(i18n::DEALER)}</span>
            </Show>
            <span class="seat-stats">
                <span class="tricks-won" data-testid=format!("tricks-{seat}")>
                    {i18n.t(i18n::TRICKS)}" "{move || view.with(|v| v.tricks_won[seat as usize])}
                </span>
                <Show when=move || seat != 0>
                    <span class="cards-left" aria-hidden="true">"🂠 "{move || view.with(|v| v.hand_sizes[seat as usize])}</span>
                </Show>
            </span>
        </div>
    }
}

/// The trick in progress; between tricks, the last finished trick with its winner marked
/// until the next card is led.
#[component]
fn TrickArea(view: Memo<View>) -> impl IntoView {
    let i18n = use_i18n();
    let shown = move || {
        view.with(|v| {
            if !v.trick.is_empty() || v.phase != Phase::Play {
                (v.trick.clone(), None)
            } else if let Some(last) = v.history.last() {
                (last.plays.clone(), Some(last.winner))
            } else {
                (Vec::new(), None)
            }
        })
    };
    view! {
        <div class="trick" aria-label=i18n.t(i18n::CURRENT_TRICK) data-testid="trick">
            {move || {
                let (plays, winner) = shown();
                plays
                    .into_iter()
                    .map(|(seat, card)| {
                        let won = winner == Some(seat);
                        view! {
                            <div class=format!("played {}", seat_position(seat, 0, SEATS)) data-seat=seat>
                                <CardFace card=card winner=won />
                            </div>
                        }
                    })
                    .collect_view()
            }}
        </div>
    }
}

#[component]
fn Hand(view: Memo<View>, on_play: impl Fn(Card) + Copy + Send + Sync + 'static) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <div class="hand" role="group" aria-label=i18n.t(i18n::YOUR_HAND) data-testid="hand" on:keydown=hand_keydown>
            {move || {
                let v = view.get();
                let my_turn = v.to_play == Some(v.seat);
                v.hand
                    .sorted_for_display()
                    .into_iter()
                    .map(|c| {
                        let legal = my_turn && v.legal.contains(c);
                        view! {
                            <button
                                class=format!("card face {}", suit_class(c.suit()))
                                class:legal=legal
                                disabled=!legal
                                data-card=c.to_string()
                                aria-label=move || card_name(c, i18n.lang())
                                on:click=move |_| on_play(c)
                            >
                                <span class="rank">{Card::rank_text(c.rank())}</span>
                                <span class="pip">{suit_symbol(c.suit())}</span>
                            </button>
                        }
                    })
                    .collect_view()
            }}
        </div>
    }
}

#[component]
fn ScoreSheet(
    view: Memo<View>,
    session: RwSignal<Session<ThreeTricks>>,
    name: impl Fn(Seat) -> String + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let i18n = use_i18n();
    let over = move || view.with(|v| v.phase == Phase::Over);
    let next_deal = move |_| session.update(|s| s.run_chance());
    let new_game = move |_| {
        session.update(|s| {
            let rules = s.rules.clone().with_seed(None);
            *s = Session::new(&rules, seats_info());
        })
    };
    view! {
        <div class="sheet-backdrop">
            <section class="sheet" role="dialog" aria-modal="true" aria-labelledby="sheet-title" data-testid="score-sheet">
                <h2 id="sheet-title">{move || if over() { i18n::GAME_OVER.get(i18n.lang()) } else { i18n::SCORE_SHEET.get(i18n.lang()) }}</h2>
                <Show when=over>
                    <p class="winner" data-testid="winner">
                        {move || {
                            let totals = view.with(|v| v.totals);
                            let ranks = rank_highest_first(&totals);
                            let names: Vec<String> = (0..SEATS).filter(|&s| ranks[s] == 1).map(|s| name(s as Seat)).collect();
                            i18n::winners(i18n.lang(), &names)
                        }}
                    </p>
                </Show>
                <table class="scores">
                    <thead>
                        <tr>
                            <th scope="col">{i18n.t(i18n::DEAL)}</th>
                            {(0..SEATS as Seat).map(|s| view! { <th scope="col">{move || name(s)}</th> }).collect_view()}
                        </tr>
                    </thead>
                    <tbody>
                        {move || {
                            let v = view.get();
                            let last = v.deal_scores.len();
                            v.deal_scores
                                .iter()
                                .enumerate()
                                .map(|(d, row)| {
                                    // Tricks are shown for the deal just finished (still on the table).
                                    let tricks = (d + 1 == last).then_some(v.tricks_won);
                                    view! {
                                        <tr data-testid=format!("deal-row-{}", d + 1)>
                                            <th scope="row">{d + 1}</th>
                                            {(0..SEATS)
                                                .map(|s| {
                                                    let t = tricks.map(|t| t[s]);
                                                    view! {
                                                        <td data-points=row[s] data-tricks=t.map(|t| t.to_string()).unwrap_or_default()>
                                                            {t.map(|t| view! { <span class="sheet-tricks">{t}" → "</span> })}
                                                            <span class="sheet-points">{signed(row[s])}</span>
                                                        </td>
                                                    }
                                                })
                                                .collect_view()}
                                        </tr>
                                    }
                                })
                                .collect_view()
                        }}
                    </tbody>
                    <tfoot>
                        <tr data-testid="totals">
                            <th scope="row">{i18n.t(i18n::TOTAL)}</th>
                            {move || view.with(|v| v.totals).iter().map(|t| view! { <td data-total=*t>{signed(*t)}</td> }).collect_view()}
                        </tr>
                        <Show when=over>
                            <tr data-testid="ranks">
                                <th scope="row">{i18n.t(i18n::RANK)}</th>
                                {move || rank_highest_first(&view.with(|v| v.totals)).into_iter().map(|r| view! { <td>{r}</td> }).collect_view()}
                            </tr>
                        </Show>
                    </tfoot>
                </table>
                <p class="points-key">
                    {move || {
                        let o = view.with(|v| v.options);
                        (0..=5u8).map(|t| format!("{t}→{}", signed(deal_points(t, &o)))).collect::<Vec<_>>().join("  ")
                    }}
                </p>
                <Show
                    when=over
                    fallback=move || view! { <button class="primary" on:click=next_deal autofocus>{i18n.t(i18n::NEXT_DEAL)}</button> }
                >
                    <button class="primary" on:click=new_game autofocus>{i18n.t(i18n::NEW_GAME)}</button>
                    <a class="button" href="?">{i18n.t(i18n::HOME)}</a>
                </Show>
            </section>
        </div>
    }
}

pub fn signed(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else if n < 0 {
        format!("−{}", -n)
    } else {
        "0".into()
    }
}
