//! Exploit probes: simple fixed policies, played as arena levels (`probe:<name>`), that a
//! sound bot must beat. A probe that wins against the bots shows a hole in their play.
//!
//! A probe fixes one kind of decision and leaves every other decision to the normal bot's
//! rules of thumb (so a probe differs from the normal bot in exactly the habit it tests):
//!
//! - `probe:highest` / `probe:lowest` (every trick game): plays the legal card of highest
//!   (lowest) rank whenever it plays a card. A card's rank is the game's own
//!   ([`BotGame::probe_card_rank`]): a trump (where the game has a trump suit the seat can
//!   see) above every other card, then by the card's strength (A > K > Q > J > 10 > … > 2,
//!   the order every trick comparison of the engine reads, [`crate::engine::Card::strength`]);
//!   ties go to the first such card among the legal actions, so the choice never depends on
//!   the random stream.
//! - `probe:max-bid` / `probe:zero-bid` (games with a bid of a number): bids the largest
//!   (smallest) number it may, whenever it bids; a pass counts as the smallest where the game
//!   lets a seat pass instead ([`BotGame::probe_bid_size`]). Doubles are never chosen.
//! - A game's own probes ([`BotGame::own_probe_action`]): Goita to Bara's
//!   `probe:always-challenge`, `probe:never-challenge` and `probe:always-raise`.
//!
//! A game declares which probes apply ([`BotGame::probes`]); the arena refuses the others
//! with a message that lists the game's probes.

use super::BotGame;
use crate::engine::GameRng;

/// One exploit probe.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Probe {
    Highest,
    Lowest,
    MaxBid,
    ZeroBid,
    AlwaysChallenge,
    NeverChallenge,
    AlwaysRaise,
}

impl Probe {
    pub const ALL: [Probe; 7] =
        [Probe::Highest, Probe::Lowest, Probe::MaxBid, Probe::ZeroBid, Probe::AlwaysChallenge, Probe::NeverChallenge, Probe::AlwaysRaise];

    /// The probes of every trick game.
    pub const CARDS: &'static [Probe] = &[Probe::Highest, Probe::Lowest];
    /// The probes of a trick game with bids of a number.
    pub const CARDS_AND_BIDS: &'static [Probe] = &[Probe::Highest, Probe::Lowest, Probe::MaxBid, Probe::ZeroBid];

    /// The level's id, as the arena reads and reports it: `probe:highest`.
    pub fn id(self) -> &'static str {
        match self {
            Probe::Highest => "probe:highest",
            Probe::Lowest => "probe:lowest",
            Probe::MaxBid => "probe:max-bid",
            Probe::ZeroBid => "probe:zero-bid",
            Probe::AlwaysChallenge => "probe:always-challenge",
            Probe::NeverChallenge => "probe:never-challenge",
            Probe::AlwaysRaise => "probe:always-raise",
        }
    }

    /// `probe:<name>` to its probe; `None` for any other text.
    pub fn parse(s: &str) -> Option<Probe> {
        Probe::ALL.into_iter().find(|p| p.id() == s)
    }
}

/// The first of `items` with the largest key (`largest`) or the smallest: the first, so
/// that ties never depend on anything but the order of the legal actions.
fn first_extreme<'a, T>(items: impl Iterator<Item = (i32, &'a T)>, largest: bool) -> Option<&'a T> {
    let mut best: Option<(i32, &T)> = None;
    for (k, a) in items {
        let better = match best {
            None => true,
            Some((b, _)) => (largest && k > b) || (!largest && k < b),
        };
        if better {
            best = Some((k, a));
        }
    }
    best.map(|(_, a)| a)
}

/// The probe's fixed choice for this decision, or `None` where the decision is not the
/// probe's (or the probe does not apply to the game): the normal bot decides those.
pub fn fixed_action<G: BotGame>(probe: Probe, view: &G::View, legal: &[G::Action]) -> Option<G::Action> {
    if !G::probes().contains(&probe) {
        return None;
    }
    match probe {
        Probe::Highest | Probe::Lowest => {
            first_extreme(legal.iter().filter_map(|a| G::probe_card_rank(view, a).map(|k| (k, a))), probe == Probe::Highest).cloned()
        }
        Probe::MaxBid | Probe::ZeroBid => {
            first_extreme(legal.iter().filter_map(|a| G::probe_bid_size(a).map(|k| (k, a))), probe == Probe::MaxBid).cloned()
        }
        _ => G::own_probe_action(probe, view, legal),
    }
}

/// The probe's action: its fixed choice, or the normal bot's for the decisions it leaves.
pub fn action<G: BotGame>(probe: Probe, view: &G::View, legal: &[G::Action], rng: &mut GameRng) -> G::Action {
    fixed_action::<G>(probe, view, legal).unwrap_or_else(|| G::normal_action(view, legal, rng))
}

/// The rank of a card for the generic probes: trumps above the rest, then by strength.
pub fn card_rank(card: crate::engine::Card, trump: Option<crate::engine::Suit>) -> i32 {
    let trump_bonus = if trump.is_some_and(|t| card.suit() == t) { 1000 } else { 0 };
    trump_bonus + i32::from(card.strength())
}

/// The probes of a trick game whose card plays are `$play(card)`, declared in one line inside
/// its `impl BotGame`: the set of probes (`CARDS`, or `CARDS_AND_BIDS` for a bidding game)
/// and the trump suit its view shows, if any, which [`card_rank`] ranks above the rest
/// (`probe::card_probes!(Action::Play, CARDS, |view| view.trump);`).
macro_rules! card_probes {
    ($play:path, $probes:ident, |$view:ident| $trump:expr) => {
        fn probes() -> &'static [$crate::bots::probe::Probe] {
            $crate::bots::probe::Probe::$probes
        }

        fn probe_card_rank($view: &Self::View, action: &Self::Action) -> Option<i32> {
            match action {
                $play(c) => Some($crate::bots::probe::card_rank(*c, $trump)),
                #[allow(unreachable_patterns)]
                _ => None,
            }
        }
    };
}
pub(crate) use card_probes;

/// The card probes of a no-trump trick game whose card plays are `$play(card)`, declared in
/// one line inside its `impl BotGame` (`probe::no_trump_card_probes!(Action::Play);`).
macro_rules! no_trump_card_probes {
    ($play:path) => {
        $crate::bots::probe::card_probes!($play, CARDS, |_view| None);
    };
}
pub(crate) use no_trump_card_probes;
