//! Partners that cooperate (issue #35, item 3): how often a bot takes a trick its partner
//! already had, for `torite-cli partners`.
//!
//! Generic, no game's code: at each decision of a seat that has a partner (the game's
//! `table()`), every legal action is applied to a copy of the game and the tricks each seat
//! has taken ([`AnyBotGame::trick_counts_any`]) compared before and after. An action that
//! ends the trick shows who took it; one that does not end it shows nobody, so only the card
//! that closes a trick is judged, the only one whose outcome is certain. Where some legal
//! action lets a partner take the trick (the partner is winning and a card keeps it so) and
//! the action chosen makes the acting seat take it instead, the bot **overtook its
//! partner**; where it makes an opponent take it, the trick was **lost to an opponent**.
//! A board is the first deal of a game started from one seed, every seat played by the
//! same level; chance and the bots' streams are drawn as the arena draws them
//! ([`super::arena`]), so a board is the same deal at every level.

use crate::bots::any::AnyBotGame;
use crate::bots::Level;
use crate::engine::game::Turn;
use crate::engine::seats::Table;
use crate::engine::{GameRng, Ruleset, Seat};
use crate::games::start_with_bots as start;
use serde::Serialize;

/// What one decision did where a partner could have taken the trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A partner takes the trick (or the action ends no trick: it cannot have taken one).
    Kept,
    /// The acting seat takes the trick a partner could have taken.
    Overtook,
    /// An opponent takes the trick a partner could have taken.
    LostToOpponent,
}

/// The seat whose trick count rose from `before` to `after`, if any.
fn taker(before: &[u8], after: &[u8]) -> Option<usize> {
    before.iter().zip(after).position(|(b, a)| a > b)
}

/// Judges one decision of `seat` from the trick counts `before` it, after each legal action
/// (`options`) and after the action chosen (`chosen`). `None` where no legal action lets a
/// partner of `seat` take a trick: there was nothing to keep.
pub fn judge(table: &Table, seat: Seat, before: &[u8], options: &[Vec<u8>], chosen: &[u8]) -> Option<Verdict> {
    let partner = |s: usize| s != seat as usize && table.partners(seat, s as Seat);
    options.iter().any(|after| taker(before, after).is_some_and(partner)).then_some(())?;
    Some(match taker(before, chosen) {
        Some(s) if s == seat as usize => Verdict::Overtook,
        Some(s) if !partner(s) => Verdict::LostToOpponent,
        _ => Verdict::Kept,
    })
}

/// Judges the decision `chosen` (an action as JSON) of the seat to act in `g`; `None` where
/// the seat has no partner, has no choice, the game counts no tricks, or no legal action
/// lets a partner take the trick.
pub fn judge_decision(g: &dyn AnyBotGame, chosen: &serde_json::Value) -> Option<Verdict> {
    let Turn::Seat(seat) = g.turn() else { return None };
    let table = g.table();
    if g.legal_count() < 2 || !has_partner(&table, seat) {
        return None;
    }
    let before = g.trick_counts_any()?;
    let after = |apply: &dyn Fn(&mut dyn AnyBotGame)| {
        let mut next = g.bot_clone();
        apply(next.as_mut());
        next.trick_counts_any().unwrap_or_else(|| before.clone())
    };
    let options: Vec<Vec<u8>> = (0..g.legal_count()).map(|i| after(&|n| {
        let _ = n.apply_legal(i);
    })).collect();
    let chosen = after(&|n| n.apply_json(chosen).expect("the bot's action is legal"));
    judge(&table, seat, &before, &options, &chosen)
}

/// One level's counts over the boards of a run.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Tally {
    pub level: &'static str,
    /// Boards played: first deals.
    pub deals: usize,
    /// Decisions of a seat with a partner and a choice of two or more actions.
    pub decisions: usize,
    /// Of those, the decisions where some legal action let a partner take the trick.
    pub partner_could_win: usize,
    /// Of those, where the acting seat took the trick instead.
    pub overtakes: usize,
    /// Of those, where an opponent took the trick instead.
    pub lost_to_opponent: usize,
    /// `overtakes` per 1,000 deals.
    pub overtakes_per_1000_deals: f64,
    /// `lost_to_opponent` per 1,000 deals.
    pub lost_per_1000_deals: f64,
}

/// Plays first deals `seed..seed+deals` with every seat at `level` and counts what each
/// decision did to the partner's tricks ([`judge_decision`]). One thread: a board is a
/// deal, chance from `GameRng::seeded(board)`, decision k from stream `1000 + k` (as
/// [`super::arena`]).
pub fn count(rules: &Ruleset, level: Level, deals: usize, seed: u64) -> Result<Tally, String> {
    let mut t = Tally { level: level.id(), deals, ..Tally::default() };
    for board in seed..seed + deals as u64 {
        let mut g: Box<dyn AnyBotGame> = start(rules).ok_or("this game has no bots")?;
        let mut chance = GameRng::seeded(board);
        while g.turn() == Turn::Chance {
            g.apply_chance(&mut chance);
        }
        let deal = g.deals_done();
        let mut k = 0u64;
        while g.deals_done() == deal {
            match g.turn() {
                Turn::Over => break,
                Turn::Chance => {
                    g.apply_chance(&mut chance);
                }
                Turn::Seat(seat) => {
                    k += 1;
                    let a = g.choose_json(level, &mut GameRng::stream(board, 1000 + k)).expect("a seat to act");
                    t.decisions += usize::from(g.legal_count() >= 2 && has_partner(&g.table(), seat));
                    if let Some(v) = judge_decision(g.as_ref(), &a) {
                        t.partner_could_win += 1;
                        t.overtakes += usize::from(v == Verdict::Overtook);
                        t.lost_to_opponent += usize::from(v == Verdict::LostToOpponent);
                    }
                    g.apply_json(&a).map_err(|e| format!("{} chose an illegal action {a}: {e}", level.id()))?;
                }
            }
        }
    }
    let per_1000 = |n: usize| if deals == 0 { 0.0 } else { n as f64 * 1000.0 / deals as f64 };
    t.overtakes_per_1000_deals = per_1000(t.overtakes);
    t.lost_per_1000_deals = per_1000(t.lost_to_opponent);
    Ok(t)
}

/// Whether `seat` has a partner at `table` (another seat of its team).
fn has_partner(table: &Table, seat: Seat) -> bool {
    (0..table.seats).any(|s| s != seat as usize && table.partners(seat, s as Seat))
}

/// The tallies of one game as a text table, one row per level.
pub fn to_text(game: &str, seed: u64, tallies: &[Tally]) -> String {
    let mut out = format!("{game}, first deals from seed {seed}\nlevel\tdeals\tdecisions\tpartner could win\tovertakes\tper 1000 deals\tlost to opponent\tper 1000 deals\n");
    for t in tallies {
        out += &format!(
            "{}\t{}\t{}\t{}\t{}\t{:.1}\t{}\t{:.1}\n",
            t.level, t.deals, t.decisions, t.partner_could_win, t.overtakes, t.overtakes_per_1000_deals, t.lost_to_opponent, t.lost_per_1000_deals
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_closing_card_that_takes_a_partners_trick_is_an_overtake() {
        // Seats 0 & 2 against 1 & 3; seat 0 plays the trick's last card, partner 2 winning.
        let t = Table::partnerships_across(4);
        let before = [1, 2, 3, 0];
        let partner_keeps = vec![1, 2, 4, 0];
        let i_take = vec![2, 2, 3, 0];
        let options = [partner_keeps.clone(), i_take.clone()];
        assert_eq!(judge(&t, 0, &before, &options, &partner_keeps), Some(Verdict::Kept));
        assert_eq!(judge(&t, 0, &before, &options, &i_take), Some(Verdict::Overtook));
        // A card that hands it to an opponent while a partner could have kept it.
        let to_opponent = vec![1, 3, 3, 0];
        assert_eq!(judge(&t, 0, &before, &[partner_keeps, to_opponent.clone()], &to_opponent), Some(Verdict::LostToOpponent));
        // No legal card lets the partner take it (an opponent is winning): nothing judged.
        assert_eq!(judge(&t, 0, &before, &[i_take.clone(), to_opponent.clone()], &i_take), None);
        // Not the trick's last card: nobody's count rises, nothing to judge.
        assert_eq!(judge(&t, 0, &before, &[before.to_vec(), before.to_vec()], &before), None);
        // Individual games: seat 2 is not seat 0's partner.
        assert_eq!(judge(&Table::individual(4), 0, &before, &[vec![1, 2, 4, 0], i_take.clone()], &i_take), None);
    }

    #[test]
    fn the_counter_sees_partners_tricks_in_same_two_and_none_in_an_individual_game() {
        let same_two = crate::games::by_id("same-two").expect("same-two is in the list");
        let t = count(&Ruleset::defaults(same_two), Level::Easy, 4, 11).unwrap();
        // Random play: a partner is winning at many a trick's last card, and random cards
        // take it from them some of the time.
        assert!(t.partner_could_win > 4 && t.overtakes > 0 && t.overtakes < t.partner_could_win, "{t:?}");
        assert!(t.decisions >= t.partner_could_win);
        let three_tricks = crate::games::by_id("three-tricks").unwrap();
        let t = count(&Ruleset::defaults(three_tricks), Level::Easy, 2, 11).unwrap();
        assert_eq!((t.decisions, t.partner_could_win, t.overtakes), (0, 0, 0), "no partners: {t:?}");
    }
}
