//! Shared trick logic: the trick play of a deal ([`TrickPlay`]: who leads, the trick in
//! progress, the finished tricks, who won how many), what a player may play to a trick, and
//! who wins it.
//!
//! Every game hands its trick to [`winner`] with the rule that applies. Plays are listed
//! in the order they were made, so the direction of play (clockwise or not) never matters
//! here, and "the earlier of two equal cards wins" (identical cards from two decks, equal
//! trump ranks) falls out of scanning in order and replacing the leader only when strictly
//! beaten.

use super::cards::{Card, CardSet, Suit};
use super::game::IllegalAction;
use super::seats::{nth_from, Direction, Seat, MAX_SEATS};
use serde::Serialize;
use smallvec::SmallVec;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Play {
    pub seat: Seat,
    pub card: Card,
}

/// The cards of one trick as (seat, card) in play order, inline: copying a game (the bots do
/// it for every playout) allocates nothing per trick. Reads as a slice; serializes as a list.
pub type TrickCards = SmallVec<[(Seat, Card); MAX_SEATS]>;

/// A finished trick: its cards in play order, its winner, and what the game keeps beside
/// (`detail`: why it was won, what it paid; `()` when nothing).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DoneTrick<X = ()> {
    pub plays: TrickCards,
    pub winner: Seat,
    pub detail: X,
}

impl<X> DoneTrick<X> {
    /// The card that won the trick.
    pub fn winning_card(&self) -> Card {
        self.plays.iter().find(|p| p.0 == self.winner).map(|p| p.1).expect("the winner played to the trick")
    }
}

/// The trick play of one deal, as the engine keeps it for every game that plays tricks: who
/// leads, the trick in progress, this deal's finished tricks and how many each seat took.
/// A game composes it and keeps only what is its own: which cards are legal beyond following
/// (`check_play`), who wins (`winner` with its [`TrickRule`]), what a trick is worth, and
/// when the deal ends.
#[derive(Clone, Debug, PartialEq)]
pub struct TrickPlay<X = ()> {
    seats: u8,
    /// Who leads (or led) the trick in progress.
    pub leader: Seat,
    /// The trick in progress, in play order.
    pub trick: SmallVec<[Play; MAX_SEATS]>,
    /// This deal's finished tricks, in order.
    pub history: Vec<DoneTrick<X>>,
    /// Tricks taken per seat this deal (a trick may count more than one: Parlett's Parity's
    /// first). Inline, like the trick's cards.
    pub won: SmallVec<[u8; MAX_SEATS]>,
}

impl<X> TrickPlay<X> {
    pub fn new(seats: usize) -> Self {
        TrickPlay { seats: seats as u8, leader: 0, trick: SmallVec::new(), history: Vec::new(), won: smallvec::smallvec![0; seats] }
    }

    /// A new deal's trick play, `leader` to lead the first trick.
    pub fn start(&mut self, leader: Seat) {
        self.leader = leader;
        self.trick.clear();
        self.history.clear();
        self.won.iter_mut().for_each(|w| *w = 0);
    }

    /// A new deal's trick play whose first leader is not known yet (it comes with a contract,
    /// or when play starts after other phases): the leader is set then.
    pub fn clear(&mut self) {
        self.start(self.leader);
    }

    /// How many seats play to each trick.
    pub fn seats(&self) -> usize {
        self.seats as usize
    }

    /// The plays of this deal's finished tricks, each trick in play order.
    pub fn done_plays(&self) -> impl Iterator<Item = &[(Seat, Card)]> {
        self.history.iter().map(|t| t.plays.as_slice())
    }

    /// The seat to play next in a trick played clockwise by every seat.
    pub fn to_play(&self) -> Seat {
        nth_from(self.leader, self.trick.len(), Direction::Clockwise, self.seats as usize)
    }

    /// The suit of the trick's first card, if one is led.
    pub fn led(&self) -> Option<Suit> {
        self.trick.first().map(|p| p.card.suit())
    }

    /// The cards `hand` may play to the trick in progress by following alone ([`must_follow`]).
    pub fn follow(&self, hand: CardSet, by: FollowBy) -> CardSet {
        must_follow(hand, self.led(), by)
    }

    /// `seat` plays `card` from `hand` when the rules allow `legal`: checked first
    /// ([`check_play`]), so a refusal changes nothing; then the card leaves the hand.
    pub fn play(&mut self, seat: Seat, hand: &mut CardSet, legal: CardSet, card: Card, by: FollowBy) -> Result<(), IllegalAction> {
        check_play(*hand, legal, card, self.led(), by)?;
        hand.remove(card);
        self.trick.push(Play { seat, card });
        Ok(())
    }

    /// Whether every seat has played to the trick in progress.
    pub fn is_full(&self) -> bool {
        self.trick.len() == self.seats as usize
    }

    /// The index into the trick in progress of its winner under `rule`, the first card's
    /// suit led.
    pub fn winner(&self, rule: &TrickRule) -> usize {
        winner(&self.trick, self.trick[0].card.suit(), rule)
    }

    /// The trick in progress as (seat, card), as views show it.
    pub fn cards(&self) -> TrickCards {
        self.trick.iter().map(|p| (p.seat, p.card)).collect()
    }

    /// Ends the trick in progress: the play at `index` won it, it counts one trick, and its
    /// winner leads the next. Returns the winner.
    pub fn finish(&mut self, index: usize, detail: X) -> Seat {
        self.finish_counting(index, detail, 1)
    }

    /// [`TrickPlay::finish`], the trick counting `counts` tricks to its winner.
    pub fn finish_counting(&mut self, index: usize, detail: X, counts: u8) -> Seat {
        let w = self.trick[index].seat;
        self.won[w as usize] += counts;
        self.history.push(DoneTrick { plays: self.cards(), winner: w, detail });
        self.trick.clear();
        self.leader = w;
        w
    }

    /// Tricks finished this deal.
    pub fn done(&self) -> usize {
        self.history.len()
    }

    /// The trick just finished, while no card of the next is led: the table keeps it in
    /// sight until then.
    pub fn just_finished(&self) -> Option<&DoneTrick<X>> {
        if self.trick.is_empty() { self.history.last() } else { None }
    }
}

/// What counts as "the led suit" for following.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FollowBy {
    /// The four suits (nearly every game).
    Suit,
    /// Two colour-suits, black (S, C) and red (H, D): There Were None R3.
    Colour,
}

impl FollowBy {
    /// Every card of the same follow class as `suit`.
    pub fn class_mask(self, suit: Suit) -> CardSet {
        match self {
            FollowBy::Suit => suit.mask(),
            FollowBy::Colour if suit.is_red() => Suit::HEARTS.mask().or(Suit::DIAMONDS.mask()),
            FollowBy::Colour => Suit::SPADES.mask().or(Suit::CLUBS.mask()),
        }
    }
    pub fn same_class(self, a: Suit, b: Suit) -> bool {
        match self {
            FollowBy::Suit => a == b,
            FollowBy::Colour => a.is_red() == b.is_red(),
        }
    }
}

/// The cards a player may play: all of the led class if they hold any, else the whole hand
/// ("must follow"). With no lead yet, the whole hand. Games add their own restrictions on
/// top (There Were None R10's forced highest card, My Trump's joker escape).
pub fn must_follow(hand: CardSet, led: Option<Suit>, by: FollowBy) -> CardSet {
    match led {
        None => hand,
        Some(s) => {
            let follow = hand.and(by.class_mask(s));
            if follow.is_empty() {
                hand
            } else {
                follow
            }
        }
    }
}

/// Whether `card` may be played from `hand` when the rules allow `legal` (following `led` by
/// `by`); checks only, so a refusal leaves the state as it was. The refusal names the led suit,
/// which the table turns into "you must follow ♦".
pub fn check_play(hand: CardSet, legal: CardSet, card: Card, led: Option<Suit>, by: FollowBy) -> Result<(), IllegalAction> {
    if !hand.contains(card) {
        return Err(IllegalAction::CardNotInHand(card.to_string()));
    }
    match led {
        _ if legal.contains(card) => Ok(()),
        Some(led) => Err(IllegalAction::MustFollow { card: card.to_string(), led, by }),
        None => Err(IllegalAction::Rule(format!("{card} may not be led now"))),
    }
}

/// How a trick is won. Each variant names the games that use it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TrickRule {
    /// The highest card of the led suit (Three Tricks, Parity, Tricky Express; no-trump
    /// deals of Arsène and Parlett's Parity).
    HighestOfLed,
    /// A fixed trump suit: the highest trump if any was played, else the highest card of the
    /// led suit (Twenty-One ♥, RWD ♠, Japanese Loo, Double-Deck German Whist, Arsène ♦).
    Trump(Suit),
    /// The second-highest card of the led suit; the leader when nobody followed (Second R8).
    SecondHighestOfLed,
    /// The lowest card when every card is of the led suit, else the normal rule with this
    /// trump (Same Two rule 9).
    LowestIfAllFollow { trump: Option<Suit> },
    /// Each seat's own trump suit (My Trump rules 8-10): a card is a trump iff its suit is
    /// the trump of the seat that played it; trumps compare by rank only, earlier wins ties;
    /// a led joker wins; a joker played later never wins.
    PersonalTrumps([Option<Suit>; MAX_SEATS]),
    /// Two colours; a card of the colour opposite the led card is a trump and any trump beats
    /// the led colour; ranks decide within each group (There Were None R11).
    ColourTrump,
    /// There Were None's trick 6 (R14): highest rank regardless of colour, with its three
    /// tie rules for equal ranks. Meant for exactly three cards.
    HighestRankColourTieBreak,
}

/// Who wins a trick: the index into `plays` of the winning play.
///
/// `led` is the suit that counts as led; it is the first card's suit except in RWD's draft,
/// where the card taken last sets the lead (RWD R10). `plays` must not be empty.
pub fn winner(plays: &[Play], led: Suit, rule: &TrickRule) -> usize {
    debug_assert!(!plays.is_empty());
    match *rule {
        TrickRule::HighestOfLed => best_by(plays, |c| (c.suit() == led).then_some(c.strength())),
        TrickRule::Trump(t) => trump_or_led(plays, led, Some(t)),
        TrickRule::SecondHighestOfLed => second_highest_of_led(plays, led),
        TrickRule::LowestIfAllFollow { trump } => {
            if plays.iter().all(|p| p.card.suit() == led) {
                // Lowest wins: rank the cards by how low they are.
                best_by(plays, |c| Some(u8::MAX - c.strength()))
            } else {
                trump_or_led(plays, led, trump)
            }
        }
        TrickRule::PersonalTrumps(trumps) => personal_trumps(plays, led, &trumps),
        TrickRule::ColourTrump => best_by(plays, |c| {
            let trump = c.suit().is_red() != led.is_red();
            Some(if trump { TRUMP_BOOST + c.strength() } else { c.strength() })
        }),
        TrickRule::HighestRankColourTieBreak => highest_rank_colour_tie_break(plays),
    }
}

/// Added to a trump's strength so that any trump outranks any card of the led suit (a
/// strength is at most 2 × ace = 28).
const TRUMP_BOOST: u8 = 32;

/// The index of the play with the greatest key; cards with no key never win. Ties keep the
/// earlier play. If no card has a key the leader wins.
fn best_by(plays: &[Play], key: impl Fn(Card) -> Option<u8>) -> usize {
    let mut best: Option<(usize, u8)> = None;
    for (i, p) in plays.iter().enumerate() {
        if let Some(k) = key(p.card) {
            if best.is_none_or(|(_, bk)| k > bk) {
                best = Some((i, k));
            }
        }
    }
    best.map_or(0, |(i, _)| i)
}

fn trump_or_led(plays: &[Play], led: Suit, trump: Option<Suit>) -> usize {
    best_by(plays, |c| {
        if Some(c.suit()) == trump {
            Some(TRUMP_BOOST + c.strength())
        } else {
            (c.suit() == led).then_some(c.strength())
        }
    })
}

fn second_highest_of_led(plays: &[Play], led: Suit) -> usize {
    let mut ranked: Vec<(u8, usize)> = plays
        .iter()
        .enumerate()
        .filter(|(_, p)| p.card.suit() == led)
        .map(|(i, p)| (p.card.strength(), i))
        .collect();
    if ranked.len() < 2 {
        return ranked.first().map_or(0, |&(_, i)| i);
    }
    ranked.sort_by(|a, b| b.0.cmp(&a.0));
    ranked[1].1
}

fn personal_trumps(plays: &[Play], led: Suit, trumps: &[Option<Suit>; MAX_SEATS]) -> usize {
    if plays[0].card.suit() == Suit::JOKER {
        return 0; // rule 10: a led joker always wins
    }
    let is_trump = |p: &Play| trumps[p.seat as usize] == Some(p.card.suit());
    if plays.iter().any(is_trump) {
        // Trumps compare by rank only, suits ignored (a knight between Q and J); earlier
        // wins ties (M2).
        let mut best = None::<(usize, u8)>;
        for (i, p) in plays.iter().enumerate().filter(|(_, p)| is_trump(p)) {
            if best.is_none_or(|(_, r)| p.card.strength() > r) {
                best = Some((i, p.card.strength()));
            }
        }
        return best.map_or(0, |(i, _)| i);
    }
    best_by(plays, |c| (c.suit() == led).then_some(c.strength()))
}

fn highest_rank_colour_tie_break(plays: &[Play]) -> usize {
    let top = plays.iter().map(|p| p.card.rank()).max().unwrap_or(0);
    let tops: Vec<usize> = (0..plays.len()).filter(|&i| plays[i].card.rank() == top).collect();
    let red = |i: usize| plays[i].card.suit().is_red();
    match (tops.len(), plays.len()) {
        (2, 3) => {
            let third = (0..3).find(|i| !tops.contains(i)).unwrap_or(0);
            if red(tops[0]) != red(tops[1]) {
                // R14.1: of the two, the one whose colour differs from the third card's.
                if red(tops[0]) != red(third) {
                    tops[0]
                } else {
                    tops[1]
                }
            } else {
                third // R14.2: two of one colour on top: the third card wins.
            }
        }
        (3, 3) => {
            // R14.3: the card of the minority colour.
            let reds = (0..3).filter(|&i| red(i)).count();
            let minority_red = reds == 1;
            (0..3).find(|&i| red(i) == minority_red).unwrap_or(0)
        }
        _ => tops[0],
    }
}

#[cfg(test)]
mod tests {
    //! Each winner rule on tricks from the specs' worked examples.
    use super::*;
    use crate::engine::cards::cards;

    /// A trick from a spec: the first seat and cards in play order, seats going clockwise
    /// (or `step` = -1 for counter-clockwise), with the led suit taken from the first card.
    fn trick(first: Seat, step: i8, n: u8, played: &str) -> Vec<Play> {
        cards(played)
            .into_iter()
            .enumerate()
            .map(|(k, card)| Play { seat: ((first as i16 + step as i16 * k as i16).rem_euclid(n as i16)) as u8, card })
            .collect()
    }

    fn won_by(plays: &[Play], rule: TrickRule) -> (Seat, String) {
        let w = winner(plays, plays[0].card.suit(), &rule);
        (plays[w].seat, plays[w].card.to_string())
    }

    #[test]
    fn no_trump_highest_of_led() {
        // games/three_tricks/rules.md Example 6.
        let t = trick(1, 1, 4, "H7 HK SA H9");
        assert_eq!(won_by(&t, TrickRule::HighestOfLed), (2, "HK".into()));
        // games/parity/rules.md: s0 C8, s1 CJ, s2 HA (void), s3 C10.
        assert_eq!(won_by(&trick(0, 1, 4, "C8 CJ HA C10"), TrickRule::HighestOfLed), (1, "CJ".into()));
        // games/tricky_express/rules.md C1.
        assert_eq!(won_by(&trick(1, 1, 4, "D5 DK SA D2"), TrickRule::HighestOfLed), (2, "DK".into()));
    }

    #[test]
    fn fixed_trump() {
        // games/japanese_loo/rules.md Example 7 (spades trump): s3 ruffs with S2 and wins.
        assert_eq!(won_by(&trick(1, 1, 4, "H9 HA S2 HK"), TrickRule::Trump(Suit::SPADES)), (3, "S2".into()));
        // games/japanese_loo/rules.md Example 8: no trump played, DQ wins.
        assert_eq!(won_by(&trick(1, 1, 4, "D10 DQ CA D2"), TrickRule::Trump(Suit::SPADES)), (2, "DQ".into()));
        // games/rwd/rules.md C6: seat 0 trumps with S2.
        assert_eq!(won_by(&trick(2, 1, 4, "H10 HK S2 HA"), TrickRule::Trump(Suit::SPADES)), (0, "S2".into()));
    }

    #[test]
    fn counter_clockwise_trick_with_hearts_trump() {
        // games/twenty_one/rules.md Example 6: s3 S10, s2 SK, s1 H2 (void), s0 SA; hearts trump.
        let t = trick(3, -1, 4, "S10 SK H2 SA");
        assert_eq!(t.iter().map(|p| p.seat).collect::<Vec<_>>(), [3, 2, 1, 0]);
        assert_eq!(won_by(&t, TrickRule::Trump(Suit::HEARTS)), (1, "H2".into()));
    }

    #[test]
    fn second_highest_wins() {
        // games/second/rules.md Example 1: F = {A, K, 9, 2}, K wins.
        assert_eq!(won_by(&trick(1, 1, 4, "S9 SK S2 SA"), TrickRule::SecondHighestOfLed), (2, "SK".into()));
        // Example 2: nobody follows, the leader wins.
        assert_eq!(won_by(&trick(1, 1, 4, "S9 H5 D3 C4"), TrickRule::SecondHighestOfLed), (1, "S9".into()));
        // Example 4: one follower, the lower of the two wins.
        assert_eq!(won_by(&trick(1, 1, 4, "SQ S9 D4 H6"), TrickRule::SecondHighestOfLed), (2, "S9".into()));
    }

    #[test]
    fn lowest_wins_when_all_follow() {
        // games/same_two/rules.md Example 1 (W=3, N=0, E=1, S=2 here): hearts trump, all follow, H4 wins.
        let rule = TrickRule::LowestIfAllFollow { trump: Some(Suit::HEARTS) };
        assert_eq!(won_by(&trick(3, 1, 4, "H6 HK HA H4"), rule), (2, "H4".into()));
        // Example 2: one discard switches back to the normal rule: HK wins.
        assert_eq!(won_by(&trick(3, 1, 4, "H6 HK D3 H4"), rule), (0, "HK".into()));
        // Example 3: NT, all follow, H2 wins.
        let nt = TrickRule::LowestIfAllFollow { trump: None };
        assert_eq!(won_by(&trick(1, 1, 4, "HQ H3 H9 H2"), nt), (0, "H2".into()));
    }

    fn my_trumps(t: [Suit; 5]) -> TrickRule {
        let mut a = [None; MAX_SEATS];
        for (s, suit) in t.iter().enumerate() {
            a[s] = Some(*suit);
        }
        TrickRule::PersonalTrumps(a)
    }

    #[test]
    fn personal_trumps() {
        use Suit as S;
        // games/my_trump/rules.md Example 7: s3's C3 is the only trump.
        let r = my_trumps([S::HEARTS, S::SPADES, S::HEARTS, S::CLUBS, S::SPADES]);
        assert_eq!(won_by(&trick(1, 1, 4, "D5 DK C3 DA"), r), (3, "C3".into()));
        // Example 8: trumps s0 H, s1 S, s2 H, s3 C; H9, HA (plain), HQ, C10: s2's Q wins.
        let r = my_trumps([S::HEARTS, S::SPADES, S::HEARTS, S::CLUBS, S::SPADES]);
        assert_eq!(won_by(&trick(0, 1, 4, "H9 HA HQ C10"), r), (2, "HQ".into()));
        // Example 9: S7 (s1 trump) and H7 (s2 trump) tie on rank; the earlier wins.
        let r = my_trumps([S::DIAMONDS, S::SPADES, S::HEARTS, S::CLUBS, S::CLUBS]);
        assert_eq!(won_by(&trick(1, 1, 4, "S7 H7 SK S3"), r), (1, "S7".into()));
        // Example 10: everybody follows; s0's H3 beats s2's H2, HA is plain.
        let r = my_trumps([S::HEARTS, S::SPADES, S::HEARTS, S::CLUBS, S::CLUBS]);
        assert_eq!(won_by(&trick(1, 1, 4, "H5 H2 HA H3"), r), (0, "H3".into()));
        // Example 11: a joker played later never wins; s3's C2 wins.
        let r = my_trumps([S::HEARTS, S::SPADES, S::DIAMONDS, S::CLUBS, S::SPADES]);
        assert_eq!(won_by(&trick(1, 1, 5, "CA JK C2 C9 CK"), r), (3, "C2".into()));
        // Example 12: a led joker wins even against a trump ace.
        assert_eq!(won_by(&trick(2, 1, 5, "JK D8 C4 HA S5"), r), (2, "JK".into()));
    }

    #[test]
    fn knights_rank_between_queen_and_jack() {
        // games/my_trump/rules.md R1 (cavallo pack): A, K, Q, Kn, J, 10, ..., 2.
        assert_eq!(won_by(&trick(0, 1, 7, "HJ HKn H10"), TrickRule::HighestOfLed), (1, "HKn".into()));
        assert_eq!(won_by(&trick(0, 1, 7, "HKn HQ HJ"), TrickRule::HighestOfLed), (1, "HQ".into()));
        assert_eq!(won_by(&trick(0, 1, 7, "HKn SA"), TrickRule::Trump(Suit::SPADES)), (1, "SA".into()));
        assert_eq!(won_by(&trick(0, 1, 7, "H2 SJ SKn"), TrickRule::Trump(Suit::SPADES)), (2, "SKn".into()));
        // Personal trumps compare by rank alone: s1's trump knight beats s2's trump jack and
        // loses to s3's trump queen.
        let r = my_trumps([Suit::HEARTS, Suit::SPADES, Suit::CLUBS, Suit::DIAMONDS, Suit::HEARTS]);
        assert_eq!(won_by(&trick(0, 1, 4, "D3 SKn CJ H4"), r), (1, "SKn".into()));
        assert_eq!(won_by(&trick(0, 1, 4, "D3 SKn CJ DQ"), r), (3, "DQ".into()));
        assert_eq!(won_by(&trick(1, 1, 4, "SKn CKn"), r), (1, "SKn".into()), "equal ranks: the earlier");
        // Second-highest and lowest-if-all-follow read the same order.
        assert_eq!(won_by(&trick(0, 1, 3, "HJ HQ HKn"), TrickRule::SecondHighestOfLed), (2, "HKn".into()));
        let low = TrickRule::LowestIfAllFollow { trump: None };
        assert_eq!(won_by(&trick(0, 1, 3, "HQ HKn HK"), low), (1, "HKn".into()));
    }

    #[test]
    fn colour_suits_with_off_colour_trumps() {
        // games/there_were_none/rules.md C1: trumps DK (seat 3) and HK (seat 5) tie; the earlier wins.
        let t = trick(1, 1, 8, "S9 C9 DK SA HK C3 S5 CJ");
        assert_eq!(won_by(&t, TrickRule::ColourTrump), (3, "DK".into()));
        // C2: no trump; H8 and D8 tie on rank in the led colour; seat 4 played first.
        let t: Vec<Play> = [(4, "H8"), (5, "D8"), (6, "H6"), (7, "D6"), (0, "H3"), (1, "D5"), (2, "H7")]
            .iter()
            .map(|&(seat, c)| Play { seat, card: c.parse().unwrap() })
            .collect();
        assert_eq!(won_by(&t, TrickRule::ColourTrump), (4, "H8".into()));
    }

    #[test]
    fn there_were_none_last_trick_tie_rules() {
        let r = TrickRule::HighestRankColourTieBreak;
        // games/there_were_none/rules.md T2 (1)-(3b) and C3's trick 6.
        assert_eq!(won_by(&trick(0, 1, 3, "SQ HQ C9"), r).1, "HQ");
        assert_eq!(won_by(&trick(0, 1, 3, "SQ CQ H9"), r).1, "H9");
        assert_eq!(won_by(&trick(0, 1, 3, "SQ CQ HQ"), r).1, "HQ");
        assert_eq!(won_by(&trick(0, 1, 3, "SQ HQ DQ"), r).1, "SQ");
        assert_eq!(won_by(&trick(0, 1, 3, "H10 D10 C6"), r).1, "C6");
        assert_eq!(won_by(&trick(0, 1, 3, "H5 DA C6"), r).1, "DA");
    }

    #[test]
    fn identical_cards_first_played_wins() {
        // games/double_deck_german_whist/rules.md R4: two identical SKs with spades trump; the first wins.
        let t = trick(0, 1, 4, "H4 SK SK H9");
        assert_eq!(winner(&t, Suit::HEARTS, &TrickRule::Trump(Suit::SPADES)), 1);
        let t = trick(0, 1, 4, "DA DA D2 D3");
        assert_eq!(winner(&t, Suit::DIAMONDS, &TrickRule::HighestOfLed), 0);
    }

    #[test]
    fn lead_suit_set_by_the_last_draft_pick() {
        // games/rwd/rules.md C1: picks HK, (face-down HA), D9, S4; S4 was taken last, so spades lead.
        let t = trick(0, -1, 4, "HK HA D9 S4");
        assert_eq!(winner(&t, Suit::SPADES, &TrickRule::Trump(Suit::SPADES)), 3);
        assert_eq!(t[3].seat, 1);
        // C2: clubs lead (C5 taken last); the face-down CA wins for seat 1.
        let t = trick(2, -1, 4, "CQ CA H3 C5");
        assert_eq!(t[winner(&t, Suit::CLUBS, &TrickRule::Trump(Suit::SPADES))].seat, 1);
        // C3: hearts lead from the face-down H4, taken last by seat 1.
        let t = trick(0, -1, 4, "DJ D2 C7 H4");
        assert_eq!(t[winner(&t, Suit::HEARTS, &TrickRule::Trump(Suit::SPADES))].seat, 1);
    }

    #[test]
    fn following_by_suit_and_by_colour() {
        let hand: CardSet = cards("H2 SA").into_iter().collect();
        // games/three_tricks/rules.md Example 7: hearts led, H2 is the only legal card.
        assert_eq!(must_follow(hand, Some(Suit::HEARTS), FollowBy::Suit), CardSet::single("H2".parse().unwrap()));
        assert_eq!(must_follow(hand, Some(Suit::CLUBS), FollowBy::Suit), hand);
        assert_eq!(must_follow(hand, None, FollowBy::Suit), hand);
        // There Were None: diamonds led, a heart follows the red colour.
        assert_eq!(must_follow(hand, Some(Suit::DIAMONDS), FollowBy::Colour), CardSet::single("H2".parse().unwrap()));
    }
}
