//! Claiming the rest of the deal's tricks (`bots::claim`): when what you can see makes
//! every trick left yours, the status line offers the claim; the bots check it on the true
//! deal and, when it holds, the rest of the deal is played out at once.

use super::bot_client;
use super::i18n::{use_i18n, Lang};
use crate::engine::game::Game;
use crate::play::service::{ClaimReply, Request};
use crate::play::session::Session;
use leptos::prelude::*;

/// Where a claim stands, for the position after `moves` actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClaimState {
    None,
    /// Offered: the side takes `tricks` more.
    Offered { moves: usize, tricks: u8 },
    /// Sent to the bots.
    Asking { moves: usize },
    /// Accepted and played out; `moves` is the position after the last trick.
    Accepted { moves: usize, tricks: u8 },
    /// The bots declined: a trick could still be lost.
    Declined { moves: usize },
}

impl ClaimState {
    fn moves(self) -> Option<usize> {
        match self {
            ClaimState::None => None,
            ClaimState::Offered { moves, .. } | ClaimState::Asking { moves } | ClaimState::Accepted { moves, .. } | ClaimState::Declined { moves } => Some(moves),
        }
    }
}

crate::text::msgs! {
    CLAIM_LABEL = "The cards you can see make every trick left yours: claim them and the deal is played out at once. The bots accept only when it is true."
        / "見えているカードから、残りのトリックはすべてあなたのものです。クレームすると残りを一度に進めます。CPUは本当に取れる場合だけ受け入れます。";
    CLAIM_ASKING = "Asking the bots…" / "CPUに確認しています…";
    CLAIM_DECLINED = "The bots decline the claim: a trick could still be lost. Play on."
        / "CPUはクレームを受け入れませんでした。まだトリックを失う可能性があります。続けてください。";
}

fn claim_button_text(lang: Lang, tricks: u8) -> String {
    match lang {
        Lang::En if tricks == 1 => "Claim the last trick".into(),
        Lang::En => format!("Claim the last {tricks} tricks"),
        Lang::Ja => format!("残り{tricks}トリックをクレーム"),
    }
}

fn claim_accepted_text(lang: Lang, tricks: u8) -> String {
    match lang {
        Lang::En => format!("Claim accepted: the last {tricks} tricks are yours."),
        Lang::Ja => format!("クレーム成立：残り{tricks}トリックはあなたのものです。"),
    }
}

/// The claim: asks the bot worker whether to offer it whenever you are to play, shows the
/// button while the offer stands, and the bots' answer once given.
#[component]
pub fn ClaimButton<G: Game + Send + Sync>(session: RwSignal<Session<G>>) -> impl IntoView
where
    G::Action: Send + Sync,
{
    let i18n = use_i18n();
    let claim = RwSignal::new(ClaimState::None);
    // Whenever it is your turn, ask whether to offer the claim; anything that moves ends
    // an offer or an answer (but the accepted note, which stays until the next move).
    Effect::new(move |_| {
        let (moves, yours) = session.with(|s| (s.moves(), s.person_to_act().is_some()));
        let stale = claim.with_untracked(|c| c.moves().is_some_and(|m| m != moves));
        if stale {
            claim.set(ClaimState::None);
        }
        if !yours {
            return;
        }
        let record = session.with_untracked(|s| s.record().to_json());
        bot_client::ask(&Request::Claim { record, accept: false }, move |reply: Result<ClaimReply, _>| {
            let Ok(ClaimReply { tricks: Some(tricks), moves: asked, .. }) = reply else { return };
            if session.with_untracked(|s| s.moves()) == asked && claim.get_untracked() == ClaimState::None {
                claim.set(ClaimState::Offered { moves: asked, tricks });
            }
        });
    });
    let press = move |_| {
        let ClaimState::Offered { moves, tricks } = claim.get_untracked() else { return };
        claim.set(ClaimState::Asking { moves });
        let record = session.with_untracked(|s| s.record().to_json());
        bot_client::ask(&Request::Claim { record, accept: true }, move |reply: Result<ClaimReply, _>| {
            if claim.get_untracked() != (ClaimState::Asking { moves }) {
                return;
            }
            let line = match reply {
                Ok(ClaimReply { line: Some(line), .. }) => line,
                _ => return claim.set(ClaimState::Declined { moves }),
            };
            let actions: Result<Vec<G::Action>, _> = line.into_iter().map(serde_json::from_value).collect();
            let played = actions.ok().and_then(|actions| {
                session
                    .try_update(|s| {
                        (s.moves() == moves).then(|| actions.iter().try_for_each(|a| s.act(a)).is_ok()).unwrap_or(false)
                    })
                    .filter(|&ok| ok)
            });
            match played {
                Some(_) => claim.set(ClaimState::Accepted { moves: session.with_untracked(|s| s.moves()), tricks }),
                None => claim.set(ClaimState::Declined { moves }),
            }
        });
    };
    move || match claim.get() {
        ClaimState::Offered { tricks, .. } => view! {
            <button class="claim" data-testid="claim" title=i18n.t(CLAIM_LABEL) on:click=press>
                {move || claim_button_text(i18n.lang(), tricks)}
            </button>
        }
        .into_any(),
        ClaimState::Asking { .. } => view! { <button class="claim" data-testid="claim" disabled=true>{i18n.t(CLAIM_ASKING)}</button> }.into_any(),
        ClaimState::Accepted { tricks, .. } => view! { <span class="claim-note" role="status" data-testid="claim-accepted">{move || claim_accepted_text(i18n.lang(), tricks)}</span> }.into_any(),
        ClaimState::Declined { .. } => view! { <span class="claim-note" role="status" data-testid="claim-declined">{i18n.t(CLAIM_DECLINED)}</span> }.into_any(),
        ClaimState::None => ().into_any(),
    }
}
