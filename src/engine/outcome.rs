//! How a finished game came out, in one shape for every game: each seat's place, whether
//! the game declared no winner, and any named result. Statistics, the tables' winner lines
//! and the bots read this instead of ranking `scores()` themselves, which cannot express a
//! tie-break on something else (RWD's chips), a draw, or a team result.

use super::score::rank_highest_first;
use super::seats::{Seat, Table};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// places[s]: 1-based place of seat s; equal places are shared (1,1,3); partners share
    /// their team's place.
    pub places: Vec<u8>,
    /// The game itself declares no winner (RWD: every score 0). Every place is then 1.
    pub draw: bool,
    /// A named result the game's own messages translate (e.g. "lurch", "match"), if any.
    pub result: Option<String>,
}

impl Outcome {
    /// Standard competition ranking, highest score first: equal scores share a place and
    /// the next place skips (1, 1, 3, 4).
    pub fn by_scores(scores: &[i32]) -> Outcome {
        Outcome::from_places(rank_highest_first(scores))
    }

    /// Teams ranked by the sum of their seats' scores, each seat taking its team's place
    /// (two teams: 1 and 2, or 1 and 1 when level). Games whose seats each carry the whole
    /// team's score (Double-Deck German Whist) add equal copies, which ranks the same. For
    /// an individual table this is [`Outcome::by_scores`].
    pub fn by_team_scores(table: &Table, scores: &[i32]) -> Outcome {
        let total = |team: u8| -> i32 { table.team.iter().zip(scores).filter(|(t, _)| **t == team).map(|(_, s)| s).sum() };
        let mut teams = table.team.clone();
        teams.sort_unstable();
        teams.dedup();
        let totals: Vec<i32> = teams.iter().map(|&t| total(t)).collect();
        let place = |team: u8| 1 + totals.iter().filter(|&&o| o > total(team)).count() as u8;
        Outcome::from_places(table.team.iter().map(|&t| place(t)).collect())
    }

    /// Every seat placed first and no winner: the game's own draw.
    pub fn draw(seats: usize) -> Outcome {
        Outcome { places: vec![1; seats], draw: true, result: None }
    }

    pub fn from_places(places: Vec<u8>) -> Outcome {
        Outcome { places, draw: false, result: None }
    }

    /// Did `seat` win, alone or sharing first place? Nobody wins a draw.
    pub fn won(&self, seat: Seat) -> bool {
        !self.draw && self.places.get(seat as usize) == Some(&1)
    }

    /// The seats that won, in seat order (empty in a draw).
    pub fn winners(&self) -> Vec<Seat> {
        (0..self.places.len() as Seat).filter(|&s| self.won(s)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_rank_with_shared_places() {
        let o = Outcome::by_scores(&[5, 5, 0, -12]);
        assert_eq!(o.places, [1, 1, 3, 4]);
        assert_eq!(o.winners(), [0, 1]);
        assert!(o.won(1) && !o.won(2) && !o.won(9));
    }

    #[test]
    fn a_draw_has_no_winner() {
        let o = Outcome::draw(3);
        assert_eq!(o.places, [1, 1, 1]);
        assert!(!o.won(0));
        assert!(o.winners().is_empty());
    }

    #[test]
    fn partners_share_their_teams_place() {
        let t = Table::partnerships_across(4);
        assert_eq!(Outcome::by_team_scores(&t, &[3, 9, 4, 0]).places, [2, 1, 2, 1]);
        assert_eq!(Outcome::by_team_scores(&t, &[8, 5, 8, 5]).winners(), [0, 2]);
        assert_eq!(Outcome::by_team_scores(&t, &[2, 1, 0, 1]).places, [1, 1, 1, 1], "level teams share first place");
    }

    #[test]
    fn an_individual_table_ranks_like_the_scores() {
        let scores = [4, -3, 4, 0, 7];
        assert_eq!(Outcome::by_team_scores(&Table::individual(5), &scores), Outcome::by_scores(&scores));
    }

    #[test]
    fn three_teams_rank_with_shared_places() {
        let t = Table { seats: 6, team: vec![0, 1, 2, 0, 1, 2], controller: (0..6).collect() };
        assert_eq!(Outcome::by_team_scores(&t, &[1, 2, 3, 3, 2, 1]).places, [1, 1, 1, 1, 1, 1], "4, 4 and 4");
        assert_eq!(Outcome::by_team_scores(&t, &[5, 2, 3, 1, 2, 1]).places, [1, 2, 2, 1, 2, 2], "6, 4 and 4");
        assert_eq!(Outcome::by_team_scores(&t, &[5, 2, 9, 1, 2, 0]).places, [2, 3, 1, 2, 3, 1], "6, 4 and 9");
    }
}
