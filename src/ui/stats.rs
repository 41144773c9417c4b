//! Local statistics: games finished, wins and average score per game, kept in localStorage
//! (`torite.stats`), exported and imported with the saved games as one backup file
//! (`records::backup`).

use super::i18n::{self, use_i18n, Lang};
use super::storage;
use crate::engine::Outcome;
use crate::games;
use super::save;
use crate::records::backup::Backup;
use crate::records::stats::{parse, GameStats, Stats};
use crate::chart::{running_rate, tick_label, Plot, Scale};
use super::chart::{line_chart, Series};
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
        let at = (js_sys::Date::now() / 1000.0) as u64;
        if count_finished(game, seed, scores, outcome, me, at).await.is_err() {
            web_sys::console::error_1(&"statistics: the chunk that counts a finished game could not be loaded".into());
        }
    });
}

#[leptos::wasm_split::wasm_split(deferred_count_finished, wasm_split_path = ::leptos::wasm_split, fallible)]
fn count_finished(game: &'static str, seed: u64, scores: Vec<i32>, outcome: Outcome, me: usize, at: u64) -> Result<(), leptos::wasm_split::SplitLoaderError> {
    let mut s = load();
    if s.count_finished(game, seed, &scores, &outcome, me, at) {
        storage::set(KEY, &serde_json::to_string(&s).unwrap_or_default());
    }
    Ok(())
}

/// Everything this browser keeps for the person in one file: the statistics and every saved,
/// unfinished game.
fn backup_now() -> Backup {
    let saves = games::playable().filter_map(|g| Some((g.id.to_string(), save::saved_text(g.id)?))).collect();
    Backup { stats: load(), saves }
}

/// Writes an imported backup: the statistics replace these (the ones replaced are kept
/// under `torite.stats.before-import`); a saved game is restored unless this browser has
/// another game of it in progress, which is kept (the games kept are returned).
fn restore(b: &Backup) -> Result<Vec<String>, storage::WriteError> {
    if let Some(before) = storage::get(KEY) {
        storage::try_set("torite.stats.before-import", &before)?;
    }
    storage::try_set(KEY, &serde_json::to_string(&b.stats).unwrap_or_default())?;
    let mut kept = Vec::new();
    for (game, text) in &b.saves {
        match save::saved_text(game) {
            Some(here) if here != *text => kept.push(game.clone()),
            _ => save::restore_text(game, text)?,
        }
    }
    Ok(kept)
}

/// What importing a backup came to: the words to show, and the statistics now kept if it
/// was written.
struct Imported {
    said: String,
    stats: Option<Stats>,
}

/// Checks a backup file (every saved game in it is replayed, which needs every game's rules)
/// and writes it. A lazily loaded chunk, fetched when a file is chosen, so the home page's
/// first load carries no game's rules.
#[leptos::wasm_split::wasm_split(deferred_backup_import, wasm_split_path = ::leptos::wasm_split, fallible)]
fn import_backup(text: String, lang: Lang) -> Result<Imported, leptos::wasm_split::SplitLoaderError> {
    let b = match crate::records::backup::parse(&text) {
        Err(e) => return Ok(Imported { said: format!("{}{}", i18n::BACKUP_IMPORT_FAILED.get(lang), e.message(lang)), stats: None }),
        Ok(b) => b,
    };
    let kept = match restore(&b) {
        Err(_) => return Ok(Imported { said: i18n::BACKUP_NOT_WRITTEN.get(lang).to_string(), stats: None }),
        Ok(kept) => kept,
    };
    let titles: Vec<&str> = kept.iter().filter_map(|g| games::by_id(g)).map(|g| if lang == Lang::Ja { g.title_ja } else { g.title_en }).collect();
    let mut said = i18n::backup_imported(lang, b.stats.games.len(), b.saves.len() - kept.len());
    if !titles.is_empty() {
        said.push(' ');
        said.push_str(&i18n::backup_kept(lang, &titles.join(", ")));
    }
    Ok(Imported { said, stats: Some(b.stats) })
}

/// A date as the person's language writes it.
fn local_date(at: u64, lang: Lang) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(at as f64 * 1000.0));
    d.to_locale_date_string(lang.code(), &wasm_bindgen::JsValue::UNDEFINED).into()
}

/// A game's history as two small charts: its score per game and its win rate so far, over
/// the games kept (`HISTORY_KEPT`), with the dates of the first and the last.
fn history_charts(id: String, g: GameStats, lang: Lang) -> impl IntoView {
    let title = games::by_id(&id).map(|g| if lang == Lang::Ja { g.title_ja } else { g.title_en }).unwrap_or("?");
    // A game whose only result is who won has no score to chart.
    let scored = games::by_id(&id).is_none_or(|g| g.scores);
    let n = g.history.len();
    let scores: Vec<(f64, f64)> = g.history.iter().enumerate().map(|(i, f)| ((i + 1) as f64, f.score as f64)).collect();
    let rates: Vec<(f64, f64)> = running_rate(&g.history.iter().map(|f| f.won).collect::<Vec<_>>()).into_iter().enumerate().map(|(i, r)| ((i + 1) as f64, r * 100.0)).collect();
    let (lo, hi) = scores.iter().fold((0f64, 0f64), |(lo, hi), p| (lo.min(p.1), hi.max(p.1)));
    let x = Scale::nice(1.0, n.max(2) as f64, 4);
    let x = Scale { lo: 1.0, hi: x.hi.max(2.0), ticks: x.ticks.into_iter().filter(|t| *t >= 1.0).collect() };
    let plot = |y: Scale| Plot { width: 320.0, height: 112.0, margin: [30.0, 8.0, 6.0, 16.0], x: x.clone(), y };
    let in_range = move |t: f64| (t >= 1.0 && t <= n as f64 && t.fract() == 0.0).then(|| tick_label(t));
    let last = |p: &[(f64, f64)]| p.last().map(|p| tick_label((p.1 * 10.0).round() / 10.0)).unwrap_or_default();
    let score_label = i18n::stats_chart_label(lang, title, i18n::STATS_SCORES.get(lang), n, &tick_label(lo), &tick_label(hi), &last(&scores));
    let rate_lo = rates.iter().map(|p| p.1).fold(100f64, f64::min);
    let rate_hi = rates.iter().map(|p| p.1).fold(0f64, f64::max);
    let rate_label = i18n::stats_chart_label(lang, title, i18n::STATS_WIN_RATE.get(lang), n, &tick_label(rate_lo.round()), &tick_label(rate_hi.round()), &last(&rates));
    let dates = match (g.history.first(), g.history.last()) {
        (Some(a), Some(b)) if local_date(a.at, lang) != local_date(b.at, lang) => format!("{} – {}", local_date(a.at, lang), local_date(b.at, lang)),
        (Some(a), _) => local_date(a.at, lang),
        _ => String::new(),
    };
    view! {
        <figure class="stats-history" data-game=id>
            <figcaption>{title}<span class="dates">{dates}</span></figcaption>
            <div class="stats-charts">
                {scored.then(|| view! {
                    <div>
                        <p class="chart-title">{i18n::STATS_SCORES.get(lang)}</p>
                        {line_chart(plot(Scale::nice(lo, hi, 4)), vec![Series { points: scores, class: "series-a" }], score_label, "stats-scores", in_range)}
                    </div>
                })}
                <div>
                    <p class="chart-title">{i18n::STATS_WIN_RATE.get(lang)}</p>
                    {line_chart(plot(Scale::fixed(0.0, 100.0, vec![0.0, 50.0, 100.0])), vec![Series { points: rates, class: "series-b" }], rate_label, "stats-win-rate", in_range)}
                </div>
            </div>
        </figure>
    }
}

/// The home page's statistics, folded; what they show (tables, charts, the backup) is a
/// lazily loaded chunk, fetched when the fold first opens.
#[component]
pub fn StatsPanel() -> impl IntoView {
    let i18n = use_i18n();
    let opened = RwSignal::new(false);
    view! {
        <details class="stats" data-testid="stats" on:toggle=move |_| opened.set(true)>
            <summary>{i18n.t(i18n::STATISTICS)}</summary>
            <Show when=move || opened.get()>
                <super::widgets::Lazy load=stats_body loading=i18n::LOADING failed=i18n::PART_LOAD_FAILED />
            </Show>
        </details>
    }
}

#[leptos::wasm_split::wasm_split(deferred_stats, wasm_split_path = ::leptos::wasm_split, fallible)]
fn stats_body() -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(view! { <StatsBody /> }.into_any())
}

#[component]
fn StatsBody() -> impl IntoView {
    let i18n = use_i18n();
    let stats = RwSignal::new(load());
    let message = RwSignal::new(None::<String>);
    // Built when the link is about to be followed, so it holds the games saved by then.
    let backup_href = RwSignal::new(String::new());
    let refresh_href = move || {
        let text = backup_now().to_json();
        backup_href.set(super::widgets::json_download_href(&text));
    };
    refresh_href();
    let on_file = move |ev: leptos::ev::Event| {
        use wasm_bindgen::JsCast;
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        input.set_value("");
        leptos::task::spawn_local(async move {
            let lang = i18n.lang();
            let Some(text) = wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|t| t.as_string()) else {
                message.set(Some(i18n::BACKUP_UNREADABLE.get(lang).to_string()));
                return;
            };
            match import_backup(text, lang).await {
                Ok(done) => {
                    if let Some(now) = done.stats {
                        stats.set(now);
                        refresh_href();
                    }
                    message.set(Some(done.said));
                }
                Err(_) => message.set(Some(i18n::BACKUP_IMPORT_FAILED.get(lang).to_string() + i18n::PART_LOAD_FAILED.get(lang))),
            }
        });
    };
    view! {
            <Show
                when=move || stats.with(|s| !s.games.is_empty())
                fallback=move || view! { <p class="note" data-testid="stats-empty">{i18n.t(i18n::STATS_EMPTY)}</p> }
            >
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
                            let scored = games::by_id(&id).is_none_or(|g| g.scores);
                            let avg = if g.played > 0 && scored { crate::engine::score::decimal(g.total_score as f64 / g.played as f64, 1, false) } else { "–".into() };
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
                {move || {
                    let lang = i18n.lang();
                    stats.get().games.into_iter().filter(|(_, g)| !g.history.is_empty()).map(|(id, g)| history_charts(id, g, lang)).collect_view()
                }}
            </Show>
            <p class="note">{i18n.t(i18n::BACKUP_EXPLAIN)}</p>
            <div class="stats-actions">
                <a class="button" href=move || backup_href.get() download="torite-backup.json" data-testid="stats-export" on:pointerdown=move |_| refresh_href() on:focus=move |_| refresh_href()>
                    {i18n.t(i18n::BACKUP_EXPORT)}
                </a>
                <label class="button file-button">
                    {i18n.t(i18n::BACKUP_IMPORT)}
                    <input type="file" accept=".json,application/json" data-testid="stats-import-file" on:change=on_file />
                </label>
            </div>
            <crate::ui::storage::StorageSetting />
            <p role="status" data-testid="stats-message">{move || message.get()}</p>
    }
}
