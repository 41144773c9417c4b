//! Sequential halving (Karnin, Koren and Somekh, 2013), for decisions a game searches its own
//! way (`BotGame::own_search`, e.g. a bid judged by playing each candidate out): every
//! candidate on a few sampled deals, then the better half on more deals, and so on until one
//! is left; that one plays one more deal, so it is the most visited (the tree search's rule
//! picks the most visited action).

/// One candidate's tally: deals played and the sum of their values.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tally {
    pub visits: u32,
    pub total: f64,
}

impl Tally {
    pub fn mean(self) -> f64 {
        if self.visits == 0 {
            0.0
        } else {
            self.total / self.visits as f64
        }
    }
}

/// Halves `count` candidates over about `budget` playouts. `cost(alive)` is how many
/// playouts one deal takes for the candidates still in (candidates may share a playout);
/// `deal(alive, values)` draws one deal and writes the value of each alive candidate,
/// `values[i]` for `alive[i]`, so the candidates of a round are compared on the same cards.
pub fn sequential_halving(
    count: usize,
    budget: u32,
    cost: impl Fn(&[usize]) -> usize,
    mut deal: impl FnMut(&[usize], &mut [f64]),
) -> Vec<Tally> {
    let mut tallies = vec![Tally::default(); count];
    if count == 0 {
        return tallies;
    }
    let mut alive: Vec<usize> = (0..count).collect();
    let halvings = (usize::BITS - (count - 1).leading_zeros()).max(1);
    let per_round = (budget / halvings).max(1) as usize;
    let mut values = vec![0.0; count];
    loop {
        let deals = if alive.len() == 1 { 1 } else { (per_round / cost(&alive).max(1)).max(1) };
        for _ in 0..deals {
            deal(&alive, &mut values[..alive.len()]);
            for (&c, &v) in alive.iter().zip(&values) {
                tallies[c].total += v;
                tallies[c].visits += 1;
            }
        }
        if alive.len() == 1 {
            return tallies;
        }
        alive.sort_by(|&a, &b| tallies[b].mean().total_cmp(&tallies[a].mean()));
        alive.truncate(alive.len().div_ceil(2));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_best_candidate_survives_and_is_the_most_visited() {
        // Candidate i is worth i; a little noise from the deal number.
        let mut n = 0;
        let t = sequential_halving(13, 400, |alive| alive.len(), |alive, values| {
            n += 1;
            for (v, &c) in values.iter_mut().zip(alive) {
                *v = c as f64 + (n % 3) as f64 * 0.1;
            }
        });
        let most = (0..13).max_by_key(|&c| t[c].visits).unwrap();
        assert_eq!(most, 12);
        assert!(t.iter().all(|x| x.visits > 0), "every candidate is tried");
        assert!(t[0].visits < t[12].visits);
        // 4 halvings of 100 playouts: 13 → 7 → 4 → 2 → 1.
        assert_eq!(t.iter().map(|x| x.visits).sum::<u32>(), 13 * 7 + 7 * 14 + 4 * 25 + 2 * 50 + 1);
    }

    #[test]
    fn a_shared_playout_costs_once() {
        // Two groups of candidates share a playout each: a round of 100 playouts is 50 deals.
        let t = sequential_halving(4, 200, |alive| if alive.iter().any(|&c| c < 2) && alive.iter().any(|&c| c >= 2) { 2 } else { 1 }, |alive, values| {
            for (v, &c) in values.iter_mut().zip(alive) {
                *v = c as f64;
            }
        });
        assert_eq!(t[0].visits, 50);
        assert_eq!(t[3].visits, 50 + 100 + 1);
    }
}
