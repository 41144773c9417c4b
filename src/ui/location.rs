//! The page's query string, which says what the page shows (see `records::link`), as a
//! signal: a tap on a link within the app (`<a href="?…">`) changes it without reloading
//! the page (the address goes into the history), and the browser's back and forward
//! buttons follow. This is all the app needs of a router; a router crate would add about
//! 12 KB gzip to every first load.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

fn current() -> String {
    window().location().search().unwrap_or_default()
}

/// The query string ("?game=parity…", or "" for the home page), kept up to date.
pub fn search() -> ReadSignal<String> {
    let (search, set) = signal(current());
    let back_or_forward = window_event_listener(leptos::ev::popstate, move |_| set.set(current()));
    let link = window_event_listener(leptos::ev::click, move |ev| {
        // Like a router: only plain left clicks on links to this page with another query;
        // new tabs, downloads and other pages are left to the browser.
        if ev.default_prevented() || ev.button() != 0 || ev.meta_key() || ev.ctrl_key() || ev.shift_key() || ev.alt_key() {
            return;
        }
        let Some(a) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).and_then(|t| t.closest("a[href]").ok().flatten()) else {
            return;
        };
        let href = a.get_attribute("href").unwrap_or_default();
        if !href.starts_with('?') || a.has_attribute("download") || a.has_attribute("target") {
            return;
        }
        ev.prevent_default();
        if let Ok(history) = window().history() {
            let _ = history.push_state_with_url(&JsValue::NULL, "", Some(&href));
        }
        window().scroll_to_with_x_and_y(0.0, 0.0);
        set.set(current());
    });
    on_cleanup(move || {
        back_or_forward.remove();
        link.remove();
    });
    search
}
