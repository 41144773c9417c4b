//! Score helpers shared by games.

/// Standard competition ranking, highest total first: equal totals share a rank and the
/// next rank skips (1, 1, 3, 4). Three Tricks A4.
pub fn rank_highest_first(totals: &[i32]) -> Vec<u8> {
    totals.iter().map(|t| 1 + totals.iter().filter(|o| *o > t).count() as u8).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_share_a_rank() {
        // three-tricks.md Example 9.
        assert_eq!(rank_highest_first(&[5, 5, 0, -12]), [1, 1, 3, 4]);
        assert_eq!(rank_highest_first(&[9, 8, 2, -10]), [1, 2, 3, 4]);
    }
}
