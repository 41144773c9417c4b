//! The Leptos app (wasm32 only): home page, tables, and the messages in two languages.

pub mod bid_panel;
pub mod bot_client;
pub mod bot_settings;
pub mod challenge;
pub mod claim;
pub mod chart;
pub mod coach;
pub mod companion;
pub mod companion_form;
pub mod counts;
pub mod daily;
pub mod explain;
pub mod fairness;
pub mod home;
pub mod i18n;
pub mod lab;
pub mod location;
pub mod review;
pub mod rules_text;
pub mod save;
pub mod screen;
pub mod share;
pub mod stats;
pub mod storage;
pub mod tab_lock;
pub mod table;
pub mod tables;
pub mod trick_table;
pub mod widgets;

/// A game's `table.css` as it ships, for its table's `CSS`: `game_css!("twenty_one")` (the
/// game's folder). `scripts/build.rs` writes it without the comments and the white space the source
/// keeps (issue #33: those bytes were in every table's chunk); `tests/game_css.rs` checks
/// that every sheet keeps its rules.
macro_rules! game_css {
    ($folder:literal) => {
        include_str!(concat!(env!("OUT_DIR"), "/games/", $folder, ".css"))
    };
}
pub(crate) use game_css;

use crate::engine::ruleset::RulesetError;
use crate::engine::Ruleset;
use crate::games;
use crate::records::link::{parse_query, to_query, LinkTarget};
use i18n::{use_i18n, I18n, Lang};
use leptos::prelude::*;
use table::{LanguageToggle, Speed, SpeedSetting};
use tables::GameTable;

#[component]
pub fn App() -> impl IntoView {
    let lang = RwSignal::new(i18n::detect_lang());
    provide_context(I18n(lang));
    provide_context(SpeedSetting(RwSignal::new(Speed::load())));
    table::apply_card_size();
    // Keep <html lang> in step with the chosen language.
    Effect::new(move |_| {
        if let Some(el) = document().document_element() {
            let _ = el.set_attribute("lang", lang.get().code());
        }
    });
    view! { <Page /> }
}

/// Whatever the query string asks for: the home page, a table, or why the link is bad.
#[component]
fn Page() -> impl IntoView {
    let search = location::search();
    // Links whose rules were shown and accepted with "Start" (or chosen on the home page).
    let accepted = RwSignal::new(Vec::<String>::new());
    provide_context(AcceptedLinks(accepted));
    move || {
        let query = search.get().trim_start_matches('?').to_string();
        match parse_query(&query) {
            Ok(LinkTarget::Home) => view! { <home::LazyHome /> }.into_any(),
            Ok(LinkTarget::Table(rules)) => {
                // A link with its own options or a deal seed shows its rules first, unless it
                // reopens a saved game.
                let special = rules.changed().next().is_some() || rules.seed.is_some();
                if special && !save::has_resumable(&rules) && !accepted.with(|a| a.contains(&query)) {
                    let q = query.clone();
                    view! { <RulesetIntro rules=rules on_start=Callback::new(move |_| accepted.update(|a| a.push(q.clone()))) /> }.into_any()
                } else {
                    view! { <GameTable rules=rules /> }.into_any()
                }
            }
            Ok(LinkTarget::Lab(_)) => {
                let q = query.clone();
                view! { <widgets::Lazy load=move || lab::lab_page(q.clone()) loading=i18n::LOADING failed=i18n::PART_LOAD_FAILED /> }.into_any()
            }
            Ok(LinkTarget::Companion(rules, shared)) => view! { <tables::LazyCompanion rules=rules shared=shared /> }.into_any(),
            Ok(LinkTarget::Challenge(rules, text)) => view! { <challenge::ChallengeTable rules=rules text=text /> }.into_any(),
            Err(e) => view! { <BadLink error=e query=query /> }.into_any(),
        }
    }
}

/// Query strings whose rules the person has already seen and accepted.
#[derive(Clone, Copy)]
pub struct AcceptedLinks(pub RwSignal<Vec<String>>);

/// The rules a link carries, before the game starts: every option, the ones that differ
/// from the standard marked, and the deal seed.
#[component]
fn RulesetIntro(rules: Ruleset, on_start: Callback<()>) -> impl IntoView {
    let i18n = use_i18n();
    let game = rules.game;
    let label = move |id: &str, v: &str, lang| i18n::option_text(game.id, id, v, lang);
    let rows: Vec<(&'static str, &'static str, &'static str)> = rules.values().map(|(o, v)| (o.id, v, o.default)).collect();
    let all_standard = rules.changed().next().is_none();
    let seed = rules.seed;
    view! {
        <main class="intro" data-testid="intro">
            <header class="home-header">
                <h1>{move || if i18n.lang() == Lang::Ja { game.title_ja } else { game.title_en }}</h1>
                <LanguageToggle />
            </header>
            <section class="intro-box">
                <h2>{i18n.t(i18n::INTRO_TITLE)}</h2>
                <ul class="intro-options">
                    {rows.into_iter().map(|(id, v, d)| {
                        let changed = v != d;
                        view! {
                            <li class:changed=changed data-option=id data-changed=changed.to_string()>
                                {move || label(id, v, i18n.lang())}
                                {changed.then(|| view! { <span class="standard">{move || i18n::standard_note(i18n.lang(), &label(id, d, i18n.lang()))}</span> })}
                            </li>
                        }
                    }).collect_view()}
                </ul>
                {all_standard.then(|| view! { <p>{i18n.t(i18n::ALL_STANDARD)}</p> })}
                {seed.map(|s| view! { <p data-testid="intro-seed">{move || i18n::same_deal_note(i18n.lang(), s)}</p> })}
                <button class="primary" data-testid="intro-start" autofocus on:click=move |_| on_start.run(())>{i18n.t(i18n::START)}</button>
                <a class="button" href="?">{i18n.t(i18n::HOME)}</a>
            </section>
        </main>
    }
}

/// A link that cannot be opened: what is wrong, in the user's language, and a way on.
#[component]
fn BadLink(error: RulesetError, query: String) -> impl IntoView {
    let i18n = use_i18n();
    // If the game itself is known, offer it with its standard rules.
    let game = form_urlencoded::parse(query.trim_start_matches('?').as_bytes())
        .find(|(k, _)| k == "game")
        .and_then(|(_, v)| games::by_id(&v))
        .filter(|g| g.is_playable());
    let err = error.clone();
    view! {
        <main class="bad-link" data-testid="bad-link">
            <header class="home-header">
                <h1>{i18n.t(i18n::APP_NAME)}</h1>
                <LanguageToggle />
            </header>
            <section class="error-box" role="alert">
                <h2>{i18n.t(i18n::BAD_LINK_TITLE)}</h2>
                <p data-testid="bad-link-reason">{move || i18n::ruleset_error(i18n.lang(), &err)}</p>
                <p class="link-text"><code>{format!("?{}", query.trim_start_matches('?'))}</code></p>
                {game.map(|g| view! { <a class="button primary" href=to_query(&Ruleset::defaults(g))>{i18n.t(i18n::BAD_LINK_DEFAULT)}</a> })}
                <a class="button" href="?">{i18n.t(i18n::HOME)}</a>
            </section>
        </main>
    }
}
