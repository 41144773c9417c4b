//! The session screen every game shares, trick game or not: autosave and resume, the bots'
//! clock, hint, undo, the bots sheet, statistics and the end of the game, around whatever
//! the game draws. The trick table (`trick_table::GameScreen`) is one body for it; a game
//! without a hand of cards supplies its own body.

use crate::engine::{Outcome, Ruleset, Seat, Table};
use crate::text::{winners_line, Winners};
use crate::play::session::{Session, PERSON};
use crate::play::refusal::refusal;
use crate::engine::game::IllegalAction;
use crate::records::record::SeatInfo;
use crate::ui::bot_settings::{BotsButton, Hint, HintButton, HintPanel, Thinking};
use crate::ui::i18n::{self, use_i18n, Lang};
use crate::ui::save::{self, SaveProblem};
use crate::ui::storage::{self, WriteError};
use crate::ui::tab_lock::Tab;
use crate::ui::table::{BotClock, TableHeader};
use crate::ui::widgets::{json_download_href, Lazy};
use crate::engine::Game;
use leptos::prelude::*;

/// A game the session screen can show: any [`Game`] whose views and actions can live in
/// signals.
pub trait SessionGame: Game + Send + Sync
where
    Self::View: Send + Sync + PartialEq,
    Self::Action: Send + Sync,
{
    /// The tips of the game's coached first deal (its `messages::TIPS`). Given by the table,
    /// so a table's chunk carries its own tips and no other game's.
    const TIPS: &'static [crate::text::Tip];
    /// The first-trick tip's title: who took the trick ("West won the trick"); a game
    /// without tricks says what its counted event was instead.
    fn first_trick_title(lang: crate::text::Lang, name: &str) -> String {
        crate::ui::i18n::won_trick(lang, name)
    }
    /// The game's own stylesheet (its `table.css`), part of its table's chunk.
    const CSS: &'static str = "";
    /// One line on how this game is played, in the header.
    const RULE_NOTE: i18n::Msg;
    /// The header's progress line ("Deal 2 of 5").
    fn progress(view: &Self::View, lang: Lang) -> String;
    /// Whether the score sheet is up (between deals, at the end).
    fn sheet_due(view: &Self::View) -> bool;
    /// Whose decision it is, when the game asks one of its own (a bid, a declaration), and
    /// the question it puts to you: the status line asks it of you, or says "West's turn".
    fn prompt(_view: &Self::View) -> Option<(Seat, i18n::Msg)> {
        None
    }
    /// The status line, where the game says more than a prompt (who won the last pick, the
    /// dummy's turn); `None`: the prompt's line.
    fn status(_view: &Self::View, _names: &[String], _lang: Lang) -> Option<String> {
        None
    }
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

/// Seat names seen from `me`: you, then clockwise. Two seats are you and your opponent,
/// four seats use compass names; other counts number the seats ("Player 2").
pub fn seat_name(seat: Seat, me: Seat, n: usize, lang: Lang) -> String {
    let rel = (seat as usize + n - me as usize) % n;
    if rel == 0 {
        return i18n::YOU.get(lang).to_string();
    }
    if n == 2 {
        return i18n::OPPONENT.get(lang).to_string();
    }
    if n == 4 {
        return [i18n::SEAT_LEFT, i18n::SEAT_ACROSS, i18n::SEAT_RIGHT][rel - 1].get(lang).to_string();
    }
    match lang {
        Lang::En => format!("Player {}", rel + 1),
        Lang::Ja => format!("プレイヤー{}", rel + 1),
    }
}

/// A seat's name as the seat shown sees it, from the screen's `names`.
pub fn name_of(names: Signal<Vec<String>>) -> impl Fn(Seat) -> String + Copy + Send + Sync + 'static {
    move |s: Seat| names.with(|n| n[s as usize].clone())
}

/// How the game's own outcome names its winners, seen from seat `me`.
pub fn outcome_winners(o: &Outcome, table: &Table, names: &[String], me: Seat) -> Winners {
    if o.draw {
        return Winners::Draw;
    }
    let first = o.winners();
    let name = |s: &Seat| names.get(*s as usize).cloned().unwrap_or_default();
    match first.as_slice() {
        [one] => Winners::One { name: name(one), you: *one == me },
        [a, rest @ ..] if rest.iter().all(|b| table.partners(*a, *b)) => Winners::Team(first.iter().map(name).collect()),
        _ => Winners::Shared(first.iter().map(name).collect()),
    }
}

/// A new table's seats: the person at seat 0, bots at the level last chosen elsewhere; at a
/// challenge's table, the seats the challenge fixes.
fn seats_info(rules: &Ruleset) -> Vec<SeatInfo> {
    let n = rules.seat_count();
    let level = crate::ui::bot_settings::default_level();
    let fixed = crate::ui::challenge::fixed_players(rules);
    (0..n)
        .map(|s| SeatInfo {
            name: seat_name(s as Seat, 0, n, Lang::En),
            player: match &fixed {
                Some(players) => players[s].clone(),
                None if s == 0 => PERSON.into(),
                None => level.id().into(),
            },
        })
        .collect()
}

/// The reactive state of one table: the session, the view of the seat shown, the seat
/// names, and the bots' thinking and hint.
pub struct Screen<G: SessionGame>
where
    G::View: Send + Sync + PartialEq,
    G::Action: Send + Sync,
{
    pub session: RwSignal<Session<G>>,
    pub view: Memo<G::View>,
    /// Seat names as the seat shown sees them ("You", "West"...).
    pub names: Signal<Vec<String>>,
    /// A saved game that could not be restored (kept for export).
    pub save_problem: RwSignal<Option<SaveProblem>>,
    /// Why the game in play cannot be saved now (storage full or blocked); it goes on in
    /// memory, with an export offered.
    pub unsaved: RwSignal<Option<WriteError>>,
    /// Whether this tab plays the game, or another tab does (then this one does not save).
    pub tab: RwSignal<Tab>,
    /// The bot searching now, and the move it answers.
    pub thinking: RwSignal<Option<(Seat, usize)>>,
    /// The hint for the person's move, once asked for.
    pub hint: RwSignal<Hint>,
    /// Why the person's last tap was refused ("you must follow ♦"), until the next move.
    pub refusal: RwSignal<Option<IllegalAction>>,
    /// The game's own result, once it is over.
    pub outcome: Memo<Option<Outcome>>,
    /// Until when (`performance.now()`, ms) a finished trick stays on show: the bots wait
    /// for it (`table::after_hold`).
    pub hold: RwSignal<f64>,
}

impl<G: SessionGame> Clone for Screen<G>
where
    G::View: Send + Sync + PartialEq,
    G::Action: Send + Sync,
{
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: SessionGame> Copy for Screen<G>
where
    G::View: Send + Sync + PartialEq,
    G::Action: Send + Sync,
{
}

impl<G: SessionGame> Screen<G>
where
    G::View: Send + Sync + PartialEq,
    G::Action: Send + Sync,
{
    pub fn new(rules: &Ruleset) -> Screen<G> {
        let i18n = use_i18n();
        let n = rules.seat_count();
        let (resumed, problem) = match save::load::<G>(rules) {
            Ok(s) => (s, None),
            Err(p) => (None, Some(p)),
        };
        let session = RwSignal::new(resumed.unwrap_or_else(|| crate::ui::fairness::new_session::<G>(rules, random_seed(), seats_info(rules))));
        // Autosave after every change, in the tab that plays the game; count a finished
        // game in the statistics once.
        let tab = crate::ui::tab_lock::claim(rules.game.id);
        let unsaved = RwSignal::new(None);
        Effect::new(move |_| {
            if tab.get() != Tab::Playing {
                return;
            }
            session.with(|s| {
                match save::save(s) {
                    Ok(()) => {
                        if unsaved.get_untracked().is_some() {
                            unsaved.set(None);
                        }
                        storage::ask_to_keep_once();
                    }
                    Err(e) if unsaved.get_untracked() != Some(e) => unsaved.set(Some(e)),
                    Err(_) => {}
                }
                if let Some(outcome) = s.game.outcome() {
                    crate::ui::stats::record_finished(s.rules.game.id, s.seed(), s.game.scores(), outcome, s.viewer() as usize);
                }
            })
        });
        let view = Memo::new(move |_| session.with(|s| s.view()));
        let viewer = Memo::new(move |_| session.with(|s| s.viewer()));
        let names = Signal::derive(move || {
            let lang = i18n.lang();
            let me = viewer.get();
            (0..n).map(|s| seat_name(s as Seat, me, n, lang)).collect()
        });
        let thinking = RwSignal::new(None);
        let hold = RwSignal::new(0.0);
        BotClock::start(session, thinking, hold);
        let hint = RwSignal::new(Hint::None);
        let refusal = RwSignal::new(None);
        // A hint and a refusal answer one position: they go as soon as anything moves.
        Effect::new(move |before: Option<usize>| {
            let moves = session.with(|s| s.moves());
            hint.update(|h| {
                if h.moves() != Some(moves) {
                    *h = Hint::None;
                }
            });
            if before.is_some_and(|b| b != moves) {
                refusal.set(None);
            }
            moves
        });
        let outcome = Memo::new(move |_| session.with(|s| s.game.outcome()));
        Screen { session, view, names, save_problem: RwSignal::new(problem), unsaved, tab, thinking, hint, refusal, outcome, hold }
    }

    /// The end-of-game line from the game's own outcome ("You win!", "You & North win!"),
    /// empty until the game is over.
    pub fn winner_line(self) -> Signal<String> {
        let i18n = use_i18n();
        Signal::derive(move || {
            let Some(o) = self.outcome.get() else { return String::new() };
            let (table, me) = self.session.with(|s| (s.game.table(), s.viewer()));
            self.names.with(|n| winners_line(i18n.lang(), &outcome_winners(&o, &table, n, me)))
        })
    }

    /// Places per seat once the game is over (1 = first; shared places repeat).
    pub fn places(self) -> Signal<Vec<u8>> {
        Signal::derive(move || self.outcome.with(|o| o.as_ref().map(|o| o.places.clone()).unwrap_or_default()))
    }

    /// What the score sheet shows of the end and what its buttons do.
    pub fn sheet_end(self) -> crate::ui::trick_table::SheetEnd {
        crate::ui::trick_table::SheetEnd {
            outcome: self.outcome.into(),
            winner: self.winner_line(),
            places: self.places(),
            on_next: self.next_deal(),
            on_new_game: self.new_game(),
        }
    }

    /// The status line the game's hooks give: its [`SessionGame::status`], else its
    /// [`SessionGame::prompt`] (the question to you, "West's turn" to the others).
    pub fn game_status(self, lang: Lang) -> Option<String> {
        // The seat shown changes only with the view, which is tracked.
        let me = self.session.with_untracked(|s| s.viewer());
        self.view.with(|v| {
            self.names.with(|n| {
                G::status(v, n, lang).or_else(|| {
                    let (s, question) = G::prompt(v)?;
                    Some(if s == me { question.get(lang).to_string() } else { i18n::turn_of(lang, &n[s as usize]) })
                })
            })
        })
    }

    /// Takes back the people's last move (and the bots' replies).
    pub fn undo(self) {
        self.session.update(|s| {
            s.undo();
        });
    }

    /// Acts for the person to act with any action of the game (playing, passing, bidding...).
    /// A refused action changes nothing and says why (`refusal`).
    pub fn act(self, action: G::Action) {
        // A refused action leaves the session as it was, so nothing else is told of it.
        match self.session.try_update_untracked(|s| s.act_as_person(&action).err()).flatten() {
            Some(refused) => self.refusal.set(Some(refused)),
            None => self.session.notify(),
        }
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
                // The same people and bots again.
                let seats = s.recorder.seats.clone();
                *s = crate::ui::fairness::new_session(&rules, random_seed(), seats);
            })
        })
    }
}

/// A whole table for any game: header (with the hint and the menu: bots, undo and the
/// table's own tools), the game's own body, the status line across the whole width, and the
/// game's sheet. `--motion` scales the table's motion by the bots' speed. The game's hooks
/// ([`SessionGame`]) give the stylesheet, the rule line, the progress line, the status line
/// and when the sheet is up; the props are the slots for what the game draws.
#[component]
pub fn SessionScreen<G: SessionGame, S, SV>(
    screen: Screen<G>,
    rules: Ruleset,
    sheet: S,
    /// What the game draws between the header and the status line (the felt).
    body: ChildrenFn,
    /// The game's own pieces above its body (face-up cards, route maps, chips).
    #[prop(default = None)]
    extra: Option<ChildrenFn>,
    /// Buttons of this kind of table in the menu, beside the bots (the trick review).
    #[prop(default = None)]
    tools: Option<ChildrenFn>,
    /// What the game draws below the status line (a phase's panel, the hand).
    #[prop(default = None)]
    below: Option<ChildrenFn>,
    /// Replaces the status line of the game's hooks (the trick table's, which names the
    /// winner of a trick on show).
    #[prop(optional)]
    status: Option<Signal<String>>,
    /// Replaces the game's [`SessionGame::sheet_due`] (the trick table's sheet waits for the
    /// last trick to be seen).
    #[prop(optional)]
    show_sheet: Option<Signal<bool>>,
    /// Tricks won per seat, for the coach's first-trick tip.
    #[prop(optional)]
    tricks_won: Option<Signal<Vec<u8>>>,
) -> impl IntoView
where
    G::View: Send + Sync + PartialEq,
    G::Action: Send + Sync,
    S: Fn() -> SV + Send + Sync + 'static,
    SV: IntoView + 'static,
{
    let i18n = use_i18n();
    let names = screen.names;
    let v = screen.view;
    let status = status.unwrap_or_else(|| Signal::derive(move || screen.game_status(i18n.lang()).unwrap_or_default()));
    let show_sheet = show_sheet.unwrap_or_else(|| Signal::derive(move || v.with(G::sheet_due)));
    let seed = Signal::derive(move || screen.session.with(|s| s.seed()));
    let (seat, team) = provide_table_context(screen, &rules);
    // The coached first deal: its card above the hand, its switch in the settings.
    let coach = crate::ui::coach::Coach::new(rules.game.id, G::TIPS, G::first_trick_title);
    provide_context(coach);
    let kinds = Memo::new(move |_| screen.session.with(crate::play::coach::decision_kinds));
    let speed = expect_context::<crate::ui::table::SpeedSetting>().0;
    view! {
        <div class=format!("table game-{}", rules.game.id) style=move || speed.get().motion_css()>
            {(!G::CSS.is_empty()).then(|| view! { <style>{G::CSS}</style> })}
            <TableHeader
                rules=rules.clone()
                seed=seed
                progress=Signal::derive(move || v.with(|v| G::progress(v, i18n.lang())))
                trick_rule=G::RULE_NOTE
                hint=view! { <HintButton session=screen.session hint=screen.hint /> }.into_any()
                menu=menu(screen, tools).into_any()
            />
            <SaveProblemBanner problem=screen.save_problem />
            <UnsavedBanner unsaved=screen.unsaved record=Signal::derive(move || screen.session.with(|s| s.record().to_json())) />
            <crate::ui::tab_lock::TabBanner game=rules.game.id tab=screen.tab />
            {extra.map(|e| view! { <div class="table-extra">{e()}</div> })}
            {body()}
            {status_bar(screen, status)}
            <crate::ui::bot_settings::BotsUnavailable />
            <HintPanel hint=screen.hint game=rules.game.id names=names seat=seat team=team />
            <crate::ui::coach::CoachCard coach=coach kinds=kinds.into() tricks_won=tricks_won show_sheet=show_sheet names=names />
            {below.map(|b| b())}
            <Show when=move || show_sheet.get()>{sheet()}</Show>
        </div>
    }
}

/// What a table provides to the pieces within it: the deal's fingerprint and check (for the
/// menu and the end-of-game sheet), the record and seats the score sheet's review reads, and
/// the rules. Returns the seat shown and the table's teams.
fn provide_table_context<G: SessionGame>(screen: Screen<G>, rules: &Ruleset) -> (Signal<Seat>, Signal<Vec<u8>>)
where
    G::View: Send + Sync + PartialEq,
    G::Action: Send + Sync,
{
    crate::ui::fairness::FairDeal::provide(screen.session);
    let seat = Signal::derive(move || screen.session.with(|s| s.viewer()));
    let team = Signal::derive(move || screen.session.with(|s| s.game.table().team));
    provide_context(crate::ui::review::ReviewSource {
        game: rules.game.id,
        record: Signal::derive(move || screen.session.with(|s| s.record().to_json())),
        seat,
        names: screen.names,
        team,
        over: Signal::derive(move || screen.session.with(|s| s.game.turn() == crate::engine::game::Turn::Over)),
    });
    provide_context(crate::ui::challenge::TableRules(rules.clone()));
    (seat, team)
}

/// The menu's buttons: the bots, the table's own tools, and undo.
fn menu<G: SessionGame>(screen: Screen<G>, tools: Option<ChildrenFn>) -> impl IntoView
where
    G::View: Send + Sync + PartialEq,
    G::Action: Send + Sync,
{
    let i18n = use_i18n();
    view! {
        <BotsButton session=screen.session names=screen.names />
        {tools.map(|t| t())}
        <Show when=move || screen.session.with(|s| s.can_undo()) && crate::ui::table::undo_enabled()>
            <button class="undo" data-testid="undo" title=i18n.t(crate::ui::i18n::UNDO_LABEL) on:click=move |_| screen.undo()>
                "↶ "{i18n.t(crate::ui::i18n::UNDO)}
            </button>
        </Show>
    }
}

/// The status line across the table (a refused tap says why, until the next move), the bot
/// thinking, and the claim.
fn status_bar<G: SessionGame>(screen: Screen<G>, status: Signal<String>) -> impl IntoView
where
    G::View: Send + Sync + PartialEq,
    G::Action: Send + Sync,
{
    let i18n = use_i18n();
    view! {
        <div class="status-bar">
            <p class="status" role="status" aria-live="polite" data-testid="status">
                {move || match screen.refusal.get() {
                    Some(e) => view! { <span class="refusal" data-testid="refusal">{screen.names.with(|n| refusal(&e, n, i18n.lang()))}</span> }.into_any(),
                    None => status.get().into_any(),
                }}
            </p>
            <Thinking thinking=screen.thinking />
            <crate::ui::claim::ClaimButton session=screen.session />
        </div>
    }
}

/// Shown while the game cannot be saved: why, that it goes on in this tab, and the game
/// to download.
#[component]
fn UnsavedBanner(unsaved: RwSignal<Option<WriteError>>, record: Signal<String>) -> impl IntoView {
    let i18n = use_i18n();
    let href = move || json_download_href(&record.get());
    move || {
        unsaved.get().map(|e| {
            let why = match e {
                WriteError::Full => i18n::UNSAVED_FULL,
                WriteError::Unavailable => i18n::UNSAVED_BLOCKED,
                WriteError::Refused => i18n::UNSAVED_REFUSED,
            };
            view! {
                <div class="save-problem" role="alert" data-testid="unsaved" data-why=format!("{e:?}")>
                    <p>{i18n.t(why)}" "{i18n.t(i18n::UNSAVED_GOES_ON)}</p>
                    <a class="button" href=href download="torite-game.json" data-testid="export-unsaved">{i18n.t(i18n::EXPORT_GAME)}</a>
                </div>
            }
        })
    }
}

/// Shown when a saved game could not be restored: what happened, and the saved text to
/// download (it is also kept in localStorage under `torite.broken.<game>`). Rare, so its
/// view and the record's error messages are a lazily loaded chunk.
#[component]
fn SaveProblemBanner(problem: RwSignal<Option<SaveProblem>>) -> impl IntoView {
    move || {
        problem.get().map(|p| view! { <Lazy load=move || save_problem_banner(problem, p.clone()) loading=i18n::LOADING failed=i18n::SAVE_PROBLEM /> })
    }
}

#[leptos::wasm_split::wasm_split(deferred_save_problem_banner, wasm_split_path = ::leptos::wasm_split, fallible)]
fn save_problem_banner(problem: RwSignal<Option<SaveProblem>>, p: SaveProblem) -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    let i18n = use_i18n();
    let href = json_download_href(&p.data);
    Ok(view! {
        <div class="save-problem" role="alert" data-testid="save-problem">
            <p>{i18n.t(i18n::SAVE_PROBLEM)}" "<code>{p.reason(i18n.lang())}</code></p>
            <a class="button" href=href download="torite-saved-game.json" data-testid="export-save">{i18n.t(i18n::EXPORT_SAVE)}</a>
            <button on:click=move |_| problem.set(None)>{i18n.t(i18n::DISMISS)}</button>
        </div>
    }
    .into_any())
}
