//! Challenge links in the app (`play::challenge` holds the format and the checks): the
//! challenge's intro before its table, the seats it fixes, the "challenge a friend" part of
//! the share sheet at the end of a game, and the comparison at the end of a challenge's
//! game (every game in it deal by deal, the person's, and the hard bot's par), with the
//! link that passes it on. Reading and checking a challenge replays whole games, which
//! needs every game's rules: the bots' worker does it (`play::service`), so the page's own
//! chunks carry none of it.

use super::bot_client;
use super::i18n::{self, use_i18n, Lang};
use super::share::{table_url, LinkShare};
use super::storage;
use super::widgets::Lazy;
use crate::engine::{Ruleset, Seat};
use crate::play::challenge::{Compared, Played};
use crate::play::service::{ChallengeReply, CompareReply, ParReply, ReplyError, Request};
use crate::records::link::{to_query, CHALLENGE_PARAM};
use crate::text::msgs;
use leptos::prelude::*;

msgs! {
    READING = "Reading the challenge…" / "チャレンジを読み込み中…";
    TITLE = "Challenge" / "チャレンジ";
    INTRO = "Play the same deals from the same seat against the same bots. At the end you see every game deal by deal, with the strong bot's score from that seat as par." / "同じ席で、同じ配札を、同じCPU相手に遊びます。最後に各ゲームをディールごとに並べ、同じ席での強いCPUの得点（パー）も示します。";
    BOTS = "Bots" / "CPU";
    PLAY_WITHOUT = "Play this game without the challenge" / "チャレンジなしでこのゲームを遊ぶ";
    UNAVAILABLE = "The challenge cannot be checked: the part of the app that replays games did not start. Reload the page to try again." / "チャレンジを確認できません。ゲームを再生する部分が起動しませんでした。ページを再読み込みしてください。";
    CHALLENGE_FRIEND = "Challenge a friend" / "友だちに挑戦する";
    CHALLENGE_EXPLAIN = "A link to the same deals, with your result to beat." / "同じ配札と、あなたの結果が入ったリンクです。";
    YOUR_NAME = "Your name" / "あなたの名前";
    MAKE_LINK = "Make the challenge link" / "チャレンジのリンクを作る";
    CHALLENGE_LINK = "Challenge link" / "チャレンジのリンク";
    RESULTS = "Challenge results" / "チャレンジの結果";
    TOTAL = "Total" / "合計";
    PLACE = "Place" / "順位";
    PAR = "Par" / "パー";
    PAR_NOTE = "Par: the strong bot's score from the same seat, against the same bots." / "パー：同じ席・同じCPU相手での強いCPUの得点。";
    PAR_WORKING = "The strong bot is playing your seat…" / "強いCPUがあなたの席で対局中…";
    PASS_ON = "Pass it on: a link with every game so far, yours included." / "次の人へ：ここまでの全ゲーム（あなたの分も）が入ったリンクです。";
    FULL = "This challenge is full: no more games can be added." / "このチャレンジは満員で、これ以上ゲームを加えられません。";
    ANONYMOUS = "Player" / "プレイヤー";
}

const NAME_KEY: &str = "torite.player-name";

/// The challenge a table plays, once its intro was accepted: its `challenge=` value and the
/// seats it fixes. Screens read it for their seats; the comparison for the games to beat.
#[derive(Clone, Debug, PartialEq)]
pub struct Active {
    pub rules: Ruleset,
    pub text: String,
    pub players: Vec<String>,
    pub played: Vec<Played>,
}

/// The slot a challenge's table finds it in (absent at ordinary tables).
#[derive(Clone, Copy)]
pub struct ActiveChallenge(pub RwSignal<Option<Active>>);

/// The seats a new game at this table gets, if a challenge fixes them.
pub fn fixed_players(rules: &Ruleset) -> Option<Vec<String>> {
    let slot = use_context::<ActiveChallenge>()?;
    slot.0.with_untracked(|a| a.as_ref().filter(|a| a.rules == *rules).map(|a| a.players.clone()))
}

pub(crate) fn stored_name() -> String {
    storage::get(NAME_KEY).unwrap_or_default()
}

pub(crate) fn name_or_default(name: &str, lang: Lang) -> String {
    let n = crate::play::challenge::clean_name(name);
    if n.is_empty() {
        ANONYMOUS.get(lang).to_string()
    } else {
        n
    }
}

/// The seat's place in a played game: "2/4", 「2位/4人」; in a partnership game among the
/// teams, "1/2", 「1位/2組」.
fn place_text(p: &Played, seat: usize, players: usize, lang: Lang) -> String {
    let place = p.places.get(seat).copied().unwrap_or(0);
    let of = if p.sides == 0 { players } else { p.sides as usize };
    match lang {
        Lang::En => format!("{place}/{of}"),
        Lang::Ja if of < players => format!("{place}位/{of}組"),
        Lang::Ja => format!("{place}位/{of}人"),
    }
}

fn challenges_you(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{name} challenges you"),
        Lang::Ja => format!("{name}さんからの挑戦"),
    }
}

fn refused_text(error: ReplyError, lang: Lang) -> String {
    match error {
        ReplyError::Refused(error) => error.message(lang),
        ReplyError::Failed(_) => UNAVAILABLE.get(lang).to_string(),
    }
}

#[derive(Clone)]
enum Stage {
    Reading,
    Refused(ReplyError),
    Ready(Active),
    Started,
}

/// A challenge link: read and checked by the worker, then its intro, then its table.
#[component]
pub fn ChallengeTable(rules: Ruleset, text: String) -> impl IntoView {
    let i18n = use_i18n();
    let stage = RwSignal::new(Stage::Reading);
    let slot = ActiveChallenge(RwSignal::new(None));
    provide_context(slot);
    {
        let (rules, text) = (rules.clone(), text.clone());
        bot_client::ask(&Request::OpenChallenge { query: to_query(&rules), challenge: text.clone() }, move |reply| {
            stage.set(match reply {
                Ok(ChallengeReply { players, played }) => Stage::Ready(Active { rules, text, players, played }),
                Err(e) => Stage::Refused(e),
            })
        });
    }
    let game = rules.game;
    let title = move || if i18n.lang() == Lang::Ja { game.title_ja } else { game.title_en };
    let without = to_query(&rules.clone().with_seed(None));
    move || match stage.get() {
        Stage::Reading => view! { <main class="intro challenge-intro"><p class="note" data-testid="challenge-reading">{i18n.t(READING)}</p></main> }.into_any(),
        Stage::Refused(reply) => view! {
            <main class="bad-link" data-testid="challenge-refused">
                <header class="home-header"><h1>{i18n.t(i18n::APP_NAME)}</h1><super::table::LanguageToggle /></header>
                <section class="error-box" role="alert">
                    <h2>{i18n.t(TITLE)}" · "{title}</h2>
                    <p data-testid="challenge-refused-reason">{move || refused_text(reply.clone(), i18n.lang())}</p>
                    <a class="button primary" href=without.clone()>{i18n.t(PLAY_WITHOUT)}</a>
                    <a class="button" href="?">{i18n.t(i18n::HOME)}</a>
                </section>
            </main>
        }
        .into_any(),
        Stage::Ready(active) => intro(active, slot, stage, title).into_any(),
        Stage::Started => view! { <super::tables::GameTable rules=rules.clone() /> }.into_any(),
    }
}

/// What a challenge holds, before its table: who played it and how they did, and the bots.
fn intro(active: Active, slot: ActiveChallenge, stage: RwSignal<Stage>, title: impl Fn() -> &'static str + Copy + Send + Sync + 'static) -> impl IntoView {
    let i18n = use_i18n();
    let seat = active.players.iter().position(|p| p == crate::play::session::PERSON).unwrap_or(0) as Seat;
    let n = active.players.len();
    let results = active
        .played
        .iter()
        .map(|p| {
            let score = p.scores.get(seat as usize).copied().unwrap_or(0);
            let place = p.places.get(seat as usize).copied().unwrap_or(0);
            let name = p.name.clone();
            let p = p.clone();
            view! { <li data-testid="challenge-entry" data-score=score data-place=place>{name}{i18n.t(i18n::COLON)}{move || points(score, i18n.lang())}" · "{move || place_text(&p, seat as usize, n, i18n.lang())}</li> }
        })
        .collect_view();
    let players = active.players.clone();
    let bots = move |lang| bots_line(&players, seat, lang);
    let latest = active.played.last().map(|p| p.name.clone()).unwrap_or_default();
    let start = move |_| {
        slot.0.set(Some(active.clone()));
        stage.set(Stage::Started);
    };
    view! {
        <main class="intro challenge-intro" data-testid="challenge-intro">
            <header class="home-header"><h1>{i18n.t(TITLE)}" · "{title}</h1><super::table::LanguageToggle /></header>
            <section class="intro-box">
                <h2>{move || challenges_you(&latest, i18n.lang())}</h2>
                <ul class="challenge-entries">{results}</ul>
                <p>{i18n.t(BOTS)}{i18n.t(i18n::COLON)}{move || bots(i18n.lang())}</p>
                <p class="note">{i18n.t(INTRO)}</p>
                <button class="primary" data-testid="challenge-start" on:click=start>{i18n.t(i18n::START)}</button>
            </section>
        </main>
    }
}

/// The bots' seats and levels as the challenger sees them ("West: Normal · North: Strong").
fn bots_line(players: &[String], me: Seat, lang: Lang) -> String {
    let n = players.len();
    players
        .iter()
        .enumerate()
        .filter_map(|(s, p)| crate::bots::Level::parse(p).map(|l| (s as Seat, l)))
        .map(|(s, l)| format!("{}{}{}", super::screen::seat_name(s, me, n, lang), i18n::COLON.get(lang), super::bot_settings::level_msg(l).get(lang)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// "12 points", 「12点」.
pub(crate) fn points(score: i32, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{score} point{}", if score.abs() == 1 { "" } else { "s" }),
        Lang::Ja => format!("{score}点"),
    }
}

/// A challenge's link with its share and copy buttons.
fn link_actions(url: Signal<String>, title: Signal<String>, testid: &'static str) -> impl IntoView {
    view! { <LinkShare url=url title=title label=CHALLENGE_LINK testid=testid copy_testid="challenge-copy" result_testid="challenge-share-result" /> }
}

/// The full link of a challenge value for these rules.
pub(crate) fn challenge_url(rules: &Ruleset, value: &str) -> String {
    let mut s = form_urlencoded::Serializer::new(String::new());
    s.append_pair(CHALLENGE_PARAM, value);
    format!("{}&{}", table_url(rules), s.finish())
}

/// "Challenge a friend" on a game-over sheet: the person's name and the link that carries
/// their game. A lazily loaded chunk.
#[leptos::wasm_split::wasm_split(deferred_challenge_maker, wasm_split_path = ::leptos::wasm_split, fallible)]
fn maker(rules: Ruleset, seed: Signal<u64>, record: Signal<String>) -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(view! { <ChallengeMaker rules=rules seed=seed record=record /> }.into_any())
}

#[component]
fn ChallengeMaker(rules: Ruleset, seed: Signal<u64>, record: Signal<String>) -> impl IntoView {
    let i18n = use_i18n();
    let name = RwSignal::new(stored_name());
    let url = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<String>);
    let make = {
        let rules = rules.clone();
        move |_| {
            let lang = i18n.lang();
            let who = name_or_default(&name.get_untracked(), lang);
            storage::set(NAME_KEY, &name.get_untracked());
            let rules = rules.clone().with_seed(Some(seed.get_untracked()));
            let req = Request::CompareChallenge { query: to_query(&rules), challenge: None, record: record.get_untracked(), name: who };
            bot_client::ask(&req, move |reply| match reply {
                Ok(CompareReply { compared: Compared { link: Some(link), .. } }) => {
                    problem.set(None);
                    url.set(challenge_url(&rules, &link));
                }
                Ok(_) => problem.set(Some(UNAVAILABLE.get(lang).to_string())),
                Err(e) => problem.set(Some(refused_text(e, lang))),
            });
        }
    };
    let game = rules.game;
    let title = Signal::derive(move || format!("Torite — {} · {}", i18n.t(TITLE)(), if i18n.lang() == Lang::Ja { game.title_ja } else { game.title_en }));
    view! {
        <div class="challenge-maker" data-testid="challenge-maker">
            <p class="note">{i18n.t(CHALLENGE_EXPLAIN)}</p>
            <label class="name-field">
                {i18n.t(YOUR_NAME)}
                <input type="text" maxlength="24" data-testid="challenge-name" prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) />
            </label>
            <button data-testid="challenge-make" on:click=make>{i18n.t(MAKE_LINK)}</button>
            <Show when=move || !url.with(String::is_empty)>{link_actions(url.into(), title, "challenge-url")}</Show>
            <p class="error" role="alert">{move || problem.get()}</p>
        </div>
    }
}

/// The end of a challenge's game: every game deal by deal beside the person's, the par, and
/// the link that passes it on. A lazily loaded chunk.
#[leptos::wasm_split::wasm_split(deferred_challenge_results, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn results(active: Active, record: String) -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(view! { <ChallengeResults active=active record=record /> }.into_any())
}

#[component]
fn ChallengeResults(active: Active, record: String) -> impl IntoView {
    let i18n = use_i18n();
    let compared = RwSignal::new(None::<Result<Compared, String>>);
    let par = RwSignal::new(None::<Played>);
    let name = RwSignal::new(stored_name());
    let query = to_query(&active.rules);
    let compare = {
        let (query, text, record) = (query.clone(), active.text.clone(), record.clone());
        move || {
            let lang = i18n.0.get_untracked();
            let req = Request::CompareChallenge { query: query.clone(), challenge: Some(text.clone()), record: record.clone(), name: name_or_default(&name.get_untracked(), lang) };
            bot_client::ask(&req, move |reply| {
                compared.set(Some(match reply {
                    Ok(CompareReply { compared }) => Ok(compared),
                    Err(e) => Err(refused_text(e, lang)),
                }))
            });
        }
    };
    compare();
    bot_client::ask(&Request::Par { query, players: active.players.clone() }, move |reply| {
        if let Ok(ParReply { par: p }) = reply {
            par.set(Some(p));
        }
    });
    let seat = active.players.iter().position(|p| p == crate::play::session::PERSON).unwrap_or(0);
    let rules = active.rules.clone();
    let game = rules.game;
    let title = Signal::derive(move || format!("Torite — {} · {}", i18n.t(TITLE)(), if i18n.lang() == Lang::Ja { game.title_ja } else { game.title_en }));
    let rename = {
        let compare = compare.clone();
        move |ev| {
            name.set(event_target_value(&ev));
            storage::set(NAME_KEY, &name.get_untracked());
            compare();
        }
    };
    view! {
        <section class="challenge-results" data-testid="challenge-results">
            <h2>{i18n.t(RESULTS)}</h2>
            {move || match compared.get() {
                None => view! { <p class="note">{i18n.t(READING)}</p> }.into_any(),
                Some(Err(why)) => view! { <p class="error" role="alert" data-testid="challenge-compare-refused">{why}</p> }.into_any(),
                Some(Ok(c)) => {
                    let url = Signal::derive({
                        let (rules, link) = (rules.clone(), c.link.clone());
                        move || link.as_deref().map(|l| challenge_url(&rules, l)).unwrap_or_default()
                    });
                    let full = c.link.is_none();
                    view! {
                        {comparison_table(c, par, seat, game.id)}
                        <label class="name-field">
                            {i18n.t(YOUR_NAME)}
                            <input type="text" maxlength="24" data-testid="challenge-name" prop:value=move || name.get() on:change=rename.clone() />
                        </label>
                        {if full {
                            view! { <p class="note">{i18n.t(FULL)}</p> }.into_any()
                        } else {
                            view! { <p class="note">{i18n.t(PASS_ON)}</p>{link_actions(url, title, "challenge-pass-on")} }.into_any()
                        }}
                    }
                    .into_any()
                }
            }}
        </section>
    }
}

/// Deal by deal, each challenger's score at the seat, the person's, and the par's.
fn comparison_table(c: Compared, par: RwSignal<Option<Played>>, seat: usize, game: &'static str) -> impl IntoView {
    let i18n = use_i18n();
    let n = c.players.len();
    let mut columns: Vec<Played> = c.played.clone();
    columns.push(c.yours.clone());
    let deals = columns.iter().map(|p| p.deals.len()).max().unwrap_or(0);
    let at = move |p: &Played, d: usize| p.deals.get(d).and_then(|row| row.get(seat)).copied();
    let cell = |v: Option<i32>| v.map(|v| v.to_string()).unwrap_or_else(|| "–".into());
    let heads = columns.iter().enumerate().map(|(i, p)| {
        let you = i + 1 == columns.len();
        let (name, title) = (p.name.clone(), p.name.clone());
        view! { <th scope="col" class:you=you title=title>{if you { i18n.t(i18n::YOU).into_any() } else { name.into_any() }}</th> }
    }).collect_view();
    let rows = (0..deals)
        .map(|d| {
            let cells = columns.iter().map(|p| view! { <td data-deal-score=cell(at(p, d))>{cell(at(p, d))}</td> }).collect_view();
            let par_cell = move || par.with(|p| p.as_ref().map(|p| cell(at(p, d))).unwrap_or_default());
            view! { <tr data-deal=d + 1><th scope="row">{d + 1}</th>{cells}<td class="par">{par_cell}</td></tr> }
        })
        .collect_view();
    let totals = columns.iter().map(|p| {
        let t = p.scores.get(seat).copied().unwrap_or(0);
        view! { <td data-total=t>{t}</td> }
    }).collect_view();
    let places = columns.iter().map(|p| {
        let place = p.places.get(seat).copied().unwrap_or(0);
        let p = p.clone();
        view! { <td data-place=place>{move || place_text(&p, seat, n, i18n.lang())}</td> }
    }).collect_view();
    let par_total = move || par.with(|p| p.as_ref().map(|p| p.scores.get(seat).copied().unwrap_or(0).to_string()));
    let par_place = move || par.with(|p| p.as_ref().map(|p| place_text(p, seat, n, i18n.lang())));
    view! {
        <div class="sheet-scroll">
            <table class="scores challenge-table" data-testid="challenge-table">
                <thead><tr><th scope="col">{move || crate::records::messages::unit_word(crate::games::companion_unit(game), i18n.lang())}</th>{heads}<th scope="col" class="par">{i18n.t(PAR)}</th></tr></thead>
                <tbody>{rows}</tbody>
                <tfoot>
                    <tr data-testid="challenge-totals"><th scope="row">{i18n.t(TOTAL)}</th>{totals}<td class="par" data-testid="challenge-par-total">{par_total}</td></tr>
                    <tr><th scope="row">{i18n.t(PLACE)}</th>{places}<td class="par">{par_place}</td></tr>
                </tfoot>
            </table>
        </div>
        <Show when=move || par.with(Option::is_none) fallback=move || view! { <p class="note">{i18n.t(PAR_NOTE)}</p> }>
            <p class="note" data-testid="challenge-par-working">{i18n.t(PAR_WORKING)}</p>
        </Show>
    }
}

/// On a game-over sheet: at a challenge's table, for the challenge's own game (not a new
/// game started after it), the results; otherwise "challenge a friend", opened on a tap.
#[component]
pub fn ChallengeAtEnd() -> impl IntoView {
    let i18n = use_i18n();
    let Some(deal) = use_context::<super::fairness::FairDeal>() else { return ().into_any() };
    let rules = use_context::<TableRules>().map(|r| r.0);
    let active = use_context::<ActiveChallenge>()
        .and_then(|slot| slot.0.get_untracked())
        .filter(|a| a.rules.seed == Some(deal.seed.get_untracked()));
    if let Some(active) = active {
        let record = deal.record.get_untracked();
        return view! { <Lazy load=move || results(active.clone(), record.clone()) loading=i18n::LOADING failed=i18n::PART_LOAD_FAILED /> }.into_any();
    }
    let Some(rules) = rules else { return ().into_any() };
    let open = RwSignal::new(false);
    view! {
        <div class="challenge-friend">
            <button data-testid="challenge-friend" aria-expanded=move || open.get().to_string() on:click=move |_| open.update(|o| *o = !*o)>
                {i18n.t(CHALLENGE_FRIEND)}
            </button>
            <Show when=move || open.get()>
                {
                    let rules = rules.clone();
                    view! { <Lazy load=move || maker(rules.clone(), deal.seed, deal.record) loading=i18n::LOADING failed=i18n::PART_LOAD_FAILED /> }
                }
            </Show>
        </div>
    }
    .into_any()
}

/// The rules of the table shown (provided by every session screen), for the parts of its
/// sheets that make links.
#[derive(Clone)]
pub struct TableRules(pub Ruleset);
