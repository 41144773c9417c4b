//! Local statistics: games finished, wins and average score per game, kept in localStorage
//! (`torite.stats`), exported and imported as JSON.

use super::i18n::{self, use_i18n, Lang};
use super::storage;
use crate::engine::Outcome;
use crate::games;
use crate::records::stats::{parse, Stats};
use leptos::prelude::*;

const KEY: &str = "torite.stats";

pub fn load() -> Stats {
    storage::get(KEY).and_then(|t| parse(&t).ok()).unwrap_or_else(Stats::new)
}

/// Counts a finished game once: the person is seat `me`; a win is what `outcome` says.
/// The counting (reading, checking and writing the statistics) is a lazily loaded chunk,
/// fetched when a game first ends, so a table's first load does not carry it.
pub fn record_finished(game: &'static str, seed: u64, scores: Vec<i32>, outcome: Outcome, me: usize) {
    leptos::task::spawn_local(async move {
        if count_finished(game, seed, scores, outcome, me).await.is_err() {
            web_sys::console::error_1(&"statistics: the chunk that counts a finished game could not be loaded".into());
        }
    });
}

#[leptos::wasm_split::wasm_split(deferred_count_finished, wasm_split_path = ::leptos::wasm_split, fallible)]
fn count_finished(game: &'static str, seed: u64, scores: Vec<i32>, outcome: Outcome, me: usize) -> Result<(), leptos::wasm_split::SplitLoaderError> {
    let mut s = load();
    if s.count_finished(game, seed, &scores, &outcome, me) {
        storage::set(KEY, &serde_json::to_string(&s).unwrap_or_default());
    }
    Ok(())
}

#[component]
pub fn StatsPanel() -> impl IntoView {
    let i18n = use_i18n();
    let stats = RwSignal::new(load());
    let import_text = RwSignal::new(String::new());
    let message = RwSignal::new(None::<String>);
    let export_href = move || {
        let text = serde_json::to_string_pretty(&stats.get()).unwrap_or_default();
        format!("data:application/json;charset=utf-8,{}", percent_encoding::utf8_percent_encode(&text, percent_encoding::NON_ALPHANUMERIC))
    };
    let import = move |_| match parse(&import_text.get_untracked()) {
        Ok(s) => {
            storage::set(KEY, &serde_json::to_string(&s).unwrap_or_default());
            stats.set(s);
            message.set(Some(i18n::STATS_IMPORTED.get(i18n.lang()).to_string()));
        }
        Err(e) => message.set(Some(format!("{}{}", i18n::STATS_IMPORT_FAILED.get(i18n.lang()), e.message(i18n.lang())))),
    };
    view! {
        <details class="stats" data-testid="stats">
            <summary>{i18n.t(i18n::STATISTICS)}</summary>
            <table class="scores">
                <thead>
                    <tr>
                        <th></th>
                        <th scope="col">{i18n.t(i18n::STATS_PLAYED)}</th>
                        <th scope="col">{i18n.t(i18n::STATS_WINS)}</th>
                        <th scope="col">{i18n.t(i18n::STATS_AVERAGE)}</th>
                    </tr>
                </thead>
                <tbody>
                    {move || stats.get().games.into_iter().map(|(id, g)| {
                        let title = games::by_id(&id).map(|g| (g.title_en, g.title_ja));
                        let avg = if g.played > 0 { crate::engine::score::decimal(g.total_score as f64 / g.played as f64, 1, false) } else { "–".into() };
                        view! {
                            <tr data-game=id.clone()>
                                <th scope="row">{move || title.map(|t| if i18n.lang() == Lang::Ja { t.1 } else { t.0 }).unwrap_or("?")}</th>
                                <td data-played=g.played>{g.played}</td>
                                <td data-wins=g.wins>{g.wins}</td>
                                <td>{avg}</td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
            <div class="stats-actions">
                <a class="button" href=export_href download="torite-stats.json" data-testid="stats-export">{i18n.t(i18n::STATS_EXPORT)}</a>
            </div>
            <label class="stats-import">
                {i18n.t(i18n::STATS_IMPORT_LABEL)}
                <textarea rows="3" data-testid="stats-import-text" on:input=move |ev| import_text.set(event_target_value(&ev))></textarea>
            </label>
            <button data-testid="stats-import" on:click=import>{i18n.t(i18n::STATS_IMPORT)}</button>
            <p role="status" data-testid="stats-message">{move || message.get()}</p>
        </details>
    }
}
