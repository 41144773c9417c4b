//! Tap-to-explain: a game's own piece (a route map, a shop, a pot, a score key) wrapped in a
//! button with a small ⓘ; a tap opens a short legend in the person's language in a popover
//! anchored to it (never a full-screen sheet). One legend is open at a time; Escape, a tap
//! outside it or a second tap on the piece closes it.

use super::i18n::{use_i18n, Msg};
use leptos::prelude::*;
use std::cell::Cell;
use std::sync::atomic::{AtomicU32, Ordering};
use wasm_bindgen::{JsCast, JsValue};

/// The number of the legend that is open (0: none). One for the whole page, so opening a
/// legend closes any other; an `Arc` signal, so no component owns (and disposes of) it.
fn open_legend() -> ArcRwSignal<u32> {
    thread_local! {
        static OPEN: ArcRwSignal<u32> = ArcRwSignal::new(0);
    }
    OPEN.with(Clone::clone)
}

crate::text::msgs! {
    /// The label of a points sheet's key ("0→−5  1→+1 …"), whose legend the game gives.
    POINTS_BY_TRICKS = "Points by tricks taken" / "取ったトリック数と得点";
}

/// Each legend's number: its popover's id and its place in [`open_legend`].
static NEXT: AtomicU32 = AtomicU32::new(1);

/// Closes the open legend on Escape (focus goes back to its piece) and on a tap anywhere
/// outside it. Installed once, with the first legend drawn.
fn listen_once() {
    thread_local! {
        static LISTENING: Cell<bool> = const { Cell::new(false) };
    }
    if LISTENING.with(|l| l.replace(true)) {
        return;
    }
    let _ = window_event_listener(leptos::ev::keydown, |e| {
        let open = open_legend();
        let id = open.get_untracked();
        if id != 0 && e.key() == "Escape" {
            open.set(0);
            let button = document().get_element_by_id(&format!("explain-{id}-button"));
            if let Some(b) = button.and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok()) {
                let _ = b.focus();
            }
        }
    });
    let _ = window_event_listener(leptos::ev::pointerdown, |e| {
        let open = open_legend();
        let id = open.get_untracked();
        if id == 0 {
            return;
        }
        let inside = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|t| t.closest(".explain").ok().flatten())
            .is_some_and(|w| w.get_attribute("data-explain").as_deref() == Some(id.to_string().as_str()));
        if !inside {
            open.set(0);
        }
    });
}

/// A number property of a JavaScript object (0 if absent).
fn number(of: &JsValue, key: &str) -> f64 {
    js_sys::Reflect::get(of, &JsValue::from_str(key)).ok().and_then(|v| v.as_f64()).unwrap_or(0.0)
}

/// Calls `object.method(...args)` in JavaScript (browser calls whose web-sys bindings are
/// not built, so adding them costs no rebuild of web-sys and no Wasm).
pub(super) fn call(object: &JsValue, method: &str, args: &[JsValue]) -> Option<JsValue> {
    let f = js_sys::Reflect::get(object, &JsValue::from_str(method)).ok()?.dyn_into::<js_sys::Function>().ok()?;
    f.apply(object, &args.iter().collect::<js_sys::Array>()).ok()
}

/// Whether the CSS media query `query` matches now (None if the browser cannot tell).
pub(super) fn media_matches(query: &str) -> Option<bool> {
    let list = call(&window().into(), "matchMedia", &[JsValue::from_str(query)])?;
    js_sys::Reflect::get(&list, &JsValue::from_str("matches")).ok()?.as_bool()
}

/// At most this tall (about three lines), the text around a piece is kept in view.
const SHORT_TEXT_PX: i32 = 72;

/// Where the popover goes (its `style`): below the piece, or above it when the piece sits
/// low on the screen; as wide as fits, always inside the viewport. A piece inside a short
/// text (a score key's label, with the key running on after it) keeps that whole text in
/// view: the popover goes below or above the text, not just the piece. Whole pixels
/// (formatting a float would link Rust's float printing into the Wasm).
fn place_below(piece: &web_sys::Element) -> String {
    let window = window();
    let vw = window.inner_width().ok().and_then(|v| v.as_f64()).unwrap_or(360.0) as i32;
    let vh = window.inner_height().ok().and_then(|v| v.as_f64()).unwrap_or(640.0) as i32;
    let rect_of = |e: &web_sys::Element| call(e, "getBoundingClientRect", &[]).unwrap_or(JsValue::UNDEFINED);
    let rect = rect_of(piece);
    let (left, mut top, width, mut bottom) =
        (number(&rect, "left") as i32, number(&rect, "top") as i32, number(&rect, "width") as i32, number(&rect, "bottom") as i32);
    // The button's parent is the `Explain` span; its parent is the text the piece sits in.
    if let Some(text) = piece.parent_element().and_then(|e| e.parent_element()) {
        let r = rect_of(&text);
        let (t, b) = (number(&r, "top") as i32, number(&r, "bottom") as i32);
        if b - t <= SHORT_TEXT_PX && t <= top && b >= bottom {
            (top, bottom) = (t, b);
        }
    }
    let w = (vw - 16).min(300);
    let x = (left + width / 2 - w / 2).clamp(8, (vw - w - 8).max(8));
    let room_below = vh - bottom - 14;
    if room_below >= 140 || room_below >= top - 14 {
        format!("left:{x}px;width:{w}px;top:{}px;max-height:{}px", bottom + 6, room_below.max(60))
    } else {
        format!("left:{x}px;width:{w}px;bottom:{}px;max-height:{}px", vh - top + 6, (top - 14).max(60))
    }
}

/// A piece that explains itself when tapped: `children` is the piece as drawn (no buttons
/// inside), `title` what it is called, `body` one to three sentences on what it means and
/// `detail`, if given, a first line about this very piece ("Shop 3: 9 chips left").
#[component]
pub fn Explain(
    title: Msg,
    body: Msg,
    #[prop(optional, into)] detail: Option<Signal<String>>,
    #[prop(optional)] testid: &'static str,
    #[prop(optional)] class: &'static str,
    children: Children,
) -> impl IntoView {
    let i18n = use_i18n();
    listen_once();
    let id = NEXT.fetch_add(1, Ordering::Relaxed);
    let open = open_legend();
    let is_open = {
        let open = open.clone();
        Signal::derive(move || open.get() == id)
    };
    let place = RwSignal::new(String::new());
    let toggle = move |e: leptos::ev::MouseEvent| {
        if open.get_untracked() == id {
            open.set(0);
        } else if let Some(piece) = e.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
            place.set(place_below(&piece));
            open.set(id);
        }
    };
    let pop = format!("explain-{id}");
    view! {
        <span class=format!("explain {class}") data-explain=id data-testid=testid>
            <button
                type="button"
                class="explain-button"
                id=format!("{pop}-button")
                aria-expanded=move || is_open.get().to_string()
                aria-controls=pop.clone()
                on:click=toggle
            >
                {children()}
                <span class="explain-mark" aria-hidden="true">"ⓘ"</span>
                <span class="sr-only">{i18n.t(title)}</span>
            </button>
            // Always there (hidden while shut), so the button's aria-controls names an element.
            <span class="explain-pop" id=pop.clone() role="note" aria-labelledby=format!("{pop}-title") hidden=move || !is_open.get() style=move || place.get() data-testid="explain-pop">
                <strong class="explain-title" id=format!("{pop}-title")>{i18n.t(title)}</strong>
                {detail.map(|d| view! { <span class="explain-detail">{d}</span> })}
                <span class="explain-body">{i18n.t(body)}</span>
            </span>
        </span>
    }
}
