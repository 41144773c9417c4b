//! The review of a person's game: each of their decisions where the strong bot's estimate
//! of their choice was below its own best by a margin, with the cost in the game's points.
//!
//! The worker lists the decisions to look at ([`plan`]); the page then asks for the hint at
//! each of them (the record cut just before the decision, [`before`]), one request at a
//! time so it can show its progress, and keeps those [`judge`] finds costly. A reviewed
//! position's estimates are therefore exactly the hint the person would have got there.

use super::service::Estimate;
use crate::engine::game::Turn;
use crate::engine::Seat;
use crate::games::start_with_bots;
use crate::records::record::{split_entry, Record};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A decision is listed when its cost is at least this share of the game's typical deal
/// swing (`BotGame::reward_scale`: half a point in Three Tricks).
pub const MARGIN_SHARE: f64 = 0.06;

/// One decision to review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    /// Its index in the record: the record cut there is the position.
    pub at: usize,
    /// The deal it was made in, from 1.
    pub deal: u32,
}

/// What the worker lists for a review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Plan {
    pub decisions: Vec<Decision>,
    /// The smallest cost listed, in the game's points.
    pub margin: f64,
}

/// The decisions `seat` made in `record` among two or more actions (as the seat choosing
/// for another, too: a declarer's for its dummy): the whole game's, or only those of the
/// deal of its last decision.
pub fn plan(record: &Record, seat: Seat, whole_game: bool) -> Result<Plan, String> {
    let rules = record.ruleset().map_err(|e| e.to_string())?;
    let mut g = start_with_bots(&rules).ok_or_else(|| format!("{} has no bots", record.game))?;
    let margin = g.reward_scale() * MARGIN_SHARE;
    let mut decisions = Vec::new();
    for (at, e) in record.actions.iter().enumerate() {
        if let Turn::Seat(s) = g.turn() {
            let chooser = g.table().controller.get(s as usize).copied().unwrap_or(s);
            if chooser == seat && g.legal_count() > 1 {
                decisions.push(Decision { at, deal: g.deals_done() + 1 });
            }
        }
        let (_, action) = split_entry(e).map_err(|p| format!("action #{}: {p:?}", at + 1))?;
        g.apply_json(&action).map_err(|err| format!("action #{}: {err}", at + 1))?;
    }
    if !whole_game {
        if let Some(last) = decisions.last().map(|d| d.deal) {
            decisions.retain(|d| d.deal == last);
        }
    }
    Ok(Plan { decisions, margin })
}

/// The record as it stood just before action `at`: the position of that decision.
pub fn before(record: &Record, at: usize) -> Record {
    let mut r = record.clone();
    r.actions.truncate(at);
    r.scores = None;
    r
}

/// The action chosen at `at`, as JSON.
pub fn chosen(record: &Record, at: usize) -> Option<Value> {
    record.actions.get(at).and_then(|e| split_entry(e).ok()).map(|(_, a)| a)
}

/// The strong bot's choice among `estimates`: the most visited (the bot's own rule), the
/// higher estimate between equals.
pub fn best(estimates: &[Estimate]) -> Option<&Estimate> {
    estimates.iter().max_by(|a, b| a.visits.cmp(&b.visits).then(a.value.total_cmp(&b.value)))
}

/// How much `chosen` cost against the strong bot's choice, in the game's points, when that
/// is at least `margin`; `None` when it was the bot's choice, or close enough.
pub fn judge(estimates: &[Estimate], chosen: &Value, margin: f64) -> Option<f64> {
    let best = best(estimates)?;
    if best.action == *chosen {
        return None;
    }
    let mine = estimates.iter().find(|e| e.action == *chosen)?;
    let cost = best.value - mine.value;
    (cost >= margin).then_some(cost)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::Game;
    use crate::engine::Ruleset;
    use crate::games::three_tricks;
    use crate::play::service::{answer, Reply, Request};
    use crate::play::session::Session;
    use crate::records::record::SeatInfo;

    fn estimate(action: &str, visits: u32, value: f64) -> Estimate {
        Estimate { action: Value::from(action), visits, value, trick: None, tricks: None }
    }

    #[test]
    fn a_choice_is_judged_against_the_most_visited_action() {
        let est = [estimate("a", 900, 2.0), estimate("b", 80, 0.5), estimate("c", 20, 1.9)];
        assert_eq!(judge(&est, &Value::from("a"), 0.5), None, "the bot's own choice");
        assert_eq!(judge(&est, &Value::from("b"), 0.5), Some(1.5));
        assert_eq!(judge(&est, &Value::from("c"), 0.5), None, "within the margin");
        assert_eq!(judge(&est, &Value::from("z"), 0.5), None, "not among the estimates");
        // A higher mean on fewer visits is not a cost.
        let est = [estimate("a", 900, 2.0), estimate("b", 5, 3.0)];
        assert_eq!(judge(&est, &Value::from("b"), 0.5), None);
    }

    #[test]
    fn a_plan_lists_the_persons_real_choices_of_the_last_deal_or_the_game() {
        let seats = (0..4).map(|i| SeatInfo { name: format!("P{i}"), player: "easy".into() }).collect();
        let mut s: Session<three_tricks::ThreeTricks> = Session::new(&Ruleset::defaults(&three_tricks::INFO), 3, seats);
        while s.game.turn() != Turn::Over {
            s.run_chance();
            s.bot_move();
        }
        let record = s.record();
        let game = plan(&record, 2, true).unwrap();
        let deal = plan(&record, 2, false).unwrap();
        assert_eq!(game.margin, 8.0 * MARGIN_SHARE);
        // Four deals of 13 cards: the last card of each is forced, so at most 12 choices a deal.
        assert!((4..=48).contains(&game.decisions.len()), "{}", game.decisions.len());
        assert!(deal.decisions.iter().all(|d| d.deal == 4));
        assert_eq!(game.decisions.iter().filter(|d| d.deal == 4).count(), deal.decisions.len());
        for d in &game.decisions {
            assert_eq!(record.actions[d.at].get("seat"), Some(&Value::from(2)));
            // Its position is the record cut there, and the hint there rates the choice made.
            let cut = before(&record, d.at).to_json();
            let Reply::Hint(crate::play::service::HintReply { estimates, moves }) = answer(&Request::Hint { record: cut }, || 0.0) else { panic!() };
            assert_eq!(moves, d.at);
            let chosen = chosen(&record, d.at).unwrap();
            assert!(estimates.iter().any(|e| e.action == chosen));
            if d.at > 60 {
                break; // a few positions are enough here
            }
        }
    }
}
