//! Parlett's Parity at the shared trick table: the opponent's open hand face up at the top
//! (rules.md R4), the indicator card showing trumps and parity (R6), the first trick's
//! double count (R8), a running score towards 100 with the lurch lines (R13-R15), the
//! non-dealer's trump and the dealer's parity as buttons, and a sheet of the deals.

use crate::engine::cards::Card;
use crate::engine::{Ruleset, Seat};
use crate::games::parlett_parity::{Action, Parity, ParlettParity, Phase, Trump, View, WinReason};
use crate::text::{deal_number, terms};
use crate::ui::i18n::{self, use_i18n, Lang};
use crate::ui::screen::{Screen, SessionGame};
use crate::ui::trick_table::{SheetEnd, signed, GameScreen, ScoreTable, SheetFrame, TableGame, TableModel};
use crate::ui::widgets::CardFace;
use leptos::prelude::*;

use super::messages::{self, parity_text, result_text, trump_text};

impl SessionGame for ParlettParity {
    const TIPS: &'static [crate::text::Tip] = super::messages::TIPS;
    const CSS: &'static str = crate::ui::game_css!("parlett_parity");
    const RULE_NOTE: i18n::Msg = messages::RULE_NOTE;
    fn progress(v: &View, lang: Lang) -> String {
        // While the sheet of a finished deal is up, the header still names that deal.
        let n = if v.phase == Phase::Deal { v.deal_rows.len() } else { v.deal_number as usize };
        let to = v.targets.game / 2;
        match lang {
            Lang::En => format!("{} · to {to}", deal_number(Lang::En, n)),
            Lang::Ja => format!("{}・{to}点まで", deal_number(Lang::Ja, n)),
        }
    }
    fn sheet_due(v: &View) -> bool {
        (v.phase == Phase::Deal && !v.deal_rows.is_empty()) || v.phase == Phase::Over
    }
    fn prompt(v: &View) -> Option<(Seat, i18n::Msg)> {
        match v.phase {
            Phase::NameTrump => v.to_act.map(|s| (s, messages::TRUMP_PROMPT)),
            Phase::AnnounceParity => v.to_act.map(|s| (s, messages::PARITY_PROMPT)),
            _ => None,
        }
    }
}

impl TableGame for ParlettParity {
    fn model(v: &View, lang: Lang) -> TableModel {
        let last = v.history.last();
        TableModel {
            seats: 2,
            me: v.seat,
            dealer: Some(v.dealer),
            to_play: v.to_act,
            playing: v.phase == Phase::Play,
            hand: v.hand,
            legal: v.legal,
            hand_sizes: v.hands.iter().map(|h| h.len() as u8).collect(),
            // Counted tricks: the first trick's 2 included (R8).
            tricks_won: v.tricks.to_vec(),
            trick: v.trick.clone(),
            last_trick: last.map(|t| (t.plays.clone(), t.winner)),
            win_note: last.and_then(|t| match t.detail.reason {
                WinReason::JokerLead => Some(messages::WON_BY_JOKER.get(lang).to_string()),
                WinReason::JokerLoses => Some(messages::JOKER_LOSES.get(lang).to_string()),
                WinReason::Trump => Some(messages::WON_BY_TRUMP.get(lang).to_string()),
                WinReason::HighestOfLed => None,
            }),
            // Everything is public (R9).
            review: Some(v.history.iter().map(|t| (t.plays.clone(), t.winner)).collect()),
        }
    }
    fn play_card(c: Card) -> Action {
        Action::Play(c)
    }
}

#[component]
pub fn Table(rules: Ruleset) -> impl IntoView {
    let screen = Screen::<ParlettParity>::new(&rules);
    let v = screen.view;
    let names = screen.names;
    let extra: ChildrenFn = std::sync::Arc::new(move || {
        view! {
            <OpponentHand view=v />
            <div class="pp-bar">
                <Indicator view=v />
                <ScoreTrack view=v names=names />
            </div>
        }
        .into_any()
    });
    let panel: ChildrenFn = std::sync::Arc::new(move || view! { <ChoicePanel view=v screen=screen /> }.into_any());
    let sheet = move || deferred_sheet(v, names, screen);
    view! { <GameScreen screen=screen rules=rules sheet=sheet extra=extra below_hand=panel /> }
}

/// The opponent's hand, face up: both hands are open (R4).
#[component]
fn OpponentHand(view: Memo<View>) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <div class="pp-opponent" data-testid="opponent-hand">
            <span class="label">{i18n.t(messages::OPPONENT_HAND)}</span>
            <span class="pp-cards">
                {move || view.with(|v| v.hands[1 - v.seat as usize].sorted_for_display()).into_iter().map(|c| view! { <CardFace card=c /> }).collect_view()}
            </span>
        </div>
    }
}

/// Trumps and parity as named, with the face-up indicator card (R6); the first trick's
/// double count while it is to come (R8).
#[component]
fn Indicator(view: Memo<View>) -> impl IntoView {
    let i18n = use_i18n();
    let named = move || {
        view.with(|v| {
            let lang = i18n.lang();
            let trump = v.trump.map_or_else(|| "–".to_string(), |t| trump_text(t, lang));
            let parity = v.parity.map_or("–", |p| parity_text(p).get(lang));
            format!("{} {trump} · {} {parity}", messages::TRUMP_LABEL.get(lang), messages::PARITY_LABEL.get(lang))
        })
    };
    view! {
        <div class="pp-indicator" data-testid="indicator">
            {move || view.with(|v| v.indicator).map(|c| view! { <span class="pp-indicator-card" title=move || messages::INDICATOR.get(i18n.lang())><CardFace card=c /></span> })}
            <span class="pp-named" data-testid="named">{named}</span>
            <Show when=move || view.with(|v| v.next_trick_counts_double && v.phase == Phase::Play)>
                <span class="pp-double" data-testid="counts-double">{i18n.t(messages::COUNTS_DOUBLE)}</span>
            </Show>
        </div>
    }
}

/// Each player's total as a bar towards the game's target, with the lurch and double-lurch
/// lines (R13-R15).
#[component]
fn ScoreTrack(view: Memo<View>, names: Signal<Vec<String>>) -> impl IntoView {
    let i18n = use_i18n();
    let pct = move |half_points: i32| view.with(|v| format!("{:.1}%", (half_points as f64 / v.targets.game as f64 * 100.0).min(100.0)));
    let row = move |s: Seat| {
        view! {
            <div class="pp-track-row" data-testid=format!("track-{s}")>
                <span class="pp-name">{move || names.with(|n| n.get(s as usize).cloned().unwrap_or_default())}</span>
                <span class="pp-track" role="img" aria-label=move || view.with(|v| format!("{} / {}", v.totals[s as usize], v.targets.game / 2))>
                    <span class="pp-fill" style:width=move || pct(2 * view.with(|v| v.totals[s as usize]))></span>
                    <span class="pp-line pp-lurch" style:left=move || pct(view.with(|v| v.targets.lurch)) title=move || messages::LURCH.get(i18n.lang())></span>
                    <span class="pp-line pp-double-lurch" style:left=move || pct(view.with(|v| v.targets.double_lurch)) title=move || messages::DOUBLE_LURCH.get(i18n.lang())></span>
                </span>
                <span class="pp-total" data-testid=format!("total-{s}")>{move || view.with(|v| v.totals[s as usize])}</span>
            </div>
        }
    };
    // What the two lines mark: the loser's score under which the game is a lurch, and a
    // double lurch (R14), as numbers and words (the lines alone said nothing).
    let half = |h: i32| if h % 2 == 0 { (h / 2).to_string() } else { format!("{}.5", h / 2) };
    let legend = move || {
        view.with(|v| {
            let lang = i18n.lang();
            (
                format!("{} {}", half(v.targets.lurch), messages::LURCH.get(lang)),
                format!("{} {}", half(v.targets.double_lurch), messages::DOUBLE_LURCH.get(lang)),
                messages::lurch_explained(half(v.targets.game), half(v.targets.lurch), half(v.targets.double_lurch), lang),
            )
        })
    };
    view! {
        <div class="pp-tracks">
            {row(0)}
            {row(1)}
            <p class="pp-track-legend" data-testid="track-legend" title=move || legend().2>
                <span class="pp-key pp-lurch"></span>{move || legend().0}" "
                <span class="pp-key pp-double-lurch"></span>{move || legend().1}
                <span class="sr-only">{move || legend().2}</span>
            </p>
        </div>
    }
}

/// The non-dealer's trump (four suits, and no trump when the call is allowed) or the
/// dealer's parity, when it is the person's turn (R5, R11).
#[component]
fn ChoicePanel(view: Memo<View>, screen: Screen<ParlettParity>) -> impl IntoView {
    let i18n = use_i18n();
    move || {
        let (phase, mine, trumps) = view.with(|v| (v.phase, v.to_act == Some(v.seat), v.legal_trumps.clone()));
        match (phase, mine) {
            (Phase::NameTrump, true) => Some(
                view! {
                    <div class="pp-choice" data-testid="trump-choice">
                        {trumps.into_iter().map(|t| {
                            let label = move || match t {
                                Trump::NoTrump => terms::NO_TRUMP.get(i18n.lang()).to_string(),
                                _ => trump_text(t, i18n.lang()),
                            };
                            let class = match t.suit() {
                                Some(s) if s.is_red() => "pp-suit red",
                                Some(_) => "pp-suit",
                                None => "pp-nt",
                            };
                            view! {
                                <button class=class data-testid=format!("trump-{}", json_name(t))
                                    on:click=move |_| screen.act(Action::Trump(t))>{label}</button>
                            }
                        }).collect_view()}
                    </div>
                }
                .into_any(),
            ),
            (Phase::AnnounceParity, true) => Some(
                view! {
                    <div class="pp-choice" data-testid="parity-choice">
                        {Parity::BOTH.into_iter().map(|p| view! {
                            <button data-testid=format!("parity-{}", json_name(p))
                                on:click=move |_| screen.act(Action::Parity(p))>{move || parity_text(p).get(i18n.lang())}</button>
                        }).collect_view()}
                    </div>
                }
                .into_any(),
            ),
            _ => None,
        }
    }
}

crate::ui::widgets::deferred_sheet!(deferred_parlett_parity_sheet: ParitySheet for ParlettParity);

crate::ui::companion::companion_table!(ParlettParity: ParitySheet, css = crate::ui::game_css!("parlett_parity"));

/// One row per deal: trumps and parity, each player's counted tricks, the points of the
/// one whose count had the parity (R10); totals, and the result at the end (R14).
#[component]
fn ParitySheet(view: Memo<View>, names: Signal<Vec<String>>, end: SheetEnd) -> impl IntoView {
    let i18n = use_i18n();
    let over = Signal::derive(move || view.with(|v| v.phase == Phase::Over));
    let totals = Signal::derive(move || view.with(|v| v.totals.to_vec()));
    view! {
        <SheetFrame over=over end=end>
            <Show when=move || view.with(|v| v.result.is_some())>
                <p class="pp-result" data-testid="game-result">{move || view.with(|v| v.result.map(|r| result_text(r).get(i18n.lang())).unwrap_or_default())}</p>
            </Show>
            <ScoreTable names=names totals=totals over=over places=end.places class="pp-sheet">
                {move || view.with(|v| v.deal_rows.clone()).into_iter().enumerate().map(|(d, r)| {
                    let lang = i18n.lang();
                    let named = format!("{} {}", trump_text(r.trump, lang), parity_text(r.parity).get(lang));
                    view! {
                        <tr data-testid=format!("deal-row-{}", d + 1) data-trump=json_name(r.trump) data-parity=json_name(r.parity)>
                            <th scope="row">{d + 1}<span class="pp-row-named">{named}</span></th>
                            {(0..2).map(|s| view! {
                                <td data-points=r.points[s] data-tricks=r.tricks[s] class:made=r.scorer as usize == s>
                                    <span class="pp-row-tricks">{r.tricks[s]}</span>
                                    <span class="pp-row-points">{signed(r.points[s])}</span>
                                </td>
                            }).collect_view()}
                        </tr>
                    }
                }).collect_view()}
            </ScoreTable>
            <p class="points-key">{i18n.t(messages::SHEET_KEY)}</p>
        </SheetFrame>
    }
}

/// A choice's name as records write it (`spades`, `no-trump`, `odd`), for the tests' hooks.
fn json_name<T: serde::Serialize>(t: T) -> String {
    serde_json::to_value(t).ok().and_then(|j| j.as_str().map(str::to_string)).unwrap_or_default()
}
