//! Pieces every card-game table shares: a card, a hand, seat names.

use super::i18n::{use_i18n, Lang};
use crate::engine::cards::{Card, Suit};
use leptos::prelude::*;

pub fn suit_symbol(s: Suit) -> &'static str {
    match s {
        Suit::SPADES => "♠",
        Suit::HEARTS => "♥",
        Suit::DIAMONDS => "♦",
        Suit::CLUBS => "♣",
        _ => "★",
    }
}

pub fn suit_class(s: Suit) -> &'static str {
    match s {
        Suit::SPADES => "suit-s",
        Suit::HEARTS => "suit-h",
        Suit::DIAMONDS => "suit-d",
        Suit::CLUBS => "suit-c",
        _ => "suit-x",
    }
}

/// The rank as printed on a card; a joker reads "JK", a knight (cavallo) "Kn".
pub fn rank_label(c: Card) -> &'static str {
    if c.suit() == Suit::JOKER { "JK" } else { Card::rank_text(c.rank()) }
}

/// "10 of hearts" / "ハートの10", for screen readers.
pub fn card_name(c: Card, lang: Lang) -> String {
    if c.suit() == Suit::JOKER {
        return match lang {
            Lang::En => "joker".into(),
            Lang::Ja => "ジョーカー".into(),
        };
    }
    let rank = Card::rank_text(c.rank());
    let (en, ja) = match c.suit() {
        Suit::SPADES => ("spades", "スペード"),
        Suit::HEARTS => ("hearts", "ハート"),
        Suit::DIAMONDS => ("diamonds", "ダイヤ"),
        Suit::CLUBS => ("clubs", "クラブ"),
        _ => ("jokers", "ジョーカー"),
    };
    let rank_en = match rank {
        "A" => "ace",
        "K" => "king",
        "Q" => "queen",
        "Kn" => "knight",
        "J" => "jack",
        r => r,
    };
    let rank_ja = if rank == "Kn" { "カバロ" } else { rank };
    match lang {
        Lang::En => format!("{rank_en} of {en}"),
        Lang::Ja => format!("{ja}の{rank_ja}"),
    }
}

/// A card face (not interactive). `trump` marks a card that is a trump for the player who
/// holds or played it (My Trump's personal trumps).
#[component]
pub fn CardFace(card: Card, #[prop(optional)] winner: bool, #[prop(optional)] trump: bool) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <span
            class=format!("card face {}", suit_class(card.suit()))
            class:winner=winner
            class:trump=trump
            data-card=card.to_string()
            role="img"
            aria-label=move || card_name(card, i18n.lang())
        >
            <CardPips card=card />
        </span>
    }
}

/// The inside of a card face: its rank in the corner and its suit (a joker's star) in the
/// middle, as drawn. Hidden from screen readers: the face or button around it names the card.
#[component]
pub fn CardPips(card: Card) -> impl IntoView {
    view! {
        <span class="rank" aria-hidden="true">{rank_label(card)}</span>
        <span class="pip" aria-hidden="true">{suit_symbol(card.suit())}</span>
    }
}

/// What a card button shows: the pips, and the card's name in words for screen readers, so
/// the button's name is its content.
#[component]
pub fn CardLabel(card: Card) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <CardPips card=card />
        <span class="sr-only">{move || card_name(card, i18n.lang())}</span>
    }
}

/// Moves keyboard focus between the enabled card buttons of a hand with the arrow keys.
pub fn hand_keydown(ev: leptos::ev::KeyboardEvent) {
    use wasm_bindgen::JsCast;
    let step: i32 = match ev.key().as_str() {
        "ArrowRight" | "ArrowDown" => 1,
        "ArrowLeft" | "ArrowUp" => -1,
        _ => return,
    };
    let Some(hand) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
    let Ok(list) = hand.query_selector_all("button.card:not([disabled]):not([aria-disabled])") else { return };
    let n = list.length() as i32;
    if n == 0 {
        return;
    }
    let active = web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element());
    let current = (0..n).find(|&i| list.item(i as u32).map(|x| Some(x) == active.clone().map(Into::into)).unwrap_or(false));
    let next = match current {
        Some(i) => (i + step).rem_euclid(n),
        None => 0,
    };
    if let Some(el) = list.item(next as u32).and_then(|x| x.dyn_into::<web_sys::HtmlElement>().ok()) {
        ev.prevent_default();
        let _ = el.focus();
    }
}

/// A link's `href` that downloads `json` as a file (with the link's `download` name): how the
/// app hands over a record, a broken save, a backup or a deal report, with no server.
pub fn json_download_href(json: &str) -> String {
    format!("data:application/json;charset=utf-8,{}", percent_encoding::utf8_percent_encode(json, percent_encoding::NON_ALPHANUMERIC))
}

/// What `load` gives once its lazily loaded Wasm chunk is in: `loading` meanwhile, and if
/// the chunk cannot be fetched (offline before the service worker cached it), `failed` with
/// a retry and the way home.
///
/// The loaded view is built and mounted as any other view here, under this component's
/// owner, so everything it creates (signals, callbacks, effects) is disposed together when
/// it is removed. (Built inside a `Suspense` instead, a sheet's own derived signals were
/// disposed on unmount while its effects lived on and read them: "Tried to access a
/// reactive value that has already been disposed".) `load` runs untracked: the view is built
/// once and its own closures track what they read.
#[component]
pub fn Lazy<F, Fut>(load: F, loading: super::i18n::Msg, failed: super::i18n::Msg) -> impl IntoView
where
    F: Fn() -> Fut + Send + Sync + 'static,
    Fut: std::future::Future<Output = Result<AnyView, leptos::wasm_split::SplitLoaderError>> + Send + 'static,
{
    use super::i18n;
    use leptos::reactive::computed::ScopedFuture;
    let i18n = use_i18n();
    let status = RwSignal::new(LazyStatus::Loading);
    let loaded = StoredValue::new_local(None::<AnyView>);
    let load = std::sync::Arc::new(load);
    // The view is built under this component's owner, also when the retry button (whose own
    // owner goes with the failure message) starts the load again.
    let owner = Owner::current().unwrap_or_default();
    let start = move || {
        let _ = status.try_set(LazyStatus::Loading);
        let task = owner.with(|| {
            let fut = untrack(|| load());
            ScopedFuture::new_untracked(async move {
                let result = fut.await;
                // Removed while it loaded: nothing to show it in.
                if status.is_disposed() {
                    return;
                }
                match result {
                    Ok(view) => {
                        loaded.set_value(Some(view));
                        status.set(LazyStatus::Ready);
                    }
                    Err(_) => status.set(LazyStatus::Failed),
                }
            })
        });
        leptos::task::spawn_local(task);
    };
    start();
    move || match status.get() {
        LazyStatus::Loading => view! { <p class="lazy-loading">{i18n.t(loading)}</p> }.into_any(),
        LazyStatus::Ready => loaded.try_update_value(Option::take).flatten().into_any(),
        LazyStatus::Failed => view! {
            <div class="save-problem" role="alert" data-testid="load-failed">
                <p>{i18n.t(failed)}</p>
                <button on:click={
                    let start = start.clone();
                    move |_| start()
                }>{i18n.t(i18n::RETRY)}</button>
                " "<a class="button" href="?">{i18n.t(i18n::HOME)}</a>
            </div>
        }
        .into_any(),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LazyStatus {
    Loading,
    Ready,
    Failed,
}

/// A game's score sheet (a component taking the view, the seat names and the screen) as a
/// lazily loaded chunk of its own, named `$split`: a table's first load does not need it.
/// Defines, in the game's table module, the split point and `deferred_sheet(view, names,
/// screen)`, the sheet's view (the `Lazy` that loads it) for `GameScreen`'s `sheet`.
macro_rules! deferred_sheet {
    ($split:ident: $Sheet:ident for $Game:ty) => {
        #[leptos::wasm_split::wasm_split($split, wasm_split_path = ::leptos::wasm_split, fallible)]
        fn $split(view: Memo<View>, names: Signal<Vec<String>>, end: $crate::ui::trick_table::SheetEnd) -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
            Ok(view! { <$Sheet view=view names=names end=end /> }.into_any())
        }

        fn deferred_sheet(view: Memo<View>, names: Signal<Vec<String>>, screen: Screen<$Game>) -> impl IntoView {
            use $crate::ui::i18n;
            let end = screen.sheet_end();
            view! { <$crate::ui::widgets::Lazy load=move || $split(view, names, end) loading=i18n::LOADING failed=i18n::PART_LOAD_FAILED /> }
        }
    };
}
pub(crate) use deferred_sheet;

/// A modal sheet over the page while `open`: a backdrop that closes it on a tap outside, and
/// a dialog with the title and `children` (its own buttons included).
#[component]
pub fn Sheet(open: RwSignal<bool>, class: &'static str, testid: &'static str, title: super::i18n::Msg, children: ChildrenFn) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <Show when=move || open.get()>
            {
                // Escape closes the sheet, wherever the focus is.
                let esc = window_event_listener(leptos::ev::keydown, move |ev| {
                    if ev.key() == "Escape" {
                        open.set(false);
                    }
                });
                on_cleanup(move || esc.remove());
            }
            <div class="sheet-backdrop" on:click=move |_| open.set(false)>
                <section class=format!("sheet {class}") role="dialog" aria-modal="true" aria-labelledby=format!("{testid}-title") data-testid=testid on:click=|ev| ev.stop_propagation()>
                    <h2 id=format!("{testid}-title")>{i18n.t(title)}</h2>
                    {children()}
                </section>
            </div>
        </Show>
    }
}
