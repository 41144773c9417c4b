//! The bid panel every bidding game shares: the public auction so far and a bidding box of
//! the calls the person may make now (a number alone, or with a suit or no-trump; pass;
//! double; redouble). Numbers alone are one row of buttons; a number with a strain is two
//! taps, the number and then the strain. A game maps its own actions to and from [`Call`]s.

use super::i18n::{self, use_i18n, I18n, Lang};
use super::widgets::{suit_class, suit_symbol};
use crate::engine::bid::{Auction, BiddingBox, Call, Strain};
use leptos::prelude::*;

/// How a call reads: "3♠", "1NT", "7", "Pass", "Double", "Redouble".
pub fn call_text(c: Call, lang: Lang) -> String {
    match c {
        Call::Pass => i18n::PASS.get(lang).into(),
        Call::Double => i18n::DOUBLE.get(lang).into(),
        Call::Redouble => i18n::REDOUBLE.get(lang).into(),
        Call::Bid { level, strain } => format!("{level}{}", strain.map_or("", strain_text)),
    }
}

fn strain_text(s: Strain) -> &'static str {
    match s {
        Strain::Suit(suit) => suit_symbol(suit),
        Strain::NoTrump => "NT",
    }
}

/// A strain as records write it: `S`, `H`, `D`, `C`, `NT`.
fn strain_id(s: Strain) -> String {
    Call::Bid { level: 0, strain: Some(s) }.to_string()[1..].to_string()
}

fn strain_class(s: Option<Strain>) -> &'static str {
    match s {
        Some(Strain::Suit(suit)) => suit_class(suit),
        _ => "",
    }
}

/// What the bidding box's buttons share: the calls the person may make now, where a call
/// goes, and the language their texts follow.
#[derive(Clone, Copy)]
struct Calls {
    legal: Signal<Vec<Call>>,
    on_call: Callback<Call>,
    i18n: I18n,
}

impl Calls {
    fn can(self, c: Call) -> bool {
        self.legal.with(|l| l.contains(&c))
    }

    /// Pass, double or redouble.
    fn other(self, c: Call, testid: &'static str) -> impl IntoView {
        let i18n = self.i18n;
        view! {
            <button class="call" data-testid=testid disabled=move || !self.can(c) on:click=move |_| self.on_call.run(c)>
                {move || call_text(c, i18n.lang())}
            </button>
        }
    }

    /// A bid in one tap.
    fn button(self, c: Call) -> impl IntoView {
        let i18n = self.i18n;
        let strain = match c {
            Call::Bid { strain, .. } => strain,
            _ => None,
        };
        view! {
            <button class=format!("call bid {}", strain_class(strain)) data-call=c.to_string() disabled=move || !self.can(c) on:click=move |_| self.on_call.run(c)>
                {move || call_text(c, i18n.lang())}
            </button>
        }
    }
}

#[component]
pub fn BidPanel(
    /// The calls the person may make now (empty while others bid).
    legal: Signal<Vec<Call>>,
    /// Every call so far, with its seat.
    auction: Signal<Auction>,
    names: Signal<Vec<String>>,
    on_call: Callback<Call>,
) -> impl IntoView {
    let i18n = use_i18n();
    let bidding_box = Memo::new(move |_| legal.with(|l| BiddingBox::of(l)));
    let calls = Calls { legal, on_call, i18n };
    // With bids that name a strain the box takes two taps, a number and then a strain, so
    // that even 0-17 tricks in four suits fit a phone's width; the number chosen is kept
    // until the calls change.
    let level = RwSignal::new(None::<u8>);
    Effect::new(move |_| {
        legal.track();
        level.set(None);
    });
    let numbers_alone = move || bidding_box.with(|b| b.strains.len() <= 1);
    view! {
        <div class="bid-panel" data-testid="bid-panel">
            <AuctionList auction=auction names=names />
            <Show when=move || legal.with(|l| !l.is_empty())>
                <div class="bidding-box" role="group" aria-label=i18n.t(i18n::YOUR_CALL)>
                    <Show
                        when=numbers_alone
                        fallback=move || view! { <TwoTaps calls=calls bidding_box=bidding_box level=level /> }
                    >
                        <div class="bid-row">{move || bidding_box.get().levels.into_iter().map(|n| calls.button(Call::Bid { level: n, strain: None })).collect_view()}</div>
                    </Show>
                    <div class="bid-row other-calls">
                        {move || bidding_box.with(|b| b.pass).then(|| calls.other(Call::Pass, "call-pass"))}
                        {move || bidding_box.with(|b| b.double || b.redouble).then(|| view! { {calls.other(Call::Double, "call-double")}{calls.other(Call::Redouble, "call-redouble")} })}
                    </div>
                </div>
            </Show>
        </div>
    }
}

/// The public auction: every call so far, after its caller's name.
#[component]
fn AuctionList(auction: Signal<Auction>, names: Signal<Vec<String>>) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <ol class="auction" aria-label=i18n.t(i18n::AUCTION) data-testid="auction">
            {move || {
                let lang = i18n.lang();
                auction.get().into_iter().map(|(seat, c)| {
                    let who = names.with(|n| n.get(seat as usize).cloned().unwrap_or_default());
                    view! { <li data-seat=seat><span class="who">{who}</span>" "<strong class=strain_class(match c { Call::Bid { strain, .. } => strain, _ => None })>{call_text(c, lang)}</strong></li> }
                }).collect_view()
            }}
        </ol>
    }
}

/// Bids that name a strain, in two taps: a row of numbers (one chosen, kept in `level`), then
/// a row of strains that bid the number chosen.
#[component]
fn TwoTaps(calls: Calls, bidding_box: Memo<BiddingBox>, level: RwSignal<Option<u8>>) -> impl IntoView {
    let i18n = calls.i18n;
    view! {
        <div class="bid-row levels" role="radiogroup" aria-label=i18n.t(i18n::BID_NUMBER)>
            {move || bidding_box.get().levels.into_iter().map(|n| view! {
                <button
                    class="call level"
                    data-level=n
                    role="radio"
                    aria-checked=move || if level.get() == Some(n) { "true" } else { "false" }
                    class:chosen=move || level.get() == Some(n)
                    on:click=move |_| level.set(Some(n))
                >
                    {n}
                </button>
            }).collect_view()}
        </div>
        <div class="bid-row strains">
            {move || {
                let b = bidding_box.get();
                b.strains.into_iter().map(|strain| {
                    let call = move || level.get().map(|level| Call::Bid { level, strain });
                    view! {
                        <button
                            class=format!("call bid {}", strain_class(strain))
                            data-strain=strain.map(strain_id)
                            data-call=move || call().map(|c| c.to_string())
                            disabled=move || !call().is_some_and(|c| calls.can(c))
                            on:click=move |_| if let Some(c) = call() { calls.on_call.run(c) }
                        >
                            {move || match call() {
                                Some(c) => call_text(c, i18n.lang()),
                                None => strain.map_or(String::new(), |s| strain_text(s).to_string()),
                            }}
                        </button>
                    }
                }).collect_view()
            }}
        </div>
    }
}
