//! The home page: every game, the playable ones with their options.

use super::i18n::{self, use_i18n, Lang};
use super::table::LanguageToggle;
use crate::engine::{GameInfo, Ruleset};
use crate::games;
use crate::records::link::to_query;
use leptos::prelude::*;

/// The home page, from its own lazily loaded Wasm chunk: a game link never downloads the
/// game list, continue list and statistics.
#[component]
pub fn LazyHome() -> impl IntoView {
    view! { <super::widgets::Lazy load=home_page loading=i18n::LOADING failed=i18n::HOME_LOAD_FAILED /> }
}

#[leptos::wasm_split::wasm_split(home_page, wasm_split_path = ::leptos::wasm_split, fallible)]
fn home_page() -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(view! { <Home /> }.into_any())
}

#[component]
fn Home() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <main class="home">
            <header class="home-header">
                <h1>{i18n.t(i18n::APP_NAME)}<span class="logo-sub">" "{i18n.t(i18n::APP_NAME_OTHER)}</span></h1>
                <LanguageToggle />
            </header>
            <p class="tagline">{i18n.t(i18n::TAGLINE)}</p>
            {
                let saved = super::save::saved_games();
                (!saved.is_empty()).then(|| view! {
                    <h2>{i18n.t(i18n::CONTINUE)}</h2>
                    <ul class="continue-list">
                        {saved.into_iter().map(|(id, href)| {
                            let g = games::by_id(&id);
                            view! {
                                <li><a class="button primary" href=href data-testid=format!("continue-{id}")>
                                    {move || g.map(|g| if i18n.lang() == Lang::Ja { g.title_ja } else { g.title_en }).unwrap_or_default()}
                                </a></li>
                            }
                        }).collect_view()}
                    </ul>
                })
            }
            <super::stats::StatsPanel />
            <h2>{i18n.t(i18n::GAMES)}</h2>
            <ul class="game-list">
                {games::all().map(|g| view! { <GameEntry game=g /> }).collect_view()}
            </ul>
            <p class="home-tools">
                <a class="button" href="?lab" data-testid="lab-link">{i18n.t(i18n::LAB_LINK)}</a>
                " "{i18n.t(i18n::LAB_LINK_NOTE)}
            </p>
        </main>
    }
}

#[component]
fn GameEntry(game: &'static GameInfo) -> impl IntoView {
    let i18n = use_i18n();
    let title = move || if i18n.lang() == Lang::Ja { game.title_ja } else { game.title_en };
    let other_title = move || if i18n.lang() == Lang::Ja { game.title_en } else { game.title_ja };
    if !game.is_playable() {
        return view! {
            <li class="game coming" data-game=game.id>
                <span class="game-title">{title}</span>
                <span class="game-sub">{other_title}</span>
                <span class="badge">{i18n.t(i18n::COMING_SOON)}</span>
            </li>
        }
        .into_any();
    }
    // Chosen option values; the Play link carries the ones that differ from the defaults.
    let chosen = RwSignal::new(Ruleset::defaults(game));
    let href = move || chosen.with(to_query);
    let accepted = use_context::<super::AcceptedLinks>();
    // Options chosen here need no second look before the game starts.
    let accept = move || {
        if let Some(a) = accepted {
            a.0.update(|v| v.push(href().trim_start_matches('?').to_string()));
        }
    };
    view! {
        <li class="game playable" data-game=game.id>
            <span class="game-title" id=format!("title-{}", game.id)>{title}</span>
            <span class="game-sub">{other_title}</span>
            <span class="game-meta">
                {move || i18n::players_count(i18n.lang(), game.players)}" · "
                {move || if i18n.lang() == Lang::Ja { game.designer_ja } else { game.designer_en }}
            </span>
            {game
                .options
                .iter()
                .map(|o| {
                    // The chosen value's words, wrapping over as many lines as they need, with
                    // the select laid invisibly over them (a select's own text cannot wrap).
                    view! {
                        <label class="option">
                            <span class="option-text" aria-hidden="true" id=format!("opt-{}-{}", game.id, o.id)>
                                {move || i18n::option_text(game.id, o.id, chosen.with(|r| r.get(o.id)), i18n.lang())}
                            </span>
                            // Named by the game's title and the chosen value's words.
                            <select
                                aria-labelledby=format!("title-{} opt-{}-{}", game.id, game.id, o.id)
                                data-option=o.id
                                on:change=move |ev| {
                                    let v = event_target_value(&ev);
                                    chosen.update(|r| {
                                        let mut given: Vec<(&str, String)> = r.values().map(|(s, v)| (s.id, v.to_string())).collect();
                                        if let Some(e) = given.iter_mut().find(|(id, _)| *id == o.id) {
                                            e.1 = v.clone();
                                        }
                                        if let Ok(n) = Ruleset::with_options(game, given.iter().map(|(k, v)| (*k, v.as_str()))) {
                                            *r = n;
                                        }
                                    });
                                }
                            >
                                {o.values
                                    .iter()
                                    .map(|v| view! { <option value=*v selected=*v == o.default>{move || i18n::option_text(game.id, o.id, v, i18n.lang())}</option> })
                                    .collect_view()}
                            </select>
                        </label>
                    }
                })
                .collect_view()}
            <a class="button primary play" href=href data-testid=format!("play-{}", game.id) on:click=move |_| accept()>
                {i18n.t(i18n::PLAY)}
            </a>
            // The same table, with the coached first deal started over.
            <a
                class="learn"
                href=href
                data-testid=format!("learn-{}", game.id)
                on:click=move |_| {
                    super::coach::restart(game.id);
                    accept();
                }
            >
                {i18n.t(super::coach::LEARN)}
            </a>
            // Companion mode: the score sheet of the same game played with real cards.
            {games::COMPANION_GAMES.contains(&game.id).then(|| view! {
                <a class="learn" href=move || format!("{}&{}", href(), crate::records::link::COMPANION_PARAM) data-testid=format!("companion-{}", game.id)>
                    {i18n.t(i18n::COMPANION_LINK)}
                </a>
            })}
        </li>
    }
    .into_any()
}
