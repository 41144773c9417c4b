//! localStorage, and asking the browser to keep it. Storage can be missing (private mode,
//! blocked by a setting) or full; a setting that cannot be written is simply not kept, a
//! game that cannot be saved is reported (`WriteError`, see `save`).

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
export async function storage_kept(ask) {
  const s = navigator.storage;
  if (!s || typeof s.persisted !== 'function') return 'unsupported';
  try {
    if (await s.persisted()) return 'kept';
    if (!ask) return 'not-kept';
    return (await s.persist()) ? 'kept' : 'refused';
  } catch (e) { return 'unsupported'; }
}
"#)]
extern "C" {
    fn storage_kept(ask: bool) -> js_sys::Promise;
}

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Why something could not be written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteError {
    /// The page has no storage (private mode, or blocked by the browser's settings).
    Unavailable,
    /// The storage quota is used up.
    Full,
    /// The browser refused for another reason.
    Refused,
}

pub fn get(key: &str) -> Option<String> {
    local()?.get_item(key).ok()?
}

/// Writes `value` under `key`, or says why it could not.
pub fn try_set(key: &str, value: &str) -> Result<(), WriteError> {
    let s = local().ok_or(WriteError::Unavailable)?;
    s.set_item(key, value).map_err(|e| {
        let name = js_sys::Reflect::get(&e, &"name".into()).ok().and_then(|n| n.as_string()).unwrap_or_default();
        match name.as_str() {
            "QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED" => WriteError::Full,
            "SecurityError" => WriteError::Unavailable,
            _ => WriteError::Refused,
        }
    })
}

/// Writes a setting; one that cannot be written is not kept.
pub fn set(key: &str, value: &str) {
    let _ = try_set(key, value);
}

pub fn remove(key: &str) {
    if let Some(s) = local() {
        let _ = s.remove_item(key);
    }
}

/// Whether the browser keeps the page's storage when it runs short of space
/// (`navigator.storage.persist`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    Unknown,
    /// Kept until the person clears it.
    Kept,
    /// May be cleared when space runs short (not asked yet, or the browser said no).
    NotKept,
    Refused,
    Unsupported,
}

impl Kept {
    pub fn id(self) -> &'static str {
        match self {
            Kept::Unknown => "unknown",
            Kept::Kept => "kept",
            Kept::NotKept => "not-kept",
            Kept::Refused => "refused",
            Kept::Unsupported => "unsupported",
        }
    }
}

/// Reads (and with `ask`, requests) persistent storage, then sets `into`.
pub fn check_kept(ask: bool, into: RwSignal<Kept>) {
    leptos::task::spawn_local(async move {
        let answer = wasm_bindgen_futures::JsFuture::from(storage_kept(ask)).await.ok().and_then(|v| v.as_string());
        let kept = match answer.as_deref() {
            Some("kept") => Kept::Kept,
            Some("not-kept") => Kept::NotKept,
            Some("refused") => Kept::Refused,
            _ => Kept::Unsupported,
        };
        into.try_set(kept);
    });
}

/// Asks once a page load, when a game is first saved: a browser grants it quietly to a
/// page people use (Chrome) or asks the person (Firefox).
pub fn ask_to_keep_once() {
    thread_local!(static ASKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) });
    if !ASKED.with(|a| a.replace(true)) {
        leptos::task::spawn_local(async {
            let _ = wasm_bindgen_futures::JsFuture::from(storage_kept(true)).await;
        });
    }
}

/// The settings line: whether saved games and statistics are kept, and a button to ask.
#[component]
pub fn StorageSetting() -> impl IntoView {
    use super::i18n::{self, use_i18n};
    let i18n = use_i18n();
    let kept = RwSignal::new(Kept::Unknown);
    check_kept(false, kept);
    let text = move || {
        i18n.t(match kept.get() {
            Kept::Unknown => i18n::LOADING,
            Kept::Kept => i18n::STORAGE_KEPT,
            Kept::NotKept => i18n::STORAGE_NOT_KEPT,
            Kept::Refused => i18n::STORAGE_REFUSED,
            Kept::Unsupported => i18n::STORAGE_UNSUPPORTED,
        })()
    };
    view! {
        <p class="storage-state" data-testid="storage-state" data-kept=move || kept.get().id()>
            {text}
            <Show when=move || matches!(kept.get(), Kept::NotKept | Kept::Refused)>
                " "<button data-testid="storage-ask" on:click=move |_| check_kept(true, kept)>{i18n.t(i18n::STORAGE_ASK)}</button>
            </Show>
        </p>
    }
}
