//! The bid panel every bidding game shares: the public auction so far and a bidding box of
//! the calls the person may make now (a number alone, or with a suit or no-trump; pass;
//! double; redouble). A game maps its own actions to and from [`Call`]s.

use super::i18n::{self, use_i18n, Lang};
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

fn strain_class(s: Option<Strain>) -> &'static str {
    match s {
        Some(Strain::Suit(suit)) => suit_class(suit),
        _ => "",
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
    let can = move |c: Call| legal.with(|l| l.contains(&c));
    let other = move |c: Call, testid: &'static str| {
        view! {
            <button class="call" data-testid=testid disabled=move || !can(c) on:click=move |_| on_call.run(c)>
                {move || call_text(c, i18n.lang())}
            </button>
        }
    };
    view! {
        <div class="bid-panel" data-testid="bid-panel">
            <ol class="auction" aria-label=i18n.t(i18n::AUCTION) data-testid="auction">
                {move || {
                    let lang = i18n.lang();
                    auction.get().into_iter().map(|(seat, c)| {
                        let who = names.with(|n| n.get(seat as usize).cloned().unwrap_or_default());
                        view! { <li data-seat=seat><span class="who">{who}</span>" "<strong class=strain_class(match c { Call::Bid { strain, .. } => strain, _ => None })>{call_text(c, lang)}</strong></li> }
                    }).collect_view()
                }}
            </ol>
            <Show when=move || legal.with(|l| !l.is_empty())>
                <div class="bidding-box" role="group" aria-label=i18n.t(i18n::YOUR_CALL)>
                    {move || {
                        let b = bidding_box.get();
                        b.levels.iter().map(|&level| {
                            let cells = b.strains.iter().map(|&strain| {
                                let c = Call::Bid { level, strain };
                                view! {
                                    <button class=format!("call bid {}", strain_class(strain)) data-call=c.to_string() disabled=move || !can(c) on:click=move |_| on_call.run(c)>
                                        {move || call_text(c, i18n.lang())}
                                    </button>
                                }
                            }).collect_view();
                            view! { <div class="bid-row">{cells}</div> }
                        }).collect_view()
                    }}
                    <div class="bid-row other-calls">
                        {move || bidding_box.with(|b| b.pass).then(|| other(Call::Pass, "call-pass"))}
                        {move || bidding_box.with(|b| b.double || b.redouble).then(|| view! { {other(Call::Double, "call-double")}{other(Call::Redouble, "call-redouble")} })}
                    </div>
                </div>
            </Show>
        </div>
    }
}
