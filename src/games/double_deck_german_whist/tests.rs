//! The worked examples of rules.md §5 (C1-C9), plus rule, accounting and
//! per-copy visibility checks on live games.

use super::*;
use crate::engine::cards::cards;
use serde_json::Value;

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn bag(s: &str) -> CardBag {
    CardBag::from_cards(&cards(s)).unwrap()
}

fn set(s: &str) -> CardSet {
    cards(s).into_iter().collect()
}

fn ruleset(format: &str) -> Ruleset {
    Ruleset::with_options(&INFO, [("match-format", format)]).unwrap()
}

/// A deal: seat s holds `fixed[s]` and gets no filler card of a suit letter in `voids[s]`;
/// the stock starts with `prefix` (its first card is T). The rest of the double pack, low
/// ranks first, fills the hands, spread over the seats; what is left follows the prefix.
fn deal_with(fixed: [&str; 4], voids: [&str; 4], prefix: &str) -> Action {
    let mut hands: Vec<CardBag> = fixed.iter().map(|f| bag(f)).collect();
    let mut rest = CardBag::double(CardSet::standard_52()).minus(bag(prefix));
    for h in &hands {
        rest = rest.minus(*h);
    }
    let mut order = Vec::new();
    for rank in 2..=14 {
        for suit in Suit::STANDARD {
            let c = Card::new(suit, rank);
            for _ in 0..rest.count(c) {
                order.push(c);
            }
        }
    }
    let mut stock = cards(prefix);
    let mut leftover = Vec::new();
    for (k, c) in order.into_iter().enumerate() {
        let first = (k + k / 4) % 4;
        let seat = (0..4)
            .map(|i| (first + i) % 4)
            .find(|&s| hands[s].len() < HAND as u32 && !voids[s].contains(c.suit().letter()));
        match seat {
            Some(s) => {
                hands[s].insert(c);
            }
            None => leftover.push(c),
        }
    }
    stock.extend(leftover);
    Action::Deal { hands, stock }
}

fn game_with(format: &str, dealer: Seat, fixed: [&str; 4], voids: [&str; 4], prefix: &str) -> DoubleDeckGermanWhist {
    let mut g = DoubleDeckGermanWhist::new(&ruleset(format));
    g.apply(&Action::FirstDealer(dealer)).unwrap();
    g.apply(&deal_with(fixed, voids, prefix)).unwrap();
    g
}

fn play(g: &mut DoubleDeckGermanWhist, c: &str) -> Result<(), IllegalAction> {
    g.apply(&Action::Play(card(c)))
}

/// Plays one whole trick: `plays` are the cards in play order from the seat to play.
fn trick(g: &mut DoubleDeckGermanWhist, plays: &str) {
    for c in plays.split_whitespace() {
        let seat = g.to_play();
        play(g, c).unwrap_or_else(|e| panic!("seat {seat} playing {c}: {e}"));
    }
}

fn take(g: &mut DoubleDeckGermanWhist, c: &str) {
    g.apply(&Action::Take(card(c))).unwrap();
}

/// Applies chance from `rng` and random legal actions until `stop` holds or the game ends,
/// calling `each` before every step.
fn run(g: &mut DoubleDeckGermanWhist, rng: &mut GameRng, mut each: impl FnMut(&DoubleDeckGermanWhist)) {
    for _ in 0..10_000 {
        each(g);
        match g.turn() {
            Turn::Over => return,
            Turn::Chance => {
                let a = g.sample_chance(rng);
                g.apply(&a).unwrap();
            }
            Turn::Seat(_) => {
                let legal = g.legal_actions();
                let a = legal[rng.below(legal.len())].clone();
                g.apply(&a).unwrap();
            }
        }
    }
    panic!("the game did not end");
}

#[test]
fn c1_setup_turns_up_t_and_puts_the_joker_on_the_display() {
    let g = game_with("single-deal", 0, ["", "", "", ""], ["", "", "", ""], "H7 SK C3 DQ D9");
    let v = g.view(1);
    assert_eq!(v.indicator, Some(card("H7")), "T = H7: hearts are trump");
    assert_eq!(g.rule(), TrickRule::Trump(Suit::HEARTS));
    assert_eq!(g.effective(JOKER), card("H7"), "the joker acts as H7");
    assert_eq!(v.display_face_up, vec![JOKER, card("SK")]);
    assert_eq!(g.face_down, cards("C3 DQ"));
    assert_eq!(v.display_face_down, 2);
    assert_eq!(v.stock_count, 48);
    assert_eq!(g.stock[0], card("D9"), "D9 is on top of the stock");
    assert_eq!(v.hand_sizes, [13; 4]);
    assert_eq!(g.turn(), Turn::Seat(1), "R10: the dealer's left leads");
    // T is out of play: only one real H7 is anywhere else.
    let in_hands: u32 = g.hands.iter().map(|h| h.count(card("H7")) as u32).sum();
    assert_eq!(in_hands + g.stock.iter().filter(|&&c| c == card("H7")).count() as u32, 1);
}

#[test]
fn c2_distribution_after_a_first_half_trick() {
    // Seat 0 dealt, seat 1 leads CA and wins (everyone follows clubs, hearts trump).
    let mut g = game_with("single-deal", 0, ["C5", "CA", "C6", "C7"], ["", "", "", ""], "H7 SK C3 DQ D9 HK CK SQ");
    let count = |g: &DoubleDeckGermanWhist, viewer: Seat, c: &str| {
        let v = g.view(viewer);
        (v.hand.count(card(c)), v.right_hand.count(card(c)))
    };
    let c3_before: Vec<_> = (0..4).map(|s| count(&g, s, "C3")).collect();
    let dq_before: Vec<_> = (0..4).map(|s| count(&g, s, "DQ")).collect();
    trick(&mut g, "CA C6 C7 C5");
    assert_eq!(g.turn(), Turn::Seat(1), "seat 1 won and takes first");
    assert_eq!(g.phase, Phase::TakeDisplay);
    assert_eq!(g.legal_actions(), vec![Action::Take(card("SK")), Action::Take(JOKER)]);
    assert_eq!(g.view(1).legal_takes, set("SK JK"));
    take(&mut g, "JK");
    // Seat 1 has the joker, seat 3 SK; C3 went to seat 2 (left of the winner) and DQ to
    // seat 0 (right of the winner), A3.
    assert!(g.hands[1].contains(JOKER));
    assert_eq!(g.take_log[0], DisplayTake {
        trick: 1,
        winner: 1,
        winner_card: JOKER,
        partner: 3,
        partner_card: card("SK"),
        face_down_to: [2, 0],
    });
    for viewer in 0..4 {
        let v = g.view(viewer);
        assert!(v.public_holdings[1].contains(JOKER), "everyone knows seat 1 holds the joker");
        assert!(v.public_holdings[3].contains(card("SK")), "everyone knows seat 3 holds SK");
        assert_eq!(v.take_log, g.take_log);
    }
    // C3 is known to seat 2 and, through seat 2's hand, to seat 3; not to seats 0 and 1.
    let c3_after: Vec<_> = (0..4).map(|s| count(&g, s, "C3")).collect();
    assert_eq!(c3_after[2], (c3_before[2].0 + 1, c3_before[2].1));
    assert_eq!(c3_after[3], (c3_before[3].0, c3_before[3].1 + 1));
    assert_eq!((c3_after[0], c3_after[1]), (c3_before[0], c3_before[1]));
    // DQ is known to seat 0 and, through seat 0's hand, to seat 1; not to seats 2 and 3.
    let dq_after: Vec<_> = (0..4).map(|s| count(&g, s, "DQ")).collect();
    assert_eq!(dq_after[0], (dq_before[0].0 + 1, dq_before[0].1));
    assert_eq!(dq_after[1], (dq_before[1].0, dq_before[1].1 + 1));
    assert_eq!((dq_after[2], dq_after[3]), (dq_before[2], dq_before[3]));
    // The new display: D9 and HK face up, CK and SQ face down; 44 left in the stock.
    let v = g.view(0);
    assert_eq!(v.display_face_up, cards("D9 HK"));
    assert_eq!(g.face_down, cards("CK SQ"));
    assert_eq!(v.stock_count, 44);
    assert_eq!(v.hand_sizes, [13; 4], "R15: 13 cards at the start of every trick");
    assert_eq!(g.turn(), Turn::Seat(1), "the winner leads the next trick");
    assert_eq!(g.phase, Phase::FirstHalf);
}

#[test]
fn c3_identical_cards_the_first_played_wins() {
    // Hearts trump; seat 1 leads CK, seat 2 CK, seat 3 C2, seat 0 C5.
    let mut g = game_with("single-deal", 0, ["C5", "CK", "CK", "C2"], ["", "", "", ""], "H9 SK C3 DQ");
    trick(&mut g, "CK CK C2 C5");
    assert_eq!(g.tricks.just_finished().map(|t| t.winner), Some(1), "seat 1's CK was played first");
    assert_eq!(g.turn(), Turn::Seat(1));
    assert_eq!(g.view(3).just_finished, Some(([(1, card("CK")), (2, card("CK")), (3, card("C2")), (0, card("C5"))].into_iter().collect(), 1)));
}

#[test]
fn c4_a_trump_beats_the_led_suit() {
    // Spades trump; dealer 1, so seat 2 leads DA; seat 3 DK; seat 0 (void) S2; seat 1 DA.
    let mut g = game_with("single-deal", 1, ["S2", "DA", "DA", "DK"], ["D", "", "", ""], "S9 HK C3 DQ");
    assert!(g.hands[0].of_suit(Suit::DIAMONDS).is_empty(), "seat 0 is void in diamonds");
    trick(&mut g, "DA DK S2 DA");
    assert_eq!(g.tricks.just_finished().map(|t| t.winner), Some(0), "seat 0 wins with S2");
    // Without the trump, seat 1's DA would still lose to seat 2's earlier DA.
    let plays: Vec<Play> =
        [(2, "DA"), (3, "DK"), (0, "D5"), (1, "DA")].iter().map(|&(seat, c)| Play { seat, card: card(c) }).collect();
    assert_eq!(plays[winner(&plays, Suit::DIAMONDS, &g.rule())].seat, 2);
}

#[test]
fn c5_joker_against_a_real_copy_of_t() {
    // T = H7. Trick 1: seat 1 wins with CA and takes the joker. Trick 2: seat 0 wins with
    // the other CA. Trick 3: seat 0 leads the real H7, seat 1 the joker, H3, H5.
    let mut g =
        game_with("single-deal", 0, ["CA C6 H7", "CA C4", "C5 C7 H3", "C8 C9 H5"], ["", "", "", ""], "H7 SK C3 DQ D9 HK CK SQ");
    trick(&mut g, "CA C5 C8 C6");
    take(&mut g, "JK");
    trick(&mut g, "C4 C7 C9 CA");
    assert_eq!(g.turn(), Turn::Seat(0));
    take(&mut g, "D9");
    trick(&mut g, "H7 JK H3 H5");
    assert_eq!(g.tricks.just_finished().map(|t| t.winner), Some(0), "two H7s: the first played wins");

    // Reversed: seat 1 leads the joker, seat 2 the real H7, seat 3 H5, seat 0 H3.
    let mut g = game_with("single-deal", 0, ["C6 H3", "CA", "C5 H7", "C8 H5"], ["", "", "", ""], "H7 SK C3 DQ D9 HK CK SQ");
    trick(&mut g, "CA C5 C8 C6");
    take(&mut g, "JK");
    assert_eq!(g.view(2).legal, CardSet::EMPTY);
    trick(&mut g, "JK H7 H5 H3");
    assert_eq!(g.tricks.just_finished().map(|t| t.winner), Some(1), "the joker was played first and wins");
}

#[test]
fn c6_the_joker_must_follow_trumps() {
    // T = H7. Dealer 3: seat 0 leads CA and wins; it takes SK, so its partner, seat 2 (no
    // hearts at all), gets the joker. Then seat 0 leads a heart: seat 2 must play the joker.
    let mut g = game_with("single-deal", 3, ["CA H9", "C5", "C6", "C7"], ["", "", "H", ""], "H7 SK C3 DQ D9 HK CK SQ");
    trick(&mut g, "CA C5 C6 C7");
    take(&mut g, "SK");
    assert!(g.hands[2].contains(JOKER));
    assert!(g.hands[2].of_suit(Suit::HEARTS).is_empty(), "seat 2 holds no real heart");
    play(&mut g, "H9").unwrap();
    let seat1 = g.legal_cards().first().unwrap();
    g.apply(&Action::Play(seat1)).unwrap();
    assert_eq!(g.turn(), Turn::Seat(2));
    assert_eq!(g.view(2).legal, CardSet::single(JOKER), "the joker counts as H7");
    let other = g.hands[2].distinct().minus(CardSet::single(JOKER)).first().unwrap();
    let before = format!("{g:?}");
    assert_eq!(g.apply(&Action::Play(other)), Err(IllegalAction::MustFollow { card: other.to_string(), led: Suit::HEARTS, by: FollowBy::Suit }));
    assert_eq!(format!("{g:?}"), before, "a refused action leaves the state unchanged");
    play(&mut g, "JK").unwrap();
}

#[test]
fn c7_deal_scoring_by_team() {
    assert_eq!(deal_outcome([4, 3, 3, 3]), ([7, 6], 0), "team {{0, 2}} has 7 and wins");
    assert_eq!(deal_outcome([0, 7, 0, 6]), ([0, 13], 1));
    assert_eq!(deal_outcome([3, 3, 3, 4]), ([6, 7], 1));
    // The same through a finished deal: both partners get the team's points.
    let mut g = DoubleDeckGermanWhist::new(&ruleset("single-deal"));
    g.apply(&Action::FirstDealer(0)).unwrap();
    g.tricks.won = smallvec::smallvec![4, 3, 3, 3];
    g.finish_deal();
    assert_eq!(g.phase, Phase::Over);
    assert_eq!(g.scores(), vec![7, 6, 7, 6]);
    let v = g.view(1);
    assert_eq!((v.team_tricks, v.winning_team), ([7, 6], Some(0)));
    assert_eq!(g.table(), Table::partnerships_across(4));
    assert_eq!(g.outcome().unwrap().winners(), [0, 2], "both partners win");
    // Seats 1 and 3 win the same way.
    let mut g = DoubleDeckGermanWhist::new(&ruleset("single-deal"));
    g.apply(&Action::FirstDealer(0)).unwrap();
    g.tricks.won = smallvec::smallvec![3, 3, 3, 4];
    g.finish_deal();
    assert_eq!(g.outcome().unwrap().places, [2, 1, 2, 1]);
    assert_eq!(g.view(0).winning_team, Some(1));
}

#[test]
fn c8_match_first_team_to_three_deals() {
    let d: Seat = 2;
    let mut g = DoubleDeckGermanWhist::new(&ruleset("first-to-3-deals"));
    g.apply(&Action::FirstDealer(d)).unwrap();
    let mut rng = GameRng::seeded(8);
    // Deal winners {0,2}, {1,3}, {0,2}, {1,3}, {0,2}.
    for (i, team) in [0u8, 1, 0, 1, 0].into_iter().enumerate() {
        assert_eq!(g.phase, Phase::Deal, "deal {}", i + 1);
        assert_eq!(g.view(0).dealer, (d + i as u8) % 4, "the dealer moves left each deal");
        let deal = g.sample_chance(&mut rng);
        g.apply(&deal).unwrap();
        assert_eq!(g.outcome(), None, "the match goes on");
        g.tricks.won = if team == 0 { smallvec::smallvec![4, 2, 3, 4] } else { smallvec::smallvec![1, 5, 2, 5] };
        g.finish_deal();
    }
    assert_eq!(g.outcome().unwrap().places, [1, 2, 1, 2]);
    assert_eq!(g.phase, Phase::Over, "team {{0, 2}} reaches 3 deal wins after deal 5");
    let v = g.view(3);
    assert_eq!(v.deal_wins, [3, 2]);
    assert_eq!(v.winning_team, Some(0));
    assert_eq!(g.scores(), vec![3, 2, 3, 2]);
    assert_eq!(v.deal_results.iter().map(|r| r.dealer).collect::<Vec<_>>(), [2, 3, 0, 1, 2], "d, d+1, d+2, d+3, d");
    assert_eq!(v.deal_results.iter().map(|r| r.winning_team).collect::<Vec<_>>(), [0, 1, 0, 1, 0]);
}

#[test]
fn c9_a_view_holds_its_own_and_its_right_neighbours_hand_only() {
    let g = game_with("single-deal", 0, ["", "", "", ""], ["", "", "", ""], "H7 SK C3 DQ");
    for s in 0..4u8 {
        let v = g.view(s);
        assert_eq!(v.hand, g.hands[s as usize]);
        assert_eq!(v.right_seat, (s + 3) % 4);
        assert_eq!(v.right_hand, g.hands[((s + 3) % 4) as usize]);
    }
    // Seat 0 sees seat 3's hand, never seat 1's or seat 2's: nothing is public yet, and
    // per copy the view places exactly its own and seat 3's cards (and the display).
    assert!(g.view(0).public_holdings.iter().all(|h| h.is_empty()));
    copies_check(&g);
}

// ---------- per-copy visibility ----------

/// Card texts in a view, counted per face, outside the fields that name cards without
/// placing a copy: `legal`, `legal_takes`, `indicator`, `take_log`, `deal_results`, and the
/// public holdings of the seat and its right neighbour (already in `hand` and `right_hand`).
fn located_in_view(g: &DoubleDeckGermanWhist, seat: Seat) -> Vec<(Card, u32)> {
    let mut v = serde_json::to_value(g.view(seat)).unwrap();
    let o = v.as_object_mut().unwrap();
    for k in ["legal", "legal_takes", "indicator", "take_log", "deal_results"] {
        assert!(o.remove(k).is_some(), "{k}");
    }
    let ph = o.get_mut("public_holdings").unwrap().as_array_mut().unwrap();
    ph[seat as usize] = Value::Null;
    ph[right_of(seat) as usize] = Value::Null;
    let mut texts = Vec::new();
    crate::play::conformance::strings(&v, &mut texts);
    let found: Vec<Card> = texts.iter().filter_map(|t| t.parse::<Card>().ok()).collect();
    let faces: CardSet = found.iter().copied().collect();
    faces.iter().map(|c| (c, found.iter().filter(|&&x| x == c).count() as u32)).collect()
}

/// The copies of `c` that `seat` may see placed somewhere (rules.md §2.9): its own hand, its
/// right neighbour's hand (R11), face-up takes still held by the other two (A8), the
/// face-up display, and the cards on the table (the trick, and the one just finished).
fn entitled(g: &DoubleDeckGermanWhist, seat: Seat, c: Card) -> u32 {
    let s = seat as usize;
    let r = right_of(seat) as usize;
    let mut n = g.hands[s].count(c) as u32 + g.hands[r].count(c) as u32;
    for p in (0..4).filter(|&p| p != s && p != r) {
        n += g.public[p].count(c) as u32;
        assert!(g.public[p].is_subbag_of(g.hands[p]), "public copies are in the hand");
    }
    n += g.face_up.iter().filter(|&&x| x == c).count() as u32;
    n += g.tricks.trick.iter().filter(|p| p.card == c).count() as u32;
    n += g.tricks.just_finished().map_or(0, |t| t.plays.iter().filter(|p| p.1 == c).count()) as u32;
    n
}

/// Every seat's view places exactly the copies it may see, face by face: a second, hidden
/// copy of a face it can see never shows (which a card-text check cannot tell apart).
fn copies_check(g: &DoubleDeckGermanWhist) {
    for seat in 0..4u8 {
        let located = located_in_view(g, seat);
        let faces: CardSet = located.iter().map(|l| l.0).collect();
        for (c, n) in &located {
            assert_eq!(*n, entitled(g, seat, *c), "seat {seat}, {c}");
        }
        for c in CardSet::standard_52().or(CardSet::single(JOKER)).minus(faces).iter() {
            assert_eq!(entitled(g, seat, c), 0, "seat {seat} may see {c} but its view lacks it");
        }
        let v = g.view(seat);
        assert!(v.legal.minus(v.hand.distinct()).is_empty());
        assert!(v.legal_takes.minus(v.display_face_up.iter().copied().collect()).is_empty());
        // The string check the harness makes.
        let secret = g.secrets(seat).cards;
        let text = serde_json::to_string(&v).unwrap();
        for c in secret.iter() {
            assert!(!text.contains(&format!("\"{c}\"")), "seat {seat}'s view shows secret {c}: {text}");
        }
        // A hidden face whose text is nowhere in the view is secret.
        let anywhere: CardSet = CardSet::standard_52().iter().filter(|c| text.contains(&format!("\"{c}\""))).collect();
        let hidden: CardSet = g.stock.iter().chain(&g.face_down).copied().collect();
        let others = (0..4u8).filter(|&p| p != seat && p != right_of(seat));
        let hidden = others.fold(hidden, |h, p| h.or(g.hands[p as usize].minus(g.public[p as usize]).distinct()));
        assert_eq!(hidden.minus(anywhere).minus(secret), CardSet::EMPTY, "seat {seat}");
    }
}

#[test]
fn views_never_show_more_copies_than_the_seat_may_know() {
    for (seed, format) in [(1, "single-deal"), (2, "single-deal"), (3, "first-to-3-deals")] {
        let mut g = DoubleDeckGermanWhist::new(&ruleset(format));
        let mut rng = GameRng::seeded(seed);
        let mut steps = 0;
        run(&mut g, &mut rng, |g| {
            copies_check(g);
            steps += 1;
        });
        assert!(steps > 100);
    }
}

#[test]
fn a_hidden_copy_of_a_visible_face_stays_out_of_the_view() {
    // Seat 0 holds one SK and seat 1 (not visible to seat 0) the other: SK is in seat 0's
    // view once, and not in secrets(0).cards because a text cannot tell the copies apart.
    let g = game_with("single-deal", 0, ["SK", "SK", "", ""], ["", "", "", ""], "H7 C9 C3 DQ");
    let v = g.view(0);
    assert_eq!(v.hand.count(card("SK")), 1);
    assert_eq!(v.right_hand.count(card("SK")), 0);
    assert!(!g.secrets(0).cards.contains(card("SK")));
    assert_eq!(located_in_view(&g, 0).iter().find(|l| l.0 == card("SK")).map(|l| l.1), Some(1));
    // Seat 2 sees seat 1's SK and holds none: one copy.
    assert_eq!(located_in_view(&g, 2).iter().find(|l| l.0 == card("SK")).map(|l| l.1), Some(1));
    // Seat 3 sees neither: SK is secret from it.
    assert!(g.secrets(3).cards.contains(card("SK")));
}

// ---------- rules, accounting and refusals ----------

#[test]
fn r15_r16_a2_a_whole_deal_accounts_for_every_card() {
    let mut g = DoubleDeckGermanWhist::new(&ruleset("single-deal"));
    let mut rng = GameRng::seeded(11);
    let mut refills = Vec::new();
    let mut last_first_half_winner = None;
    let mut second_half_leader = None;
    run(&mut g, &mut rng, |g| {
        if matches!(g.phase, Phase::FirstHalf | Phase::SecondHalf) && g.tricks.trick.is_empty() {
            assert_eq!(g.hands.map(|h| h.len()), [13 - g.second_half_done() as u32; 4], "R15");
        }
        if g.phase == Phase::TakeDisplay {
            refills.push(g.stock.len());
            last_first_half_winner = Some(g.tricks.leader);
            assert_eq!((g.face_up.len(), g.face_down.len()), (2, 2));
        }
        if g.phase == Phase::SecondHalf && g.second_half_done() == 0 && g.tricks.trick.is_empty() {
            second_half_leader = Some(g.tricks.leader);
            assert!(g.face_up.is_empty() && g.face_down.is_empty() && g.stock.is_empty(), "no refill after trick 13");
        }
    });
    // Stock before each take: 48, 44, ..., 4, 0 (the last refill follows trick 12).
    assert_eq!(refills, (0..13).map(|k| 48 - 4 * k).collect::<Vec<_>>());
    assert_eq!(second_half_leader, last_first_half_winner, "A2: the winner of trick 13 leads trick 14");
    // R16: 104 items played (103 cards and the joker) plus T make 105.
    assert_eq!(g.discards.len(), 104);
    let t = g.indicator.unwrap();
    let mut all = g.discards;
    all.remove(JOKER);
    assert!(all.insert(t));
    assert_eq!(all, CardBag::double(CardSet::standard_52()));
    assert_eq!(g.tricks.won.iter().sum::<u8>(), 13);
    assert_eq!(g.phase, Phase::Over);
    let v = g.view(0);
    assert_eq!(v.scores[0], v.team_tricks[0] as i32);
    assert_eq!(v.team_tricks[0] + v.team_tricks[1], 13);
    assert_eq!(v.winning_team, Some(if v.team_tricks[0] >= 7 { 0 } else { 1 }));
}

#[test]
fn deals_that_cannot_happen_are_refused() {
    let mut g = DoubleDeckGermanWhist::new(&ruleset("single-deal"));
    g.apply(&Action::FirstDealer(0)).unwrap();
    let good = deal_with(["", "", "", ""], ["", "", "", ""], "H7 SK C3 DQ");
    let Action::Deal { hands, stock } = good.clone() else { unreachable!() };
    let before = format!("{g:?}");
    // The joker is never dealt.
    let mut h = hands.clone();
    let c = h[0].iter().next().unwrap();
    h[0].remove(c);
    h[0].insert(JOKER);
    assert!(g.apply(&Action::Deal { hands: h, stock: stock.clone() }).is_err());
    // A third copy of a card, in the stock or in another hand.
    let c0 = hands[0].iter().next().unwrap();
    let mut s = stock.clone();
    s[5] = c0;
    assert!(g.apply(&Action::Deal { hands: hands.clone(), stock: s }).is_err());
    let mut h = hands.clone();
    let d = h[1].distinct().minus(CardSet::single(c0)).first().unwrap();
    h[1].remove(d);
    assert!(h[1].insert(c0));
    assert!(g.apply(&Action::Deal { hands: h, stock: stock.clone() }).is_err());
    // Wrong sizes.
    assert!(g.apply(&Action::Deal { hands: hands[..3].to_vec(), stock: stock.clone() }).is_err());
    assert!(g.apply(&Action::Deal { hands: hands.clone(), stock: stock[1..].to_vec() }).is_err());
    assert_eq!(format!("{g:?}"), before);
    assert!(serde_json::from_str::<Action>(r#"{"deal":{"hands":[["SA","SA","SA"]],"stock":[]}}"#).is_err());
    g.apply(&good).unwrap();
}

#[test]
fn refusals_leave_the_state_unchanged() {
    let mut g = DoubleDeckGermanWhist::new(&ruleset("single-deal"));
    assert_eq!(g.apply(&Action::Play(card("SA"))), Err(IllegalAction::NotChanceTurn));
    assert_eq!(g.apply(&Action::Take(card("SA"))), Err(IllegalAction::NotChanceTurn));
    assert!(matches!(g.apply(&Action::FirstDealer(4)), Err(IllegalAction::BadOutcome(_))));
    let mut g = game_with("single-deal", 0, ["C5", "CA", "C6", "C7"], ["", "", "", ""], "H7 SK C3 DQ D9 HK CK SQ");
    let before = format!("{g:?}");
    assert!(matches!(g.apply(&Action::Take(JOKER)), Err(IllegalAction::WrongPhase(_))));
    assert!(matches!(g.apply(&Action::FirstDealer(0)), Err(IllegalAction::NotYourTurn { expected: Some(1) })));
    assert_eq!(g.apply(&Action::Play(JOKER)), Err(IllegalAction::CardNotInHand("JK".into())));
    assert_eq!(format!("{g:?}"), before);
    trick(&mut g, "CA C6 C7 C5");
    let before = format!("{g:?}");
    assert!(matches!(g.apply(&Action::Play(g.hands[1].iter().next().unwrap())), Err(IllegalAction::WrongPhase(_))));
    assert!(matches!(g.apply(&Action::Take(card("D9"))), Err(IllegalAction::Rule(_))));
    assert_eq!(format!("{g:?}"), before);
    take(&mut g, "SK");
    assert!(g.hands[3].contains(JOKER) && g.hands[1].contains(card("SK")));
}

#[test]
fn two_identical_face_up_cards_are_one_choice() {
    // The display after trick 1 shows two D9s.
    let mut g = game_with("single-deal", 0, ["C5", "CA", "C6", "C7"], ["", "", "", ""], "H7 SK C3 DQ D9 D9 CK SQ");
    trick(&mut g, "CA C6 C7 C5");
    take(&mut g, "SK");
    while g.phase == Phase::FirstHalf {
        let c = g.legal_cards().first().unwrap();
        g.apply(&Action::Play(c)).unwrap();
    }
    assert_eq!(g.legal_actions(), vec![Action::Take(card("D9"))]);
    let w = g.tricks.leader;
    take(&mut g, "D9");
    assert_eq!(g.public[w as usize].count(card("D9")), 1);
    assert_eq!(g.public[partner_of(w) as usize].count(card("D9")), 1);
}

#[test]
fn playing_one_of_two_identical_cards_forgets_the_public_copy_first() {
    // Seat 1 holds a dealt SK and takes the face-up SK: the table knows one SK. After it
    // plays an SK, the table no longer knows whether one is left.
    let mut g = game_with("single-deal", 0, ["C5", "CA SK", "C6", "C7"], ["", "", "", ""], "H7 SK C3 DQ D9 HK CK SQ");
    trick(&mut g, "CA C6 C7 C5");
    take(&mut g, "SK");
    assert_eq!((g.hands[1].count(card("SK")), g.public[1].count(card("SK"))), (2, 1));
    play(&mut g, "SK").unwrap();
    assert_eq!((g.hands[1].count(card("SK")), g.public[1].count(card("SK"))), (1, 0));
    copies_check(&g);
}

#[test]
fn views_name_the_table_pieces() {
    fn text_has(v: &View, s: &str) -> bool {
        serde_json::to_string(v).unwrap().contains(s)
    }
    let g = game_with("first-to-3-deals", 2, ["", "", "", ""], ["", "", "", ""], "S4 SK C3 DQ");
    let v = g.view(1);
    assert_eq!((v.seat, v.team, v.partner, v.right_seat), (1, 1, 3, 0));
    assert_eq!((v.dealer, v.deal_number, v.leader, v.to_play, v.trick_number), (2, 1, 3, Some(3), 1));
    assert_eq!(v.phase, Phase::FirstHalf);
    assert_eq!(v.options.match_format, MatchFormat::FirstTo3Deals);
    assert!(text_has(&v, r#""match_format":"first-to-3-deals""#), "the ruleset's own value");
    assert_eq!(g.view(3).legal, g.hands[3].distinct(), "the leader may lead anything");
    assert_eq!(v.legal, CardSet::EMPTY);
    let text = serde_json::to_string(&v).unwrap();
    assert!(text.contains(r#""phase":"first-half""#) && text.contains(r#""indicator":"S4""#), "{text}");
    assert!(text.contains(r#""display_face_up":["JK","SK"]"#), "{text}");
}
