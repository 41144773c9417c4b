//! Sharing a table's link: the rules alone, or the rules and the deal seed ("play this same
//! deal"). The Web Share API where the browser has it, the clipboard otherwise.

use super::i18n::{self, use_i18n};
use crate::engine::Ruleset;
use crate::records::link::to_query;
use super::widgets::Sheet;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
export function can_share() { return typeof navigator.share === 'function'; }
export async function share_link(url, title) {
  try { await navigator.share({ url, title }); return 'shared'; } catch (e) { return 'cancelled'; }
}
export async function share_result(text, url) {
  if (typeof navigator.share === 'function') {
    try { await navigator.share({ text, url }); return 'shared'; } catch (e) { if (e && e.name === 'AbortError') return 'cancelled'; }
  }
  return copy_text(text + '\n' + url);
}
export async function copy_text(text) {
  try { await navigator.clipboard.writeText(text); return 'copied'; } catch (e) {
    const ta = document.createElement('textarea');
    ta.value = text; document.body.appendChild(ta); ta.select();
    const ok = document.execCommand('copy'); ta.remove();
    return ok ? 'copied' : 'failed';
  }
}
"#)]
extern "C" {
    fn can_share() -> bool;
    fn share_link(url: &str, title: &str) -> js_sys::Promise;
    fn copy_text(text: &str) -> js_sys::Promise;
    /// A result's line and its link: the share sheet, else both copied.
    pub fn share_result(text: &str, url: &str) -> js_sys::Promise;
}

/// Sets `result` to what came of a share or copy promise: "copied", "shared", or nothing
/// (cancelled or failed).
pub fn show_outcome(p: js_sys::Promise, result: RwSignal<Option<&'static str>>) {
    leptos::task::spawn_local(async move {
        let r = wasm_bindgen_futures::JsFuture::from(p).await.ok().and_then(|v| v.as_string());
        result.set(match r.as_deref() {
            Some("copied") => Some("copied"),
            Some("shared") => Some("shared"),
            _ => None,
        });
    });
}

/// The full address of a ruleset's table.
pub fn table_url(r: &Ruleset) -> String {
    let loc = window().location();
    let base = format!("{}{}", loc.origin().unwrap_or_default(), loc.pathname().unwrap_or_default());
    format!("{base}{}", to_query(r))
}

/// A link in a read-only field (selected when focused), with "Share…" where the browser can
/// share and "Copy link", and what came of it: the share sheet's and the challenges' links.
#[component]
pub fn LinkShare(
    url: Signal<String>,
    title: Signal<String>,
    label: i18n::Msg,
    testid: &'static str,
    copy_testid: &'static str,
    result_testid: &'static str,
) -> impl IntoView {
    let i18n = use_i18n();
    let result = RwSignal::new(None::<&'static str>);
    let run = move |p: js_sys::Promise| show_outcome(p, result);
    // A new link has not been shared yet.
    Effect::new(move |_| {
        url.track();
        result.set(None);
    });
    view! {
        <input class="share-url" readonly data-testid=testid aria-label=i18n.t(label) prop:value=move || url.get() on:focus=|ev| {
            use wasm_bindgen::JsCast;
            if let Some(i) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) { i.select(); }
        } />
        <div class="share-actions">
            <Show when=can_share>
                <button class="primary" on:click=move |_| run(share_link(&url.get(), &title.get()))>{i18n.t(i18n::SHARE_VIA)}</button>
            </Show>
            <button data-testid=copy_testid on:click=move |_| run(copy_text(&url.get()))>{i18n.t(i18n::COPY_LINK)}</button>
        </div>
        <p class="share-result" role="status" data-testid=result_testid>
            {move || match result.get() {
                Some("copied") => i18n::COPIED.get(i18n.lang()),
                Some(_) => i18n::SHARED.get(i18n.lang()),
                None => "",
            }}
        </p>
    }
}

#[component]
pub fn ShareButton(rules: Ruleset, seed: Signal<u64>) -> impl IntoView {
    let i18n = use_i18n();
    let open = RwSignal::new(false);
    let with_deal = RwSignal::new(false);
    let game = rules.game;
    let url = Memo::new(move |_| {
        let r = if with_deal.get() { rules.clone().with_seed(Some(seed.get())) } else { rules.clone().with_seed(None) };
        table_url(&r)
    });
    let title = Signal::derive(move || format!("Torite — {}", if i18n.lang() == i18n::Lang::Ja { game.title_ja } else { game.title_en }));
    view! {
        <button class="share" data-testid="share" aria-label=i18n.t(i18n::SHARE) on:click=move |_| open.set(true)>
            {i18n.t(i18n::SHARE)}
        </button>
        <Sheet open=open class="share-sheet" testid="share-sheet" title=i18n::SHARE>
            <label class="check">
                <input type="checkbox" data-testid="share-with-deal" prop:checked=move || with_deal.get()
                    on:change=move |ev| with_deal.set(event_target_checked(&ev)) />
                {i18n.t(i18n::SHARE_SAME_DEAL)}
            </label>
            <LinkShare url=url.into() title=title label=i18n::SHARE_LINK testid="share-url" copy_testid="copy-link" result_testid="share-result" />
            <div class="share-actions">
                <button on:click=move |_| open.set(false)>{i18n.t(i18n::DISMISS)}</button>
            </div>
        </Sheet>
    }
}
