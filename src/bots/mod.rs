//! Bots. A bot chooses for the seat whose turn it is, knowing only what that seat may know.
//!
//! - easy: a random legal action;
//! - normal: rules of thumb per game ([`BotGame::normal_action`]), written against the
//!   seat's *view* only, so they cannot peek;
//! - hard: information-set Monte Carlo tree search ([`ismcts`]) over worlds redealt from the
//!   seat's knowledge ([`BotGame::determinize`], [`hidden`]);
//! - oracle: the same search on the true deal. It sees every hand and exists only to measure
//!   how much better than normal the hard bot could possibly be (the arena's ceiling).
//!
//! All levels are deterministic for a given random stream.

pub mod any;
pub mod claim;
pub mod halving;
pub mod hidden;
pub mod inference;
pub mod ismcts;
pub mod probe;
pub mod tricks;

use crate::engine::game::{Game, Turn};
use crate::engine::{GameRng, Seat};

/// What the bots need from a game beyond the [`Game`] trait.
pub trait BotGame: Game {
    /// A state `seat` cannot tell apart from this one: everything hidden from it (other
    /// hands, face-down cards, the undealt pack) redrawn at random, consistent with all it
    /// knows (cards seen, known voids, passed cards). Must depend only on what `seat` may
    /// know and on `rng`: the conformance harness checks that two states with the same view
    /// give the same world for the same stream.
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self;

    /// Deals finished so far; a search looks no further than the end of the current deal.
    fn deals_done(&self) -> u32;

    /// The normal level's choice, from the acting seat's view and its legal actions.
    fn normal_action(view: &Self::View, legal: &[Self::Action], rng: &mut GameRng) -> Self::Action;

    /// A typical size of one deal's score swing, to put search rewards near −1..1.
    fn reward_scale(&self) -> f64 {
        10.0
    }

    /// Search iterations per hard decision (tuned per game by `torite-cli bench` so a
    /// decision stays near the latency target in Wasm).
    fn hard_iterations(&self) -> u32 {
        1000
    }

    /// How often, in the hard bot's tree, another seat's move follows the rules of thumb in
    /// the world drawn ([`BotGame::normal_action`] on that seat's view there, so knowing its
    /// own cards), rather than the tree's statistics: those are pooled over every world the
    /// search draws, so there the other seats choose as if they did not know their own
    /// hands. 0 (the default) leaves every move to the tree; set per game where the arena
    /// showed it stronger against the normal bots and not weaker against the hard ones
    /// (docs/bench.md, "Bots: inference from play"). The oracle searches the same way.
    fn others_by_rules_of_thumb(&self) -> f64 {
        0.0
    }

    /// How often a move in the search's playouts follows the rules of thumb
    /// ([`BotGame::normal_action`] on the acting seat's view in the world drawn, so knowing
    /// its own cards there) rather than being a random legal move. 0 (the default) keeps
    /// the game's own random [`BotGame::playout`]; set per game where the arena showed it
    /// stronger against the normal bots and not weaker against the hard ones (docs/bench.md,
    /// "Playouts by the rules of thumb"). The oracle searches the same way.
    fn playouts_by_rules_of_thumb(&self) -> f64 {
        0.0
    }

    /// The hard bot's estimates for a decision the game judges by its own simulation instead
    /// of the tree search, or `None` (the default) to search the tree. Twenty-One's bids:
    /// each candidate bid is played out on deals drawn from what the seat knows. Called first
    /// by [`ismcts::search`], so the hard bot, the oracle and the hint all use it; `budget` is
    /// the search's iteration count.
    fn own_search(
        &self,
        _seat: Seat,
        _worlds: &ismcts::WorldSource<'_, Self>,
        _budget: u32,
        _rng: &mut GameRng,
    ) -> Option<Vec<ismcts::Estimate<Self::Action>>> {
        None
    }

    /// This world rewound to the start of its deal (or to the last point from which
    /// everything that happened since is known to `observer`), with the actions since, for
    /// weighing worlds by the others' decisions ([`inference`]). Must depend only on this
    /// state and what `observer` may know: the conformance harness replays the rewind of the
    /// true state and of worlds drawn for `observer`, and checks that they agree. `None`
    /// where there is nothing to infer (no hidden cards, or a moment before any decision).
    fn rewind(&self, observer: Seat) -> Option<inference::Rewound<Self>>;

    /// The tricks each seat has taken in the deal in progress (still those of the deal just
    /// finished until the next one is dealt), for the hint's reasons ("wins the trick",
    /// "+1.2 tricks"); `None` for a game without tricks.
    fn trick_counts(&self) -> Option<Vec<u8>>;

    /// Random legal moves (and chance) to the end of the current deal or of the game.
    /// Games may replace this with a faster equivalent that only has to keep `scores` and
    /// `deals_done` right afterwards.
    fn playout(&mut self, rng: &mut GameRng) {
        random_playout(self, rng)
    }

    /// Whether a seat may claim the rest of a deal's tricks ([`claim`]): games whose
    /// [`BotGame::trick_counts`] are the deal's tricks and where taking them all settles it.
    fn claims() -> bool {
        false
    }

    /// The exploit probes that apply to this game ([`probe`]): arena levels `probe:<name>`.
    fn probes() -> &'static [probe::Probe] {
        &[]
    }

    /// For `probe:highest` and `probe:lowest`: the rank of the card `action` plays by the
    /// game's own ranking ([`probe::card_rank`] where a trump suit and the card's strength
    /// decide), or `None` for an action that plays no card.
    fn probe_card_rank(_view: &Self::View, _action: &Self::Action) -> Option<i32> {
        None
    }

    /// For `probe:max-bid` and `probe:zero-bid`: the number `action` bids (a pass 0 where a
    /// seat may pass instead of bidding), or `None` for an action that is not a bid.
    fn probe_bid_size(_action: &Self::Action) -> Option<i32> {
        None
    }

    /// The game's own probes' fixed choice, or `None` where the decision is not the probe's.
    fn own_probe_action(_probe: probe::Probe, _view: &Self::View, _legal: &[Self::Action]) -> Option<Self::Action> {
        None
    }
}

/// Random legal moves (and chance) until the deal or the game ends: [`BotGame::playout`]'s
/// default, and the fallback of games whose fast path covers only trick play.
pub fn random_playout<G: BotGame>(g: &mut G, rng: &mut GameRng) {
    rules_of_thumb_playout(g, 0, rng)
}

/// Play until the deal or the game ends where each choice among two or more legal moves
/// follows the rules of thumb `share` times in a thousand (drawn only between 0 and a
/// thousand) and is a random legal move otherwise: the search's playout where a game asks
/// for it ([`BotGame::playouts_by_rules_of_thumb`]). At a thousand every seat plays as the
/// normal bot would, from the chooser's view (a dummy's controller chooses for it); at 0 it
/// is [`random_playout`].
pub fn rules_of_thumb_playout<G: BotGame>(g: &mut G, share: usize, rng: &mut GameRng) {
    let start = g.deals_done();
    loop {
        match g.turn() {
            Turn::Over => return,
            Turn::Chance => {
                let a = g.sample_chance(rng);
                g.apply(&a).expect("sampled chance outcomes apply");
            }
            Turn::Seat(_) => {
                let mut legal = g.legal_actions();
                let a = if legal.len() > 1 && share > 0 && (share >= 1000 || rng.below(1000) < share) {
                    let seat = chooser(g).expect("a seat acts");
                    G::normal_action(&g.view(seat), &legal, rng)
                } else {
                    legal.swap_remove(rng.below(legal.len()))
                };
                g.apply(&a).expect("legal actions apply");
            }
        }
        if g.deals_done() != start {
            return;
        }
    }
}

/// A bot's strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    Normal,
    Hard,
    /// Sees all hands: for measurement only, never offered in the app.
    Oracle,
    /// The hard bot without inference from play (its worlds all alike): for measurement
    /// only, never offered in the app.
    HardSampled,
    /// An exploit probe ([`probe`]): for measurement only, never offered in the app.
    Probe(probe::Probe),
}

impl Level {
    pub const PLAYABLE: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    pub fn id(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
            Level::Oracle => "oracle",
            Level::HardSampled => "hard-sampled",
            Level::Probe(p) => p.id(),
        }
    }

    /// A level's id to the level: `easy`, `normal`, `hard`, `oracle`, `hard-sampled` or
    /// `probe:<name>` ([`probe::Probe::parse`]).
    pub fn parse(s: &str) -> Option<Level> {
        if let Some(p) = probe::Probe::parse(s) {
            return Some(Level::Probe(p));
        }
        [Level::Easy, Level::Normal, Level::Hard, Level::Oracle, Level::HardSampled].into_iter().find(|l| l.id() == s)
    }
}

/// The action the bot of `level` takes for the seat whose turn it is. `None` when no seat
/// is to act.
/// The bot decides from what the seat *choosing* knows: for a dummy, its controller (the
/// declarer), whose view holds the dummy's cards and its own ([`chooser`]).
pub fn choose<G: BotGame>(game: &G, level: Level, rng: &mut GameRng) -> Option<G::Action> {
    let seat = chooser(game)?;
    let mut legal = game.legal_actions();
    if legal.len() <= 1 {
        return legal.pop();
    }
    Some(match level {
        Level::Easy => legal.swap_remove(rng.below(legal.len())),
        Level::Normal => G::normal_action(&game.view(seat), &legal, rng),
        Level::Hard => ismcts::best(game, seat, ismcts::Worlds::Inferred, game.hard_iterations(), rng),
        Level::Oracle => ismcts::best(game, seat, ismcts::Worlds::TrueDeal, game.hard_iterations(), rng),
        Level::HardSampled => ismcts::best(game, seat, ismcts::Worlds::Sampled, game.hard_iterations(), rng),
        Level::Probe(p) => probe::action::<G>(p, &game.view(seat), &legal, rng),
    })
}

/// The seat that chooses the action now: the controller (`Game::table`) of the seat to act,
/// which is that seat itself except for a dummy. `None` when no seat is to act.
pub fn chooser<G: Game>(game: &G) -> Option<Seat> {
    let Turn::Seat(seat) = game.turn() else { return None };
    Some(game.table().controller.get(seat as usize).copied().unwrap_or(seat))
}

/// Picks uniformly among the legal actions ("easy").
pub fn random_index(legal_count: usize, rng: &mut GameRng) -> usize {
    rng.below(legal_count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Ruleset;
    use crate::games::{same_two, second};
    use std::fmt::Debug;

    /// The deal from `g` played out by [`choose`] at the normal level for every seat (and
    /// chance from the same stream).
    fn normal_bots_deal<G: BotGame>(g: &G, rng: &mut GameRng) -> G {
        let mut g = g.clone();
        let start = g.deals_done();
        while g.deals_done() == start && g.turn() != Turn::Over {
            let a = match g.turn() {
                Turn::Chance => g.sample_chance(rng),
                _ => choose(&g, Level::Normal, rng).expect("a seat acts"),
            };
            g.apply(&a).expect("the normal bot's move applies");
        }
        g
    }

    fn check_playouts_by_the_rules_of_thumb<G: BotGame + PartialEq + Debug>(rules: &Ruleset) {
        let mut g = G::new(rules);
        let mut chance = GameRng::seeded(3);
        while g.turn() == Turn::Chance {
            let a = g.sample_chance(&mut chance);
            g.apply(&a).unwrap();
        }
        let mut by_rules = g.clone();
        rules_of_thumb_playout(&mut by_rules, 1000, &mut GameRng::seeded(8));
        assert_ne!(by_rules.deals_done(), g.deals_done(), "{}: the playout ends the deal", rules.game.id);
        assert_eq!(by_rules, normal_bots_deal(&g, &mut GameRng::seeded(8)), "{}: at a thousand, the normal bots' deal", rules.game.id);
        let mut at_random = g.clone();
        rules_of_thumb_playout(&mut at_random, 0, &mut GameRng::seeded(8));
        assert_ne!(at_random, by_rules, "{}: at 0, random moves", rules.game.id);
    }

    #[test]
    fn a_playout_all_by_the_rules_of_thumb_is_the_normal_bots_deal() {
        check_playouts_by_the_rules_of_thumb::<second::Second>(&Ruleset::defaults(&second::INFO));
        // A dummy's cards are chosen by its controller, from the declarer's view.
        check_playouts_by_the_rules_of_thumb::<same_two::SameTwo>(&Ruleset::defaults(&same_two::INFO));
    }
}
