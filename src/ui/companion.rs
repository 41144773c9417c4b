//! Companion mode's page (docs/architecture.md §1.6): the score sheet of a game played with
//! real cards. The players' names and the first dealer start it; after each deal the
//! people enter what happened (`ui::companion_form`), and the game's own rules score it
//! (`records::companion`); the page shows the game's own score sheet, the one its played
//! table shows, in its flow. Deals can be corrected or the last one deleted; the sheet is
//! kept in the browser under its ruleset's link and survives reloads, and it can be shared
//! as a link (`?game=…&companion=<sheet>`), which opens read-only.
//!
//! The page is generic over the game and lives in the game's table chunk (`ui::tables`), so
//! scoring needs no other game's rules.

use super::companion_form::EntryForm;
use super::i18n::{self, use_i18n, Lang};
use super::screen::outcome_winners;
use super::share::{table_url, LinkShare};
use super::storage::{self, WriteError};
use super::table::LanguageToggle;
use super::trick_table::{InlineSheet, SheetEnd};
use super::widgets::json_download_href;
use crate::engine::companion::{Companion, FirstDealer, Unit};
use crate::records::messages::unit_number;
use crate::engine::{Outcome, Ruleset, Seat};
use crate::play::entry::EntryDraft;
use crate::records::companion::{parse, CompanionError, CompanionGame};
use crate::records::link::{to_query, COMPANION_PARAM};
use crate::text::{msgs, winners_line};
use leptos::prelude::*;

msgs! {
    TITLE = "Score sheet for a real table" / "実卓用の得点表";
    INTRO = "Play with real cards. After each deal, enter what happened: the app scores it by the game's own rules and keeps the sheet." / "実物のカードで遊び、ディールごとに結果を入力してください。ゲームのルールどおりに得点を計算し、得点表を残します。";
    PLAYERS = "Players, clockwise in seating order" / "プレイヤー（時計回りの席順）";
    FIRST_DEALER = "First dealer" / "最初のディーラー";
    START_PLAYER = "Start player" / "スタートプレイヤー";
    START = "Start the score sheet" / "得点表を始める";
    NEXT_DEAL = "Enter a deal" / "ディールの結果を入力";
    NEXT_BOARD = "Enter a board" / "ボードの結果を入力";
    NEXT_GAME = "Enter a game" / "ゲームの結果を入力";
    NEXT_ROUND = "Enter a round" / "ラウンドの結果を入力";
    CORRECTING = "Correcting" / "訂正";
    ENTER_DEAL = "Score this deal" / "このディールを記録";
    ENTER_BOARD = "Score this board" / "このボードを記録";
    ENTER_GAME = "Score this game" / "このゲームを記録";
    ENTER_ROUND = "Score this round" / "このラウンドを記録";
    SAVE_CORRECTION = "Save the correction" / "訂正を保存";
    CANCEL = "Cancel" / "やめる";
    INCOMPLETE = "Answer every question to score it." / "すべての項目を入力すると記録できます。";
    CHANGE = "Totals change by" / "合計の増減";
    NO_CHANGE = "Ready: the totals do not change." / "記録できます（合計は変わりません）。";
    DEALS = "Deals entered" / "入力済みのディール";
    BOARDS = "Boards entered" / "入力済みのボード";
    GAMES = "Games entered" / "入力済みのゲーム";
    ROUNDS = "Rounds entered" / "入力済みのラウンド";
    CORRECT = "Correct" / "訂正";
    DELETE_LAST_DEAL = "Delete the last deal" / "最後のディールを削除";
    DELETE_LAST_BOARD = "Delete the last board" / "最後のボードを削除";
    DELETE_LAST_GAME = "Delete the last game" / "最後のゲームを削除";
    DELETE_LAST_ROUND = "Delete the last round" / "最後のラウンドを削除";
    SHARE_TITLE = "Share this sheet" / "この得点表を共有";
    SHEET_LINK = "Link to this score sheet" / "この得点表のリンク";
    DOWNLOAD = "Download the sheet" / "得点表をダウンロード";
    NEW_SHEET = "New score sheet" / "新しい得点表";
    CONFIRM_NEW = "Tap again to clear this sheet and start a new one." / "もう一度タップすると、この得点表を消して新しく始めます。";
    SHARED_NOTE = "This score sheet came in a link. It is shown here and not saved." / "リンクで受け取った得点表です。表示するだけで、保存はしません。";
    KEEP_SHARED = "Continue this sheet on this device" / "この端末でこの得点表を続ける";
    CONFIRM_REPLACE = "Tap again: this replaces your own sheet in progress for this game." / "もう一度タップすると、このゲームの入力中の得点表と置き換えます。";
    DAMAGED = "Your saved score sheet could not be read, so a new one starts here. The saved data is kept: download it below." / "保存されていた得点表を読めなかったため、ここで新しく始めます。保存データは残してあります（下からダウンロードできます）。";
    BAD_SHARED = "This score sheet's link cannot be opened." / "この得点表のリンクは開けません。";
    OPEN_OWN = "Open your own score sheet" / "自分の得点表を開く";
    PLAY_BOTS = "Play this game against bots" / "このゲームをCPUと遊ぶ";
}

/// A game's own score sheet for the companion page: what its played table shows at the end
/// of a deal, over the same view. Implemented in the game's `table.rs` for every game of
/// `for_each_game!` (a listed game without it does not compile).
pub trait CompanionTable: Companion<View: PartialEq + Send + Sync> + Clone + Send + Sync + 'static {
    /// The game's stylesheet (its `table.css`), which its sheet's pieces use.
    const CSS: &'static str;
    fn sheet(view: Memo<Self::View>, names: Signal<Vec<String>>, end: SheetEnd) -> AnyView;
}

/// Implements [`CompanionTable`] for game `$Game` whose sheet component `$Sheet` takes
/// `view`, `names` and `end`, with its stylesheet when it has one:
/// `companion_table!(TrickyExpress: DealSheet, css = crate::ui::game_css!("tricky_express"));`.
macro_rules! companion_table {
    ($Game:ty: $Sheet:ident $(, css = $css:expr)?) => {
        impl $crate::ui::companion::CompanionTable for $Game {
            const CSS: &'static str = $crate::ui::companion::companion_table!(@css $($css)?);
            fn sheet(
                view: Memo<<$Game as $crate::engine::Game>::View>,
                names: Signal<Vec<String>>,
                end: $crate::ui::trick_table::SheetEnd,
            ) -> AnyView {
                view! { <$Sheet view=view names=names end=end /> }.into_any()
            }
        }
    };
    (@css $css:expr) => { $css };
    (@css) => { "" };
}
pub(crate) use companion_table;

/// The page's words that name a sheet's entries: (the heading of the next one's form, its
/// button, the list of those entered, deleting the last one).
fn unit_words(unit: Unit) -> [crate::text::Msg; 4] {
    match unit {
        Unit::Deal => [NEXT_DEAL, ENTER_DEAL, DEALS, DELETE_LAST_DEAL],
        Unit::Board => [NEXT_BOARD, ENTER_BOARD, BOARDS, DELETE_LAST_BOARD],
        Unit::Game => [NEXT_GAME, ENTER_GAME, GAMES, DELETE_LAST_GAME],
        Unit::Round => [NEXT_ROUND, ENTER_ROUND, ROUNDS, DELETE_LAST_ROUND],
    }
}

/// Where a ruleset's sheet is kept in the browser.
fn storage_key(rules: &Ruleset) -> String {
    format!("torite.companion{}", to_query(&rules.clone().with_seed(None)))
}

/// Where a sheet that could not be read is kept when a new one replaces it.
fn damaged_key(rules: &Ruleset) -> String {
    format!("torite.companion-damaged{}", to_query(&rules.clone().with_seed(None)))
}

/// The link that opens the sheet kept in this browser for `rules`.
fn own_query(rules: &Ruleset) -> String {
    format!("{}&{COMPANION_PARAM}", to_query(&rules.clone().with_seed(None)))
}

/// The sheet's address (the rules, and the sheet when shared).
fn sheet_url(rules: &Ruleset, sheet: Option<&CompanionGame>) -> String {
    let mut url = table_url(&rules.clone().with_seed(None));
    url.push('&');
    url.push_str(COMPANION_PARAM);
    if let Some(s) = sheet {
        url.push('=');
        url.push_str(&s.to_link_value());
    }
    url
}

/// `sheet` scored by game `G`'s own rules from the start.
fn scored<G: Companion>(rules: &Ruleset, sheet: &CompanionGame) -> Result<G, CompanionError> {
    let mut g = G::new(rules);
    sheet.score_onto(&mut g)?;
    Ok(g)
}

/// What the page opens on.
#[derive(Clone)]
enum Opened {
    /// No sheet yet: names and the first dealer.
    Start { damaged: Option<String> },
    /// The sheet kept in this browser.
    Own(CompanionGame),
    /// A sheet from a link, read-only.
    Shared(CompanionGame),
    /// A shared sheet that cannot be read or scored.
    BadShared(CompanionError),
}

fn open<G: Companion>(rules: &Ruleset, shared: Option<&str>) -> Opened {
    let valid = |s: CompanionGame| {
        if s.ruleset().ok().map(|r| r.with_seed(None)) != Some(rules.clone().with_seed(None)) {
            return Err(CompanionError::NotASheet(format!("{:?}", s.game)));
        }
        scored::<G>(rules, &s).map(|_| s)
    };
    if let Some(value) = shared {
        return match CompanionGame::from_link(rules, value).and_then(valid) {
            Ok(s) => Opened::Shared(s),
            Err(e) => Opened::BadShared(e),
        };
    }
    match storage::get(&storage_key(rules)) {
        None => Opened::Start { damaged: None },
        Some(text) => match parse(&text).and_then(valid) {
            Ok(s) => Opened::Own(s),
            Err(e) => {
                // Nothing is lost: the unreadable sheet moves aside, kept for download.
                let _ = storage::try_set(&damaged_key(rules), &text);
                storage::remove(&storage_key(rules));
                Opened::Start { damaged: Some(e.message(i18n::detect_lang(), rules.game.id, &[])) }
            }
        },
    }
}

/// The companion page of game `G` for `rules`; `shared` is a shared sheet's link value.
pub fn companion_page<G: CompanionTable>(rules: Ruleset, shared: Option<String>) -> AnyView {
    let i18n = use_i18n();
    provide_context(InlineSheet);
    let game = rules.game;
    let opened = RwSignal::new(open::<G>(&rules, shared.as_deref()));
    let r = rules.clone();
    let body = move || match opened.get() {
        Opened::Start { damaged } => {
            let r2 = r.clone();
            let started = Callback::new(move |s: CompanionGame| {
                let _ = storage::try_set(&storage_key(&r2), &s.to_json());
                opened.set(Opened::Own(s));
            });
            let fixed_dealer = match G::FIRST_DEALER {
                FirstDealer::Chosen(_) => None,
                FirstDealer::Fixed(s) => Some(s),
            };
            let dealer_word = if matches!(G::UNIT, Unit::Game | Unit::Round) { START_PLAYER } else { FIRST_DEALER };
            view! { <StartForm rules=r.clone() damaged=damaged fixed_dealer=fixed_dealer dealer_word=dealer_word on_start=started /> }.into_any()
        }
        Opened::Own(s) => {
            let on_new = Callback::new(move |_: CompanionGame| opened.set(Opened::Start { damaged: None }));
            sheet_page::<G>(s, true, on_new)
        }
        Opened::Shared(s) => {
            let r2 = r.clone();
            let keep = Callback::new(move |s: CompanionGame| {
                let _ = storage::try_set(&storage_key(&r2), &s.to_json());
                // A reload now opens the sheet kept here, not the link's.
                if let Ok(h) = window().history() {
                    let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&sheet_url(&r2, None)));
                }
                opened.set(Opened::Own(s));
            });
            sheet_page::<G>(s, false, keep)
        }
        Opened::BadShared(e) => view! {
            <section class="error-box" role="alert" data-testid="companion-bad-link">
                <h2>{i18n.t(BAD_SHARED)}</h2>
                <p data-testid="companion-error">{move || e.message(i18n.lang(), game.id, &[])}</p>
                <a class="button primary" href=own_query(&r)>{i18n.t(OPEN_OWN)}</a>
            </section>
        }
        .into_any(),
    };
    view! {
        <main class=format!("companion game-{}", game.id) data-testid="companion">
            {(!G::CSS.is_empty()).then(|| view! { <style>{G::CSS}</style> })}
            <header class="home-header">
                <h1>{move || if i18n.lang() == Lang::Ja { game.title_ja } else { game.title_en }}</h1>
                <LanguageToggle />
            </header>
            <p class="companion-title">{i18n.t(TITLE)}</p>
            {body}
            <p class="companion-links">
                <a class="button" href=to_query(&rules.clone().with_seed(None))>{i18n.t(PLAY_BOTS)}</a>
                " "<a class="button" href="?">{i18n.t(i18n::HOME)}</a>
            </p>
        </main>
    }
    .into_any()
}

/// Default names: "Player 1", ….
fn default_name(lang: Lang, k: usize) -> String {
    match lang {
        Lang::En => format!("Player {}", k + 1),
        Lang::Ja => format!("プレイヤー{}", k + 1),
    }
}

/// The names last used at a table of this many players.
const NAMES_KEY: &str = "torite.companion-names";

/// Names and the first dealer (unless the rules name them: `fixed_dealer`); the ruleset
/// comes from the link.
#[component]
fn StartForm(rules: Ruleset, damaged: Option<String>, fixed_dealer: Option<Seat>, dealer_word: crate::text::Msg, on_start: Callback<CompanionGame>) -> impl IntoView {
    let i18n = use_i18n();
    let n = rules.seat_count();
    let remembered: Vec<String> = storage::get(NAMES_KEY).and_then(|t| serde_json::from_str(&t).ok()).unwrap_or_default();
    let names: Vec<RwSignal<String>> = (0..n).map(|k| RwSignal::new(remembered.get(k).cloned().unwrap_or_default())).collect();
    let dealer = RwSignal::new(fixed_dealer.unwrap_or(0) as usize);
    let names2 = names.clone();
    let name_of = move |k: usize, lang: Lang| {
        let t = names2[k].get();
        if t.trim().is_empty() { default_name(lang, k) } else { t.trim().to_string() }
    };
    let name_of2 = name_of.clone();
    let game = rules.game;
    let damaged_text = storage::get(&damaged_key(&rules));
    let options: Vec<(&'static str, &'static str)> = rules.values().map(|(o, v)| (o.id, v)).collect();
    let start = move |_| {
        let lang = i18n.lang();
        let list: Vec<String> = (0..n).map(|k| name_of2(k, lang)).collect();
        storage::set(NAMES_KEY, &serde_json::to_string(&list).unwrap_or_default());
        on_start.run(CompanionGame::new(&rules, list, dealer.get() as Seat));
    };
    view! {
        {damaged.map(|m| view! {
            <section class="error-box" role="alert" data-testid="companion-damaged">
                <p>{i18n.t(DAMAGED)}</p>
                <p>{m}</p>
                {damaged_text.map(|t| view! { <a class="button" download="torite-score-sheet.json" href=json_download_href(&t)>{i18n.t(i18n::EXPORT_SAVE)}</a> })}
            </section>
        })}
        <section class="companion-start" data-testid="companion-start">
            <p>{i18n.t(INTRO)}</p>
            {(!options.is_empty()).then(|| view! {
                <ul class="intro-options">{options.into_iter().map(|(o, v)| view! { <li>{move || i18n::option_text(game.id, o, v, i18n.lang())}</li> }).collect_view()}</ul>
            })}
            <fieldset>
                <legend>{i18n.t(PLAYERS)}</legend>
                {names.iter().enumerate().map(|(k, s)| {
                    let s = *s;
                    view! {
                        <label class="name-input">
                            <span>{k + 1}</span>
                            <input type="text" maxlength="16" data-testid=format!("name-{k}") prop:value=move || s.get()
                                placeholder=move || default_name(i18n.lang(), k) on:input=move |ev| s.set(event_target_value(&ev)) />
                        </label>
                    }
                }).collect_view()}
            </fieldset>
            <fieldset hidden=fixed_dealer.is_some()>
                <legend>{i18n.t(dealer_word)}</legend>
                <div class="choice-buttons" role="group">
                    {(0..n).map(|k| {
                        let name_of = name_of.clone();
                        view! {
                            <button data-testid=format!("dealer-{k}") aria-pressed=move || (dealer.get() == k).to_string() class:chosen=move || dealer.get() == k
                                on:click=move |_| dealer.set(k)>{move || name_of(k, i18n.lang())}</button>
                        }
                    }).collect_view()}
                </div>
            </fieldset>
            <button class="primary" data-testid="companion-begin" on:click=start>{i18n.t(START)}</button>
        </section>
    }
}

/// Whether an entry (a new deal or a correction) can be scored, and what it changes.
#[derive(Clone, PartialEq)]
enum Check {
    Incomplete,
    Refused(CompanionError),
    Ready { sheet: CompanionGame, change: Vec<i32> },
}

/// A sheet scored: the sheet (which decides equality) and its game.
#[derive(Clone)]
struct Scored<G> {
    sheet: CompanionGame,
    game: G,
}

impl<G> PartialEq for Scored<G> {
    fn eq(&self, other: &Self) -> bool {
        self.sheet == other.sheet
    }
}

/// A sheet: the entry of the next deal (or a correction), the game's own sheet, the deals
/// entered, sharing. `own`: kept in this browser and editable; otherwise a shared sheet,
/// read-only, whose `on_new` keeps it here.
fn sheet_page<G: CompanionTable>(sheet: CompanionGame, own: bool, on_new: Callback<CompanionGame>) -> AnyView {
    let i18n = use_i18n();
    let Ok(rules) = sheet.ruleset() else { return ().into_any() };
    let game_id = rules.game.id;
    let key = storage_key(&rules);
    let sheet = RwSignal::new(sheet);
    let r = rules.clone();
    let state = Memo::new(move |_| {
        sheet.with(|s| Scored { sheet: s.clone(), game: scored::<G>(&r, s).unwrap_or_else(|_| G::new(&r)) })
    });
    let view = Memo::new(move |_| state.with(|s| s.game.view(0)));
    let names = Signal::derive(move || sheet.with(|s| s.names.clone()));
    let outcome = Signal::derive(move || state.with(|s| s.game.outcome()));
    let over = move || outcome.with(Option::is_some);
    let end = sheet_end(state, names, outcome);

    // Kept in the browser after every change; a sheet that cannot be written says so.
    let unsaved = RwSignal::new(None::<WriteError>);
    if own {
        Effect::new(move |_| {
            let result = sheet.with(|s| storage::try_set(&key, &s.to_json()));
            unsaved.set(result.err());
        });
    }

    // The deal being entered: the next one, or deal k being corrected.
    let editing = RwSignal::new(None::<usize>);
    let (draft, check) = entry_check(&rules, sheet, state, editing);
    let show_form = move || own && (editing.get().is_some() || !over());

    view! {
        {(!own).then(|| view! { <p class="companion-note" data-testid="companion-shared">{i18n.t(SHARED_NOTE)}</p> })}
        <UnsavedNote unsaved=unsaved />
        <Show when=show_form>
            <EntrySection unit=G::UNIT game=game_id sheet=sheet draft=draft names=names editing=editing check=check />
        </Show>
        <Show when=move || sheet.with(|s| !s.deals.is_empty())>
            {G::sheet(view, names, end)}
        </Show>
        <Show when=move || own && sheet.with(|s| !s.deals.is_empty())>
            <DealsList unit=G::UNIT sheet=sheet editing=editing />
        </Show>
        <ShareSection rules=rules sheet=sheet own=own on_new=on_new />
    }
    .into_any()
}

/// The end of the game's sheet on this page: the winner line and the places once the game
/// is over; no next deal or new game.
fn sheet_end<G: CompanionTable>(state: Memo<Scored<G>>, names: Signal<Vec<String>>, outcome: Signal<Option<Outcome>>) -> SheetEnd {
    let i18n = use_i18n();
    SheetEnd {
        outcome,
        winner: Signal::derive(move || {
            let lang = i18n.lang();
            outcome.get().map(|o| state.with(|s| names.with(|n| winners_line(lang, &outcome_winners(&o, &s.game.table(), n, Seat::MAX))))).unwrap_or_default()
        }),
        places: Signal::derive(move || outcome.with(|o| o.as_ref().map(|o| o.places.clone()).unwrap_or_default())),
        on_next: Callback::new(|_| {}),
        on_new_game: Callback::new(|_| {}),
    }
}

/// The entry being filled in, `editing` a deal or the next one (a fresh draft whenever that
/// changes or the deals do), and whether it can be scored and what it changes.
fn entry_check<G: CompanionTable>(rules: &Ruleset, sheet: RwSignal<CompanionGame>, state: Memo<Scored<G>>, editing: RwSignal<Option<usize>>) -> (RwSignal<EntryDraft>, Memo<Check>) {
    let n = rules.seat_count();
    let r = rules.clone();
    let fresh = move |k: Option<usize>| {
        sheet.with_untracked(|s| match k {
            None => EntryDraft::blank(state.with_untracked(|st| st.game.entry_fields()), n).settled_by(G::SETTLES),
            Some(k) => {
                let before = CompanionGame { deals: s.deals[..k].to_vec(), ..s.clone() };
                let fields = scored::<G>(&r, &before).map(|g| g.entry_fields()).unwrap_or_default();
                EntryDraft::of(fields, n, &s.deals[k]).settled_by(G::SETTLES)
            }
        })
    };
    let draft = RwSignal::new(fresh(None));
    Effect::new(move |first: Option<()>| {
        let k = editing.get();
        sheet.with(|s| s.deals.len());
        if first.is_some() {
            draft.set(fresh(k));
        }
    });
    let r = rules.clone();
    let check = Memo::new(move |_| {
        let Some(entry) = draft.with(EntryDraft::entry) else { return Check::Incomplete };
        let mut next = sheet.get();
        match editing.get() {
            Some(k) if k < next.deals.len() => next.deals[k] = entry,
            _ => next.deals.push(entry),
        }
        match scored::<G>(&r, &next) {
            Ok(g) => {
                let before = state.with(|s| s.game.scores());
                let change = g.scores().iter().zip(&before).map(|(a, b)| a - b).collect();
                Check::Ready { sheet: next, change }
            }
            Err(e) => Check::Refused(e),
        }
    });
    (draft, check)
}

/// Shown while the sheet cannot be kept in the browser: why.
#[component]
fn UnsavedNote(unsaved: RwSignal<Option<WriteError>>) -> impl IntoView {
    let i18n = use_i18n();
    move || unsaved.get().map(|e| view! {
        <p class="error-box" role="alert" data-testid="companion-unsaved">
            {move || match e {
                WriteError::Full => i18n::UNSAVED_FULL.get(i18n.lang()),
                WriteError::Unavailable => i18n::UNSAVED_BLOCKED.get(i18n.lang()),
                WriteError::Refused => i18n::UNSAVED_REFUSED.get(i18n.lang()),
            }}
        </p>
    })
}

/// The form of the next deal, or of deal `editing` being corrected: its questions, whether
/// it can be scored and what it changes, and the button that enters it.
#[component]
fn EntrySection(
    unit: Unit,
    game: &'static str,
    sheet: RwSignal<CompanionGame>,
    draft: RwSignal<EntryDraft>,
    names: Signal<Vec<String>>,
    editing: RwSignal<Option<usize>>,
    check: Memo<Check>,
) -> impl IntoView {
    let i18n = use_i18n();
    let [next_word, enter_word, _, _] = unit_words(unit);
    let numbered = move |lang, n: usize| unit_number(unit, lang, n);
    let heading = move || {
        let lang = i18n.lang();
        match editing.get() {
            Some(k) => format!("{}{}{}", CORRECTING.get(lang), crate::text::COLON.get(lang), numbered(lang, k + 1)),
            None => format!("{}{}{}", next_word.get(lang), crate::text::COLON.get(lang), numbered(lang, sheet.with(|s| s.deals.len()) + 1)),
        }
    };
    let submit = move |_| {
        if let Check::Ready { sheet: next, .. } = check.get_untracked() {
            sheet.set(next);
            editing.set(None);
        }
    };
    view! {
        <section class="companion-entry" data-testid="companion-entry" data-editing=move || editing.get().map(|k| k.to_string()).unwrap_or_default()>
            <h2>{heading}</h2>
            <EntryForm game=game draft=draft names=names />
            <p class="entry-check" role="status" data-testid="entry-check" data-state=move || match check.get() {
                Check::Incomplete => "incomplete",
                Check::Refused(_) => "refused",
                Check::Ready { .. } => "ready",
            }>
                {move || check_text(check.get(), names, game, i18n.lang())}
            </p>
            <div class="entry-actions">
                <button class="primary" data-testid="enter-deal" disabled=move || !matches!(check.get(), Check::Ready { .. }) on:click=submit>
                    {move || if editing.get().is_some() { SAVE_CORRECTION.get(i18n.lang()) } else { enter_word.get(i18n.lang()) }}
                </button>
                <Show when=move || editing.get().is_some()>
                    <button data-testid="cancel-correction" on:click=move |_| editing.set(None)>{i18n.t(CANCEL)}</button>
                </Show>
            </div>
        </section>
    }
}

/// What the entry's check says: answer every question, why the rules refuse it, or how the
/// totals change.
fn check_text(check: Check, names: Signal<Vec<String>>, game: &'static str, lang: Lang) -> String {
    match check {
        Check::Incomplete => INCOMPLETE.get(lang).to_string(),
        Check::Refused(e) => names.with(|n| e.message(lang, game, n)),
        Check::Ready { change, .. } if change.iter().all(|d| *d == 0) => NO_CHANGE.get(lang).to_string(),
        Check::Ready { change, .. } => names.with(|n| {
            let parts: Vec<String> = change.iter().enumerate().map(|(s, d)| format!("{} {}", n[s], crate::text::signed(*d))).collect();
            format!("{}{}{}", CHANGE.get(lang), crate::text::COLON.get(lang), parts.join(" · "))
        }),
    }
}

/// The deals entered, each with its button to correct it, and deleting the last one.
#[component]
fn DealsList(unit: Unit, sheet: RwSignal<CompanionGame>, editing: RwSignal<Option<usize>>) -> impl IntoView {
    let i18n = use_i18n();
    let [_, _, list_word, delete_word] = unit_words(unit);
    let numbered = move |lang, n: usize| unit_number(unit, lang, n);
    view! {
        <section class="companion-deals" data-testid="companion-deals">
            <h2>{i18n.t(list_word)}</h2>
            <ul>
                {move || (0..sheet.with(|s| s.deals.len())).map(|k| view! {
                    <li>
                        <span>{move || numbered(i18n.lang(), k + 1)}</span>
                        <button data-testid=format!("correct-{}", k + 1) on:click=move |_| editing.set(Some(k))>{i18n.t(CORRECT)}</button>
                    </li>
                }).collect_view()}
            </ul>
            <button data-testid="delete-last" on:click=move |_| {
                editing.set(None);
                sheet.update(|s| { s.deals.pop(); });
            }>{i18n.t(delete_word)}</button>
        </section>
    }
}

/// Sharing the sheet (its link, its file) once it has a deal, and a new sheet (`own`) or
/// keeping a shared one here, each asked twice when it would replace a sheet.
#[component]
fn ShareSection(rules: Ruleset, sheet: RwSignal<CompanionGame>, own: bool, on_new: Callback<CompanionGame>) -> impl IntoView {
    let i18n = use_i18n();
    let kept_key = storage_key(&rules);
    let confirm_new = RwSignal::new(false);
    let has_own = storage::get(&kept_key).and_then(|t| parse(&t).ok()).is_some_and(|s| !s.deals.is_empty());
    let new_or_keep = move |_| {
        if own || has_own {
            if !confirm_new.get() {
                confirm_new.set(true);
                return;
            }
        }
        if own {
            storage::remove(&kept_key);
        }
        on_new.run(sheet.get_untracked());
    };
    let share_url = Signal::derive({
        let r = rules.clone();
        move || sheet.with(|s| sheet_url(&r, Some(s)))
    });
    let title = Signal::derive(move || format!("Torite — {}", if i18n.lang() == Lang::Ja { rules.game.title_ja } else { rules.game.title_en }));
    view! {
        <section class="companion-share" data-testid="companion-share">
            <Show when=move || sheet.with(|s| !s.deals.is_empty())>
                <h2>{i18n.t(SHARE_TITLE)}</h2>
                <LinkShare url=share_url title=title label=SHEET_LINK testid="sheet-url" copy_testid="copy-sheet-link" result_testid="sheet-share-result" />
                <a class="button" download="torite-score-sheet.json" data-testid="download-sheet" href=move || sheet.with(|s| json_download_href(&s.to_json()))>{i18n.t(DOWNLOAD)}</a>
            </Show>
            <button data-testid=if own { "new-sheet" } else { "keep-sheet" } on:click=new_or_keep>
                {move || if own { NEW_SHEET.get(i18n.lang()) } else { KEEP_SHARED.get(i18n.lang()) }}
            </button>
            <Show when=move || confirm_new.get()>
                <p class="companion-note" role="status" data-testid="confirm-note">{move || if own { CONFIRM_NEW.get(i18n.lang()) } else { CONFIRM_REPLACE.get(i18n.lang()) }}</p>
            </Show>
        </section>
    }
}
