//! The worked examples of rules.md §5 and the ambiguity resolutions of §4, on live games.

use super::*;
use crate::engine::cards::{cards, KNIGHT};
use crate::engine::deal::left_of;
use crate::engine::game::{Game, IllegalAction, Turn};

pub(super) fn ruleset(players: u8, method: &str) -> Ruleset {
    Ruleset::with_options(&INFO, [("players", players.to_string().as_str()), ("deal-method", method)]).unwrap()
}

pub(super) fn set(s: &str) -> CardSet {
    cards(s).into_iter().collect()
}

pub(super) fn card(s: &str) -> Card {
    s.parse().unwrap()
}

/// A game of `players` under `rules` with `dealer`, dealt so that seat s holds at least
/// `fixed[s]`; the rest of the pack fills the hands in index order, never giving a seat a
/// suit listed for it in `voids` (letters, e.g. "H" or "HD"). Nothing is left face up
/// unless the deal method leaves cards over; those come from the filler's end.
pub(super) fn dealt_with(rules: &Ruleset, dealer: Seat, fixed: &[&str], voids: &[&str]) -> MyTrump {
    let mut g = MyTrump::new(rules);
    let o = g.options();
    let n = o.players as usize;
    let h = o.hand_size as u32;
    let mut hands: Vec<CardSet> = (0..n).map(|s| set(fixed.get(s).copied().unwrap_or(""))).collect();
    let used = hands.iter().fold(CardSet::EMPTY, |a, h| a.or(*h));
    let excluded = |s: usize| -> CardSet {
        let letters = voids.get(s).copied().unwrap_or("");
        letters.chars().filter_map(Suit::from_letter).fold(CardSet::EMPTY, |a, suit| a.or(suit.mask()))
    };
    // Seats with voids take their filler first, from the suits they may hold.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&s| excluded(s).is_empty());
    let mut rest: Vec<Card> = o.pack().minus(used).iter().collect();
    for s in order {
        let mut keep = Vec::new();
        for c in rest {
            if hands[s].len() < h && !excluded(s).contains(c) {
                hands[s].insert(c);
            } else {
                keep.push(c);
            }
        }
        rest = keep;
    }
    let leftover: CardSet = rest.into_iter().collect();
    g.apply(&Action::FirstDealer(dealer)).unwrap();
    g.apply(&Action::Deal { hands, leftover }).expect("test deal is valid");
    g
}

pub(super) fn dealt(players: u8, dealer: Seat, fixed: &[&str], voids: &[&str]) -> MyTrump {
    dealt_with(&ruleset(players, "parity"), dealer, fixed, voids)
}

/// Bids in bidding order, e.g. "3H 2C 0S 4H".
pub(super) fn bid_all(g: &mut MyTrump, calls: &str) {
    for c in calls.split_whitespace() {
        g.apply(&Action::Bid(c.parse().unwrap())).unwrap_or_else(|e| panic!("{c}: {e}"));
    }
}

pub(super) fn play(g: &mut MyTrump, c: &str) -> Result<(), IllegalAction> {
    g.apply(&Action::Play(card(c)))
}

fn play_all(g: &mut MyTrump, plays: &str) {
    for c in plays.split_whitespace() {
        play(g, c).unwrap_or_else(|e| panic!("{c}: {e}"));
    }
}

fn last_winner(g: &MyTrump) -> (Seat, String, WinReason) {
    let t = g.tricks.history.last().expect("a finished trick");
    (t.winner, t.winning_card().to_string(), t.detail)
}

/// Bids for the four-player examples 7-10 (trumps s0 H, s1 S, s2 H, s3 C), in bidding
/// order from the dealer's left.
fn bids_7_to_10(dealer: Seat) -> String {
    let by_seat = ["1H", "1S", "1H", "1C"];
    (1..=4).map(|k| by_seat[(dealer as usize + k) % 4]).collect::<Vec<_>>().join(" ")
}

#[test]
fn example_1_a_bid_names_the_bidders_trump_and_contract() {
    let mut g = dealt(4, 3, &[], &[]);
    bid_all(&mut g, "3H");
    let v = g.view(1);
    assert_eq!(v.bids[0], Some(Bid { tricks: 3, suit: Suit::HEARTS }));
    assert_eq!(g.trumps()[0], Some(Suit::HEARTS));
    assert_eq!(g.trumps()[1], None);
    // The contract: at least 3 tricks.
    assert_eq!((deal_points(3, 2), deal_points(3, 3)), (-1, 3));
}

#[test]
fn example_2_bidding_is_not_an_auction() {
    let mut g = dealt(4, 3, &[], &[]);
    bid_all(&mut g, "3H 2C");
    assert_eq!(g.view(0).auction, vec![(0, "3H".parse().unwrap()), (1, "2C".parse().unwrap())]);
    // M5: the same suit again, and a lower number.
    bid_all(&mut g, "2C 0H");
    assert_eq!(g.phase, Phase::Play);
}

#[test]
fn example_3_scoring() {
    assert_eq!(deal_points(3, 3), 3);
    assert_eq!(deal_points(3, 5), 3, "overtricks do not count");
    assert_eq!(deal_points(3, 1), -2);
    for t in 0..=13 {
        assert_eq!(deal_points(0, t), 0, "a 0 bid always scores 0");
    }
}

#[test]
fn example_4_joker_counts_and_the_cavallo_pack() {
    for (n, jokers, deck, h) in [(5, 3, 55, 11), (6, 2, 54, 9), (7, 4, 56, 8), (8, 4, 56, 7), (9, 2, 54, 6)] {
        let o = Options::from_ruleset(&ruleset(n, "jokers"));
        assert_eq!((o.jokers, o.pack().len(), o.hand_size, o.face_up), (jokers, deck, h, 0), "N = {n}");
        assert_eq!(o.pack().of_suit(Suit::JOKER).len(), jokers as u32);
        // A live deal gives every card out.
        let mut g = MyTrump::new(&ruleset(n, "jokers"));
        g.apply(&Action::FirstDealer(0)).unwrap();
        g.apply(&g.sample_chance(&mut GameRng::seeded(3))).unwrap();
        assert!(g.hands.iter().all(|h| h.len() == o.hand_size as u32));
        assert_eq!(g.hands.iter().fold(CardSet::EMPTY, |a, h| a.or(*h)), o.pack());
    }
    for (n, h) in [(7, 8), (8, 7)] {
        let o = Options::from_ruleset(&ruleset(n, "cavallo"));
        assert_eq!((o.jokers, o.pack().len(), o.hand_size, o.face_up), (0, 56, h, 0));
        assert_eq!(o.pack().minus(CardSet::standard_52()), CardSet::knights());
    }
}

#[test]
fn example_5_four_aces_kings_and_queens_give_at_most_three_sure_wins() {
    let honours = "SA HA DA CA SK HK DK CK SQ HQ DQ CQ S2";
    let start = {
        let mut g = dealt(4, 3, &[honours, "C2"], &["", "H"]);
        // Trumps: s0 spades, s1 clubs, s2 and s3 diamonds.
        bid_all(&mut g, "5S 1C 1D 1D");
        g
    };
    // Whenever s0 plays SA, SK or SQ, s0 wins: every other trump is J or lower.
    let mut rng = GameRng::seeded(5);
    let top_spades = set("SA SK SQ");
    let mut seen = 0;
    for _ in 0..200 {
        let mut g = start.clone();
        while g.phase == Phase::Play {
            let legal = g.legal_actions();
            g.apply(&legal[rng.below(legal.len())]).unwrap();
            if g.tricks.trick.is_empty() {
                let t = g.tricks.history.last().unwrap();
                if t.plays.iter().any(|&(s, c)| s == 0 && top_spades.contains(c)) {
                    assert_eq!(t.winner, 0, "{:?}", t.plays);
                    seen += 1;
                }
            }
        }
    }
    assert_eq!(seen, 600, "three such tricks in every deal");
    // s0's other honours are plain: s0 leads HA, s1 (trump clubs, no hearts) ruffs with C2,
    // s2 and s3 follow with hearts (plain for them) and s1 wins.
    let mut g = start.clone();
    play_all(&mut g, "HA C2");
    for _ in 2..4 {
        let heart = g.legal_cards().of_suit(Suit::HEARTS).first().expect("s2 and s3 hold hearts");
        g.apply(&Action::Play(heart)).unwrap();
    }
    assert_eq!(last_winner(&g), (1, "C2".into(), WinReason::Trump));
}

#[test]
fn example_6_thirteen_hearts_may_win_only_one_trick() {
    let hearts = "HA HK HQ HJ H10 H9 H8 H7 H6 H5 H4 H3 H2";
    let mut g = dealt(4, 3, &[hearts, "S2 SA", "C3 C5", "D4 D6"], &[]);
    bid_all(&mut g, "13H 1S 1C 1D");
    play_all(&mut g, "HA S2 C3 D4");
    assert_eq!(last_winner(&g), (0, "HA".into(), WinReason::Trump));
    play_all(&mut g, "HK SA C5 D6");
    assert_eq!(last_winner(&g), (1, "SA".into(), WinReason::Trump), "trump A beats trump K");
}

#[test]
fn example_7_only_one_trump_in_the_trick() {
    let mut g = dealt(4, 0, &["DA", "D5", "DK", "C3"], &["", "", "", "D"]);
    bid_all(&mut g, &bids_7_to_10(0));
    play_all(&mut g, "D5 DK C3 DA");
    assert_eq!(last_winner(&g), (3, "C3".into(), WinReason::Trump));
}

#[test]
fn example_8_the_led_suit_is_some_players_trump() {
    let mut g = dealt(4, 3, &["H9", "HA", "HQ", "C10"], &["", "", "", "H"]);
    bid_all(&mut g, &bids_7_to_10(3));
    play_all(&mut g, "H9 HA HQ C10");
    assert_eq!(last_winner(&g), (2, "HQ".into(), WinReason::Trump), "s1's HA is plain");
}

#[test]
fn example_9_equal_trump_ranks_the_earlier_wins() {
    let mut g = dealt(4, 0, &["S3", "S7", "H7", "SK"], &["", "", "S", ""]);
    bid_all(&mut g, &bids_7_to_10(0));
    play_all(&mut g, "S7 H7 SK S3");
    assert_eq!(last_winner(&g), (1, "S7".into(), WinReason::Trump));
}

#[test]
fn example_10_everybody_follows_yet_a_low_card_wins() {
    let mut g = dealt(4, 0, &["H3", "H5", "H2", "HA"], &[]);
    bid_all(&mut g, &bids_7_to_10(0));
    play_all(&mut g, "H5 H2 HA H3");
    assert_eq!(last_winner(&g), (0, "H3".into(), WinReason::Trump));
}

fn five_with_jokers(follow: &str, dealer: Seat, fixed: &[&str], voids: &[&str]) -> MyTrump {
    let rules = Ruleset::with_options(&INFO, [("players", "5"), ("deal-method", "jokers"), ("joker-lead-follow", follow)]).unwrap();
    dealt_with(&rules, dealer, fixed, voids)
}

/// Bids for examples 11 and 12 (trumps s0 H, s1 S, s2 D, s3 C, s4 S) from the dealer's left.
fn bids_11_12(dealer: Seat) -> String {
    let by_seat = ["1H", "1S", "1D", "1C", "1S"];
    (1..=5).map(|k| by_seat[(dealer as usize + k) % 5]).collect::<Vec<_>>().join(" ")
}

#[test]
fn example_11_a_joker_played_later_is_an_escape() {
    let mut g = five_with_jokers("leader-trump-suit", 0, &["CK", "CA", "JK C5", "C2", "C9"], &["", "", "", "", ""]);
    bid_all(&mut g, &bids_11_12(0));
    play(&mut g, "CA").unwrap();
    assert!(g.legal_cards().contains(card("JK")) && g.legal_cards().contains(card("C5")), "M7: a joker instead of following");
    play_all(&mut g, "JK C2 C9 CK");
    assert_eq!(last_winner(&g), (3, "C2".into(), WinReason::Trump));
}

#[test]
fn example_12_a_led_joker_wins() {
    for follow in ["leader-trump-suit", "free"] {
        // s3 holds D8 and C4 and no joker ("X"); s0 holds HA and no diamond.
        let fixed = ["HA", "", "JK", "D8 C4", ""];
        let mut g = five_with_jokers(follow, 1, &fixed, &["D", "", "", "X", ""]);
        bid_all(&mut g, &bids_11_12(1));
        play(&mut g, "JK").unwrap();
        if follow == "free" {
            assert!(g.legal_cards().contains(card("C4")), "free: any card");
        } else {
            assert_eq!(g.legal_cards().and(set("D8 C4")), set("D8"), "the leader's trump suit");
            assert_eq!(g.legal_cards().minus(Suit::DIAMONDS.mask()), CardSet::EMPTY, "s3 holds no joker");
            assert_eq!(play(&mut g, "C4"), Err(IllegalAction::MustFollow { card: "C4".into(), led: Suit::DIAMONDS, by: FollowBy::Suit }));
        }
        play(&mut g, "D8").unwrap();
        // s4 plays anything legal; s0 (no diamonds) may play HA, its own trump ace.
        let c = g.legal_cards().first().unwrap();
        g.apply(&Action::Play(c)).unwrap();
        assert!(g.legal_cards().contains(card("HA")));
        play(&mut g, "HA").unwrap();
        let c = g.legal_cards().first().unwrap();
        g.apply(&Action::Play(c)).unwrap();
        // M15: even a trump ace does not beat a led joker.
        assert_eq!(last_winner(&g), (2, "JK".into(), WinReason::JokerLead), "{follow}");
    }
}

#[test]
fn example_13_bid_legality() {
    let mut g = five_with_jokers("leader-trump-suit", 0, &[], &[]);
    let legal: Vec<Call> = g.legal_actions().into_iter().map(|a| if let Action::Bid(c) = a { c } else { panic!() }).collect();
    assert_eq!(legal.len(), 12 * 4, "0 to 11 tricks in four suits");
    let c = |t: &str| t.parse::<Call>().unwrap();
    assert!(legal.contains(&c("11D")) && legal.contains(&c("0C")));
    for bad in ["12H", "3NT", "pass", "X", "3"] {
        let before = format!("{g:?}");
        assert!(matches!(g.apply(&Action::Bid(c(bad))), Err(IllegalAction::Rule(_))), "{bad}");
        assert_eq!(format!("{g:?}"), before, "a refused bid changes nothing");
    }
    g.apply(&Action::Bid(c("11D"))).unwrap();
    g.apply(&Action::Bid(c("0C"))).unwrap();
}

#[test]
fn example_14_scoring_a_whole_deal() {
    let mut g = dealt(4, 0, &[], &[]);
    bid_all(&mut g, "3H 2C 0S 4H");
    // The deal's tricks as given: s0 2, s1 5, s2 2, s3 4.
    g.tricks.won = smallvec::smallvec![2, 5, 2, 4];
    g.finish_deal();
    let row = g.deal_rows.last().unwrap();
    assert_eq!(row.points, [-2, 3, 2, 0]);
    assert_eq!(row.bids.iter().map(|b| b.call().to_string()).collect::<Vec<_>>(), ["4H", "3H", "2C", "0S"]);
    assert_eq!(g.scores(), [-2, 3, 2, 0]);
    assert_eq!(g.view(2).places, [4, 1, 2, 3]);
}

#[test]
fn m14_a_ruff_with_another_players_trump_suit_is_a_discard() {
    // Trumps s0 H, s1 S, s2 H, s3 C. s2 has no diamonds and throws S9: spades are s1's
    // trump, not s2's, so S9 is plain and the highest diamond wins.
    let mut g = dealt(4, 0, &["D7", "D5", "S9", "D2"], &["", "", "D", ""]);
    bid_all(&mut g, &bids_7_to_10(0));
    play_all(&mut g, "D5 S9 D2 D7");
    assert_eq!(last_winner(&g), (0, "D7".into(), WinReason::HighestOfLed));
}

#[test]
fn m4_the_leader_leads_its_own_trump_suit() {
    // s0 (trump H) leads H9; s1 (trump S) follows with HA, plain for s1.
    let mut g = dealt(4, 3, &["H9", "HA", "", ""], &["", "", "H", "H"]);
    bid_all(&mut g, "1H 1S 1D 1C");
    play(&mut g, "H9").unwrap();
    play(&mut g, "HA").unwrap();
    // s2 (trump D) and s3 (trump C) have no hearts: they discard something not of their trump.
    for s in 2..4 {
        let own = g.bids[s].unwrap().suit;
        let c = g.legal_cards().iter().find(|c| c.suit() != own).unwrap();
        g.apply(&Action::Play(c)).unwrap();
    }
    assert_eq!(last_winner(&g), (0, "H9".into(), WinReason::Trump));
}

#[test]
fn r7_jokers_do_not_count_as_following() {
    // A player with only jokers and no card of the led suit may play anything.
    let mut g = five_with_jokers("leader-trump-suit", 0, &["", "SA", "JK JK2 JK3"], &["", "", "S", "", ""]);
    bid_all(&mut g, &bids_11_12(0));
    play(&mut g, "SA").unwrap();
    assert_eq!(g.legal_cards(), g.hands[2], "void in spades: every card, jokers included");
    // A player holding the led suit must follow it, or play a joker.
    let g2 = {
        let mut g = five_with_jokers("leader-trump-suit", 0, &["", "SA", "JK S2 H5"], &[]);
        bid_all(&mut g, &bids_11_12(0));
        play(&mut g, "SA").unwrap();
        g
    };
    assert_eq!(g2.legal_cards(), g2.hands[2].of_suit(Suit::SPADES).or(set("JK")));
}

#[test]
fn m8_joker_counts_outside_five_to_nine() {
    for (n, h, up) in [(3, 17, 1), (4, 13, 0), (10, 5, 2)] {
        let o = Options::from_ruleset(&ruleset(n, "jokers"));
        assert_eq!((o.jokers, o.hand_size, o.face_up), (0, h, up), "N = {n}: the parity deal, no jokers");
    }
}

#[test]
fn m9_the_cavallo_pack_is_for_seven_or_eight() {
    for n in [3, 4, 5, 6, 9, 10] {
        let r = Ruleset::with_options(&INFO, [("players", n.to_string().as_str()), ("deal-method", "cavallo")]);
        assert!(matches!(r, Err(RulesetError::Requires { .. })), "N = {n}");
    }
    // The knight ranks between Q and J, also among trumps. s1 leads its trump knight, s2
    // (trump clubs, no spades) plays CJ, and s3 (trump diamonds) DQ or a plain spade; the
    // others (trump hearts) follow with low spades.
    let rules = ruleset(7, "cavallo");
    for (s3, winner) in [("DQ", (3, "DQ")), ("S6", (1, "SKn"))] {
        let mut g = dealt_with(&rules, 0, &["S5", "SKn", "CJ", s3, "S2", "S3", "S4"], &["", "", "S", "S"]);
        bid_all(&mut g, "1S 1C 1D 1H 1H 1H 1H");
        play_all(&mut g, &format!("SKn CJ {s3} S2 S3 S4 S5"));
        assert_eq!(last_winner(&g), (winner.0, winner.1.into(), WinReason::Trump));
    }
    assert_eq!(Card::new(Suit::SPADES, KNIGHT).to_string(), "SKn");
}

#[test]
fn m12_each_bidder_sees_only_the_earlier_bids() {
    let mut g = dealt(4, 1, &[], &[]);
    bid_all(&mut g, "2S");
    let v = g.view(3);
    assert_eq!(v.to_bid, Some(3));
    assert_eq!(v.bids, vec![None, None, Some(Bid { tricks: 2, suit: Suit::SPADES }), None]);
    assert_eq!(v.legal_bids.len(), 14 * 4);
    assert!(g.view(0).legal_bids.is_empty(), "not seat 0's turn");
}

#[test]
fn r6_r14_leads_deals_and_the_end() {
    let mut g = MyTrump::new(&ruleset(3, "parity"));
    g.apply(&Action::FirstDealer(2)).unwrap();
    let mut rng = GameRng::seeded(11);
    let mut dealers = Vec::new();
    while g.turn() != Turn::Over {
        match g.turn() {
            Turn::Chance => {
                g.apply(&g.sample_chance(&mut rng)).unwrap();
                dealers.push(g.cycle.dealer);
                assert_eq!(g.to_bid(), left_of(g.cycle.dealer, 3), "R4: the dealer's left bids first");
                assert_eq!(g.leftover.len(), 1, "R3: 52 mod 3 face up");
            }
            Turn::Seat(_) => {
                let was_bidding = g.phase == Phase::Bid;
                let legal = g.legal_actions();
                let winners_before = g.tricks.history.len();
                g.apply(&legal[rng.below(legal.len())]).unwrap();
                if was_bidding && g.phase == Phase::Play {
                    assert_eq!(g.to_play(), left_of(g.cycle.dealer, 3), "R6: the dealer's left leads");
                }
                if g.phase == Phase::Play && g.tricks.history.len() > winners_before {
                    assert_eq!(g.to_play(), g.tricks.history.last().unwrap().winner, "R6: the winner leads");
                }
            }
            Turn::Over => {}
        }
    }
    assert_eq!(dealers, [2, 0, 1], "R14: N deals, the deal passing left");
    assert_eq!(g.deal_rows.len(), 3);
    assert!(g.deal_rows.iter().all(|r| r.tricks.iter().sum::<u8>() == 17), "R13: H tricks");
    assert!(g.deal_rows.iter().all(|r| r.points.iter().zip(&r.bids).zip(&r.tricks).all(|((&p, b), &t)| p == deal_points(b.tricks, t))));
    assert_eq!(g.apply(&Action::Play(card("SA"))), Err(IllegalAction::GameOver));
}

#[test]
fn r12_what_each_seat_sees() {
    let mut g = dealt(5, 0, &[], &[]);
    bid_all(&mut g, "2S 1H 0D 3C 2S");
    let first = g.legal_cards().first().unwrap();
    g.apply(&Action::Play(first)).unwrap();
    for s in 0..5u8 {
        let v = g.view(s);
        assert_eq!(v.hand, g.hands[s as usize], "its own hand");
        assert!(v.bids.iter().all(Option::is_some), "every bid, public");
        assert_eq!(v.leftover, g.leftover, "the face-up cards");
        assert_eq!(v.leftover.len(), 2);
        assert_eq!(v.trick.as_slice(), [(1, first)], "played cards");
        let json = serde_json::to_string(&v).unwrap();
        for other in (0..5).filter(|&o| o != s as usize) {
            for c in g.hands[other].iter() {
                assert!(!json.contains(&format!("\"{c}\"")), "seat {s} sees {c} of seat {other}");
            }
        }
    }
}

#[test]
fn refused_actions_change_nothing() {
    let mut g = dealt(4, 0, &["", "S2 H3"], &[]);
    let before = format!("{g:?}");
    assert_eq!(g.apply(&Action::Play(card("S2"))), Err(IllegalAction::WrongPhase("a card play during the bidding")));
    assert!(g.apply(&Action::Deal { hands: vec![], leftover: CardSet::EMPTY }).is_err());
    assert_eq!(format!("{g:?}"), before);
    bid_all(&mut g, "1S 1S 1S 1S");
    assert!(matches!(g.apply(&Action::Bid("1S".parse().unwrap())), Err(IllegalAction::WrongPhase(_))));
    let not_held = CardSet::standard_52().minus(g.hands[1]).first().unwrap();
    assert_eq!(g.apply(&Action::Play(not_held)), Err(IllegalAction::CardNotInHand(not_held.to_string())));
}

/// The conformance harness varies one option at a time, so with its standard 4 players it
/// never deals a joker: random games of every player count with jokers (and with knights)
/// are checked here the same way (every legal action applies as JSON, refusals change nothing,
/// no view shows a card hidden from its seat, the actions replay to the same scores).
#[test]
fn random_games_of_every_deal_keep_the_contract() {
    let mut rulesets = Vec::new();
    for n in 3..=10u8 {
        for (method, follow) in [("jokers", "leader-trump-suit"), ("jokers", "free"), ("cavallo", "free")] {
            let opts = [("players", n.to_string()), ("deal-method", method.to_string()), ("joker-lead-follow", follow.to_string())];
            if let Ok(r) = Ruleset::with_options(&INFO, opts.iter().map(|(k, v)| (*k, v.as_str()))) {
                rulesets.push(r);
            }
        }
    }
    assert_eq!(rulesets.len(), 8 * 2 + 2);
    let mut jokers_led = 0;
    for rules in &rulesets {
        for seed in 0..2 {
            let mut g = MyTrump::new(rules);
            let mut rng = GameRng::seeded(seed);
            let mut actions = Vec::new();
            while Game::turn(&g) != Turn::Over {
                for s in 0..g.n() as Seat {
                    let view = serde_json::to_string(&Game::view(&g, s)).unwrap();
                    for c in Game::secrets(&g, s).cards.iter() {
                        assert!(!view.contains(&format!("\"{c}\"")), "{c} shows in seat {s}'s view");
                    }
                }
                let a = match Game::turn(&g) {
                    Turn::Chance => g.sample_chance(&mut rng),
                    _ => {
                        let legal = g.legal_actions();
                        let before = format!("{g:?}");
                        for bad in [Action::Play(card("JK4")), Action::Bid(Call::Pass), Action::FirstDealer(0)] {
                            if !legal.contains(&bad) {
                                assert!(g.clone().apply(&bad).is_err() && format!("{g:?}") == before);
                            }
                        }
                        legal[rng.below(legal.len())].clone()
                    }
                };
                if g.tricks.trick.is_empty() && a == Action::Play(card("JK")) {
                    jokers_led += 1;
                }
                let json = serde_json::to_value(&a).unwrap();
                crate::engine::game::AnyGame::apply_json(&mut g, &json).unwrap();
                actions.push(json);
            }
            let mut again = MyTrump::new(rules);
            for a in &actions {
                crate::engine::game::AnyGame::apply_json(&mut again, a).unwrap();
            }
            assert_eq!(Game::scores(&again), Game::scores(&g));
            assert_eq!(again.deal_rows.len(), g.opts.players as usize);
        }
    }
    assert!(jokers_led > 0, "some jokers were led");
}
