use super::policy::{hand_tricks, rule_call, choose_card, Seen};
use super::*;
use crate::bots::{choose, chooser, Level};
use crate::engine::cards::cards;
use crate::engine::trick::Play;

fn set(text: &str) -> CardSet {
    cards(text).into_iter().collect()
}

fn game() -> SameTwo {
    let mut g = SameTwo::new(&Ruleset::defaults(&INFO));
    let d = g.sample_chance(&mut GameRng::seeded(5));
    g.apply(&d).unwrap();
    g
}

fn contract(t: &str, declarer: Seat) -> Contract {
    let Call::Bid { level, strain: Some(strain) } = t.parse().unwrap() else { panic!() };
    Contract { bid: Bid { level, strain, doubling: Doubling::None }, declarer }
}

#[test]
fn low_cards_are_worth_tricks_and_high_ones_are_not() {
    let low = set("S2 S3 H2 H3 D2 D3 C2 C3 S4 H4 D4 C4 S5");
    let high = set("SA SK HA HK DA DK CA CK SQ HQ DQ CQ SJ");
    assert!(hand_tricks(low, Strain::NoTrump) > 8.0);
    assert!(hand_tricks(high, Strain::NoTrump) < 0.5);
    // Long trumps and a void add ruffs.
    let long = set("SA SK SQ S9 S8 S7 S6 H9 H8 H7 D9 D8 D7");
    assert!(hand_tricks(long, Strain::Suit(Suit::SPADES)) > hand_tricks(long, Strain::NoTrump) + 1.0);
}

#[test]
fn the_rule_bids_on_low_cards_passes_on_high_ones_and_doubles_a_hopeless_contract() {
    let low = set("S2 S3 H2 H3 D2 D3 C2 C3 S4 H4 D4 C4 S5");
    let legal = legal_calls(&[], 0);
    assert!(matches!(rule_call(low, 0, &[], &legal), Call::Bid { level: 2.., .. }));
    let high = set("SA SK HA HK DA DK CA CK SQ HQ DQ CQ SJ");
    assert_eq!(rule_call(high, 0, &[], &legal), Call::Pass);
    // East opened 4NT; North's low cards beat it.
    let auction = [(1, "4NT".parse().unwrap())];
    let after = legal_calls(&auction, 2);
    assert_eq!(rule_call(low, 2, &auction, &after), Call::Double);
}

#[test]
fn a_follower_undercuts_to_win_and_keeps_low_cards_when_partner_wins() {
    let c = contract("3NT", 0);
    let trick = [Play { seat: 1, card: cards("H9")[0] }, Play { seat: 2, card: cards("H6")[0] }];
    // Seat 3, opponent of seat 2 who holds the trick with the 6, one seat after it: the lowest.
    let seen = |me, legal, trick: &[Play]| choose_card(&Seen { me, legal, trick, contract: c, unseen: CardSet::standard_52() });
    assert_eq!(seen(3, set("H2 H4 HK"), &trick), cards("H2")[0]);
    // Last to play, under the 6 with the highest card that still wins.
    let three = [trick[0], trick[1], Play { seat: 3, card: cards("H7")[0] }];
    assert_eq!(seen(0, set("H2 H4 HK"), &three), cards("HK")[0], "seat 0's partner holds it: keep the low cards");
    let three = [Play { seat: 1, card: cards("H9")[0] }, Play { seat: 2, card: cards("HJ")[0] }, Play { seat: 3, card: cards("H5")[0] }];
    assert_eq!(seen(0, set("H2 H4 HK"), &three), cards("H4")[0]);
    // Partner (seat 2) holds the trick: shed the highest.
    let two = [Play { seat: 2, card: cards("H3")[0] }, Play { seat: 3, card: cards("H9")[0] }];
    assert_eq!(seen(0, set("H2 H4 HK"), &two), cards("HK")[0]);
}

#[test]
fn the_declarer_chooses_the_dummys_card_from_its_own_knowledge() {
    let mut g = game();
    g.apply(&Action::Call("1NT".parse().unwrap())).unwrap();
    for _ in 0..3 {
        g.apply(&Action::Call(Call::Pass)).unwrap();
    }
    // N declares; E leads; S is the dummy.
    let lead = g.legal_actions()[0].clone();
    g.apply(&lead).unwrap();
    assert_eq!(g.turn(), Turn::Seat(2));
    assert_eq!(chooser(&g), Some(0), "the declarer chooses for the dummy");
    // The declarer's worlds keep its own hand and the dummy's.
    let w = g.determinize(0, &mut GameRng::seeded(3));
    assert_eq!((w.hands[0], w.hands[2]), (g.hands[0], g.hands[2]));
    assert_ne!(w.hands[1], g.hands[1], "the defenders' hands are drawn again");
    for level in [Level::Normal, Level::Hard] {
        let Some(Action::Play(c)) = choose(&g, level, &mut GameRng::seeded(1)) else { panic!("a card") };
        assert!(g.hands[2].contains(c), "{level:?} plays the dummy's card");
    }
}

#[test]
fn worlds_keep_what_the_seat_knows() {
    let mut g = game();
    let mut rng = GameRng::seeded(9);
    while g.phase == Phase::Auction {
        let a = crate::bots::choose(&g, Level::Normal, &mut rng).unwrap();
        g.apply(&a).unwrap();
    }
    if g.phase != Phase::Play {
        return;
    }
    for _ in 0..9 {
        let a = crate::bots::choose(&g, Level::Normal, &mut rng).unwrap();
        g.apply(&a).unwrap();
    }
    let voids = g.known_voids();
    for seat in 0..4 {
        let w = g.determinize(seat, &mut GameRng::seeded(seat as u64));
        assert_eq!(w.hands[seat as usize], g.hands[seat as usize]);
        let dummy = g.contract.unwrap().dummy() as usize;
        assert_eq!(w.hands[dummy], g.hands[dummy], "the dummy is face up");
        for s in 0..4 {
            assert_eq!(w.hands[s].len(), g.hands[s].len());
            assert!(w.hands[s].and(voids[s]).is_empty());
        }
    }
}

#[test]
fn the_hard_bot_doubles_a_contract_the_sampled_deals_defeat() {
    // North opens 2NT on its aces and kings; East holds the 2s, 3s and 4s, the winners of
    // every trick all four follow. (At 2NT nobody else doubles by rule: the double is East's.)
    let hands = [
        set("SA SK SQ SJ HA HK HQ HJ DA DK DQ DJ CA"),
        set("S2 S3 H2 H3 D2 D3 C2 C3 S4 H4 D4 C4 S5"),
        set("S10 S9 S8 S7 H10 H9 H8 H7 D10 D9 D8 D7 CK"),
        set("S6 H6 H5 D6 D5 C10 C9 C8 C7 C6 C5 CQ CJ"),
    ];
    let mut g = SameTwo::new(&Ruleset::defaults(&INFO));
    g.apply(&Action::Deal { hands: hands.to_vec() }).unwrap();
    g.apply(&Action::Call("2NT".parse().unwrap())).unwrap();
    let est = crate::bots::ismcts::search(&g, 1, crate::bots::ismcts::Worlds::Sampled, 300, &mut GameRng::seeded(2));
    let west_doubles = legal_calls(&g.auction, 3).contains(&Call::Double)
        && rule_call(hands[3], 3, &[(0, "2NT".parse().unwrap()), (1, Call::Pass), (2, Call::Pass)], &legal_calls(&g.auction, 3)) == Call::Double;
    assert!(!west_doubles);
    let value = |c: Call| est.iter().find(|e| e.action == Action::Call(c)).unwrap().value;
    assert!(value(Call::Double) > value(Call::Pass), "{est:?}");
    assert_eq!(choose(&g, Level::Hard, &mut GameRng::seeded(4)), Some(Action::Call(Call::Double)));
}
