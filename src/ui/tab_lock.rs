//! One tab plays a game at a time. A table holds the Web Lock `torite.game.<id>` while it
//! is open; a second tab opening the same game finds the lock held, does not save, and says
//! that the other tab keeps playing. "Play here" takes the lock (the first tab is told, stops
//! saving and says so) and reloads the game from its save, so the person goes on from the
//! last move made in either tab. Without Web Locks (an old browser) every tab saves, as
//! before.

use super::i18n::{self, use_i18n};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
const held = new Map();
export function claim_lock(name, steal, lost) {
  if (!navigator.locks) return Promise.resolve(true);
  return new Promise((granted) => {
    navigator.locks.request(name, steal ? { steal: true } : { ifAvailable: true }, (lock) => {
      if (!lock) { granted(false); return undefined; }
      granted(true);
      return new Promise((release) => held.set(name, release));
    }).catch(() => { held.delete(name); lost(); });
  });
}
export function release_lock(name) {
  const release = held.get(name);
  held.delete(name);
  if (release) release();
}
"#)]
extern "C" {
    fn claim_lock(name: &str, steal: bool, lost: &JsValue) -> js_sys::Promise;
    fn release_lock(name: &str);
}

/// Whether this tab plays (and saves) the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    /// Asking for the lock (a moment after the table opens).
    Checking,
    Playing,
    /// Another tab had the game open first and keeps playing it.
    Elsewhere,
    /// Another tab took the game over ("Play here" there).
    TakenOver,
}

fn lock_name(game: &str) -> String {
    format!("torite.game.{game}")
}

/// Claims `game` for this tab while the calling table is mounted; `Tab` follows.
pub fn claim(game: &'static str) -> RwSignal<Tab> {
    let tab = RwSignal::new(Tab::Checking);
    ask(game, false, tab);
    on_cleanup(move || release_lock(&lock_name(game)));
    tab
}

fn ask(game: &'static str, steal: bool, tab: RwSignal<Tab>) {
    let lost = Closure::once_into_js(move || {
        tab.try_set(Tab::TakenOver);
    });
    let granted = claim_lock(&lock_name(game), steal, &lost);
    leptos::task::spawn_local(async move {
        let ok = wasm_bindgen_futures::JsFuture::from(granted).await.ok().and_then(|v| v.as_bool()).unwrap_or(true);
        tab.try_set(if ok { Tab::Playing } else { Tab::Elsewhere });
    });
}

/// Takes the game from the tab that has it, then reloads: the table resumes from the save
/// the other tab wrote last. (The reload lets the lock go, and the page claims it again as
/// it opens; the other tab, told it lost the game, does not ask for it again.)
fn take_over(game: &'static str) {
    let granted = claim_lock(&lock_name(game), true, &Closure::once_into_js(|| {}));
    leptos::task::spawn_local(async move {
        let _ = wasm_bindgen_futures::JsFuture::from(granted).await;
        let _ = window().location().reload();
    });
}

/// Over the table while another tab plays the game: which tab keeps playing, and a way to
/// play here instead.
#[component]
pub fn TabBanner(game: &'static str, tab: RwSignal<Tab>) -> impl IntoView {
    let i18n = use_i18n();
    let play_here = move |_| take_over(game);
    view! {
        <Show when=move || matches!(tab.get(), Tab::Elsewhere | Tab::TakenOver)>
            <div class="tab-elsewhere" role="alertdialog" aria-modal="true" data-testid="tab-elsewhere" data-tab=move || if tab.get() == Tab::TakenOver { "taken-over" } else { "elsewhere" }>
                <div class="tab-elsewhere-box">
                    <p>{move || i18n.t(if tab.get() == Tab::TakenOver { i18n::TAB_TAKEN_OVER } else { i18n::TAB_ELSEWHERE })()}</p>
                    <button class="primary" data-testid="play-here" on:click=play_here>{i18n.t(i18n::PLAY_HERE)}</button>
                    " "<a class="button" href="?">{i18n.t(i18n::HOME)}</a>
                </div>
            </div>
        </Show>
    }
}
