//! What every table shares: the header, the bot clock, and choosing the game's table.

use super::i18n::{self, use_i18n, Lang};
use crate::play::session::Session;
use super::storage;
use super::widgets::{Lazy, Sheet};
use crate::engine::game::{Game, Turn};
use crate::engine::{Ruleset, Seat};
use crate::play::service::{performance_now, MoveReply, Request};
use super::bot_client;
use leptos::prelude::*;
use std::time::Duration;

/// How long a bot waits before it plays, so people can follow the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Speed {
    Slow,
    Normal,
    Fast,
    /// Not offered in the settings; used by the browser tests through localStorage.
    Instant,
}

impl Speed {
    pub fn load() -> Speed {
        match storage::get("torite.speed").as_deref() {
            Some("slow") => Speed::Slow,
            Some("fast") => Speed::Fast,
            Some("instant") => Speed::Instant,
            _ => Speed::Normal,
        }
    }
    fn code(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::Instant => "instant",
        }
    }
    pub fn bot_delay(self) -> Duration {
        Duration::from_millis(match self {
            Speed::Slow => 1200,
            Speed::Normal => 650,
            Speed::Fast => 250,
            Speed::Instant => 5,
        })
    }
    /// How much the table's motion is stretched: cards travel slower at the slow speed; at
    /// the tests' instant speed nothing moves.
    pub fn motion(self) -> f64 {
        match self {
            Speed::Slow => 1.5,
            Speed::Normal => 1.0,
            Speed::Fast => 0.5,
            Speed::Instant => 0.0,
        }
    }
    /// [`Speed::motion`] as the stylesheet's `--motion` (written out: formatting a float
    /// would link Rust's float printing into the Wasm).
    pub fn motion_css(self) -> &'static str {
        match self {
            Speed::Slow => "--motion:1.5",
            Speed::Normal => "--motion:1",
            Speed::Fast => "--motion:.5",
            Speed::Instant => "--motion:0",
        }
    }
}

#[derive(Clone, Copy)]
pub struct SpeedSetting(pub RwSignal<Speed>);

/// Runs `f` once the table's hold is over: `hold` is the time (`performance.now()`, ms)
/// until which a finished trick stays on show, and nobody moves before it is swept away.
pub fn after_hold(hold: RwSignal<f64>, f: Box<dyn FnOnce()>) {
    let wait = hold.try_get_untracked().unwrap_or(0.0) - performance_now();
    if wait > 0.0 {
        set_timeout(move || after_hold(hold, f), Duration::from_millis(wait as u64 + 1));
    } else {
        f();
    }
}

/// Notes on the page when the first bot move of this page load landed
/// (`window.toriteFirstBotMove`, `performance.now()` ms: what scripts/measure-load.mjs times
/// on a slow network) and says so (`torite-bot-moved`: index.html registers the service
/// worker, whose precache would share a slow link with the bots' module, only then).
fn mark_first_bot_move() {
    let Some(w) = web_sys::window() else { return };
    let key = wasm_bindgen::JsValue::from_str("toriteFirstBotMove");
    if js_sys::Reflect::get(&w, &key).map_or(true, |v| v.is_undefined()) {
        let _ = js_sys::Reflect::set(&w, &key, &performance_now().into());
        if let Ok(e) = web_sys::Event::new("torite-bot-moved") {
            let _ = w.dispatch_event(&e);
        }
    }
}

/// Schedules the bots' moves: whenever a bot is to act, it asks the bot worker for the
/// seat's level and plays the answer once the speed's delay has passed (the search time
/// counts toward the delay) and the finished trick on show (`hold`) has been swept away.
/// Each answer checks that nothing else moved meanwhile; while a bot is searching,
/// `thinking` names its seat and the move it answers.
pub struct BotClock;

impl BotClock {
    pub fn start<G: Game + Send + Sync>(session: RwSignal<Session<G>>, thinking: RwSignal<Option<(Seat, usize)>>, hold: RwSignal<f64>)
    where
        G::Action: Send + Sync,
    {
        let speed = expect_context::<SpeedSetting>().0;
        bot_client::warm_up();
        Effect::new(move |_| {
            let (turn, person, moves) = session.with(|s| (s.game.turn(), s.person_to_act(), s.moves()));
            let Turn::Seat(seat) = turn else { return };
            if person.is_some() {
                return;
            }
            let (level, record) = session.with_untracked(|s| (s.level_of(seat), s.record().to_json()));
            let delay = speed.get_untracked().bot_delay();
            let asked = performance_now();
            thinking.set(Some((seat, moves)));
            bot_client::ask(&Request::Move { level: level.id().into(), record }, move |reply| {
                let spent = Duration::from_secs_f64(((performance_now() - asked) / 1000.0).max(0.0));
                set_timeout(
                    move || after_hold(hold, Box::new(move || {
                        session.try_update(|s| {
                            if s.moves() != moves {
                                return;
                            }
                            let action = match reply {
                                Ok(MoveReply { action, .. }) => serde_json::from_value::<G::Action>(action).map_err(|e| e.to_string()),
                                Err(e) => Err(e.into_message()),
                            };
                            match action.and_then(|a| s.act(&a).map_err(|e| e.to_string())) {
                                Ok(()) => mark_first_bot_move(),
                                Err(e) => {
                                    // Never stall a game: log it and let the easy bot move.
                                    web_sys::console::error_1(&format!("bot: {e}").into());
                                    s.bot_move();
                                }
                            }
                        });
                        thinking.update(|t| {
                            if *t == Some((seat, moves)) {
                                *t = None;
                            }
                        });
                    })),
                    delay.saturating_sub(spent),
                );
            });
        });
    }
}

crate::text::msgs! {
    MENU = "Menu" / "メニュー";
}

/// A table's title in its strip. A long Japanese name (トゥエンティワン（21）) is set a size
/// smaller and may break before its bracket (a zero-width space), never inside a word:
/// Firefox and Safari keep Japanese words whole (style/main.css) and would otherwise break
/// it at any letter.
#[component]
fn GameTitle(title: Signal<&'static str>) -> impl IntoView {
    let long = move || title.get().chars().count() > 8;
    view! {
        <h1 class:long=long>{move || title.get().replacen('（', "\u{200b}（", 1)}</h1>
    }
}

/// The strip above every table: back to the list, the game and its progress, `hint` and the
/// menu button. The menu holds the table's own buttons (`menu`: bots, trick review, undo),
/// then the rules, share, language and the settings (the rules in play, speed, card size,
/// undo). On a narrow screen it opens under the strip; on a wide one it is a row of its own.
/// The rules, share, language and settings are a lazily loaded chunk ([`table_menu`]): on a
/// narrow screen it is fetched when the menu first opens, so a game link's first load does
/// not carry it; a wide screen, which shows the menu at once, fetches it at once.
#[component]
pub fn TableHeader(
    rules: Ruleset,
    seed: Signal<u64>,
    progress: Signal<String>,
    /// One line on how tricks work in this game.
    trick_rule: i18n::Msg,
    hint: AnyView,
    menu: AnyView,
) -> impl IntoView {
    let i18n = use_i18n();
    let game = rules.game;
    let open = RwSignal::new(false);
    let wanted = RwSignal::new(menu_shown_open());
    // A tap on a button in the open menu closes it (its sheet, if any, stays); the settings
    // stay open while they are changed.
    let tapped = move |ev: leptos::ev::MouseEvent| {
        use wasm_bindgen::JsCast;
        let target = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        if target.is_some_and(|t| t.closest("details").ok().flatten().is_none()) {
            open.set(false);
        }
    };
    view! {
        <header class="table-header">
            <a class="back" href="?" aria-label=i18n.t(i18n::HOME)>"‹ "<span class="back-text">{i18n.t(i18n::HOME)}</span></a>
            <div class="title">
                <GameTitle title=Signal::derive(move || if i18n.lang() == Lang::Ja { game.title_ja } else { game.title_en }) />
                <span class="progress" data-testid="progress">{move || progress.get()}</span>
            </div>
            {hint}
            <button
                class="menu-toggle"
                data-testid="menu"
                aria-controls="table-menu"
                aria-expanded=move || open.get().to_string()
                aria-label=i18n.t(MENU)
                on:click=move |_| {
                    wanted.set(true);
                    open.update(|o| *o = !*o);
                }
            >
                "☰"
            </button>
            <div id="table-menu" class="table-menu" class:open=open on:click=tapped>
                {menu}
                <Show when=move || wanted.get()>
                    {
                        let rules = rules.clone();
                        view! { <Lazy load=move || table_menu(rules.clone(), seed, trick_rule) loading=i18n::LOADING failed=i18n::PART_LOAD_FAILED /> }
                    }
                </Show>
            </div>
        </header>
    }
}

/// Whether the menu shows without a tap (a wide screen: the width in style/main.css).
fn menu_shown_open() -> bool {
    super::explain::media_matches("(min-width: 700px)").unwrap_or(true)
}

#[leptos::wasm_split::wasm_split(deferred_table_menu, wasm_split_path = ::leptos::wasm_split, fallible)]
fn table_menu(rules: Ruleset, seed: Signal<u64>, trick_rule: i18n::Msg) -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(view! { <MenuItems rules=rules seed=seed trick_rule=trick_rule /> }.into_any())
}

/// The menu's rules, share and language buttons and the settings.
#[component]
fn MenuItems(rules: Ruleset, seed: Signal<u64>, trick_rule: i18n::Msg) -> impl IntoView {
    let i18n = use_i18n();
    let speed = expect_context::<SpeedSetting>().0;
    // The seed stays hidden until the game ends (its fingerprint is shown from the start):
    // it decides every deal to come, so seeing it would show the hidden hands.
    let seed_shown = use_context::<super::fairness::FairDeal>().map_or(Signal::stored(true), |d| d.over);
    let game = rules.game;
    let rules_text = {
        let rules = rules.clone();
        move || {
            let lang = i18n.lang();
            let changed: Vec<String> = rules.values().map(|(o, v)| i18n::option_text(game.id, o.id, v, lang)).collect();
            changed.join(" · ")
        }
    };
    view! {
        <RulesButton game=game.id />
        <super::share::ShareButton rules=rules.clone() seed=seed />
        <LanguageToggle />
        <super::fairness::FingerprintLine />
        <details class="table-rules">
            <summary data-testid="rules-summary">{i18n.t(i18n::RULES_IN_PLAY)}{i18n.t(i18n::COLON)}{rules_text.clone()}</summary>
            <p>{i18n.t(trick_rule)}</p>
            <p>
                {i18n.t(i18n::SEED_LABEL)}{i18n.t(i18n::COLON)}
                <Show when=move || seed_shown.get() fallback=move || view! { <span data-testid="seed-hidden">{i18n.t(i18n::SEED_AT_END)}</span> }>
                    <code data-testid="seed">{move || seed.get()}</code>
                </Show>
            </p>
            <label>
                {i18n.t(i18n::SPEED)}" "
                <select on:change=move |ev| {
                    let s = match event_target_value(&ev).as_str() {
                        "slow" => Speed::Slow,
                        "fast" => Speed::Fast,
                        _ => Speed::Normal,
                    };
                    storage::set("torite.speed", s.code());
                    speed.set(s);
                }>
                    <option value="slow" selected=move || speed.get() == Speed::Slow>{i18n.t(i18n::SPEED_SLOW)}</option>
                    <option value="normal" selected=move || speed.get() == Speed::Normal>{i18n.t(i18n::SPEED_NORMAL)}</option>
                    <option value="fast" selected=move || speed.get() == Speed::Fast>{i18n.t(i18n::SPEED_FAST)}</option>
                </select>
            </label>
            <label>
                {i18n.t(i18n::CARD_SIZE)}" "
                <select data-testid="card-size" on:change=move |ev| set_card_size(&event_target_value(&ev))>
                    {[("small", i18n::CARD_SMALL), ("normal", i18n::CARD_NORMAL), ("large", i18n::CARD_LARGE)].into_iter().map(|(v, m)| {
                        view! { <option value=v selected=card_size() == v>{i18n.t(m)}</option> }
                    }).collect_view()}
                </select>
            </label>
            <label class="check">
                <input type="checkbox" data-testid="undo-setting" prop:checked=undo_enabled() on:change=move |ev| {
                    storage::set("torite.undo", if event_target_checked(&ev) { "on" } else { "off" });
                } />
                " "{i18n.t(i18n::UNDO_SETTING)}
            </label>
            <label class="check">
                <input type="checkbox" data-testid="tap-twice-setting" prop:checked=tap_twice() on:change=move |ev| {
                    storage::set("torite.tap-twice", if event_target_checked(&ev) { "on" } else { "off" });
                } />
                " "{i18n.t(i18n::TAP_TWICE_SETTING)}
            </label>
            <super::coach::TipsSetting />
            <super::storage::StorageSetting />
        </details>
    }
}

#[component]
pub fn LanguageToggle() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <button
            class="lang"
            data-testid="lang"
            title=i18n.t(i18n::LANGUAGE_SWITCH_LABEL)
            lang=move || if i18n.lang() == Lang::Ja { "en" } else { "ja" }
            on:click=move |_| i18n.set(if i18n.lang() == Lang::Ja { Lang::En } else { Lang::Ja })
        >
            {i18n.t(i18n::LANGUAGE_SWITCH)}
        </button>
    }
}


/// The card size chosen in the settings (`torite.cards`: small, normal or large).
pub fn card_size() -> String {
    storage::get("torite.cards").filter(|v| v == "small" || v == "large").unwrap_or_else(|| "normal".into())
}

/// Applies a card size: the stylesheet scales every card by `html[data-cards]`.
pub fn set_card_size(v: &str) {
    storage::set("torite.cards", v);
    apply_card_size();
}

pub fn apply_card_size() {
    if let Some(el) = document().document_element() {
        let _ = el.set_attribute("data-cards", &card_size());
    }
}

/// "Tap twice to play" (`torite.tap-twice` = `on`; off by default): the first tap on a card
/// lifts it, the second plays it.
pub fn tap_twice() -> bool {
    storage::get("torite.tap-twice").as_deref() == Some("on")
}

/// Undo can be turned off in the settings (`torite.undo` = `off`).
pub fn undo_enabled() -> bool {
    storage::get("torite.undo").as_deref() != Some("off")
}

/// The rules reference of a game (designer credited, source named), in the user's language.
/// The texts of every game are one lazily loaded Wasm chunk, fetched when a sheet first opens.
#[component]
pub fn RulesButton(game: &'static str) -> impl IntoView {
    let i18n = use_i18n();
    let open = RwSignal::new(false);
    let attempt = RwSignal::new(0u32);
    let text = move || {
        attempt.track();
        Suspend::new(async move {
            match super::rules_text::load(game).await {
                Ok(Some(t)) => view! {
                    <p class="credit" data-testid="rules-credit">{move || if i18n.lang() == Lang::Ja { t.credit_ja } else { t.credit_en }}</p>
                    {move || {
                        let paras = if i18n.lang() == Lang::Ja { t.ja } else { t.en };
                        paras.iter().map(|p| view! { <p>{*p}</p> }).collect_view()
                    }}
                }
                .into_any(),
                Ok(None) => ().into_any(),
                Err(_) => view! {
                    <p role="alert" data-testid="rules-load-failed">{i18n.t(i18n::RULES_LOAD_FAILED)}</p>
                    <button on:click=move |_| attempt.update(|n| *n += 1)>{i18n.t(i18n::RETRY)}</button>
                }
                .into_any(),
            }
        })
    };
    view! {
        <button class="share" data-testid="rules" on:click=move |_| open.set(true)>{i18n.t(i18n::RULES)}</button>
        <Sheet open=open class="rules-sheet" testid="rules-sheet" title=i18n::RULES_REFERENCE>
            <Suspense fallback=move || view! { <p>{i18n.t(i18n::LOADING)}</p> }>{text}</Suspense>
            <button class="primary" on:click=move |_| open.set(false)>{i18n.t(i18n::DISMISS)}</button>
        </Sheet>
    }
}
