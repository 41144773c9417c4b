//! Companion mode's entry form: every game's deal questions (`engine::companion::Field`)
//! drawn from one component, over the draft being filled in (`play::entry`). Counts step
//! with − and + (the last count of a deal's tricks fills itself in), trick winners are
//! tapped in order, choices are buttons.

use super::i18n::use_i18n;
use crate::engine::companion::{Field, Rest};
use crate::play::entry::{Draft, EntryDraft};
use crate::text::{msgs, Lang};
use leptos::prelude::*;

msgs! {
    TRICK_OF = "Trick" / "トリック";
    WHO_WON = "Who won it?" / "勝ったのは？";
    TAKE_BACK = "Take back the last trick" / "最後のトリックを取り消す";
    DERIVED = "what the others leave" / "残りから自動";
    LESS = "One less" / "1減らす";
    MORE = "One more" / "1増やす";
}

/// The words of label `id` of game `game`'s form.
pub fn label(game: &str, id: &str, lang: Lang) -> &'static str {
    crate::games::companion_label(game, id, lang).unwrap_or("")
}

/// The form for `draft`'s questions at a table of `names`.
#[component]
pub fn EntryForm(game: &'static str, draft: RwSignal<EntryDraft>, names: Signal<Vec<String>>) -> impl IntoView {
    let fields = move || draft.with(|d| d.fields.clone());
    view! {
        <div class="entry-form">
            {move || fields().into_iter().enumerate().map(|(i, f)| view! { <FieldInput game=game i=i field=f draft=draft names=names /> }).collect_view()}
        </div>
    }
}

#[component]
fn FieldInput(game: &'static str, i: usize, field: Field, draft: RwSignal<EntryDraft>, names: Signal<Vec<String>>) -> impl IntoView {
    let i18n = use_i18n();
    let id = field.label();
    let body = match field.clone() {
        Field::TricksPerSeat { total, rest, .. } => counts(game, i, field.clone(), total, rest, draft, names).into_any(),
        Field::NumberPerSeat { most, .. } => counts(game, i, field.clone(), most, None, draft, names).into_any(),
        Field::Number { most, .. } => stepper(i, 0, field.clone(), most, draft, Signal::derive(String::new)).into_any(),
        Field::TrickWinners { tricks, .. } => winners(i, tricks, draft, names).into_any(),
        Field::Choice { choices, .. } => buttons(i, None, choices.len(), move |k, lang| label(game, choices[k], lang).to_string(), draft).into_any(),
        Field::Seat { .. } => buttons(i, None, names.with_untracked(Vec::len), move |k, _| names.with(|n| n[k].clone()), draft).into_any(),
        Field::ChoicePerSeat { choices, .. } => (0..names.with_untracked(Vec::len))
            .map(|s| view! {
                <div class="entry-row" data-seat=s>
                    <span class="entry-name">{move || names.with(|n| n[s].clone())}</span>
                    {buttons(i, Some(s), choices.len(), move |k, lang| label(game, choices[k], lang).to_string(), draft)}
                </div>
            })
            .collect_view()
            .into_any(),
    };
    // A question the entry no longer asks (a passed-out board's strain, declarer, tricks).
    let hidden = move || !draft.with(|d| d.asks(i));
    view! {
        <fieldset class="entry-field" data-testid=format!("field-{i}") data-kind=kind(&field) hidden=hidden>
            <legend>{move || label(game, id, i18n.lang())}</legend>
            {body}
        </fieldset>
    }
}

fn kind(f: &Field) -> &'static str {
    match f {
        Field::TricksPerSeat { .. } => "tricks-per-seat",
        Field::TrickWinners { .. } => "trick-winners",
        Field::Choice { .. } => "choice",
        Field::NumberPerSeat { .. } => "number-per-seat",
        Field::ChoicePerSeat { .. } => "choice-per-seat",
        Field::Seat { .. } => "seat",
        Field::Number { .. } => "number",
    }
}

/// A count a seat, each with − and +; with a rest taker (a dummy), its derived count below.
fn counts(game: &'static str, i: usize, field: Field, most: u8, rest: Option<Rest>, draft: RwSignal<EntryDraft>, names: Signal<Vec<String>>) -> impl IntoView {
    let i18n = use_i18n();
    let seats = names.with_untracked(Vec::len);
    let game_field = field.clone();
    let rest_count = move || {
        let r = rest?;
        let Field::TricksPerSeat { total, .. } = game_field else { return None };
        let sum: u32 = draft.with(|d| match &d.drafts[i] {
            Draft::PerSeat(v) => v.iter().flatten().map(|&x| x as u32).sum(),
            _ => 0,
        });
        Some((r.label, (total as u32).saturating_sub(sum)))
    };
    view! {
        {(0..seats).map(|s| view! {
            <div class="entry-row" data-seat=s>
                <span class="entry-name">{move || names.with(|n| n[s].clone())}</span>
                {stepper(i, s, field.clone(), most, draft, Signal::derive(move || names.with(|n| n[s].clone())))}
            </div>
        }).collect_view()}
        {move || rest_count().map(|(id, n)| view! {
            <div class="entry-row rest" data-testid="entry-rest" data-value=n>
                <span class="entry-name">{label(game, id, i18n.lang())}</span>
                <span class="entry-value derived">{n}</span>
            </div>
        })}
    }
}

/// − value + for seat `s` of field `i` (or the field's one number).
fn stepper(i: usize, s: usize, field: Field, most: u8, draft: RwSignal<EntryDraft>, who: Signal<String>) -> impl IntoView {
    let i18n = use_i18n();
    let one = matches!(field, Field::Number { .. });
    let shown = Memo::new(move |_| {
        draft.with(|d| match &d.drafts[i] {
            Draft::One(v) => v.map(|x| (x, false)),
            other => other.per_seat(&field, s).map(|x| (x, other.derived(&field, s))),
        })
    });
    let shown = move || shown.get();
    let step = move |by: i8| {
        draft.update(|d| {
            if one {
                let now = match d.drafts[i] {
                    Draft::One(v) => v.unwrap_or(0),
                    _ => 0,
                };
                d.set_one(i, (now as i16 + by as i16).clamp(0, most as i16) as u8);
            } else {
                d.step(i, s, by, most);
            }
        })
    };
    let aria = move |m: crate::text::Msg| format!("{} {}", who.get(), m.get(i18n.lang())).trim().to_string();
    view! {
        <span class="stepper">
            <button class="step" data-testid="dec" aria-label=move || aria(LESS) on:click=move |_| step(-1)>"−"</button>
            <span class="entry-value" class:derived=move || shown().is_some_and(|(_, d)| d) data-testid="value" data-value=move || shown().map(|(x, _)| x.to_string()).unwrap_or_default()
                title=move || if shown().is_some_and(|(_, d)| d) { DERIVED.get(i18n.lang()) } else { "" }>
                {move || shown().map_or("–".to_string(), |(x, _)| x.to_string())}
            </span>
            <button class="step" data-testid="inc" aria-label=move || aria(MORE) on:click=move |_| step(1)>"+"</button>
        </span>
    }
}

/// The trick winners so far, then a button a seat for the next trick's winner.
fn winners(i: usize, tricks: u8, draft: RwSignal<EntryDraft>, names: Signal<Vec<String>>) -> impl IntoView {
    let i18n = use_i18n();
    let entered = move || draft.with(|d| match &d.drafts[i] {
        Draft::Seats(v) => v.clone(),
        _ => Vec::new(),
    });
    let seats = names.with_untracked(Vec::len);
    view! {
        <ol class="winners" data-testid="winners">
            {move || {
                let got = entered();
                (0..tricks as usize).map(|k| match got.get(k) {
                    Some(&s) => view! { <li class=format!("station st-{s}") data-seat=s>{move || initial(&names.with(|n| n[s as usize].clone()))}</li> }.into_any(),
                    None => view! { <li class="station empty"></li> }.into_any(),
                }).collect_view()
            }}
        </ol>
        <p class="entry-prompt" data-testid="winners-prompt">
            {move || {
                let n = entered().len();
                if n < tricks as usize {
                    format!("{} {}/{}: {}", TRICK_OF.get(i18n.lang()), n + 1, tricks, WHO_WON.get(i18n.lang()))
                } else {
                    String::new()
                }
            }}
        </p>
        <div class="choice-buttons">
            {(0..seats).map(|s| view! {
                <button class=format!("winner-button st-{s}") data-testid=format!("winner-{s}") disabled=move || { entered().len() >= tricks as usize }
                    on:click=move |_| draft.update(|d| d.push_winner(i, s as u8))>
                    {move || names.with(|n| n[s].clone())}
                </button>
            }).collect_view()}
            <button data-testid="winner-back" aria-label=move || TAKE_BACK.get(i18n.lang()) disabled=move || entered().is_empty()
                on:click=move |_| draft.update(|d| d.pop_winner(i))>"⌫"</button>
        </div>
    }
}

/// A name's first letter, for the route's small chips.
fn initial(name: &str) -> String {
    name.chars().next().map(String::from).unwrap_or_default()
}

/// One button a choice; the chosen one pressed. `seat`: the choice of that seat.
fn buttons<F>(i: usize, seat: Option<usize>, n: usize, text: F, draft: RwSignal<EntryDraft>) -> impl IntoView
where
    F: Fn(usize, Lang) -> String + Copy + Send + Sync + 'static,
{
    let i18n = use_i18n();
    let chosen = move || draft.with(|d| match (&d.drafts[i], seat) {
        (Draft::One(v), None) => *v,
        (Draft::Choices(v), Some(s)) => v.get(s).copied().flatten(),
        _ => None,
    });
    view! {
        <div class="choice-buttons" role="group">
            {(0..n).map(|k| view! {
                <button data-choice=k aria-pressed=move || (chosen() == Some(k as u8)).to_string() class:chosen=move || chosen() == Some(k as u8)
                    on:click=move |_| draft.update(|d| match seat {
                        Some(s) => d.set_per_seat(i, s, Some(k as u8)),
                        None => d.set_one(i, k as u8),
                    })>
                    {move || text(k, i18n.lang())}
                </button>
            }).collect_view()}
        </div>
    }
}
