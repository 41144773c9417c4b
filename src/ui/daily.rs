//! The deal of the day in the app (`play::daily` holds the day, its deal and the history):
//! its card on the home page, and its result at the end of the day's game, kept locally with
//! the par, the streak and a short result to share (a line of text and the challenge link,
//! which opens the same deal and tells nothing of it).

use super::bot_client;
use super::i18n::{self, use_i18n, Lang};
use super::storage;
use super::widgets::Lazy;
use crate::engine::Ruleset;
use crate::play::challenge::Compared;
use crate::play::daily::{self, DayResult, History};
use crate::play::service::{CompareReply, ParReply, Request};
use crate::records::link::to_query;
use crate::text::msgs;
use leptos::prelude::*;
use std::cmp::Ordering;

msgs! {
    TITLE = "Deal of the day" / "今日のディール";
    NOTE = "Today everyone plays the same deal. Par is the strong bot's result from your seat; only your first game counts. A new deal at midnight in Japan." / "今日は全員が同じ配札です。パーは同じ席での強いCPUの結果。記録されるのは最初の1回だけで、日本時間の0時に次のディールになります。";
    PLAY = "Play today's deal" / "今日のディールを遊ぶ";
    AGAIN = "Play it again (not counted)" / "もう一度遊ぶ（記録されません）";
    FIRST_ONLY = "You played this deal before: your first result is the one kept." / "このディールは遊んだことがあります。記録は最初の結果です。";
    WORKING = "Recording your result…" / "結果を記録中…";
    ABOVE = "Better than par!" / "パーより上！";
    LEVEL = "Level with par" / "パーと同じ";
    BELOW = "Below par" / "パーより下";
    SHARE = "Share the result" / "結果をシェア";
    ABOUT = "How it works" / "今日のディールとは";
    ABOUT_HISTORY = "How it works, past days" / "今日のディールとは・これまでの記録";
    BROKEN = "Your deal-of-the-day history could not be read. It was kept aside as it was, and a new one begins." / "今日のディールの記録を読めませんでした。元の記録はそのまま別に保存し、新しく記録を始めます。";
    UNSAVED = "Your result could not be saved in this browser (storage is full or blocked)." / "結果をこのブラウザーに保存できませんでした（保存領域がいっぱいか、使えません）。";
    FAILED = "Your result could not be read: the part of the app that replays games did not start. Reload the page to try again." / "結果を読み取れませんでした。ゲームを再生する部分が起動しませんでした。ページを再読み込みしてください。";
}

const KEY: &str = "torite.daily";
const BROKEN_KEY: &str = "torite.daily.broken";

/// Today's day number on this device's clock.
pub fn today() -> i64 {
    daily::day_at(js_sys::Date::now())
}

/// The history, and whether a saved one could not be read (it is moved aside, kept).
fn load() -> (History, bool) {
    match storage::get(KEY) {
        None => (History::default(), false),
        Some(text) => match History::parse(&text) {
            Ok(h) => (h, false),
            Err(_) => {
                storage::set(BROKEN_KEY, &text);
                storage::remove(KEY);
                (History::default(), true)
            }
        },
    }
}

fn store(h: &History) -> bool {
    storage::try_set(KEY, &h.to_json()).is_ok()
}

fn title(game: &str, lang: Lang) -> &'static str {
    crate::games::by_id(game).map(|g| if lang == Lang::Ja { g.title_ja } else { g.title_en }).unwrap_or_default()
}

fn date_words(date: &str, lang: Lang) -> String {
    let mut p = date.split('-').map(|s| s.parse::<u32>().unwrap_or(0));
    let (y, m, d) = (p.next().unwrap_or(0), p.next().unwrap_or(0), p.next().unwrap_or(0));
    match lang {
        Lang::Ja => format!("{y}年{m}月{d}日"),
        Lang::En => {
            const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
            format!("{d} {} {y}", MONTHS.get(m.saturating_sub(1) as usize).unwrap_or(&""))
        }
    }
}

fn ordinal(place: u8, of: u8, pairs: bool, lang: Lang) -> String {
    match lang {
        Lang::Ja if pairs => format!("{of}組中{place}位"),
        Lang::Ja => format!("{of}人中{place}位"),
        Lang::En => format!("{} of {of}{}", crate::text::ordinal_en(place.into()), if pairs { " pairs" } else { "" }),
    }
}

use super::challenge::points;

fn streak_words(n: u32, lang: Lang) -> String {
    match lang {
        Lang::Ja => format!("{n}日連続"),
        Lang::En => format!("{n} day{} in a row", if n == 1 { "" } else { "s" }),
    }
}

/// "Score: 9 points (2nd of 4)" for `who`.
fn standing(who: i18n::Msg, score: i32, place: u8, of: u8, pairs: bool, lang: Lang) -> String {
    let (open, close) = if lang == Lang::Ja { ("（", "）") } else { (" (", ")") };
    format!("{}{}{}{open}{}{close}", who.get(lang), i18n::COLON.get(lang), points(score, lang), ordinal(place, of, pairs, lang))
}

/// "You: 12 points (1st of 4)".
fn you_line(r: &DayResult, lang: Lang) -> String {
    standing(i18n::YOU, r.score, r.place, r.of, r.pairs, lang)
}

/// "Par: 9 points (2nd of 4)", once the par is known.
fn par_line(r: &DayResult, lang: Lang) -> Option<String> {
    r.par.map(|(score, place)| standing(super::challenge::PAR, score, place, r.of, r.pairs, lang))
}

fn verdict(r: &DayResult) -> Option<i18n::Msg> {
    r.against_par().map(|o| match o {
        Ordering::Greater => ABOVE,
        Ordering::Equal => LEVEL,
        Ordering::Less => BELOW,
    })
}

/// The line people share: no card of the deal in it.
pub fn share_line(r: &DayResult, streak: u32, lang: Lang) -> String {
    let par = r.par.map(|(s, _)| match lang {
        Lang::Ja => format!("・パー{s}点"),
        Lang::En => format!(" · par {s}"),
    });
    let ord = ordinal(r.place, r.of, r.pairs, lang);
    let (head, dot, colon, place) = match lang {
        Lang::Ja => ("トリテ 今日のディール", "・", "：", format!("（{ord}）")),
        Lang::En => ("Torite deal of the day", " · ", ": ", format!(", {ord}")),
    };
    format!(
        "{head} {}{dot}{}{colon}{}{place}{}{dot}{}",
        r.date,
        title(&r.game, lang),
        points(r.score, lang),
        par.unwrap_or_default(),
        streak_words(streak, lang)
    )
}

/// The address a shared result opens: the challenge with the person's game (the same deal,
/// their result to beat), or the day's table.
fn share_url(r: &DayResult, rules: &Ruleset) -> String {
    match &r.challenge {
        Some(c) => super::challenge::challenge_url(rules, c),
        None => super::share::table_url(rules),
    }
}

/// A day's result: the person's, the par, the verdict, the streak, and the share button.
#[component]
fn ResultView(result: Signal<Option<DayResult>>, rules: Ruleset, streak: Signal<u32>) -> impl IntoView {
    let i18n = use_i18n();
    let shared = RwSignal::new(None::<&'static str>);
    let share = move |_| {
        let Some(r) = result.get_untracked() else { return };
        let (text, url) = (share_line(&r, streak.get_untracked(), i18n.lang()), share_url(&r, &rules));
        super::share::show_outcome(super::share::share_result(&text, &url), shared);
    };
    move || {
        result.get().map(|r| {
            let par = r.par;
            view! {
                <div class="daily-result" data-testid="daily-result" data-score=r.score data-place=r.place data-par=par.map(|p| p.0)>
                    <p class="daily-you">{let r = r.clone(); move || you_line(&r, i18n.lang())}</p>
                    {match par {
                        Some(_) => {
                            let (r2, v) = (r.clone(), verdict(&r));
                            view! {
                                <p class="daily-par" data-testid="daily-par">{move || par_line(&r2, i18n.lang())}</p>
                                <p class="daily-verdict">{v.map(|v| i18n.t(v))}</p>
                            }
                            .into_any()
                        }
                        None => view! { <p class="note" data-testid="daily-par-working">{i18n.t(super::challenge::PAR_WORKING)}</p> }.into_any(),
                    }}
                    <p class="daily-streak" data-testid="daily-streak" data-streak=move || streak.get()>{move || streak_words(streak.get(), i18n.lang())}</p>
                    <button class="primary" data-testid="daily-share" on:click=share.clone()>{i18n.t(SHARE)}</button>
                    <p class="share-result" role="status" data-testid="daily-share-result">
                        {move || match shared.get() {
                            Some("copied") => i18n::COPIED.get(i18n.lang()),
                            Some(_) => i18n::SHARED.get(i18n.lang()),
                            None => "",
                        }}
                    </p>
                </div>
            }
        })
    }
}

/// The home page's card: today's game, and its Play button or, once played, the result.
#[component]
pub fn DailyCard() -> impl IntoView {
    let i18n = use_i18n();
    let day = today();
    let rules = daily::rules_of(day);
    let date = daily::date_of(day);
    let (history, broken) = load();
    let game = rules.game;
    let href = to_query(&rules);
    let accepted = use_context::<super::AcceptedLinks>();
    let accept = {
        let href = href.clone();
        move |_| {
            if let Some(a) = accepted {
                a.0.update(|v| v.push(href.trim_start_matches('?').to_string()));
            }
        }
    };
    let streak = history.streak(day);
    let result = history.on(&date).cloned();
    let played = result.is_some();
    let past: Vec<DayResult> = history.0.iter().rev().filter(|r| r.date != date).take(7).cloned().collect();
    let d = date.clone();
    view! {
        <section class="daily" data-testid="daily" data-date=date.clone() data-game=game.id data-seed=rules.seed.unwrap_or_default()>
            <h2>{i18n.t(TITLE)}<span class="daily-date">{move || date_words(&d, i18n.lang())}</span></h2>
            <p class="daily-game">
                <span class="game-title">{move || if i18n.lang() == Lang::Ja { game.title_ja } else { game.title_en }}</span>
                <span class="game-line">{move || crate::games::line(game.id).map(|l| l.get(i18n.lang()))}</span>
            </p>
            {if played {
                view! {
                    <ResultView result=Signal::stored(result) rules=rules.clone() streak=Signal::stored(streak) />
                    <a class="learn" href=href.clone() data-testid="daily-again" on:click=accept.clone()>{i18n.t(AGAIN)}</a>
                }
                .into_any()
            } else {
                view! {
                    <a class="button primary daily-play" href=href.clone() data-testid="daily-play" aria-label=move || PLAY.get(i18n.lang()) on:click=accept.clone()>
                        {i18n.t(i18n::PLAY)}
                    </a>
                    {(streak > 0).then(|| view! { <p class="daily-streak" data-testid="daily-streak" data-streak=streak>{move || streak_words(streak, i18n.lang())}</p> })}
                }
                .into_any()
            }}
            {broken.then(|| view! { <p class="error" role="alert" data-testid="daily-broken">{i18n.t(BROKEN)}</p> })}
            <details class="daily-history">
                <summary>{i18n.t(if past.is_empty() { ABOUT } else { ABOUT_HISTORY })}</summary>
                <p class="note">{i18n.t(NOTE)}</p>
                {(!past.is_empty()).then(|| view! {
                    <ul>
                        {past.into_iter().map(|r| view! {
                            <li data-date=r.date.clone()>
                                {r.date.clone()}" · "{let g = r.game.clone(); move || title(&g, i18n.lang())}" · "
                                {let r2 = r.clone(); move || you_line(&r2, i18n.lang())}
                                {let r3 = r.clone(); move || par_line(&r3, i18n.lang()).map(|p| format!(" · {p}"))}
                            </li>
                        }).collect_view()}
                    </ul>
                })}
            </details>
        </section>
    }
}

/// On a game-over sheet, when the game was a day's deal: its result, recorded the first time.
/// Whether it was is decided in a lazily loaded chunk (a game link carries none of this).
#[component]
pub fn DailyAtEnd() -> impl IntoView {
    let Some(deal) = use_context::<super::fairness::FairDeal>() else { return ().into_any() };
    let Some(rules) = use_context::<super::challenge::TableRules>().map(|r| r.0.with_seed(Some(deal.seed.get_untracked()))) else {
        return ().into_any();
    };
    let record = deal.record.get_untracked();
    view! { <Lazy load=move || result_at_end(rules.clone(), record.clone()) loading=QUIET failed=i18n::PART_LOAD_FAILED /> }.into_any()
}

/// Nothing to say while the chunk loads: most games are not the day's deal.
const QUIET: i18n::Msg = i18n::Msg { en: "", ja: "" };

#[leptos::wasm_split::wasm_split(deferred_daily_result, wasm_split_path = ::leptos::wasm_split, fallible)]
fn result_at_end(rules: Ruleset, record: String) -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(match daily::which_day(&rules, today()) {
        Some(day) => view! { <DailyResult day=day rules=rules record=record /> }.into_any(),
        None => ().into_any(),
    })
}

#[component]
fn DailyResult(day: i64, rules: Ruleset, record: String) -> impl IntoView {
    let i18n = use_i18n();
    let date = daily::date_of(day);
    let (history, broken) = load();
    let earlier = history.on(&date).cloned();
    // This game's sheet shown again (reopened) is still the game that set the result.
    let mark = daily::record_mark(&record);
    let this_game = earlier.as_ref().is_some_and(|r| r.record.as_deref() == Some(mark.as_str()));
    let first = earlier.is_none() || this_game;
    let recorded = earlier.is_some();
    let result = RwSignal::new(earlier);
    let streak = RwSignal::new(history.streak(today()));
    let problem = RwSignal::new(if broken { Some(BROKEN) } else { None });
    let query = to_query(&rules);
    let players: Vec<String> = crate::records::record::parse(&record).map(|r| r.seats.iter().map(|s| s.player.clone()).collect()).unwrap_or_default();
    // The par, for a result that has none yet (also one recorded before the par came).
    let ask_par = {
        let (query, date) = (query.clone(), date.clone());
        move |players: Vec<String>| {
            let date = date.clone();
            let at = players.iter().position(|p| p == crate::play::session::PERSON).unwrap_or(0);
            bot_client::ask(&Request::Par { query: query.clone(), players }, move |reply| {
                let Ok(ParReply { par }) = reply else { return };
                let Some(mine) = result.get_untracked() else { return };
                let got = (par.scores.get(at).copied().unwrap_or(0), par.places.get(at).copied().unwrap_or(0));
                let (mut h, _) = load();
                h.complete(&date, Some(got), None);
                if !store(&h) {
                    problem.set(Some(UNSAVED));
                }
                result.set(Some(DayResult { par: mine.par.or(Some(got)), ..mine }));
            });
        }
    };
    if !recorded {
        let lang = i18n.0.get_untracked();
        let name = super::challenge::name_or_default(&super::challenge::stored_name(), lang);
        let req = Request::CompareChallenge { query: query.clone(), challenge: None, record: record.clone(), name };
        let (date, game) = (date.clone(), rules.game.id.to_string());
        let ask_par = ask_par.clone();
        bot_client::ask(&req, move |reply| match reply {
            Ok(CompareReply { compared: Compared { players, yours, link, .. } }) => {
                let at = players.iter().position(|p| p == crate::play::session::PERSON).unwrap_or(0);
                let r = DayResult {
                    date: date.clone(),
                    game: game.clone(),
                    score: yours.scores.get(at).copied().unwrap_or(0),
                    place: yours.places.get(at).copied().unwrap_or(0),
                    of: if yours.sides == 0 { players.len() as u8 } else { yours.sides },
                    pairs: yours.sides != 0 && (yours.sides as usize) < players.len(),
                    par: None,
                    challenge: link,
                    record: Some(mark.clone()),
                };
                let (mut h, _) = load();
                h.record(r.clone());
                if !store(&h) {
                    problem.set(Some(UNSAVED));
                }
                streak.set(h.streak(today()));
                result.set(Some(r));
                ask_par(players);
            }
            Err(_) => problem.set(Some(FAILED)),
        });
    } else if result.with_untracked(|r| r.as_ref().is_some_and(|r| r.par.is_none())) {
        ask_par(players);
    }
    view! {
        <section class="daily daily-end" data-testid="daily-end" data-first=first.to_string()>
            <h2>{i18n.t(TITLE)}<span class="daily-date">{let d = date.clone(); move || date_words(&d, i18n.lang())}</span></h2>
            {(!first).then(|| view! { <p class="note" data-testid="daily-first-only">{i18n.t(FIRST_ONLY)}</p> })}
            <Show when=move || result.with(Option::is_none) && problem.with(Option::is_none)>
                <p class="note">{i18n.t(WORKING)}</p>
            </Show>
            <ResultView result=result.into() rules=rules.clone() streak=streak.into() />
            {move || problem.get().map(|m| view! { <p class="error" role="alert" data-testid="daily-problem">{i18n.t(m)}</p> })}
        </section>
    }
}
