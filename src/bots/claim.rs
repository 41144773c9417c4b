//! Claiming the rest of a deal's tricks, as players of real cards do: "the rest are mine".
//!
//! A claim says that the claimant's side takes every trick left in the deal, whatever the
//! other seats do. Two questions, asked of the same search:
//! - **Offered?** Only from what the claimant may know: every world drawn from its view
//!   ([`BotGame::determinize`]) must give its side the rest. The table offers the claim
//!   then, and only then.
//! - **Accepted?** The bots check the true deal, as NeuralPlay's do: they accept only when
//!   the claim holds against every defence, and then the rest is played out, the claimant's
//!   seats by a line that keeps every trick and the others as their bots would play.
//!
//! The search is exact on one world: the seats the claimant chooses for (itself, a dummy it
//! plays) need one line that works, every other seat (partners too) may play anything. It
//! stops at the deal's end; a chance event before then (a card drawn from a stock) makes the
//! claim unsure, and so does a search that outgrows its budget.

use super::{chooser, BotGame};
use crate::engine::game::Turn;
use crate::engine::seats::Table;
use crate::engine::{GameRng, Seat};

/// Worlds drawn from the claimant's view before a claim is offered.
pub const OFFER_WORLDS: usize = 16;
/// Positions searched per world when offering (beyond it, no offer: early in a deal).
pub const OFFER_BUDGET: u32 = 4_000;
/// Positions the bots search on the true deal before they accept.
pub const ACCEPT_BUDGET: u32 = 400_000;
/// The fewest tricks worth a claim (the last one is a single tap).
pub const FEWEST: u8 = 2;

struct Claimant {
    seat: Seat,
    table: Table,
    deals: u32,
}

impl Claimant {
    fn of<G: BotGame>(g: &G) -> Option<Claimant> {
        Some(Claimant { seat: chooser(g)?, table: g.table(), deals: g.deals_done() })
    }
    fn ours(&self, s: usize) -> bool {
        self.table.team.get(s) == self.table.team.get(self.seat as usize)
    }
    /// Tricks the side gained from `before` to `after`, or `None` when another side won one.
    fn gained(&self, before: &[u8], after: &[u8]) -> Option<u8> {
        let mut won = 0;
        for (s, (b, a)) in before.iter().zip(after).enumerate() {
            if a > b {
                if !self.ours(s) {
                    return None;
                }
                won += a - b;
            }
        }
        Some(won)
    }
    fn deal_over<G: BotGame>(&self, g: &G) -> bool {
        g.turn() == Turn::Over || g.deals_done() > self.deals
    }
}

/// Whether the claimant's side takes every trick left in the deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    /// The side takes every trick left (this many, on the line searched first).
    Holds(u8),
    Fails,
    /// Not known: the budget ran out.
    Unsure,
}

fn search<G: BotGame>(g: &G, c: &Claimant, budget: &mut u32) -> Verdict {
    if c.deal_over(g) {
        return Verdict::Holds(0);
    }
    let Turn::Seat(s) = g.turn() else { return Verdict::Fails };
    let Some(before) = G::claims().then(|| g.trick_counts()).flatten() else { return Verdict::Fails };
    if *budget == 0 {
        return Verdict::Unsure;
    }
    *budget -= 1;
    let ours = c.table.controller.get(s as usize).copied().unwrap_or(s) == c.seat;
    let mut unsure = false;
    let mut held = None;
    for a in g.legal_actions() {
        let mut next = g.clone();
        if next.apply(&a).is_err() {
            return Verdict::Fails;
        }
        let verdict = match next.trick_counts().and_then(|after| c.gained(&before, &after)) {
            None => Verdict::Fails,
            Some(won) => match search(&next, c, budget) {
                Verdict::Holds(n) => Verdict::Holds(n + won),
                v => v,
            },
        };
        match verdict {
            Verdict::Holds(n) if ours => return Verdict::Holds(n),
            Verdict::Holds(n) => {
                held.get_or_insert(n);
            }
            Verdict::Fails if !ours => return Verdict::Fails,
            Verdict::Fails => {}
            Verdict::Unsure => unsure = true,
        }
    }
    match (unsure, held) {
        (true, _) => Verdict::Unsure,
        (false, Some(n)) if !ours => Verdict::Holds(n),
        _ => Verdict::Fails,
    }
}

/// The tricks a claim by the seat to act would take, when every world drawn from what it
/// knows gives its side every trick left (at least [`FEWEST`]); `None` otherwise.
pub fn offer<G: BotGame>(g: &G, rng: &mut GameRng) -> Option<u8> {
    if !G::claims() {
        return None;
    }
    let c = Claimant::of(g)?;
    let mut tricks = None;
    for _ in 0..OFFER_WORLDS {
        let world = g.determinize(c.seat, rng);
        match search(&world, &c, &mut OFFER_BUDGET.clone()) {
            Verdict::Holds(n) => {
                tricks.get_or_insert(n);
            }
            _ => return None,
        }
    }
    tricks.filter(|&n| n >= FEWEST)
}

/// The bots' answer to a claim by the seat to act, on the true deal: `None` when they
/// decline (a trick could still be lost, or the search could not tell), else the rest of the
/// deal's actions, the claimant's seats keeping every trick and every other seat choosing
/// by `choose_other` (its bot, given the state and the number of actions so far).
pub fn accept<G: BotGame>(g: &G, mut choose_other: impl FnMut(&G, usize) -> Option<G::Action>) -> Option<Vec<G::Action>> {
    let c = Claimant::of(g)?;
    if !matches!(search(g, &c, &mut ACCEPT_BUDGET.clone()), Verdict::Holds(n) if n >= 1) {
        return None;
    }
    let mut state = g.clone();
    let mut line = Vec::new();
    while !c.deal_over(&state) {
        let Turn::Seat(s) = state.turn() else { break };
        let ours = state.table().controller.get(s as usize).copied().unwrap_or(s) == c.seat;
        let action = if ours {
            let before = state.trick_counts()?;
            state.legal_actions().into_iter().find(|a| {
                let mut next = state.clone();
                next.apply(a).is_ok()
                    && next.trick_counts().and_then(|after| c.gained(&before, &after)).is_some()
                    && matches!(search(&next, &c, &mut ACCEPT_BUDGET.clone()), Verdict::Holds(_))
            })?
        } else {
            choose_other(&state, line.len())?
        };
        state.apply(&action).ok()?;
        line.push(action);
    }
    Some(line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::Game;
    use crate::engine::Ruleset;
    use crate::games::three_tricks::{self, ThreeTricks};

    /// Plays `g` by the normal bots until `there` holds (or the game ends).
    fn play_to<G: BotGame>(g: &mut G, there: impl Fn(&G) -> bool, rng: &mut GameRng) {
        while !there(g) {
            match g.turn() {
                Turn::Chance => {
                    let a = g.sample_chance(rng);
                    g.apply(&a).unwrap();
                }
                Turn::Seat(_) => {
                    let a = super::super::choose(g, super::super::Level::Normal, rng).unwrap();
                    g.apply(&a).unwrap();
                }
                Turn::Over => return,
            }
        }
    }

    #[test]
    fn an_offer_is_accepted_and_a_false_claim_is_declined() {
        // Over many deals of Three Tricks, play to the last few tricks: whenever a claim is
        // offered the bots accept it and its line gives the side every trick left; whenever
        // the true deal says the claim fails, the bots decline.
        let rules = Ruleset::defaults(&three_tricks::INFO);
        let (mut offered, mut declined) = (0, 0);
        for seed in 0..60 {
            let mut rng = GameRng::stream(seed, 0);
            let mut g = ThreeTricks::new(&rules);
            play_to(&mut g, |g| matches!(g.turn(), Turn::Seat(_)) && g.view(chooser(g).unwrap()).hand.len() <= 3, &mut rng);
            if g.turn() == Turn::Over {
                continue;
            }
            let seat = chooser(&g).unwrap();
            let before = g.trick_counts().unwrap();
            let deals = g.deals_done();
            let answer = accept(&g, |s, _| Some(s.legal_actions()[0].clone()));
            if let Some(n) = offer(&g, &mut rng) {
                offered += 1;
                let line = answer.expect("an offered claim holds on the true deal");
                let mut end = g.clone();
                for a in &line {
                    end.apply(a).unwrap();
                }
                assert!(end.deals_done() > deals || end.turn() == Turn::Over);
                assert!(n >= FEWEST);
                let after = end.trick_counts().unwrap();
                for s in 0..before.len() {
                    if s != seat as usize {
                        assert_eq!(after[s], before[s], "seed {seed}: seat {s} took a trick of a claim");
                    }
                }
            } else if answer.is_none() {
                declined += 1;
            }
        }
        assert!(offered > 0 && declined > 0, "offered {offered}, declined {declined}");
    }

    #[test]
    fn games_without_claims_offer_none() {
        let rules = Ruleset::defaults(&crate::games::goita_to_bara::INFO);
        let mut g = crate::games::goita_to_bara::GoitaToBara::new(&rules);
        let mut rng = GameRng::stream(3, 0);
        while g.turn() == Turn::Chance {
            let a = g.sample_chance(&mut rng);
            g.apply(&a).unwrap();
        }
        assert_eq!(offer(&g, &mut rng), None);
    }
}
