//! One table per game, built from the shared trick table.

pub mod arsene;
pub mod double_deck_german_whist;
pub mod japanese_loo;
pub mod parity;
pub mod rwd;
pub mod second;
pub mod there_were_none;
pub mod three_tricks;
pub mod tricky_express;

use crate::engine::{Card, Ruleset, Seat, Turn};
use crate::records::record::SeatInfo;
use crate::ui::i18n::{use_i18n, Lang};
use crate::records::session::Session;
use crate::ui::save::{self, SaveProblem};
use crate::ui::table::{BotClock, TableHeader};
use crate::ui::bot_settings::{BotsButton, Hint, HintButton, HintPanel, Thinking};
use crate::ui::widgets::Lazy;
use crate::ui::trick_table::{seat_name, status_text, Felt, Hand, HandControl, TableGame, TableModel};
use leptos::prelude::*;

/// How a game's option values read in the user's language.
pub fn option_label(game: &str) -> fn(&str, &str, Lang) -> String {
    match game {
        "three-tricks" => three_tricks::option_label,
        "parity" => parity::option_label,
        "second" => second::option_label,
        "tricky-express" => tricky_express::option_label,
        "rwd" => rwd::option_label,
        "japanese-loo" => japanese_loo::option_label,
        "there-were-none" => there_were_none::option_label,
        "arsene" => arsene::option_label,
        "double-deck-german-whist" => double_deck_german_whist::option_label,
        _ => |id, v, _| format!("{id} = {v}"),
    }
}

/// The table for a validated ruleset.
///
/// Each game's table is a split point: the build (`scripts/split-app.mjs`) moves the code
/// only a table reaches into its own lazily loaded Wasm chunk (and what every table shares
/// into one shared chunk), so the home page never downloads a table and a game link
/// downloads only its own. The service worker precaches every chunk for offline play.
#[component]
pub fn GameTable(rules: Ruleset) -> impl IntoView {
    use crate::ui::i18n;
    view! { <Lazy load=move || load_table(rules.clone()) loading=i18n::TABLE_LOADING failed=i18n::TABLE_LOAD_FAILED /> }
}

type Loaded = Result<AnyView, leptos::wasm_split::SplitLoaderError>;

/// One split point per game: `$chunk` names the Wasm chunk, `$table` is the component.
macro_rules! lazy_tables {
    ($($id:literal => $chunk:ident: $table:path),* $(,)?) => {
        /// Games whose engine is done and that have a table in the app. (An engine can land
        /// before its table; until then the app lists the game as coming.)
        pub fn has_table(id: &str) -> bool {
            matches!(id, $($id)|*)
        }

        async fn load_table(rules: Ruleset) -> Loaded {
            match rules.game.id {
                $($id => $chunk(rules).await,)*
                other => Ok(view! { <p class="error">{other.to_string()}</p> }.into_any()),
            }
        }
        $(
            #[leptos::wasm_split::wasm_split($chunk, wasm_split_path = ::leptos::wasm_split, fallible)]
            fn $chunk(rules: Ruleset) -> Loaded {
                use $table as Table;
                Ok(view! { <Table rules=rules /> }.into_any())
            }
        )*
    };
}

lazy_tables! {
    "three-tricks" => three_tricks_table: three_tricks::ThreeTricksTable,
    "parity" => parity_table: parity::ParityTable,
    "second" => second_table: second::SecondTable,
    "tricky-express" => tricky_express_table: tricky_express::TrickyExpressTable,
    "rwd" => rwd_table: rwd::RwdTable,
    "japanese-loo" => japanese_loo_table: japanese_loo::JapaneseLooTable,
    "there-were-none" => there_were_none_table: there_were_none::ThereWereNoneTable,
    "arsene" => arsene_table: arsene::ArseneTable,
    "double-deck-german-whist" => ddgw_table: double_deck_german_whist::DdgwTable,
}

/// A fresh seed from the browser's random source.
pub fn random_seed() -> u64 {
    let mut b = [0u8; 8];
    if getrandom::fill(&mut b).is_err() {
        // No crypto source: the clock still gives a different deal each game.
        return web_sys::window().and_then(|w| w.performance()).map_or(0, |p| (p.now() * 1000.0) as u64);
    }
    // Keep seeds within JavaScript's exact integer range so links stay readable.
    u64::from_le_bytes(b) >> 11
}

/// The reactive state of one table: the session, the person's view, its table model and
/// the seat names.
pub struct Screen<G: TableGame>
where
    G::View: Send + Sync + PartialEq,
{
    pub session: RwSignal<Session<G>>,
    pub view: Memo<G::View>,
    pub model: Memo<TableModel>,
    pub names: Signal<Vec<String>>,
    /// A saved game that could not be restored (kept for export).
    pub save_problem: RwSignal<Option<SaveProblem>>,
    /// The bot searching now, and the move it answers.
    pub thinking: RwSignal<Option<(Seat, usize)>>,
    /// The hint for the person's move, once asked for.
    pub hint: RwSignal<Hint>,
}

impl<G: TableGame> Clone for Screen<G>
where
    G::View: Send + Sync + PartialEq,
{
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: TableGame> Copy for Screen<G> where G::View: Send + Sync + PartialEq {}

fn seats_info(n: usize) -> Vec<SeatInfo> {
    let level = crate::ui::bot_settings::default_level();
    (0..n)
        .map(|s| SeatInfo {
            name: seat_name(s as Seat, 0, n, Lang::En),
            player: if s == 0 { "human".into() } else { level.id().into() },
        })
        .collect()
}

impl<G: TableGame> Screen<G>
where
    G::View: Send + Sync + PartialEq,
    G::Action: Send + Sync,
{
    pub fn new(rules: &Ruleset) -> Screen<G> {
        let i18n = use_i18n();
        let n = rules.seat_count();
        let (resumed, problem) = match save::load::<G>(rules, 0) {
            Ok(s) => (s, None),
            Err(p) => (None, Some(p)),
        };
        let session = RwSignal::new(resumed.unwrap_or_else(|| Session::<G>::new(rules, random_seed(), seats_info(n), 0)));
        // Autosave after every change; count a finished game in the statistics once.
        Effect::new(move |_| {
            session.with(|s| {
                save::save(s);
                if let Some(outcome) = s.game.outcome() {
                    crate::ui::stats::record_finished(s.rules.game.id, s.seed(), &s.game.scores(), &outcome, s.human as usize);
                }
            })
        });
        let view = Memo::new(move |_| session.with(|s| s.view()));
        let model = Memo::new(move |_| view.with(|v| G::model(v, i18n.lang())));
        let names = Signal::derive(move || {
            let lang = i18n.lang();
            (0..n).map(|s| seat_name(s as Seat, 0, n, lang)).collect()
        });
        let thinking = RwSignal::new(None);
        BotClock::start(session, thinking);
        let hint = RwSignal::new(Hint::None);
        // A hint answers one position: it goes as soon as anything moves.
        Effect::new(move |_| {
            let moves = session.with(|s| s.moves());
            hint.update(|h| {
                if h.moves() != Some(moves) {
                    *h = Hint::None;
                }
            });
        });
        Screen { session, view, model, names, save_problem: RwSignal::new(problem), thinking, hint }
    }

    /// Takes back the person's last move (and the bots' replies).
    pub fn undo(self) {
        self.session.update(|s| {
            s.undo();
        });
    }

    /// The person plays `card` if it is their turn.
    pub fn play(self) -> Callback<Card> {
        let session = self.session;
        Callback::new(move |c: Card| {
            session.update(|s| {
                if s.game.turn() == Turn::Seat(s.human) {
                    let _ = s.act(&G::play_card(c));
                }
            })
        })
    }

    /// Acts for the person with any action of the game (passing, drafting...).
    pub fn act(self, action: G::Action) {
        self.session.update(|s| {
            if s.game.turn() == Turn::Seat(s.human) {
                let _ = s.act(&action);
            }
        })
    }

    /// Deals the next deal (the chance events the sheet was waiting on).
    pub fn next_deal(self) -> Callback<()> {
        let session = self.session;
        Callback::new(move |_| session.update(|s| s.run_chance()))
    }

    /// Starts a new game with the same rules and a fresh seed.
    pub fn new_game(self) -> Callback<()> {
        let session = self.session;
        Callback::new(move |_| {
            session.update(|s| {
                let rules = s.rules.clone().with_seed(None);
                // The same bots again.
                let seats = s.recorder.seats.clone();
                *s = Session::new(&rules, random_seed(), seats, 0);
            })
        })
    }
}

/// A whole table: header, felt, status line, hand, and the game's own pieces and sheet.
#[component]
pub fn GameScreen<G: TableGame, S, SV>(
    screen: Screen<G>,
    rules: Ruleset,
    progress: Signal<String>,
    option_label: fn(&str, &str, Lang) -> String,
    trick_rule: crate::ui::i18n::Msg,
    show_sheet: Signal<bool>,
    sheet: S,
    #[prop(optional, into)] seat_extra: Option<Callback<Seat, String>>,
    #[prop(optional)] extra: Option<ChildrenFn>,
    #[prop(optional)] below_hand: Option<ChildrenFn>,
    /// What tapping a card does, when it is not "play it" (passing, choosing).
    #[prop(optional)]
    hand: Option<HandControl>,
    /// Replaces the status line (e.g. while passing).
    #[prop(optional)]
    status: Option<Signal<Option<String>>>,
    /// The hand's cards in display order, when a hand can hold two copies of a card
    /// (otherwise the model's `hand`).
    #[prop(optional)]
    hand_cards: Option<Signal<Vec<Card>>>,
) -> impl IntoView
where
    G::View: Send + Sync + PartialEq,
    G::Action: Send + Sync,
    S: Fn() -> SV + Send + Sync + 'static,
    SV: IntoView + 'static,
{
    let i18n = use_i18n();
    let model = screen.model;
    let names = screen.names;
    let status = move || {
        status
            .and_then(|s| s.get())
            .unwrap_or_else(|| model.with(|m| names.with(|n| status_text(m, n, i18n.lang()))))
    };
    let hand = hand.unwrap_or_else(|| HandControl::play(model, screen.play()));
    let seed = Signal::derive(move || screen.session.with(|s| s.seed()));
    view! {
        <div class=format!("table game-{}", rules.game.id)>
            <TableHeader rules=rules.clone() seed=seed progress=progress option_label=option_label trick_rule=trick_rule />
            <SaveProblemBanner problem=screen.save_problem />
            {extra.map(|e| view! { <div class="table-extra">{e()}</div> })}
            <Felt model=model names=names seat_extra=seat_extra />
            <div class="status-bar">
                <p class="status" role="status" aria-live="polite" data-testid="status">{status}</p>
                <Thinking thinking=screen.thinking />
                <HintButton session=screen.session hint=screen.hint />
                <BotsButton session=screen.session names=names />
                <crate::ui::trick_table::TrickReview model=model names=names />
                <Show when=move || screen.session.with(|s| s.can_undo()) && crate::ui::table::undo_enabled()>
                    <button class="undo" data-testid="undo" title=i18n.t(crate::ui::i18n::UNDO_LABEL) on:click=move |_| screen.undo()>
                        "↶ "{i18n.t(crate::ui::i18n::UNDO)}
                    </button>
                </Show>
            </div>
            <crate::ui::bot_settings::BotsUnavailable />
            <HintPanel hint=screen.hint label=G::action_label />
            {below_hand.map(|b| view! { <div class="phase-panel">{b()}</div> })}
            {match hand_cards {
                Some(c) => view! { <Hand model=model control=hand cards=c /> }.into_any(),
                None => view! { <Hand model=model control=hand /> }.into_any(),
            }}
            <Show when=move || show_sheet.get()>{sheet()}</Show>
        </div>
    }
}

/// Shown when a saved game could not be restored: what happened, and the saved text to
/// download (it is also kept in localStorage under `torite.broken.<game>`).
#[component]
fn SaveProblemBanner(problem: RwSignal<Option<SaveProblem>>) -> impl IntoView {
    use crate::ui::i18n;
    let i18n = use_i18n();
    move || {
        problem.get().map(|p| {
            let href = format!(
                "data:application/json;charset=utf-8,{}",
                percent_encoding::utf8_percent_encode(&p.data, percent_encoding::NON_ALPHANUMERIC)
            );
            view! {
                <div class="save-problem" role="alert" data-testid="save-problem">
                    <p>{i18n.t(i18n::SAVE_PROBLEM)}" "<code>{p.reason.clone()}</code></p>
                    <a class="button" href=href download="torite-saved-game.json" data-testid="export-save">{i18n.t(i18n::EXPORT_SAVE)}</a>
                    <button on:click=move |_| problem.set(None)>{i18n.t(i18n::DISMISS)}</button>
                </div>
            }
        })
    }
}
