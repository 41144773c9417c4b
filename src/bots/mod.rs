//! Bots. A bot chooses from the legal actions knowing only its seat's view.

use crate::engine::GameRng;

/// Picks uniformly among the legal actions ("easy").
pub fn random_index(legal_count: usize, rng: &mut GameRng) -> usize {
    rng.below(legal_count)
}
