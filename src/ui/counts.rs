//! Chips changing hands, shown: a count (a pot, a dish, a seat's chips) that marks its own
//! change with a short pulse and a "+2" / "−5" that floats off it. CSS transforms and
//! opacity only (style/explain.css), stretched by the bots' speed (`--motion`), and not at
//! all at the instant speed or for people who ask for less motion.

use super::table::SpeedSetting;
use crate::text::signed;
use leptos::prelude::*;
use std::time::Duration;

/// Whether the table moves: not at the tests' instant speed, not under
/// `prefers-reduced-motion`.
fn moving() -> bool {
    let fast_enough = use_context::<SpeedSetting>().is_some_and(|s| s.0.get_untracked().motion() > 0.0);
    fast_enough && super::explain::media_matches("(prefers-reduced-motion: reduce)") != Some(true)
}

/// The latest change of a count while it shows: how much, and its number (a new number is
/// a new element, so the float starts again).
#[derive(Clone, Copy, PartialEq)]
struct Change {
    by: i32,
    serial: u32,
}

/// Follows `value` and keeps each change (not the first value, not one while nothing
/// moves) for as long as its float takes.
fn changes(value: Signal<i32>) -> RwSignal<Option<Change>> {
    let change = RwSignal::new(None::<Change>);
    let speed = use_context::<SpeedSetting>();
    Effect::new(move |before: Option<(i32, u32)>| {
        let now = value.get();
        let serial = before.map_or(0, |(_, n)| n + 1);
        match before {
            Some((was, _)) if was != now && moving() => {
                change.set(Some(Change { by: now - was, serial }));
                let stretch = speed.map_or(1.0, |s| s.0.get_untracked().motion());
                set_timeout(
                    move || {
                        change.try_update(|c| {
                            if c.is_some_and(|c| c.serial == serial) {
                                *c = None;
                            }
                        });
                    },
                    Duration::from_millis((FLOAT_MS * stretch) as u64),
                );
            }
            _ => {}
        }
        (now, serial)
    });
    change
}

/// The float's length in ms at the normal speed (the stylesheet's `.count-float`).
const FLOAT_MS: f64 = 900.0;

/// The "+2" that floats off a count, hidden from screen readers (the count says it).
fn float(change: RwSignal<Option<Change>>) -> impl IntoView {
    move || {
        change.get().map(|c| {
            let up = c.by > 0;
            view! { <span class="count-float" class:gain=up class:loss=!up aria-hidden="true" data-serial=c.serial>{signed(c.by)}</span> }
        })
    }
}

/// A count that marks its changes: the number, a pulse and a float when it changes.
#[component]
pub fn Count(#[prop(into)] value: Signal<i32>, #[prop(optional)] testid: &'static str) -> impl IntoView {
    let change = changes(value);
    view! {
        <span class="count" class:count-changed=move || change.with(Option::is_some) data-testid=testid>
            {move || value.get()}
            {float(change)}
        </span>
    }
}

/// Only the float of a count shown elsewhere (a seat's chips in its line of text): put in
/// the seat's box, the "+1" rises over the seat that got it.
#[component]
pub fn CountFloat(#[prop(into)] value: Signal<i32>) -> impl IntoView {
    let change = changes(value);
    view! { <span class="count-anchor" class:count-changed=move || change.with(Option::is_some)>{float(change)}</span> }
}
