//! The home page: the games in progress, the deal of the day, and every game as a row
//! (filtered by player count) that opens its own sheet of options, rules and the rest.

use super::i18n::{self, use_i18n, Lang};
use super::table::LanguageToggle;
use crate::engine::{GameInfo, Ruleset};
use crate::games;
use crate::records::link::to_query;
use crate::text::msgs;
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

msgs! {
    FILTER = "Games for how many players" / "遊ぶ人数で絞り込む";
    ALL = "All" / "すべて";
    ABANDON = "Abandon" / "やめる";
    ABANDONED = "Abandoned." / "やめました。";
    UNDO = "Undo" / "元に戻す";
    MORE = "Options, rules, learn" / "オプション・ルール・練習";
}

/// The player-count filter's choices: 0 is every game, 7 stands for 7 or more.
const COUNTS: [u8; 7] = [0, 2, 3, 4, 5, 6, 7];

fn allows(game: &GameInfo, count: u8) -> bool {
    match count {
        0 => true,
        7 => game.players.iter().any(|&p| p >= 7),
        n => game.players.contains(&n),
    }
}

/// A filter chip's text ("All", "2" … "7+") and its name for screen readers ("2 players").
fn count_label(count: u8, lang: Lang) -> (String, String) {
    match (count, lang) {
        (0, _) => (ALL.get(lang).to_string(), ALL.get(lang).to_string()),
        (7, Lang::Ja) => ("7+".into(), "7人以上".into()),
        (7, Lang::En) => ("7+".into(), "7 or more players".into()),
        (n, Lang::Ja) => (n.to_string(), format!("{n}人")),
        (n, Lang::En) => (n.to_string(), format!("{n} players")),
    }
}

/// "Deal 2 · You 12 (2nd)" / "第2ディール・あなた 12点（2位）".
fn where_words(s: &super::save::SavedGame, lang: Lang) -> String {
    let unit = crate::records::messages::unit_word(games::companion_unit(s.game.id), lang);
    let deal = match lang {
        Lang::Ja => format!("第{}{unit}", s.deal),
        Lang::En => format!("{unit} {}", s.deal),
    };
    match (s.standing, lang) {
        (None, _) => deal,
        (Some((score, place)), Lang::Ja) => format!("{deal}・あなた {score}点（{place}位）"),
        (Some((score, place)), Lang::En) => format!("{deal} · You {score} ({})", crate::text::ordinal_en(place)),
    }
}

#[component]
fn Home() -> impl IntoView {
    let i18n = use_i18n();
    let filter = RwSignal::new(0u8);
    view! {
        <main class="home">
            <header class="home-header">
                <h1>{i18n.t(i18n::APP_NAME)}<span class="logo-sub">" "{i18n.t(i18n::APP_NAME_OTHER)}</span></h1>
                <LanguageToggle />
            </header>
            <p class="tagline">{i18n.t(i18n::TAGLINE)}</p>
            <ContinueList />
            <super::daily::DailyCard />
            <div class="games-head">
                <h2 id="games-heading">{i18n.t(i18n::GAMES)}</h2>
                <div class="player-filter" role="group" aria-label=move || FILTER.get(i18n.lang())>
                    {COUNTS.iter().map(|&c| view! {
                        <button
                            class="chip"
                            data-testid=format!("filter-{c}")
                            aria-pressed=move || (filter.get() == c).to_string()
                            aria-label=move || count_label(c, i18n.lang()).1
                            on:click=move |_| filter.set(c)
                        >
                            {move || count_label(c, i18n.lang()).0}
                        </button>
                    }).collect_view()}
                </div>
            </div>
            <ul class="game-list" aria-labelledby="games-heading">
                {games::all().map(|g| view! { <GameEntry game=g shown=Signal::derive(move || allows(g, filter.get())) /> }).collect_view()}
            </ul>
            <super::stats::StatsPanel />
            <p class="home-tools">
                <a class="button" href="?lab" data-testid="lab-link">{i18n.t(i18n::LAB_LINK)}</a>
                " "{i18n.t(i18n::LAB_LINK_NOTE)}
            </p>
        </main>
    }
}

/// Saved, unfinished games at the top: where each stands, one tap to resume, and a way to
/// abandon one (with an undo while the page is open).
#[component]
fn ContinueList() -> impl IntoView {
    let i18n = use_i18n();
    let saved = super::save::saved_games();
    (!saved.is_empty()).then(|| view! {
        <section class="continue">
            <h2>{i18n.t(i18n::CONTINUE)}</h2>
            <ul class="continue-list">
                {saved.into_iter().map(|s| {
                    let g = s.game;
                    let title = move || if i18n.lang() == Lang::Ja { g.title_ja } else { g.title_en };
                    let abandoned = RwSignal::new(None::<String>);
                    let where_ = s.clone();
                    view! {
                        <li data-game=g.id>
                            <Show
                                when=move || abandoned.with(Option::is_none)
                                fallback=move || view! {
                                    <span class="continue-gone">{title}" · "{i18n.t(ABANDONED)}</span>
                                    <button data-testid=format!("undo-abandon-{}", g.id) on:click=move |_| {
                                        if let Some(text) = abandoned.get_untracked() {
                                            if super::save::restore_text(g.id, &text).is_ok() {
                                                abandoned.set(None);
                                            }
                                        }
                                    }>{i18n.t(UNDO)}</button>
                                }
                            >
                                <a class="continue-link" href=s.href.clone() data-testid=format!("continue-{}", g.id)>
                                    <span class="game-title">{title}</span>
                                    <span class="continue-where" data-testid=format!("where-{}", g.id)>{let w = where_.clone(); move || where_words(&w, i18n.lang())}</span>
                                </a>
                                <button
                                    class="abandon"
                                    data-testid=format!("abandon-{}", g.id)
                                    aria-label=move || format!("{} · {}", title(), ABANDON.get(i18n.lang()))
                                    on:click=move |_| abandoned.set(super::save::abandon(g.id))
                                >
                                    {i18n.t(ABANDON)}
                                </button>
                            </Show>
                        </li>
                    }
                }).collect_view()}
            </ul>
        </section>
    })
}

#[component]
fn GameEntry(game: &'static GameInfo, shown: Signal<bool>) -> impl IntoView {
    let i18n = use_i18n();
    let title = move || if i18n.lang() == Lang::Ja { game.title_ja } else { game.title_en };
    let other_title = move || if i18n.lang() == Lang::Ja { game.title_en } else { game.title_ja };
    if !game.is_playable() {
        return view! {
            <li class="game coming" data-game=game.id hidden=move || !shown.get()>
                <span class="game-title">{title}</span>
                <span class="game-sub">{other_title}" · "{move || if i18n.lang() == Lang::Ja { game.designer_ja } else { game.designer_en }}</span>
                <span class="badge">{i18n.t(i18n::COMING_SOON)}</span>
            </li>
        }
        .into_any();
    }
    // Chosen option values; the Play link carries the ones that differ from the defaults.
    let chosen = RwSignal::new(Ruleset::defaults(game));
    let href = move || chosen.with(to_query);
    let accept_link = accepter();
    let accept = move || accept_link(&href());
    // The sheet's contents are loaded when it first opens.
    let opened = RwSignal::new(false);
    // A row per game: its name, players, designer and one line; a tap opens its own sheet
    // (options, the coached first deal, the companion score sheet, the rules). Play is on
    // the row, with the options chosen in the sheet.
    view! {
        <li class="game playable" data-game=game.id hidden=move || !shown.get()>
            <details class="game-sheet" data-testid=format!("sheet-{}", game.id) on:toggle=move |_| opened.set(true)>
                <summary>
                    <span class="game-title" id=format!("title-{}", game.id)>{title}</span>
                    <span class="game-meta">
                        {move || i18n::players_count(i18n.lang(), game.players)}" · "
                        {move || if i18n.lang() == Lang::Ja { game.designer_ja } else { game.designer_en }}
                    </span>
                    <span class="game-line" data-testid=format!("line-{}", game.id)>{move || games::line(game.id).map(|l| l.get(i18n.lang()))}</span>
                    <span class="sr-only">{i18n.t(MORE)}</span>
                </summary>
                <Show when=move || opened.get()>
                    <super::widgets::Lazy load=move || game_sheet(game, chosen) loading=i18n::LOADING failed=i18n::PART_LOAD_FAILED />
                </Show>
            </details>
            <a class="button primary play" href=href data-testid=format!("play-{}", game.id) on:click=move |_| accept()>
                {i18n.t(i18n::PLAY)}
            </a>
        </li>
    }
    .into_any()
}

/// Marks a link as accepted: options chosen on the home page need no second look before the
/// game starts. (The context is read when the component is built, not in the click.)
fn accepter() -> impl Fn(&str) + Copy {
    let accepted = use_context::<super::AcceptedLinks>();
    move |href: &str| {
        if let Some(a) = accepted {
            a.0.update(|v| v.push(href.trim_start_matches('?').to_string()));
        }
    }
}

/// A game's own sheet on the home page: its options (they change the row's Play link), the
/// coached first deal, the companion score sheet and the rules. A lazily loaded chunk: the
/// home page's first screen needs none of it.
#[leptos::wasm_split::wasm_split(deferred_game_sheet, wasm_split_path = ::leptos::wasm_split, fallible)]
fn game_sheet(game: &'static GameInfo, chosen: RwSignal<Ruleset>) -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(view! { <GameSheet game=game chosen=chosen /> }.into_any())
}

#[component]
fn GameSheet(game: &'static GameInfo, chosen: RwSignal<Ruleset>) -> impl IntoView {
    let i18n = use_i18n();
    let other_title = move || if i18n.lang() == Lang::Ja { game.title_en } else { game.title_ja };
    let href = move || chosen.with(to_query);
    let accept_link = accepter();
    let accept = move || accept_link(&href());
    let options = game
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
        .collect_view();
    view! {
        <div class="game-more">
            <span class="game-sub">{other_title}" · "{move || if i18n.lang() == Lang::Ja { game.designer_ja } else { game.designer_en }}</span>
            {options}
            <div class="game-links">
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
                <super::table::RulesButton game=game.id />
            </div>
        </div>
    }
}
