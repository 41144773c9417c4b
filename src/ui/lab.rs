//! The balance lab page (`?lab&…`, `play::lab` holds the runs and their statistics): pick a
//! game and a ruleset (and a second to compare), a bot level per seat, a number of games and
//! a seed; the bots' worker plays them chunk by chunk, so the page shows progress and
//! partial results, and a run can be cancelled. The results are drawn as SVG (`ui::chart`),
//! exported as CSV and JSON, and the page's link reproduces the run (the same figures as
//! `torite-cli lab`).

use super::bot_client;
use super::chart::{bar_chart, interval_chart, Bar, Interval};
use super::i18n::{self, use_i18n, Lang};
use super::widgets::json_download_href;
use crate::bots::Level;
use crate::chart::{tick_label, Plot, Scale};
use crate::engine::ruleset::{GameInfo, Ruleset};

use crate::games;
use crate::play::lab::{summarize, to_csv, LabPlan, LabReport, LabRow, LabSpec, LabSummary, RulesetSummary, Side};
use crate::play::service::{LabReply, Request};
use crate::records::link::to_query;
use crate::text::msgs;
use leptos::prelude::*;

msgs! {
    LAB = "Balance lab" / "バランス検証ラボ";
    LAB_INTRO = "Bots play many games of a ruleset, or of two rulesets on the same deals, to show how the seats and the scores come out." / "CPU同士で多数のゲームを遊ばせ、席ごとの有利不利や得点の出方を調べます。2つのルールを同じ配札で比べることもできます。";
    GAME = "Game" / "ゲーム";
    RULESET_A = "Ruleset A" / "ルールA";
    RULESET_B = "Ruleset B" / "ルールB";
    COMPARE = "Compare with a second ruleset" / "2つ目のルールと比べる";
    SEATS = "Bots per seat" / "席ごとのCPU";
    GAMES_N = "Games per ruleset" / "ルールごとのゲーム数";
    SEED = "Seed (each game uses the next one)" / "シード（ゲームごとに1ずつ増やして使用）";
    RUN = "Run" / "実行";
    CANCEL = "Cancel" / "中止";
    CANCELLED = "Cancelled: the results below are of the games played so far." / "中止しました。以下はそれまでに遊んだゲームの結果です。";
    DOWNLOAD_CSV = "Download CSV" / "CSVをダウンロード";
    DOWNLOAD_JSON = "Download JSON" / "JSONをダウンロード";
    RUN_LINK = "Link to this run" / "この実行のリンク";
    SCORE_BY_SEAT = "Score per seat" / "席ごとの得点";
    ADVANTAGE = "Seat advantage: score minus the table's mean, with 95% intervals" / "席の有利さ：得点から卓の平均を引いた値（95%区間つき）";
    WIN_RATE = "Win rate" / "勝率";
    DISTRIBUTION = "Final scores" / "最終得点の分布";
    ENDINGS = "How games end" / "ゲームの終わり方";
    NO_NAME = "(no named result)" / "（区別なし）";
    DEALS_PER_GAME = "Deals per game" / "1ゲームのディール数";
    DIFFERENCE = "B − A, paired by seed" / "B − A（同じシードで比較）";
    MEAN = "Mean" / "平均";
    SEAT = "Seat" / "席";
    BAD_LAB_LINK = "This lab link could not be read; the lab opens with its standard settings. " / "このラボのリンクは読み込めませんでした。標準の設定で開きます。";
    LAB_FAILED = "The run stopped: " / "実行が止まりました：";
    HOME_LINK = "Back to the games" / "ゲーム一覧へ";
}

/// The lab's page, in its own lazily loaded chunk.
#[leptos::wasm_split::wasm_split(deferred_lab, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn lab_page(query: String) -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(view! { <LabPage query=query /> }.into_any())
}

/// A run in progress or done.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Run {
    Idle,
    Running,
    Cancelled,
    Done,
}

fn default_spec() -> LabSpec {
    let game = games::playable().next().expect("a playable game");
    let r = Ruleset::defaults(game);
    LabSpec { a: to_query(&r), b: None, seats: vec![Level::Normal; r.seat_count()], games: 1000, seed: 1 }
}

fn level_name(l: Level, lang: Lang) -> &'static str {
    super::bot_settings::level_msg(l).get(lang)
}

fn seat_label(s: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Seat {}", s + 1),
        Lang::Ja => format!("席{}", s + 1),
    }
}

/// Option pickers for a ruleset (the game's options, each value in words).
fn ruleset_picker(chosen: RwSignal<Ruleset>, label: i18n::Msg, testid: &'static str) -> impl IntoView {
    let i18n = use_i18n();
    move || {
        let game = chosen.with(|r| r.game);
        let pickers = game
            .options
            .iter()
            .map(|o| {
                view! {
                    <label class="lab-option">
                        <select data-option=o.id on:change=move |ev| {
                            let v = event_target_value(&ev);
                            chosen.update(|r| {
                                let given: Vec<(&str, String)> = r.values().map(|(s, x)| (s.id, if s.id == o.id { v.clone() } else { x.to_string() })).collect();
                                if let Ok(n) = Ruleset::with_options(game, given.iter().map(|(k, x)| (*k, x.as_str()))) {
                                    *r = n;
                                }
                            });
                        }>
                            {o.values.iter().map(|v| {
                                let selected = chosen.with_untracked(|r| r.get(o.id) == *v);
                                view! { <option value=*v selected=selected>{move || i18n::option_text(game.id, o.id, v, i18n.lang())}</option> }
                            }).collect_view()}
                        </select>
                    </label>
                }
            })
            .collect_view();
        view! { <fieldset class="lab-ruleset" data-testid=testid><legend>{i18n.t(label)}</legend>{pickers}</fieldset> }
    }
}

#[component]
fn LabPage(query: String) -> impl IntoView {
    let i18n = use_i18n();
    let pairs: Vec<(String, String)> = form_urlencoded::parse(query.trim_start_matches('?').as_bytes()).into_owned().collect();
    let (start, bad) = match LabSpec::from_link(&pairs).and_then(|s| s.plan()) {
        Ok(plan) => (plan, None),
        Err(e) => (default_spec().plan().expect("the standard spec runs"), Some(e)),
    };
    let given_link = pairs.iter().any(|(k, _)| k != "lab");
    let settings = Settings::new(&start);
    let spec = settings.spec();
    let rows = RwSignal::new(Vec::<LabRow>::new());
    let run = RwSignal::new(Run::Idle);
    let ran = RwSignal::new(None::<LabSpec>);
    let failed = RwSignal::new(None::<String>);
    let started_ms = RwSignal::new(0.0);
    let done_games = Memo::new(move |_| rows.with(|r| r.iter().filter(|x| x.ruleset == Side::A).count() as u64));
    let summary = Memo::new(move |_| rows.with(|r| (!r.is_empty()).then(|| summarize(r))));

    let runner = Runner { rows, run, ran, failed, started_ms };
    let a = settings.a;
    view! {
        <main class="lab" data-testid="lab">
            <header class="home-header">
                <h1>{i18n.t(LAB)}</h1>
                <super::table::LanguageToggle />
            </header>
            <p class="note">{i18n.t(LAB_INTRO)}</p>
            {bad.filter(|_| given_link).map(|why| view! { <p class="error" role="alert" data-testid="lab-bad-link">{i18n.t(BAD_LAB_LINK)}{why}</p> })}
            <LabForm settings=settings runner=runner spec=spec />
            <LabProgress runner=runner done_games=done_games />
            {move || summary.get().map(|s| {
                let lang = i18n.lang();
                let game = a.with_untracked(|r| r.game.id);
                view! {
                    {results(&s, lang, game)}
                    <LabExports runner=runner />
                }
            })}
        </main>
    }
}

/// The run's settings as the form holds them: ruleset A (and B, when compared), a bot level
/// per seat, the number of games and the first seed.
#[derive(Clone, Copy)]
struct Settings {
    a: RwSignal<Ruleset>,
    compare: RwSignal<bool>,
    b: RwSignal<Ruleset>,
    seats: RwSignal<Vec<Level>>,
    games_n: RwSignal<u64>,
    seed: RwSignal<u64>,
}

impl Settings {
    fn new(start: &LabPlan) -> Settings {
        let a = RwSignal::new(start.a.clone());
        let compare = RwSignal::new(start.b.is_some());
        let b = RwSignal::new(start.b.clone().unwrap_or_else(|| start.a.clone()));
        let seats = RwSignal::new(start.seats.clone());
        let games_n = RwSignal::new(start.games);
        let seed = RwSignal::new(start.seed);
        // Another game, or another seat count: B and the seats follow A.
        Effect::new(move |_| {
            let ra = a.get();
            if b.with_untracked(|b| b.game.id != ra.game.id || b.seat_count() != ra.seat_count()) {
                b.set(ra.clone());
            }
            let n = ra.seat_count();
            if seats.with_untracked(|s| s.len() != n) {
                seats.update(|s| s.resize(n, Level::Normal));
            }
        });
        Settings { a, compare, b, seats, games_n, seed }
    }

    /// The run the settings ask for.
    fn spec(self) -> Memo<LabSpec> {
        let Settings { a, compare, b, seats, games_n, seed } = self;
        Memo::new(move |_| LabSpec {
            a: to_query(&a.get()),
            b: compare.get().then(|| to_query(&b.get())),
            seats: seats.get(),
            games: games_n.get().clamp(1, 100_000),
            seed: seed.get(),
        })
    }
}

/// The form: the game, ruleset A (and B to compare with), the bots per seat, the number of
/// games and the seed, and the button that runs them (or cancels the run).
#[component]
fn LabForm(settings: Settings, runner: Runner, spec: Memo<LabSpec>) -> impl IntoView {
    let i18n = use_i18n();
    let Settings { a, compare, b, seats, games_n, seed } = settings;
    let run = runner.run;
    let start_run = move |_| runner.start(spec.get_untracked());
    view! {
        <section class="lab-form">
            <GamePicker a=a />
            {ruleset_picker(a, RULESET_A, "lab-a")}
            <label class="check">
                <input type="checkbox" data-testid="lab-compare" prop:checked=move || compare.get() on:change=move |ev| compare.set(event_target_checked(&ev)) />
                {i18n.t(COMPARE)}
            </label>
            <Show when=move || compare.get()>{ruleset_picker(b, RULESET_B, "lab-b")}</Show>
            <SeatPickers seats=seats />
            <label class="lab-field">
                {i18n.t(GAMES_N)}
                <input type="number" min="1" max="100000" step="100" data-testid="lab-games" prop:value=move || games_n.get().to_string()
                    on:change=move |ev| { if let Ok(n) = event_target_value(&ev).parse::<u64>() { games_n.set(n.clamp(1, 100_000)) } } />
            </label>
            <label class="lab-field">
                {i18n.t(SEED)}
                <input type="number" min="0" data-testid="lab-seed" prop:value=move || seed.get().to_string()
                    on:change=move |ev| { if let Ok(n) = event_target_value(&ev).parse::<u64>() { seed.set(n) } } />
            </label>
            <div class="lab-actions">
                <Show when=move || run.get() != Run::Running fallback=move || view! {
                    <button data-testid="lab-cancel" on:click=move |_| run.set(Run::Cancelled)>{i18n.t(CANCEL)}</button>
                }>
                    <button class="primary" data-testid="lab-run" on:click=start_run.clone()>{i18n.t(RUN)}</button>
                </Show>
                <a class="button" href="?">{i18n.t(HOME_LINK)}</a>
            </div>
        </section>
    }
}

/// The game to run: choosing one makes ruleset A its standard rules.
#[component]
fn GamePicker(a: RwSignal<Ruleset>) -> impl IntoView {
    let i18n = use_i18n();
    let game_choice = move |ev: leptos::ev::Event| {
        if let Some(g) = games::by_id(&event_target_value(&ev)).filter(|g| g.is_playable()) {
            a.set(Ruleset::defaults(g));
        }
    };
    view! {
        <label class="lab-field">
            {i18n.t(GAME)}
            <select data-testid="lab-game" on:change=game_choice>
                {games::playable().map(|g: &'static GameInfo| {
                    let selected = a.with_untracked(|r| r.game.id == g.id);
                    view! { <option value=g.id selected=selected>{move || if i18n.lang() == Lang::Ja { g.title_ja } else { g.title_en }}</option> }
                }).collect_view()}
            </select>
        </label>
    }
}

/// A bot level for each seat.
#[component]
fn SeatPickers(seats: RwSignal<Vec<Level>>) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <fieldset class="lab-seats">
            <legend>{i18n.t(SEATS)}</legend>
            {move || (0..seats.with(Vec::len)).map(|s| view! {
                <label class="lab-seat">
                    {move || seat_label(s, i18n.lang())}
                    <select data-testid=format!("lab-seat-{s}") on:change=move |ev| {
                        if let Some(l) = Level::parse(&event_target_value(&ev)) { seats.update(|v| v[s] = l); }
                    }>
                        {[Level::Easy, Level::Normal, Level::Hard].into_iter().map(|l| {
                            let selected = seats.with_untracked(|v| v.get(s) == Some(&l));
                            view! { <option value=l.id() selected=selected>{move || level_name(l, i18n.lang())}</option> }
                        }).collect_view()}
                    </select>
                </label>
            }).collect_view()}
        </fieldset>
    }
}

/// Once a run has started: the games played of the total and their rate, and whether the
/// run was cancelled or stopped.
#[component]
fn LabProgress(runner: Runner, done_games: Memo<u64>) -> impl IntoView {
    let i18n = use_i18n();
    let Runner { run, ran, failed, started_ms, .. } = runner;
    let rate = move || {
        let secs = (crate::play::service::performance_now() - started_ms.get_untracked()) / 1000.0;
        let n = done_games.get();
        if secs > 0.0 && n > 0 { format!(" · {:.0} /s", n as f64 / secs) } else { String::new() }
    };
    let total = move || ran.with(|s| s.as_ref().map_or(0, |s| s.games));
    view! {
        <Show when=move || run.get() != Run::Idle>
            <section class="lab-progress" aria-live="polite">
                <progress data-testid="lab-progress" max=move || total().to_string() value=move || done_games.get().to_string()></progress>
                <p data-testid="lab-count" data-done=move || done_games.get() data-state=move || match run.get() { Run::Running => "running", Run::Done => "done", Run::Cancelled => "cancelled", Run::Idle => "idle" }>
                    {move || i18n::games_of(i18n.lang(), done_games.get(), total())}{rate}
                </p>
                <Show when=move || run.get() == Run::Cancelled><p class="note">{i18n.t(CANCELLED)}</p></Show>
                {move || failed.get().map(|m| view! { <p class="error" role="alert">{i18n.t(LAB_FAILED)}{m}</p> })}
            </section>
        </Show>
    }
}

/// Once the run is not going on: its rows as CSV, its report as JSON, and its link.
#[component]
fn LabExports(runner: Runner) -> impl IntoView {
    let i18n = use_i18n();
    let Runner { rows, run, ran, .. } = runner;
    let csv_href = move || rows.with(|r| format!("data:text/csv;charset=utf-8,{}", js_sys::encode_uri_component(&to_csv(r))));
    let json_href = move || ran.get().map(|sp| json_download_href(&rows.with(|r| LabReport::new(sp, r.clone()).to_json()))).unwrap_or_default();
    let run_link = move || {
        let loc = window().location();
        let base = format!("{}{}", loc.origin().unwrap_or_default(), loc.pathname().unwrap_or_default());
        ran.with(|s| s.as_ref().map(|s| format!("{base}{}", s.to_link())).unwrap_or_default())
    };
    view! {
        <Show when=move || run.get() != Run::Running>
            <div class="lab-exports">
                <a class="button" href=csv_href download="torite-lab.csv" data-testid="lab-csv">{i18n.t(DOWNLOAD_CSV)}</a>
                <a class="button" href=json_href download="torite-lab.json" data-testid="lab-json">{i18n.t(DOWNLOAD_JSON)}</a>
                <label class="lab-field">{i18n.t(RUN_LINK)}<input class="share-url" readonly data-testid="lab-link" prop:value=run_link /></label>
            </div>
        </Show>
    }
}

/// The run's state, which each chunk's reply carries on.
#[derive(Clone, Copy)]
struct Runner {
    rows: RwSignal<Vec<LabRow>>,
    run: RwSignal<Run>,
    ran: RwSignal<Option<LabSpec>>,
    failed: RwSignal<Option<String>>,
    /// When the run started (`performance.now()`, ms), for its rate.
    started_ms: RwSignal<f64>,
}

impl Runner {
    /// Starts a run of `sp` unless it cannot run: the results so far go, the page's link
    /// becomes the run's, and the worker is asked for the first games.
    fn start(self, sp: LabSpec) {
        if sp.plan().is_err() {
            return;
        }
        self.rows.set(Vec::new());
        self.failed.set(None);
        self.ran.set(Some(sp.clone()));
        self.run.set(Run::Running);
        self.started_ms.set(crate::play::service::performance_now());
        if let Some(w) = web_sys::window() {
            let _ = w.history().and_then(|h| h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&sp.to_link())));
        }
        self.chunk(0, 4);
    }

    /// Asks the worker for games `from..from+chunk` of the run, then for the next chunk,
    /// sized to take about a fifth of a second, until the run is done or cancelled.
    fn chunk(self, from: u64, chunk: u64) {
        let Some(spec) = self.ran.get_untracked() else { return };
        if self.run.get_untracked() != Run::Running {
            return;
        }
        if from >= spec.games {
            self.run.set(Run::Done);
            return;
        }
        let count = chunk.min(spec.games - from);
        let t0 = crate::play::service::performance_now();
        bot_client::ask(&Request::Lab { spec, from, count }, move |reply| match reply {
            Ok(LabReply { rows }) => {
                if self.run.get_untracked() != Run::Running {
                    return; // cancelled meanwhile: the games shown stay as they were
                }
                self.rows.update(|r| r.extend(rows));
                let took = (crate::play::service::performance_now() - t0).max(1.0);
                self.chunk(from + count, ((count as f64 * 200.0 / took) as u64).clamp(1, 5000));
            }
            Err(e) => {
                self.failed.set(Some(e.into_message()));
                self.run.set(Run::Cancelled);
            }
        });
    }
}

/// "A" / "B" series: their colour classes and their offset beside a seat's mark.
fn series(side: Side, two: bool) -> (&'static str, f64) {
    match (side, two) {
        (Side::A, false) => ("series-a", 0.0),
        (Side::A, true) => ("series-a", -0.15),
        (Side::B, _) => ("series-b", 0.15),
    }
}

fn percent(x: f64) -> String {
    format!("{:.1}%", x * 100.0)
}

/// A mean with its 95% interval's half-width ("1.07 ±1.44"); the interval itself is the
/// cell's title.
fn with_ci(mean: f64, ci: [f64; 2], f: fn(f64) -> String) -> (String, String) {
    (format!("{} ±{}", f(mean), f((ci[1] - ci[0]) / 2.0)), format!("95%: {} … {}", f(ci[0]), f(ci[1])))
}

/// One figure per seat and ruleset (and B − A), with its interval: `of` reads a seat's
/// summary, `diff` a paired seat; each gives the mean, the interval and the cell's class
/// (the browser tests read `data-value` by it).
fn seat_table(
    s: &LabSummary,
    lang: Lang,
    title: i18n::Msg,
    testid: &'static str,
    of: fn(&crate::play::lab::SeatSummary) -> (f64, [f64; 2], &'static str),
    diff: fn(&crate::play::lab::PairedSeat) -> (f64, [f64; 2], &'static str),
    f: fn(f64) -> String,
) -> impl IntoView {
    let cell = move |(mean, ci, attr): (f64, [f64; 2], &'static str)| {
        let (text, range) = with_ci(mean, ci, f);
        view! { <td class=attr title=range data-value=mean>{text}</td> }
    };
    let rows = (0..s.rulesets[0].seats.len())
        .map(|seat| {
            let cells = s.rulesets.iter().map(|r| cell(of(&r.seats[seat]))).collect_view();
            let d = s.paired.as_ref().map(|p| cell(diff(&p[seat])));
            view! { <tr data-seat=seat><th scope="row">{seat + 1}</th>{cells}{d}</tr> }
        })
        .collect_view();
    let heads = s.rulesets.iter().map(|r| view! { <th scope="col">{if r.ruleset == Side::A { RULESET_A.get(lang) } else { RULESET_B.get(lang) }}</th> }).collect_view();
    let diff_head = s.paired.as_ref().map(|_| view! { <th scope="col">"B − A"</th> });
    view! {
        <h3>{title.get(lang)}</h3>
        // On a phone a table wider than the screen scrolls inside its frame, which shows it.
        <div class="sheet-scroll">
            <table class="scores lab-seats-table" data-testid=testid>
                <thead><tr><th scope="col">{SEAT.get(lang)}</th>{heads}{diff_head}</tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

fn num(x: f64) -> String {
    format!("{x:.2}")
}

/// Everything a summary shows: per seat the score and win rate (with B and the paired
/// difference), the seat advantage, the score distributions, the endings, the deal counts.
fn results(s: &LabSummary, lang: Lang, game: &'static str) -> impl IntoView {
    let two = s.rulesets.len() == 2;
    let n = s.rulesets[0].seats.len();
    let score_table = seat_table(s, lang, SCORE_BY_SEAT, "lab-seats", |x| (x.score.mean, x.score.ci95, "score-mean"), |d| (d.score.mean, d.score.ci95, "score-diff"), num);
    let win_table = seat_table(s, lang, WIN_RATE, "lab-wins", |x| (x.win_rate.mean, x.win_rate.ci95, "win-rate"), |d| (d.win.mean, d.win.ci95, "win-diff"), percent);
    let legend = two.then(|| view! {
        <p class="lab-legend"><span class="key series-a"></span>{RULESET_A.get(lang)}" "<span class="key series-b"></span>{RULESET_B.get(lang)}</p>
    });

    // Seat advantage: a point and whisker per seat and ruleset.
    let marks: Vec<Interval> = s
        .rulesets
        .iter()
        .flat_map(|r| {
            let (class, dx) = series(r.ruleset, two);
            r.seats.iter().map(move |x| Interval { x: x.seat as f64 + dx, mean: x.advantage.mean, lo: x.advantage.ci95[0], hi: x.advantage.ci95[1], class })
        })
        .collect();
    let (lo, hi) = marks.iter().fold((0f64, 0f64), |(lo, hi), m| (lo.min(m.lo), hi.max(m.hi)));
    let adv_plot = Plot { width: 320.0, height: 150.0, margin: [34.0, 8.0, 8.0, 18.0], x: Scale::fixed(-0.5, n as f64 - 0.5, (0..n).map(|i| i as f64).collect()), y: Scale::nice(lo, hi, 4) };
    let adv_label = format!("{}: {}", ADVANTAGE.get(lang), marks.iter().map(|m| num(m.mean)).collect::<Vec<_>>().join(", "));
    let adv = interval_chart(adv_plot, marks, adv_label, "lab-advantage", move |t| Some(seat_label(t as usize, lang)));

    // Final scores per seat: each ruleset's bars side by side within a bin.
    let first = &s.rulesets[0].seats[0].histogram;
    let (start, width, bins) = (first.start as f64, first.width as f64, first.counts.len());
    let dists = (0..n)
        .map(|seat| {
            let bars: Vec<Bar> = s
                .rulesets
                .iter()
                .flat_map(|r| {
                    let (class, _) = series(r.ruleset, two);
                    let games = r.games.max(1) as f64;
                    let (lo_part, hi_part) = match (two, r.ruleset) {
                        (false, _) => (0.05, 0.95),
                        (true, Side::A) => (0.05, 0.5),
                        (true, Side::B) => (0.5, 0.95),
                    };
                    r.seats[seat].histogram.counts.iter().enumerate().map(move |(k, &c)| {
                        let x0 = start + k as f64 * width;
                        Bar { x0: x0 + lo_part * width, x1: x0 + hi_part * width, value: c as f64 / games * 100.0, class }
                    })
                })
                .collect();
            let top = bars.iter().map(|b| b.value).fold(0f64, f64::max);
            let plot = Plot { width: 320.0, height: 110.0, margin: [34.0, 8.0, 6.0, 16.0], x: Scale::nice(start, start + bins as f64 * width, 5), y: Scale::nice(0.0, top.max(1.0), 3) };
            let label = format!("{} · {} (%)", seat_label(seat, lang), DISTRIBUTION.get(lang));
            view! {
                <figure class="lab-chart">
                    <figcaption>{seat_label(seat, lang)}</figcaption>
                    {bar_chart(plot, bars, label, "lab-distribution", |t| Some(tick_label(t)))}
                </figure>
            }
        })
        .collect_view();

    let endings = endings_table(&s.rulesets, lang, game);
    let deals = s
        .rulesets
        .iter()
        .map(|r| {
            let side = if r.ruleset == Side::A { RULESET_A } else { RULESET_B };
            view! { <li data-deals-mean=r.deals.mean>{side.get(lang)}{i18n::COLON.get(lang)}{MEAN.get(lang)}" "{num(r.deals.mean)}" ("{r.deals.min}"–"{r.deals.max}")"</li> }
        })
        .collect_view();
    view! {
        <section class="lab-results" data-testid="lab-results">
            {legend}
            {score_table}
            {win_table}
            <figure class="lab-chart"><figcaption>{ADVANTAGE.get(lang)}</figcaption>{adv}</figure>
            <h3>{DISTRIBUTION.get(lang)}" (%)"</h3>
            <div class="lab-grid">{dists}</div>
            <h3>{ENDINGS.get(lang)}</h3>
            {endings}
            <h3>{DEALS_PER_GAME.get(lang)}</h3>
            <ul class="lab-deals">{deals}</ul>
        </section>
    }
}

/// How many games ended each named way, per ruleset, in the game's own words.
fn endings_table(rulesets: &[RulesetSummary], lang: Lang, game: &'static str) -> impl IntoView {
    let mut names: Vec<String> = Vec::new();
    for r in rulesets {
        for c in &r.results {
            if !names.contains(&c.result) {
                names.push(c.result.clone());
            }
        }
    }
    let rows = names
        .into_iter()
        .map(|name| {
            let words = if name == "none" { NO_NAME.get(lang).to_string() } else { games::result_label(game, &name).map(|m| m.get(lang).to_string()).unwrap_or_else(|| name.clone()) };
            let cells = rulesets
                .iter()
                .map(|r| {
                    let n = r.results.iter().find(|c| c.result == name).map_or(0, |c| c.games);
                    view! { <td data-games=n>{n}" ("{percent(n as f64 / r.games.max(1) as f64)}")"</td> }
                })
                .collect_view();
            view! { <tr data-result=name.clone()><th scope="row">{words}</th>{cells}</tr> }
        })
        .collect_view();
    let heads = rulesets.iter().map(|r| view! { <th scope="col">{if r.ruleset == Side::A { RULESET_A.get(lang) } else { RULESET_B.get(lang) }}</th> }).collect_view();
    view! {
        <div class="sheet-scroll">
            <table class="scores lab-endings" data-testid="lab-endings">
                <thead><tr><th></th>{heads}</tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}
