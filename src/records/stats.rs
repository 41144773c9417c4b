//! Local statistics: games finished, wins and total score per game, as stored (the app keeps
//! them in localStorage as `torite.stats`, exported and imported as JSON). Counting lives
//! here, away from the browser, so it tests natively.

use super::record::JsonError;
use crate::engine::Outcome;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

pub const FORMAT: &str = "torite-stats/1";

/// How many finished games' tags are kept to avoid counting a game twice.
const COUNTED_KEPT: usize = 500;

/// How many of a game's last finished games its history keeps (the statistics' charts).
pub const HISTORY_KEPT: usize = 200;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameStats {
    pub played: u32,
    pub wins: u32,
    pub total_score: i64,
    /// The last finished games, oldest first (at most [`HISTORY_KEPT`]). Statistics written
    /// before it existed have none; the counts above still cover every game.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub history: Vec<Finished>,
}

/// One finished game in a game's history: the person's score, whether they won, and when.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Finished {
    pub score: i32,
    pub won: bool,
    /// Seconds since 1970-01-01 UTC.
    pub at: u64,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stats {
    pub format: String,
    pub games: BTreeMap<String, GameStats>,
    /// Seeds of the games already counted, so a reload of a finished table counts once.
    #[serde(default)]
    pub counted: Vec<String>,
}

impl Stats {
    pub fn new() -> Stats {
        Stats { format: FORMAT.into(), ..Default::default() }
    }

    /// Counts a finished game once (by game and seed): the person is seat `me`. A win is
    /// what the game's outcome says (a shared first place, a partner's team win); a draw
    /// counts as played, not won. `at` is when it ended (seconds since 1970). Returns
    /// whether anything changed.
    pub fn count_finished(&mut self, game: &str, seed: u64, scores: &[i32], outcome: &Outcome, me: usize, at: u64) -> bool {
        let tag = format!("{game}:{seed}");
        if self.counted.contains(&tag) {
            return false;
        }
        self.counted.push(tag);
        if self.counted.len() > COUNTED_KEPT {
            self.counted.remove(0);
        }
        // Saturating: imported statistics may hold any counts, and a count at its limit
        // stays there rather than wrapping to nothing (or panicking in a debug build).
        let g = self.games.entry(game.to_string()).or_default();
        let score = scores.get(me).copied().unwrap_or(0);
        let won = outcome.won(me as u8);
        g.played = g.played.saturating_add(1);
        g.total_score = g.total_score.saturating_add(score as i64);
        if won {
            g.wins = g.wins.saturating_add(1);
        }
        g.history.push(Finished { score, won, at });
        if g.history.len() > HISTORY_KEPT {
            let extra = g.history.len() - HISTORY_KEPT;
            g.history.drain(..extra);
        }
        true
    }
}

/// Why text is not statistics; a person reads it in their language (`message`, in
/// `records/messages.rs`), `Display` is the English.
#[derive(Clone, Debug, PartialEq)]
pub enum StatsError {
    Json(JsonError),
    /// Statistics of another format (the one found).
    Format(String),
}

impl fmt::Display for StatsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StatsError::Json(e) => write!(f, "{}", e.detail),
            StatsError::Format(found) => write!(f, "format {found:?} is not {FORMAT}"),
        }
    }
}

pub fn parse(text: &str) -> Result<Stats, StatsError> {
    let s: Stats = serde_json::from_str(text).map_err(|e| StatsError::Json(e.into()))?;
    if s.format != FORMAT {
        return Err(StatsError::Format(s.format));
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::{Game, Turn};
    use crate::engine::{GameRng, Ruleset};
    use crate::games::{double_deck_german_whist as ddgw, rwd};

    /// Plays `g` to the end with random legal moves (chance from `seed`).
    fn play_out<G: Game>(g: &mut G, seed: u64) {
        let mut rng = GameRng::seeded(seed);
        loop {
            let a = match g.turn() {
                Turn::Over => return,
                Turn::Chance => g.sample_chance(&mut rng),
                Turn::Seat(_) => {
                    let legal = g.legal_actions();
                    legal[rng.below(legal.len())].clone()
                }
            };
            g.apply(&a).unwrap();
        }
    }

    /// The stats of one finished game counted from `me`'s seat.
    fn counted(scores: &[i32], outcome: &Outcome, me: usize) -> GameStats {
        let mut s = Stats::new();
        assert!(s.count_finished("g", 1, scores, outcome, me, 0));
        GameStats { history: Vec::new(), ..s.games["g"].clone() }
    }

    #[test]
    fn a_game_counts_once() {
        let outcome = Outcome::by_scores(&[3, 1]);
        let mut s = Stats::new();
        assert!(s.count_finished("g", 3, &[3, 1], &outcome, 0, 100));
        assert!(!s.count_finished("g", 3, &[3, 1], &outcome, 0, 200), "a reload of the table");
        assert!(s.count_finished("g", 4, &[3, 1], &outcome, 1, 300));
        let history = vec![Finished { score: 3, won: true, at: 100 }, Finished { score: 1, won: false, at: 300 }];
        assert_eq!(s.games["g"], GameStats { played: 2, wins: 1, total_score: 4, history });
        assert_eq!(parse(&serde_json::to_string(&s).unwrap()), Ok(s));
    }

    #[test]
    fn imported_counts_at_their_limits_saturate() {
        // Found by the stats fuzz target: imported statistics at the largest counts made the
        // next finished game overflow (a panic in a debug build, wrapped counts in release).
        let text = r#"{"format":"torite-stats/1","games":{"g":{"played":4294967295,"wins":4294967295,"total_score":9223372036854775807}}}"#;
        let mut s = parse(text).unwrap();
        assert!(s.count_finished("g", 1, &[5, 1], &Outcome::by_scores(&[5, 1]), 0, 0));
        assert_eq!((s.games["g"].played, s.games["g"].wins, s.games["g"].total_score), (u32::MAX, u32::MAX, i64::MAX));
        s.games.get_mut("g").unwrap().total_score = i64::MIN;
        assert!(s.count_finished("g", 2, &[-5, 1], &Outcome::by_scores(&[-5, 1]), 0, 0));
        assert_eq!(s.games["g"].total_score, i64::MIN);
    }

    #[test]
    fn the_history_keeps_the_last_games_and_older_statistics_still_read() {
        let mut s = Stats::new();
        for i in 0..HISTORY_KEPT as u64 + 5 {
            assert!(s.count_finished("g", i, &[i as i32, 0], &Outcome::by_scores(&[i as i32, 0]), 0, i));
        }
        let g = &s.games["g"];
        assert_eq!(g.played as usize, HISTORY_KEPT + 5);
        assert_eq!(g.history.len(), HISTORY_KEPT);
        assert_eq!(g.history[0], Finished { score: 5, won: true, at: 5 }, "the oldest five dropped");
        assert_eq!(g.history.last().unwrap().at, HISTORY_KEPT as u64 + 4);
        // Written before the history existed: no history, nothing lost.
        let old = r#"{"format":"torite-stats/1","games":{"g":{"played":3,"wins":1,"total_score":12}}}"#;
        let g = &parse(old).unwrap().games["g"];
        assert_eq!((g.played, g.history.len()), (3, 0));
        assert!(!serde_json::to_string(&parse(old).unwrap()).unwrap().contains("history"));
    }

    #[test]
    fn an_rwd_draw_is_played_but_not_won() {
        // games/rwd/rules.md C5: every score 0, a draw whatever the chips (R21, A5). Ranking the scores
        // would place everyone first and count four wins.
        let r = rwd::game_result(&[3, 4, 3, 3], &[3, 4, 3, 3]);
        for me in 0..4 {
            assert_eq!(counted(&r.scores, &r.outcome(), me), GameStats { played: 1, wins: 0, total_score: 0, history: Vec::new() }, "seat {me}");
        }
    }

    #[test]
    fn an_rwd_tie_on_score_is_won_by_more_chips() {
        // games/rwd/rules.md C4: A and B both score 2; A has 5 chips to B's 3 and wins alone (R21).
        let r = rwd::game_result(&[5, 3, 2, 3], &[7, 5, 1, 0]);
        let wins: Vec<u32> = (0..4).map(|me| counted(&r.scores, &r.outcome(), me).wins).collect();
        assert_eq!(wins, [1, 0, 0, 0]);
        assert_eq!(counted(&r.scores, &r.outcome(), 1).total_score, 2, "B's score still counts");
    }

    #[test]
    fn a_partnership_win_counts_for_both_partners() {
        let rules = Ruleset::defaults(&ddgw::INFO);
        let mut g = ddgw::DoubleDeckGermanWhist::new(&rules);
        play_out(&mut g, 5);
        let team = g.view(0).winning_team.expect("a team won");
        let outcome = g.outcome().expect("the deal is over");
        let wins: Vec<u32> = (0..4).map(|me| counted(&g.scores(), &outcome, me).wins).collect();
        let expected: Vec<u32> = (0..4).map(|s| u32::from(s % 2 == team)).collect();
        assert_eq!(wins, expected);
        assert_eq!(wins.iter().sum::<u32>(), 2);
    }
}
