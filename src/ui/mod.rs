//! The Leptos app (wasm32 only): home page, tables, and the messages in two languages.

pub mod home;
pub mod i18n;
pub mod save;
pub mod storage;
pub mod table;
pub mod tables;
pub mod trick_table;
pub mod widgets;

use crate::engine::ruleset::RulesetError;
use crate::engine::Ruleset;
use crate::games;
use crate::records::link::{parse_query, to_query, LinkTarget};
use i18n::{use_i18n, I18n, Lang};
use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::hooks::use_location;
use leptos_router::path;
use table::{LanguageToggle, Speed, SpeedSetting};
use tables::GameTable;

#[component]
pub fn App() -> impl IntoView {
    let lang = RwSignal::new(Lang::detect());
    provide_context(I18n(lang));
    provide_context(SpeedSetting(RwSignal::new(Speed::load())));
    // Keep <html lang> in step with the chosen language.
    Effect::new(move |_| {
        if let Some(el) = document().document_element() {
            let _ = el.set_attribute("lang", lang.get().code());
        }
    });
    view! {
        <Router>
            <Routes fallback=Page>
                <Route path=path!("") view=Page />
            </Routes>
        </Router>
    }
}

/// Whatever the query string asks for: the home page, a table, or why the link is bad.
#[component]
fn Page() -> impl IntoView {
    let search = use_location().search;
    move || match parse_query(&search.get()) {
        Ok(LinkTarget::Home) => view! { <home::Home /> }.into_any(),
        Ok(LinkTarget::Table(rules)) => view! { <GameTable rules=rules /> }.into_any(),
        Err(e) => view! { <BadLink error=e query=search.get() /> }.into_any(),
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
                <p class="link-text"><code>{query.clone()}</code></p>
                {game.map(|g| view! { <a class="button primary" href=to_query(&Ruleset::defaults(g))>{i18n.t(i18n::BAD_LINK_DEFAULT)}</a> })}
                <a class="button" href="?">{i18n.t(i18n::HOME)}</a>
            </section>
        </main>
    }
}
