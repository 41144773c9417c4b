//! The coached first deal at a table: a small card above the hand with the tip due now
//! (`play::coach` decides which), never blocking play. It starts by itself the first time a
//! game is opened, "No more tips" ends it for that game, and the settings' "Tips for the
//! first deal" (or the home page's Learn link) starts it again. Progress per game lives in
//! localStorage (`torite.coach`).

use super::i18n::use_i18n;
use super::storage;
use crate::engine::Seat;
use crate::play::coach::{self, Event, Progress};
use crate::text::{msgs, Moment, Tip};
use leptos::prelude::*;

const KEY: &str = "torite.coach";

msgs! {
    TIP = "Tip" / "ガイド";
    GOT_IT = "Got it" / "わかった";
    NO_MORE_TIPS = "No more tips" / "ガイドを終える";
    TIPS_SETTING = "Tips for the first deal" / "最初のディールのガイド";
    LEARN = "Learn with tips" / "ガイド付きで遊ぶ";
}

fn store(game: &str, p: &Progress) {
    storage::set(KEY, &coach::with_progress(storage::get(KEY).as_deref(), game, p));
}

/// Starts `game`'s coached deal again the next time its table opens (the home page's link).
pub fn restart(game: &str) {
    store(game, &Progress::Shown(Vec::new()));
}

/// One table's coach: whether it is on, the tips shown, and those due but not yet dismissed.
#[derive(Clone, Copy)]
pub struct Coach {
    game: &'static str,
    tips: &'static [Tip],
    on: RwSignal<bool>,
    shown: StoredValue<Vec<usize>>,
    /// Due tips, oldest first, with the trick's winner for the first-trick tip.
    due: RwSignal<Vec<(usize, Option<Seat>)>>,
    /// The first-trick tip's title, given the name of the seat that took it.
    trick_title: fn(crate::text::Lang, &str) -> String,
}

impl Coach {
    /// The coach of `game`'s table, offering the start tip unless the person said no more.
    pub fn new(game: &'static str, tips: &'static [Tip], trick_title: fn(crate::text::Lang, &str) -> String) -> Coach {
        let (on, shown) = match coach::progress(storage::get(KEY).as_deref(), game) {
            Progress::New => {
                // Remembered at once: the tips are offered only the first time.
                store(game, &Progress::Shown(Vec::new()));
                (true, Vec::new())
            }
            Progress::Shown(shown) => (shown.len() < tips.len(), shown),
            Progress::Off => (false, Vec::new()),
        };
        let c = Coach { game, tips, on: RwSignal::new(on), shown: StoredValue::new(shown), due: RwSignal::new(Vec::new()), trick_title };
        c.happened(Event::Start, None);
        c
    }

    fn happened(self, event: Event, winner: Option<Seat>) {
        if !self.on.get_untracked() {
            return;
        }
        let Some(i) = self.shown.with_value(|s| coach::due(self.tips, s, &event)) else { return };
        self.shown.update_value(|s| s.push(i));
        store(self.game, &Progress::Shown(self.shown.get_value()));
        self.due.update(|d| d.push((i, winner)));
    }

    fn got_it(self) {
        self.due.update(|d| {
            if !d.is_empty() {
                d.remove(0);
            }
        });
    }

    fn stop(self) {
        self.on.set(false);
        self.due.set(Vec::new());
        store(self.game, &Progress::Off);
    }

    /// From the first tip again, at once.
    fn start_over(self) {
        restart(self.game);
        self.shown.set_value(Vec::new());
        self.due.set(Vec::new());
        self.on.set(true);
        self.happened(Event::Start, None);
    }
}

/// The tip card, above the hand. `kinds`: the kinds of action the person chooses among now
/// (`coach::decision_kinds`); `tricks_won`: tricks per seat, whose rise is a trick won.
#[component]
pub fn CoachCard(
    coach: Coach,
    kinds: Signal<Vec<String>>,
    tricks_won: Option<Signal<Vec<u8>>>,
    show_sheet: Signal<bool>,
    names: Signal<Vec<String>>,
) -> impl IntoView {
    let i18n = use_i18n();
    // Each effect reads `on`, so turning the tips back on answers what is in front of the
    // person now (their decision, an open sheet).
    Effect::new(move |_| {
        let k = kinds.get();
        if coach.on.get() && !k.is_empty() {
            coach.happened(Event::Decision(k), None);
        }
    });
    Effect::new(move |_| {
        if coach.on.get() && show_sheet.get() {
            coach.happened(Event::Sheet, None);
        }
    });
    if let Some(tricks) = tricks_won {
        Effect::new(move |before: Option<Vec<u8>>| {
            let now = tricks.get();
            if let Some(before) = before.filter(|b| b.len() == now.len()) {
                if let Some(w) = (0..now.len()).find(|&s| now[s] > before[s]) {
                    coach.happened(Event::TrickWon, Some(w as Seat));
                }
            }
            now
        });
    }
    let current = move || coach.due.with(|d| d.first().copied());
    let moment = move || {
        current().map(|(i, _)| match coach.tips[i].at {
            Moment::Start => "start".to_string(),
            Moment::Decision(k) => format!("decision-{}", k[0]),
            Moment::FirstTrick => "first-trick".into(),
            Moment::FirstSheet => "first-sheet".into(),
        })
    };
    let title = move || {
        let lang = i18n.lang();
        match current() {
            Some((_, Some(w))) => names.with(|n| (coach.trick_title)(lang, n.get(w as usize).map_or("", String::as_str))),
            _ => TIP.get(lang).to_string(),
        }
    };
    view! {
        <Show when=move || current().is_some()>
            <aside class="coach" class:over-sheet=move || show_sheet.get() data-testid="coach" data-moment=moment aria-live="polite">
                <div class="coach-head">
                    <p class="coach-title">{title}</p>
                    <button class="coach-next" data-testid="coach-next" on:click=move |_| coach.got_it()>{i18n.t(GOT_IT)}</button>
                    <button class="coach-stop" data-testid="coach-stop" on:click=move |_| coach.stop()>{i18n.t(NO_MORE_TIPS)}</button>
                </div>
                <p class="coach-text" data-testid="coach-text">
                    {move || current().map(|(i, _)| coach.tips[i].msg.get(i18n.lang()))}
                </p>
            </aside>
        </Show>
    }
}

/// "Tips for the first deal" in the table's settings: ticking it starts the tips over.
#[component]
pub fn TipsSetting() -> impl IntoView {
    let i18n = use_i18n();
    let Some(coach) = use_context::<Coach>() else { return ().into_any() };
    view! {
        <label class="check">
            <input
                type="checkbox"
                data-testid="coach-setting"
                prop:checked=move || coach.on.get()
                on:change=move |ev| if event_target_checked(&ev) { coach.start_over() } else { coach.stop() }
            />
            " "{i18n.t(TIPS_SETTING)}
        </label>
    }
    .into_any()
}
