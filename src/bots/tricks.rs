//! Rules of thumb for playing to a trick, shared by every game's normal bot: win cheaply
//! when you want the trick, duck under when you do not.

use crate::engine::trick::{winner, FollowBy, Play, TrickPlay, TrickRule};
use crate::engine::{Card, CardSet, Seat, Suit};

/// What a seat wants from the trick in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aim {
    Win,
    Lose,
}

/// Records what a trick shows (for determinizations): the first play sets the led suit, and
/// a later player who did not follow it holds none of its class.
pub fn note_voids(excluded: &mut [CardSet], plays: impl IntoIterator<Item = (Seat, Card)>, by: FollowBy) {
    let mut plays = plays.into_iter();
    let Some((_, first)) = plays.next() else { return };
    let led = first.suit();
    for (seat, card) in plays {
        if !by.same_class(card.suit(), led) {
            excluded[seat as usize] = excluded[seat as usize].or(by.class_mask(led));
        }
    }
}

/// Suits each of `n` seats has shown out of in a deal: the finished tricks (`done`, each in
/// play order) and the trick in progress, read by [`note_voids`].
pub fn voids_shown<'a>(done: impl IntoIterator<Item = &'a [(Seat, Card)]>, current: &[Play], n: usize, by: FollowBy) -> Vec<CardSet> {
    let mut voids = vec![CardSet::EMPTY; n];
    for plays in done {
        note_voids(&mut voids, plays.iter().copied(), by);
    }
    note_voids(&mut voids, current.iter().map(|p| (p.seat, p.card)), by);
    voids
}

/// The cards each of `n` seats has played in a deal: the finished tricks (`done`, each in
/// play order) and the trick in progress. Public to every seat; a determinization counts
/// them as part of the hand a seat bid on.
pub fn played_by_seat<'a>(done: impl IntoIterator<Item = &'a [(Seat, Card)]>, current: &[Play], n: usize) -> Vec<CardSet> {
    let mut played = vec![CardSet::EMPTY; n];
    for &(seat, card) in done.into_iter().flatten() {
        played[seat as usize].insert(card);
    }
    for p in current {
        played[p.seat as usize].insert(p.card);
    }
    played
}

/// [`voids_shown`] in a deal's trick play: its finished tricks and the trick in progress.
pub fn voids_in<X>(tricks: &TrickPlay<X>, by: FollowBy) -> Vec<CardSet> {
    voids_shown(tricks.done_plays(), &tricks.trick, tricks.seats(), by)
}

/// [`played_by_seat`] in a deal's trick play: its finished tricks and the trick in progress.
pub fn played_in<X>(tricks: &TrickPlay<X>) -> Vec<CardSet> {
    played_by_seat(tricks.done_plays(), &tricks.trick, tricks.seats())
}

/// Whether `card` played by `seat` now would be winning the trick so far.
pub fn would_win(trick: &[Play], seat: Seat, card: Card, led: Option<Suit>, rule: &TrickRule) -> bool {
    let mut plays = trick.to_vec();
    plays.push(Play { seat, card });
    let led = led.unwrap_or(card.suit());
    winner(&plays, led, rule) == trick.len()
}

fn by_rank(cards: impl Iterator<Item = Card>, highest: bool) -> Option<Card> {
    let key = |c: &Card| (c.strength(), c.suit());
    if highest {
        cards.max_by_key(key)
    } else {
        cards.min_by_key(key)
    }
}

/// The card to play from `legal` (not empty) towards `aim`.
///
/// - Leading: to win, the highest card; to lose, the lowest.
/// - Wanting the trick: the lowest winning card if nobody plays after, else the highest
///   winning card; with no winning card, the lowest card.
/// - Not wanting it: the highest card that does not win; if every card wins, the highest
///   when last (the trick is lost anyway) else the lowest (someone may still beat it).
///
/// `led` is the suit that counts as led (usually the first card's).
pub fn pick_card(legal: CardSet, trick: &[Play], seat: Seat, led: Option<Suit>, rule: &TrickRule, after_me: usize, aim: Aim) -> Card {
    debug_assert!(!legal.is_empty());
    if trick.is_empty() {
        return by_rank(legal.iter(), aim == Aim::Win).expect("legal is not empty");
    }
    let winning: CardSet = legal.iter().filter(|&c| would_win(trick, seat, c, led, rule)).collect();
    let losing = legal.minus(winning);
    let pick = match aim {
        Aim::Win if !winning.is_empty() => by_rank(winning.iter(), after_me > 0),
        Aim::Win => by_rank(legal.iter(), false),
        Aim::Lose if !losing.is_empty() => by_rank(losing.iter(), true),
        Aim::Lose => by_rank(legal.iter(), after_me == 0),
    };
    pick.expect("legal is not empty")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::cards;

    fn set(s: &str) -> CardSet {
        cards(s).into_iter().collect()
    }
    #[test]
    fn a_trick_shows_who_could_not_follow() {
        // Seat 1 leads hearts; seat 2 follows, seat 3 throws a club, seat 0 a diamond.
        let plays = [(1, "H9"), (2, "H4"), (3, "C8"), (0, "D2")].map(|(s, c)| (s as Seat, cards(c)[0]));
        let mut voids = [CardSet::EMPTY; 4];
        note_voids(&mut voids, plays, FollowBy::Suit);
        let hearts = Suit::HEARTS.mask();
        assert_eq!(voids, [hearts, CardSet::EMPTY, CardSet::EMPTY, hearts]);
        // By colour, a diamond follows a heart.
        let mut voids = [CardSet::EMPTY; 4];
        note_voids(&mut voids, plays, FollowBy::Colour);
        assert_eq!(voids, [CardSet::EMPTY, CardSet::EMPTY, CardSet::EMPTY, FollowBy::Colour.class_mask(Suit::HEARTS)]);
        // An empty trick shows nothing.
        note_voids(&mut voids, [], FollowBy::Suit);
    }

    #[test]
    fn cards_played_come_from_finished_tricks_and_the_one_in_progress() {
        let done: Vec<Vec<(Seat, Card)>> = vec![[(1, "S9"), (2, "C4"), (3, "S2"), (0, "S3")].map(|(s, c)| (s as Seat, cards(c)[0])).to_vec()];
        let current = [Play { seat: 3, card: cards("D5")[0] }];
        let played = played_by_seat(done.iter().map(|t| t.as_slice()), &current, 4);
        assert_eq!(played, [set("S3"), set("S9"), set("C4"), set("S2 D5")]);
        assert_eq!(played_by_seat([], &[], 2), vec![CardSet::EMPTY; 2]);
    }

    #[test]
    fn voids_come_from_finished_tricks_and_the_one_in_progress() {
        // Finished: seat 1 led a spade and seat 2 threw a club. In progress: seat 3 leads a
        // diamond and seat 0 throws a heart.
        let done: Vec<Vec<(Seat, Card)>> = vec![[(1, "S9"), (2, "C4"), (3, "S2"), (0, "S3")].map(|(s, c)| (s as Seat, cards(c)[0])).to_vec()];
        let current = [Play { seat: 3, card: cards("D5")[0] }, Play { seat: 0, card: cards("H2")[0] }];
        let voids = voids_shown(done.iter().map(|t| t.as_slice()), &current, 4, FollowBy::Suit);
        assert_eq!(voids, [Suit::DIAMONDS.mask(), CardSet::EMPTY, Suit::SPADES.mask(), CardSet::EMPTY]);
        assert_eq!(voids_shown([], &[], 3, FollowBy::Suit), vec![CardSet::EMPTY; 3]);
    }

    fn trick(s: &str) -> Vec<Play> {
        cards(s).into_iter().enumerate().map(|(i, card)| Play { seat: i as Seat, card }).collect()
    }

    #[test]
    fn wins_cheaply_when_last_and_high_otherwise() {
        let t = trick("H9 H4");
        let legal = set("H5 HT HK");
        let rule = TrickRule::HighestOfLed;
        assert_eq!(pick_card(legal, &t, 2, Some(Suit::HEARTS), &rule, 0, Aim::Win), cards("HT")[0]);
        assert_eq!(pick_card(legal, &t, 2, Some(Suit::HEARTS), &rule, 1, Aim::Win), cards("HK")[0]);
    }

    #[test]
    fn ducks_under_with_the_highest_losing_card() {
        let t = trick("H9");
        let rule = TrickRule::HighestOfLed;
        assert_eq!(pick_card(set("H5 H8 HK"), &t, 1, Some(Suit::HEARTS), &rule, 2, Aim::Lose), cards("H8")[0]);
        // Every card wins: the lowest when others follow, the highest when last.
        assert_eq!(pick_card(set("HT HK"), &t, 1, Some(Suit::HEARTS), &rule, 2, Aim::Lose), cards("HT")[0]);
        assert_eq!(pick_card(set("HT HK"), &t, 1, Some(Suit::HEARTS), &rule, 0, Aim::Lose), cards("HK")[0]);
    }

    #[test]
    fn trumps_in_to_win_and_discards_low_when_it_cannot() {
        let t = trick("H9 HA");
        let rule = TrickRule::Trump(Suit::SPADES);
        assert_eq!(pick_card(set("S3 SQ C4"), &t, 2, Some(Suit::HEARTS), &rule, 0, Aim::Win), cards("S3")[0]);
        assert_eq!(pick_card(set("C4 D7"), &t, 2, Some(Suit::HEARTS), &rule, 0, Aim::Win), cards("C4")[0]);
    }

    #[test]
    fn leads_high_to_win_and_low_to_lose() {
        let legal = set("C4 DK H7");
        let rule = TrickRule::HighestOfLed;
        assert_eq!(pick_card(legal, &[], 0, None, &rule, 3, Aim::Win), cards("DK")[0]);
        assert_eq!(pick_card(legal, &[], 0, None, &rule, 3, Aim::Lose), cards("C4")[0]);
    }
}
