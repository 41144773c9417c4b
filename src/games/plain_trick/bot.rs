//! The plain trick game for the bots: what Parity's and Second's bots share.
//!
//! Hidden: the other players' hands (rules R10); the left-over cards are face up. A
//! determinization redeals the unseen cards to the other seats with their hand sizes, keeping
//! every suit a seat has shown out of away from it (rules R6). The playout plays the deal out
//! at random on the hands alone. The normal bot's rules of thumb are each game's own
//! ([`BotRules::normal_card`]); [`Seen`] is what they start from.

use super::*;
use crate::bots::hidden::redeal_hands;
use crate::bots::inference::{plays_of, Rewound};
use crate::bots::tricks::note_voids;
use crate::bots::{random_playout, BotGame};
use crate::engine::trick::{must_follow, winner};

/// What each game adds for its bots.
pub trait BotRules: Rules {
    /// A typical size of one deal's score swing (see [`BotGame::reward_scale`]).
    const REWARD_SCALE: f64;
    /// Search iterations per hard decision (see [`BotGame::hard_iterations`]).
    const HARD_ITERATIONS: u32;
    /// See [`BotGame::playouts_by_rules_of_thumb`]; 0 keeps the random playout below.
    const PLAYOUTS_BY_RULES_OF_THUMB: f64 = 0.0;
    /// The normal level's card among `legal`, from the acting seat's view.
    fn normal_card(view: &View<Self>, legal: CardSet) -> Card;
    /// Plays the deal out from trick play on the hands alone ([`BotGame::playout`]): by
    /// default every seat at random, card by card; a game may do the same faster its own way
    /// (Three Tricks' bitboard playout).
    fn playout(g: &mut PlainTrick<Self>, rng: &mut GameRng) {
        g.random_trick_playout(rng)
    }
}

/// Suits each seat has shown out of this deal (rules R6: a player who did not follow holds
/// none of the led suit), from the public trick history and the trick in progress.
pub fn known_voids<W>(n: usize, history: &[DoneTrick<W>], trick: &[(Seat, Card)]) -> Vec<CardSet> {
    let mut voids = vec![CardSet::EMPTY; n];
    for plays in history.iter().map(|t| t.plays.as_slice()).chain([trick]) {
        note_voids(&mut voids, plays.iter().copied(), FollowBy::Suit);
    }
    voids
}

impl<R: BotRules> BotGame for PlainTrick<R> {
    /// The rest of a deal's tricks may be claimed (`bots::claim`).
    fn claims() -> bool {
        true
    }

    crate::bots::probe::no_trump_card_probes!(Action::Play);

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut world = self.clone();
        if self.phase != Phase::Play {
            return world;
        }
        let voids = known_voids(self.n(), &self.tricks.history, &self.tricks.cards());
        let others: Vec<usize> = (0..self.n()).filter(|&s| s != seat as usize).collect();
        redeal_hands(&mut world.hands, &others, self.secrets(seat).cards, &voids, rng).expect("the true deal fits what the seat knows");
        world
    }

    fn deals_done(&self) -> u32 {
        self.cycle.done as u32
    }

    fn normal_action(view: &View<R>, legal: &[Action<R::Leftover>], _rng: &mut GameRng) -> Action<R::Leftover> {
        let cards: CardSet = legal.iter().filter_map(|a| if let Action::Play(c) = a { Some(*c) } else { None }).collect();
        Action::Play(R::normal_card(view, cards))
    }

    fn reward_scale(&self) -> f64 {
        R::REWARD_SCALE
    }

    fn trick_counts(&self) -> Option<Vec<u8>> {
        Some(self.tricks.won.to_vec())
    }

    /// Back to the deal's first lead: every card played goes back to its hand.
    fn rewind(&self, _observer: Seat) -> Option<Rewound<Self>> {
        if self.phase != Phase::Play {
            return None;
        }
        let plays = plays_of(&self.tricks);
        let restart = |g: &mut Self| g.tricks.start(g.cycle.after_dealer()); // rules R5
        Rewound::to_first_lead(self, plays, |g, s, c| g.hands[s as usize].insert(c), restart, Action::Play)
    }

    fn hard_iterations(&self) -> u32 {
        R::HARD_ITERATIONS
    }

    fn playouts_by_rules_of_thumb(&self) -> f64 {
        R::PLAYOUTS_BY_RULES_OF_THUMB
    }

    /// Plays the deal out on the hands alone, without the trick history.
    fn playout(&mut self, rng: &mut GameRng) {
        if self.phase != Phase::Play {
            return random_playout(self, rng);
        }
        R::playout(self, rng)
    }
}

impl<R: Rules> PlainTrick<R> {
    /// The rest of the deal played at random, card by card, on the hands alone; then the
    /// deal is scored.
    pub fn random_trick_playout(&mut self, rng: &mut GameRng) {
        let n = self.n();
        let mut leader = self.tricks.leader;
        let mut done = self.tricks.done();
        let mut plays = self.tricks.trick.clone();
        while done < self.h() as usize {
            while plays.len() < n {
                let seat = ((leader as usize + plays.len()) % n) as Seat;
                let led = plays.first().map(|p| p.card.suit());
                let legal = must_follow(self.hands[seat as usize], led, FollowBy::Suit);
                let card = legal.nth(rng.below(legal.len() as usize) as u32).expect("a card to play");
                self.hands[seat as usize].remove(card);
                plays.push(Play { seat, card });
            }
            leader = plays[winner(&plays, plays[0].card.suit(), &R::TRICK_RULE)].seat;
            self.tricks.won[leader as usize] += 1;
            done += 1;
            plays.clear();
        }
        self.tricks.trick.clear();
        self.tricks.leader = leader;
        self.finish_deal();
    }
}

/// What the seat to play knows about the cards, from its view.
pub struct Seen {
    pub me: Seat,
    pub n: usize,
    /// Cards in the other hands: neither in this hand, nor face up, nor played.
    pub unseen: CardSet,
    pub voids: Vec<CardSet>,
    pub hand_sizes: Vec<u8>,
}

impl Seen {
    pub fn new<R: Rules>(view: &View<R>) -> Seen {
        let played =
            view.history.iter().flat_map(|t| t.plays.iter()).chain(view.trick.iter()).fold(CardSet::EMPTY, |mut a, &(_, c)| {
                a.insert(c);
                a
            });
        let n = view.hand_sizes.len();
        Seen {
            me: view.seat,
            n,
            unseen: PACK.minus(view.hand).minus(view.leftover).minus(played),
            voids: known_voids(n, &view.history, &view.trick),
            hand_sizes: view.hand_sizes.clone(),
        }
    }

    /// The chance that `seat` holds a card of `suit` (hypergeometric, over the unseen cards
    /// that may be in its hand).
    pub fn holds(&self, seat: usize, suit: Suit) -> f64 {
        let pool = self.unseen.minus(self.voids[seat]);
        let total = pool.len() as f64;
        let of_suit = pool.of_suit(suit).len() as f64;
        let mut none = 1.0;
        for i in 0..self.hand_sizes[seat] as usize {
            let i = i as f64;
            if total - i <= 0.0 {
                break;
            }
            none *= ((total - of_suit - i) / (total - i)).max(0.0);
        }
        1.0 - none
    }

    /// The share of the unseen cards of `card`'s suit that rank above it (0 when none is
    /// unseen): the chance that a later player who follows plays over it.
    pub fn share_above(&self, card: Card) -> f64 {
        let suit = self.unseen.of_suit(card.suit());
        if suit.is_empty() {
            return 0.0;
        }
        suit.iter().filter(|c| c.rank() > card.rank()).count() as f64 / suit.len() as f64
    }

    /// The seats still to play to `trick` after this one, in turn.
    pub fn later_seats(&self, trick: &[(Seat, Card)]) -> impl Iterator<Item = usize> + '_ {
        (1..self.n - trick.len()).map(|k| (self.me as usize + k) % self.n)
    }
}

/// Positions for the bots' tests of the games built on the plain trick engine.
#[cfg(test)]
pub(in crate::games) mod positions {
    use super::*;
    use crate::engine::cards::cards;

    pub fn set(s: &str) -> CardSet {
        cards(s).into_iter().collect()
    }

    /// A 4-player game under `rules` at the start of play, dealer s3 (so s0 leads), with
    /// these hands and nothing face up.
    pub fn dealt<R: Rules>(rules: &Ruleset, hands: [&str; 4]) -> PlainTrick<R> {
        let mut g = PlainTrick::<R>::new(rules);
        g.apply(&Action::FirstDealer(3)).unwrap();
        g.apply(&Action::Deal { hands: hands.iter().map(|h| set(h)).collect(), leftover: Default::default() }).unwrap();
        g
    }

    /// Suits by seat: s0 all spades, s1 all hearts, s2 all diamonds, s3 all clubs; dealer s3.
    pub fn by_suit<R: Rules>(rules: &Ruleset) -> PlainTrick<R> {
        let suit = |s: &str| ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"].map(|r| format!("{s}{r}")).join(" ");
        dealt(rules, [&suit("S"), &suit("H"), &suit("D"), &suit("C")])
    }

    pub fn play<R: Rules>(g: &mut PlainTrick<R>, cards_: &str) {
        for c in cards_.split_whitespace() {
            g.apply(&Action::Play(c.parse().unwrap())).unwrap_or_else(|e| panic!("{c}: {e}"));
        }
    }

    /// A hand-made position seen by `seat` of 4 under `rules`: its hand, the trick so far,
    /// and the cards still in the other hands; every other card was played in earlier
    /// tricks (one suit per trick, so nobody showed out), each marked won for `reason`.
    pub fn position<R: Rules>(
        rules: &Ruleset,
        seat: Seat,
        hand: &str,
        trick: &[(Seat, &str)],
        unseen: &str,
        reason: R::WinReason,
    ) -> View<R> {
        let mut v = by_suit::<R>(rules).view(seat);
        let trick: Vec<(Seat, Card)> = trick.iter().map(|&(s, c)| (s, c.parse().unwrap())).collect();
        let in_trick: CardSet = trick.iter().map(|x| x.1).collect();
        let played = PACK.minus(set(hand)).minus(set(unseen)).minus(in_trick);
        v.history = Suit::STANDARD
            .iter()
            .flat_map(|&s| {
                let cards: Vec<Card> = played.of_suit(s).iter().collect();
                cards
                    .chunks(4)
                    .map(|ch| DoneTrick {
                        plays: ch.iter().enumerate().map(|(i, &c)| (i as Seat, c)).collect(),
                        winner: 0,
                        detail: reason,
                    })
                    .collect::<Vec<_>>()
            })
            .collect();
        let left = set(hand).len() as u8;
        v.hand_sizes = (0..4).map(|s| if trick.iter().any(|x| x.0 == s) { left - 1 } else { left }).collect();
        assert_eq!(v.hand_sizes.iter().map(|&h| h as u32).sum::<u32>() - left as u32, set(unseen).len());
        v.hand = set(hand);
        v.legal = must_follow(v.hand, trick.first().map(|x| x.1.suit()), FollowBy::Suit);
        v.trick = trick.into_iter().collect();
        v.to_play = Some(seat);
        v
    }
}

#[cfg(test)]
mod tests {
    use super::positions::{by_suit, play, set};
    use super::*;
    use crate::games::{parity, second};

    fn both(players: &str) -> [Ruleset; 2] {
        [&parity::INFO, &second::INFO].map(|info| Ruleset::with_options(info, [("players", players)]).unwrap())
    }

    fn a_seat_that_showed_out_never_gets_the_suit<R: BotRules>(rules: &Ruleset) {
        let mut g = by_suit::<R>(rules);
        play(&mut g, "S2 H2 D2 C2");
        // s0 won (the highest spade, and the only card of the suit led) and leads again;
        // s1, s2, s3 showed out of spades.
        assert_eq!(g.turn(), Turn::Seat(0));
        for seed in 0..200 {
            let w = g.determinize(0, &mut GameRng::seeded(seed));
            assert_eq!(w.hands[0], g.hands[0], "the seat's own hand stays");
            for s in 1..4 {
                assert!(w.hands[s].of_suit(Suit::SPADES).is_empty(), "seed {seed}: s{s} got a spade");
                assert_eq!(w.hands[s].len(), 12);
            }
        }
        // Seen from s1: s0 may hold anything, the others no spades; s1's hand is kept.
        let mut differs = false;
        for seed in 0..100 {
            let w = g.determinize(1, &mut GameRng::seeded(seed));
            assert_eq!(w.hands[1], g.hands[1], "the seat's own hand stays");
            assert!(w.hands[2].of_suit(Suit::SPADES).is_empty() && w.hands[3].of_suit(Suit::SPADES).is_empty());
            assert_eq!(w.hands[0].of_suit(Suit::SPADES).len(), 12, "every spade left must be s0's");
            assert_eq!(w.hands[0], set("SA SK SQ SJ S10 S9 S8 S7 S6 S5 S4 S3"), "every spade left must be s0's");
            assert!(w.hands.iter().all(|h| h.len() == 12));
            differs |= w.hands[2] != g.hands[2];
        }
        assert!(differs, "the other hands are redealt");
    }

    #[test]
    fn a_seat_that_showed_out_never_gets_the_suit_in_either_game() {
        let [p, s] = both("4");
        a_seat_that_showed_out_never_gets_the_suit::<parity::Options>(&p);
        a_seat_that_showed_out_never_gets_the_suit::<second::Options>(&s);
    }

    fn the_face_up_cards_stay_out_of_the_hands<R: BotRules>(rules: &Ruleset) {
        let mut g = PlainTrick::<R>::new(rules);
        g.apply(&Action::FirstDealer(0)).unwrap();
        let d = g.sample_chance(&mut GameRng::seeded(3));
        g.apply(&d).unwrap();
        assert_eq!(g.leftover.len(), 2);
        for seed in 0..50 {
            let w = g.determinize(2, &mut GameRng::seeded(seed));
            assert_eq!(w.leftover, g.leftover);
            assert_eq!(w.hands[2], g.hands[2]);
            assert!(w.hands.iter().all(|h| h.and(g.leftover).is_empty() && h.len() == 10));
        }
    }

    #[test]
    fn the_face_up_cards_stay_out_of_the_hands_in_either_game() {
        let [p, s] = both("5");
        the_face_up_cards_stay_out_of_the_hands::<parity::Options>(&p);
        the_face_up_cards_stay_out_of_the_hands::<second::Options>(&s);
    }
}
