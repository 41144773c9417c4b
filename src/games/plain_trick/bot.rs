//! The plain trick game for the bots: what Parity's and Second's bots share.
//!
//! Hidden: the other players' hands (spec R10); the left-over cards are face up. A
//! determinization redeals the unseen cards to the other seats with their hand sizes, keeping
//! every suit a seat has shown out of away from it (spec R6). The playout plays the deal out
//! at random on the hands alone. The normal bot's rules of thumb are each game's own
//! ([`BotRules::normal_card`]); [`Seen`] is what they start from.

use super::*;
use crate::bots::hidden::{redeal, Slot};
use crate::bots::tricks::note_voids;
use crate::bots::{random_playout, BotGame};

/// What each game adds for its bots.
pub trait BotRules: Rules {
    /// A typical size of one deal's score swing (see [`BotGame::reward_scale`]).
    const REWARD_SCALE: f64;
    /// Search iterations per hard decision (see [`BotGame::hard_iterations`]).
    const HARD_ITERATIONS: u32;
    /// The normal level's card among `legal`, from the acting seat's view.
    fn normal_card(view: &View<Self>, legal: CardSet) -> Card;
}

/// Suits each seat has shown out of this deal (spec R6: a player who did not follow holds
/// none of the led suit), from the public trick history and the trick in progress.
pub fn known_voids<W>(n: usize, history: &[DoneTrick<W>], trick: &[(Seat, Card)]) -> Vec<CardSet> {
    let mut voids = vec![CardSet::EMPTY; n];
    for plays in history.iter().map(|t| t.plays.as_slice()).chain([trick]) {
        note_voids(&mut voids, plays.iter().copied(), FollowBy::Suit);
    }
    voids
}

impl<R: BotRules> BotGame for PlainTrick<R> {
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut world = self.clone();
        if self.phase != Phase::Play {
            return world;
        }
        let trick: Vec<(Seat, Card)> = self.trick.iter().map(|p| (p.seat, p.card)).collect();
        let voids = known_voids(self.n(), &self.history, &trick);
        let others: Vec<usize> = (0..self.n()).filter(|&s| s != seat as usize).collect();
        let slots: Vec<Slot> = others.iter().map(|&s| Slot::excluding(self.hands[s].len() as usize, voids[s])).collect();
        let hands = redeal(self.secrets(seat).cards, &slots, rng).expect("the true deal fits what the seat knows");
        for (&s, h) in others.iter().zip(hands) {
            world.hands[s] = h;
        }
        world
    }

    fn deals_done(&self) -> u32 {
        self.deals_done as u32
    }

    fn normal_action(view: &View<R>, legal: &[Action], _rng: &mut GameRng) -> Action {
        let cards: CardSet = legal.iter().filter_map(|a| if let Action::Play(c) = a { Some(*c) } else { None }).collect();
        Action::Play(R::normal_card(view, cards))
    }

    fn reward_scale(&self) -> f64 {
        R::REWARD_SCALE
    }

    fn hard_iterations(&self) -> u32 {
        R::HARD_ITERATIONS
    }

    /// Plays the deal out on the hands alone, without the trick history.
    fn playout(&mut self, rng: &mut GameRng) {
        if self.phase != Phase::Play {
            return random_playout(self, rng);
        }
        let n = self.n();
        let mut leader = self.leader;
        let mut done = self.history.len();
        let mut plays: Vec<Play> = self.trick.clone();
        while done < self.opts.hand_size() as usize {
            while plays.len() < n {
                let seat = ((leader as usize + plays.len()) % n) as Seat;
                let led = plays.first().map(|p| p.card.suit());
                let legal = must_follow(self.hands[seat as usize], led, FollowBy::Suit);
                let card = legal.nth(rng.below(legal.len() as usize) as u32).expect("a card to play");
                self.hands[seat as usize].remove(card);
                plays.push(Play { seat, card });
            }
            leader = plays[winner(&plays, plays[0].card.suit(), &R::TRICK_RULE)].seat;
            self.tricks_won[leader as usize] += 1;
            done += 1;
            plays.clear();
        }
        self.trick.clear();
        self.leader = leader;
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
