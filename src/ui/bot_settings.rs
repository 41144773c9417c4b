//! The bots at the table: who is thinking, how strong each bot plays, and the hint.

use super::bot_client;
use super::i18n::{self, use_i18n, Lang};
use super::storage;
use super::widgets::{Lazy, Sheet};
use crate::play::service::{Estimate, HintReply, Request};
use crate::bots::Level;
use crate::engine::game::Game;
use crate::engine::{Card, CardSet, Seat};
use crate::play::session::Session;
use leptos::prelude::*;

/// The level new games give their bots: the last one chosen (`torite.bot-level`), else normal.
pub fn default_level() -> Level {
    storage::get("torite.bot-level")
        .and_then(|l| Level::parse(&l))
        .filter(|l| Level::PLAYABLE.contains(l))
        .unwrap_or(Level::Normal)
}

pub(crate) fn level_msg(l: Level) -> i18n::Msg {
    match l {
        Level::Easy => i18n::LEVEL_EASY,
        Level::Normal => i18n::LEVEL_NORMAL,
        _ => i18n::LEVEL_HARD,
    }
}

/// Three pulsing dots while a bot's answer is pending (the status line already says who is
/// to play; the stylesheet shows the dots after a short delay so quick bots do not flicker).
#[component]
pub fn Thinking(thinking: RwSignal<Option<(Seat, usize)>>) -> impl IntoView {
    move || {
        thinking.get().map(|(seat, _)| {
            view! {
                <span class="thinking" data-testid="thinking" data-seat=seat aria-hidden="true">
                    <i></i><i></i><i></i>
                </span>
            }
        })
    }
}

/// Said once the bot worker has failed (the table then lets the easy bot move).
#[component]
pub fn BotsUnavailable() -> impl IntoView {
    let i18n = use_i18n();
    let failed = crate::ui::bot_client::bots_unavailable();
    move || failed.get().then(|| view! { <p class="bots-unavailable" role="alert" data-testid="bots-unavailable">{i18n.t(i18n::BOTS_UNAVAILABLE)}</p> })
}

/// The bot levels of a table, changed from its Bots sheet. The sheet is a lazily loaded
/// chunk ([`bots_sheet`]), fetched when it first opens.
#[component]
pub fn BotsButton<G: Game + Send + Sync>(session: RwSignal<Session<G>>, names: Signal<Vec<String>>) -> impl IntoView
where
    G::Action: Send + Sync,
{
    let i18n = use_i18n();
    let open = RwSignal::new(false);
    let seats = Signal::derive(move || session.with(|s| (0..s.game.seat_count() as Seat).filter(|&x| !s.people().contains(x)).collect::<Vec<_>>()));
    let levels = Signal::derive(move || session.with(|s| (0..s.game.seat_count() as Seat).map(|x| s.level_of(x)).collect::<Vec<_>>()));
    let set_level = Callback::new(move |(seat, l): (Seat, Level)| session.update(|s| s.set_level(seat, l)));
    view! {
        <button class="bots-button" data-testid="bots" on:click=move |_| open.set(true)>{i18n.t(i18n::BOTS)}</button>
        <Show when=move || open.get()>
            <Lazy load=move || bots_sheet(open, seats, levels, set_level, names) loading=i18n::LOADING failed=i18n::PART_LOAD_FAILED />
        </Show>
    }
}

#[leptos::wasm_split::wasm_split(deferred_bots_sheet, wasm_split_path = ::leptos::wasm_split, fallible)]
fn bots_sheet(
    open: RwSignal<bool>,
    seats: Signal<Vec<Seat>>,
    levels: Signal<Vec<Level>>,
    set_level: Callback<(Seat, Level)>,
    names: Signal<Vec<String>>,
) -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    let i18n = use_i18n();
    Ok(view! {
        <Sheet open=open class="bots-sheet" testid="bots-sheet" title=i18n::BOTS_TITLE>
            <p class="note">{i18n.t(i18n::BOTS_EXPLAIN)}</p>
            {move || seats.get().into_iter().map(|seat| {
                let name = move || names.with(|n| n.get(seat as usize).cloned().unwrap_or_default());
                let current = move || levels.with(|l| l.get(seat as usize).copied());
                view! {
                    <label class="bot-level">
                        <span>{name}</span>
                        <select data-testid=format!("bot-level-{seat}") on:change=move |ev| {
                            if let Some(l) = Level::parse(&event_target_value(&ev)) {
                                set_level.run((seat, l));
                                storage::set("torite.bot-level", l.id());
                            }
                        }>
                            {Level::PLAYABLE.into_iter().map(|l| view! {
                                <option value=l.id() selected=move || current() == Some(l)>{i18n.t(level_msg(l))}</option>
                            }).collect_view()}
                        </select>
                    </label>
                }
            }).collect_view()}
            <button class="primary" on:click=move |_| open.set(false)>{i18n.t(i18n::CLOSE)}</button>
        </Sheet>
    }
    .into_any())
}

/// A hint's state for the position after `moves` actions.
#[derive(Clone, Debug, PartialEq)]
pub enum Hint {
    None,
    Asking { moves: usize },
    Ready { moves: usize, estimates: Vec<Estimate> },
    Failed { moves: usize, message: String },
}

impl Hint {
    /// The cards the best move names (the card to play, both cards of a pass), for the hand
    /// to mark; empty until the hint is ready.
    pub fn suggested_cards(&self) -> CardSet {
        let Hint::Ready { estimates, .. } = self else { return CardSet::EMPTY };
        let Some(best) = estimates.iter().max_by(|a, b| a.visits.cmp(&b.visits).then(a.value.total_cmp(&b.value))) else {
            return CardSet::EMPTY;
        };
        let mut cards = CardSet::EMPTY;
        collect_cards(&best.action, &mut cards);
        cards
    }

    pub fn moves(&self) -> Option<usize> {
        match self {
            Hint::None => None,
            Hint::Asking { moves } | Hint::Ready { moves, .. } | Hint::Failed { moves, .. } => Some(*moves),
        }
    }
}

/// Every card named in an action's JSON (cards are written as their codes, `"SA"`).
pub(crate) fn collect_cards(v: &serde_json::Value, into: &mut CardSet) {
    match v {
        serde_json::Value::String(code) => {
            if let Ok(c) = code.parse::<Card>() {
                into.insert(c);
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|x| collect_cards(x, into)),
        serde_json::Value::Object(m) => m.values().for_each(|x| collect_cards(x, into)),
        _ => {}
    }
}

/// Asks the hard bot about the person's move (shown when the person has a real choice).
#[component]
pub fn HintButton<G: Game + Send + Sync>(session: RwSignal<Session<G>>, hint: RwSignal<Hint>) -> impl IntoView
where
    G::Action: Send + Sync,
{
    let i18n = use_i18n();
    let can_ask = move || session.with(|s| s.person_to_act().is_some() && s.game.legal_actions().len() > 1);
    let ask = move |_| {
        let (moves, record) = session.with_untracked(|s| (s.moves(), s.record().to_json()));
        hint.set(Hint::Asking { moves });
        bot_client::ask(&Request::Hint { record }, move |reply| {
            hint.update(|h| {
                if *h != (Hint::Asking { moves }) {
                    return;
                }
                *h = match reply {
                    Ok(HintReply { estimates, .. }) => Hint::Ready { moves, estimates },
                    Err(e) => Hint::Failed { moves, message: e.into_message() },
                };
            })
        });
    };
    // Always in the header, hidden (and disabled) while there is nothing to ask: the
    // header keeps its lines as the button comes and goes (My Trump's title jumped).
    view! {
        <button
            class="hint-button"
            class:unavailable=move || !can_ask()
            aria-hidden=move || (!can_ask()).then_some("true")
            data-testid="hint"
            title=i18n.t(i18n::HINT_LABEL)
            disabled=move || !can_ask() || matches!(hint.get(), Hint::Asking { .. })
            on:click=ask
        >
            "💡 "{i18n.t(i18n::HINT)}
        </button>
    }
}

/// A move in the game's own words (`games::action_label`). The worker answers with actions
/// of the game it was asked about, so the JSON always reads; should it not, the row says
/// nothing rather than show engine words.
fn action_text(game: &str, action: &serde_json::Value, names: &[String], lang: Lang) -> String {
    crate::games::action_label(game, action, names, lang).unwrap_or_default()
}

/// Rows of the hint shown before "more".
const HINT_ROWS: usize = 3;

/// The hint: every move the person can make with the strong bot's estimate, best first (the
/// best three in view, the rest folded); the best move's cards are marked in the hand.
///
/// The panel is its own lazily loaded Wasm chunk (fetched on the first tap of Hint, while
/// the bot thinks): it words every game's moves (`games::action_label`), which no table
/// needs on its first load.
#[component]
pub fn HintPanel(hint: RwSignal<Hint>, game: &'static str, names: Signal<Vec<String>>, seat: Signal<Seat>, team: Signal<Vec<u8>>) -> impl IntoView {
    let shown = Memo::new(move |_| hint.with(|h| *h != Hint::None));
    move || shown.get().then(|| view! { <Lazy load=move || hint_panel(hint, game, names, seat, team) loading=i18n::HINT_ASKING failed=i18n::HINT_FAILED /> })
}

#[leptos::wasm_split::wasm_split(deferred_hint_panel, wasm_split_path = ::leptos::wasm_split, fallible)]
fn hint_panel(hint: RwSignal<Hint>, game: &'static str, names: Signal<Vec<String>>, seat: Signal<Seat>, team: Signal<Vec<u8>>) -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(view! { <HintRows hint=hint game=game names=names seat=seat team=team /> }.into_any())
}

#[component]
fn HintRows(hint: RwSignal<Hint>, game: &'static str, names: Signal<Vec<String>>, seat: Signal<Seat>, team: Signal<Vec<u8>>) -> impl IntoView {
    let i18n = use_i18n();
    move || match hint.get() {
        Hint::None => None,
        Hint::Asking { .. } => Some(view! { <p class="hint-panel" data-testid="hint-asking">{i18n.t(i18n::HINT_ASKING)}</p> }.into_any()),
        // The worker's reason is for developers (it names records and seats), so it goes to
        // the console; the person reads a sentence in their language.
        Hint::Failed { message, .. } => {
            web_sys::console::warn_1(&format!("hint: {message}").into());
            Some(view! { <p class="hint-panel error" data-testid="hint-failed">{i18n.t(i18n::HINT_FAILED)}</p> }.into_any())
        }
        Hint::Ready { mut estimates, .. } => {
            estimates.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.value.total_cmp(&a.value)));
            let lang = i18n.lang();
            let (me, team) = (seat.get(), team.get());
            let row = |i: usize, e: &Estimate| {
                let why = names.with(|n| crate::play::hint::reasons(e, me, &team).iter().map(|r| r.text(lang, me, n)).collect::<Vec<_>>().join(" · "));
                view! {
                    <li class:best=i == 0 data-testid="hint-row" data-action=e.action.to_string() data-value=e.value.to_string()>
                        <span class="hint-action">{names.with(|n| action_text(game, &e.action, n, lang))}</span>
                        // A move the search never tried has no estimate: a dash, not a 0.0
                        // that would read as better than a negative best.
                        {if e.visits == 0 {
                            view! { <span class="hint-value untried" data-testid="hint-untried" title=i18n.t(i18n::HINT_UNTRIED)>"—"</span> }.into_any()
                        } else {
                            view! { <span class="hint-value">{crate::engine::score::decimal(e.value, 1, true)}</span> }.into_any()
                        }}
                        {(!why.is_empty()).then(|| view! { <span class="hint-why" data-testid="hint-why">{why}</span> })}
                    </li>
                }
            };
            // The best three fit on a phone above the hand; the others are one tap away.
            let shown = estimates.iter().take(HINT_ROWS).enumerate().map(|(i, e)| row(i, e)).collect_view();
            let more = (estimates.len() > HINT_ROWS).then(|| {
                let rest = estimates.iter().enumerate().skip(HINT_ROWS).map(|(i, e)| row(i, e)).collect_view();
                view! {
                    <details class="hint-more">
                        <summary>{i18n::hint_more(lang, estimates.len() - HINT_ROWS)}</summary>
                        <ol start=HINT_ROWS + 1>{rest}</ol>
                    </details>
                }
            });
            let untried = estimates.iter().any(|e| e.visits == 0);
            let rows = view! { {shown} };
            Some(
                view! {
                    <section class="hint-panel" data-testid="hint-panel" aria-live="polite">
                        <h3>{i18n.t(i18n::HINT_TITLE)}</h3>
                        <ol>{rows}</ol>
                        {more}
                        <p class="note">{i18n.t(i18n::HINT_EXPLAIN)}</p>
                        {untried.then(|| view! { <p class="note" data-testid="hint-untried-note">{i18n.t(i18n::HINT_UNTRIED_NOTE)}</p> })}
                        <button on:click=move |_| hint.set(Hint::None)>{i18n.t(i18n::CLOSE)}</button>
                    </section>
                }
                .into_any(),
            )
        }
    }
}
