//! Goita to Bara for the bots.
//!
//! The normal bot and the hard bot's playouts share one rule of thumb ([`heuristic`]),
//! reading only what the acting seat knows ([`Know`]): its hand and row, the face-up
//! pieces, the bids and the pieces turned over. Its rows are traps: pieces it can turn
//! over itself (no clash among them) that break another challenger's reveal — a king,
//! pieces that clash with their own kind and the king — nine times in ten from the first
//! two pieces on; so a seat that challenges every piece on the table, or raises every bid,
//! walks into them, and a bot raises against a bid that is likely made (one within the
//! bidder's own row) on a smaller chance than it needs to bid freely (docs/bench.md,
//! "Exploit probes"). The hard bot searches worlds in which every
//! piece its seat cannot see is redrawn; a player who bid is taken, most of the time, to
//! hold a safe row (bids are evidence, pieces are never read).

use super::pieces::first_failure;
use super::*;
use crate::bots::inference::Rewound;
use crate::bots::probe::Probe;
use crate::bots::BotGame;

/// How many worlds a determinization draws looking for one where every bidder's row is
/// safe, before it takes the last one drawn.
const TRIES: usize = 12;
/// Out of 10: how often a determinization insists that bidders hold safe rows (the rest
/// allows for bluffs).
const TRUST_BIDS: usize = 7;
/// Out of 100: how often a playout move is random instead of the rule of thumb.
const PLAYOUT_NOISE: u32 = 10;
/// Out of 100: how often the first two pieces are a trap rather than the safest pair.
const TRAP_FIRST: usize = 90;
/// Out of 100: the chance of success a challenge needs for the pieces beyond its own row.
const CHALLENGE_AT: u32 = 60;
/// Out of 100: the chance of success a raise needs.
const RAISE_AT: u32 = 50;
/// Out of 100: the chance of success a raise needs to stop a bid that is likely made.
const RAISE_TO_STOP: u32 = 20;
/// Out of 100: how likely the highest bidder's success must be for that.
const LIKELY: u32 = 50;

/// What a seat knows that the rule of thumb reads.
struct Know {
    hand: PieceSet,
    /// The seat's own row, in order, with whether each piece is turned over.
    row: Vec<(Piece, bool)>,
    face_down: u8,
    high: u8,
    /// The row length of the highest bidder so far (0 before a challenge).
    high_row: u8,
    /// Kinds turned over in this challenge.
    turned: Vec<Kind>,
    /// The pieces whose place the seat does not know.
    unseen: PieceSet,
}

impl Know {
    fn from_view(v: &View) -> Know {
        let r = &v.rows[v.seat as usize];
        Know {
            hand: v.hand,
            row: r.cells.iter().zip(&r.turned).filter_map(|(c, t)| c.map(|p| (p, *t))).collect(),
            face_down: v.face_down,
            high: v.high.map_or(0, |(_, b)| b),
            high_row: v.high.map_or(0, |(s, _)| v.rows[s as usize].cells.len() as u8),
            turned: v.reveals.iter().map(|r| r.piece.kind()).collect(),
            unseen: v.rows.iter().flat_map(|r| r.cells.iter().flatten()).fold(PieceSet::ALL.minus(v.supply.or(v.hand)), |u, p| {
                let mut u = u;
                u.remove(*p);
                u
            }),
        }
    }

    fn from_game(g: &GoitaToBara, s: Seat) -> Know {
        let t = g.turned[s as usize];
        Know {
            hand: g.hands[s as usize],
            row: g.rows[s as usize].iter().enumerate().map(|(p, piece)| (*piece, t >> p & 1 == 1)).collect(),
            face_down: g.face_down(),
            high: g.bid(),
            high_row: g.high.map_or(0, |(s, _)| g.rows[s as usize].len() as u8),
            turned: g.reveals.iter().map(|r| r.piece.kind()).collect(),
            unseen: PieceSet::ALL.minus(g.known_to(s)),
        }
    }

    fn row_kinds(&self) -> Vec<Kind> {
        self.row.iter().map(|(p, _)| p.kind()).collect()
    }

    /// How many pieces the seat is sure to turn over safely as the challenger: its own row
    /// is turned first, so the pieces before the row's first clash (all of a safe row).
    fn sure_bid(&self) -> u8 {
        let kinds = self.row_kinds();
        first_failure(&kinds).map_or(kinds.len(), |(i, _)| i) as u8
    }
}

/// Roughly the chance that `extra` unseen pieces turned over after `set` keep it safe: each
/// draw is safe in proportion to the unseen pieces that do not clash, and is then taken to
/// be the commonest such kind.
fn chance_safe(set: &[Kind], extra: u8, unseen: PieceSet) -> f64 {
    if first_failure(set).is_some() {
        return 0.0;
    }
    let mut counts = [0u32; 8];
    for p in unseen.iter() {
        counts[p.kind() as usize] += 1;
    }
    let mut set = set.to_vec();
    let mut chance = 1.0;
    for _ in 0..extra {
        let total: u32 = counts.iter().sum();
        let ok = |k: &Kind| counts[*k as usize] > 0 && failure(&set, *k).is_none();
        let fine: u32 = Kind::ALL.iter().filter(|k| ok(k)).map(|k| counts[*k as usize]).sum();
        let Some(likeliest) = Kind::ALL.into_iter().filter(ok).max_by_key(|k| counts[*k as usize]) else { return 0.0 };
        chance *= fine as f64 / total as f64;
        counts[likeliest as usize] -= 1;
        set.push(likeliest);
    }
    chance
}

/// The highest bid from `from` whose chance of success is at least `at`, if any.
fn bid_at(k: &Know, from: u8, at: f64) -> Option<u8> {
    let own = k.row_kinds();
    let sure = k.sure_bid();
    (from..=k.face_down).take_while(|&n| n <= sure || chance_safe(&own, n.saturating_sub(own.len() as u8), k.unseen) >= at).last()
}

/// How much a piece in one's row threatens another challenger's reveal: a king clashes
/// with five kinds (rules.md R10 ii), a piece that clashes with the king with its own kind
/// and the king, a lance with its own kind only, a pawn with nothing.
fn trap_value(k: Kind) -> u32 {
    match k {
        Kind::King => 4,
        Kind::Pawn => 0,
        Kind::Lance => 1,
        _ => 2,
    }
}

/// The piece that keeps `kinds` safe and threatens others most, if any.
fn trap_addition(kinds: &[Kind], hand: PieceSet) -> Option<Kind> {
    hand.kinds().filter(|k| failure(kinds, *k).is_none()).max_by_key(|k| (trap_value(*k), *k as u32))
}

/// The rule of thumb for every decision, from what the seat knows.
fn heuristic(k: &Know, legal: &[Action], rng: &mut GameRng) -> Action {
    let pick = |f: &dyn Fn(&Action) -> bool| legal.iter().find(|a| f(a)).cloned();
    let first_of = |rng: &mut GameRng| legal[rng.below(legal.len())].clone();
    match &legal[0] {
        Action::FirstPieces(_) => {
            // A pair that is safe to turn over itself (no clash between the two); most of
            // the time the one most likely to break another challenger's reveal (a king, or
            // pieces that clash with the king and with their own kind: a trap), otherwise
            // the safest (pawns and lances first).
            let pair = |a: &Action| match a {
                Action::FirstPieces([x, y]) => Some((*x, *y)),
                _ => None,
            };
            let clash = |a: &Action| pair(a).is_none_or(|(x, y)| failure(&[x], y).is_some());
            let rank = |a: &Action| match pair(a) {
                Some((x, y)) => clash(a) as u32 * 10 + (x as u32).min(3) + (y as u32).min(3),
                None => u32::MAX,
            };
            let set = rng.below(100) < TRAP_FIRST;
            let key = |a: &Action| if set && !clash(a) { 10 - pair(a).map_or(0, |(x, y)| trap_value(x) + trap_value(y)) } else { rank(a) };
            let best = legal.iter().map(key).min().unwrap_or(0);
            let top: Vec<&Action> = legal.iter().filter(|a| key(a) == best).collect();
            top[rng.below(top.len())].clone()
        }
        Action::Place(_) | Action::Challenge(_) => {
            // A safe row of k pieces is a sure bid of k (the challenger turns its own
            // pieces first): challenge for what it and a fair chance allow, or now and then
            // grow the row first.
            let kinds = k.row_kinds();
            let own_safe = first_failure(&kinds).is_none();
            // A piece added to a safe row keeps it safe and threatens the others most: a
            // trap for whoever turns it over (rules.md R10).
            let grow = trap_addition(&kinds, k.hand).filter(|_| rng.below(10) < 4);
            // With an unsafe row, lay more pieces (traps for a bold challenger).
            let lay = if own_safe { grow } else { k.hand.kinds().next() };
            if let Some(kind) = lay {
                if let Some(a) = pick(&|a| *a == Action::Place(kind)) {
                    return a;
                }
            }
            let bid = bid_at(k, 1, CHALLENGE_AT as f64 / 100.0).unwrap_or(1);
            pick(&|a| *a == Action::Challenge(bid)).unwrap_or_else(|| first_of(rng))
        }
        Action::Raise(_) | Action::Pass => {
            // Passing lets the highest bidder turn its pieces over: a bid within its own row
            // is as good as made, one beyond it must get through the others' rows (traps
            // included). The likelier that success, the smaller the chance worth a raise.
            let beyond = k.high.saturating_sub(k.high_row);
            let theirs = if beyond == 0 { 0.9 } else { 0.9 * chance_safe(&[], beyond, k.unseen) };
            let at = RAISE_AT as f64 / 100.0;
            let at = if theirs >= LIKELY as f64 / 100.0 { at.min(RAISE_TO_STOP as f64 / 100.0) } else { at };
            match bid_at(k, k.high + 1, at) {
                Some(_) => pick(&|a| *a == Action::Raise(k.high + 1)).unwrap_or(Action::Pass),
                None => Action::Pass,
            }
        }
        Action::Reveal { .. } if k.row.iter().any(|(_, t)| !t) => {
            // Own pieces first (rules.md R9): one that keeps the turned-over set safe,
            // pawns first.
            let kind_at = |a: &Action| match a {
                Action::Reveal { pos, .. } => k.row[*pos as usize].0.kind(),
                _ => Kind::King,
            };
            legal
                .iter()
                .filter(|a| failure(&k.turned, kind_at(a)).is_none())
                .min_by_key(|a| kind_at(a))
                .cloned()
                .unwrap_or_else(|| first_of(rng))
        }
        _ => first_of(rng),
    }
}

impl GoitaToBara {
    /// The pieces `seat` knows where they are: its hand and row, the face-up pieces and
    /// every piece turned over.
    fn known_to(&self, seat: Seat) -> PieceSet {
        let mut known = self.hands[seat as usize].or(self.supply);
        for s in 0..self.n {
            for (p, piece) in self.rows[s].iter().enumerate() {
                if s == seat as usize || self.turned[s] >> p & 1 == 1 {
                    known.insert(*piece);
                }
            }
        }
        known
    }

    /// Every bidder other than `seat` holds a safe row (what its bid claims).
    fn bidders_rows_safe(&self, seat: Seat) -> bool {
        self.calls.iter().filter(|(s, c)| *s != seat && *c != Call::Pass).all(|(s, _)| {
            let kinds: Vec<Kind> = self.rows[*s as usize].iter().map(|p| p.kind()).collect();
            first_failure(&kinds).is_none()
        })
    }

    /// Puts `pool` (in order) into the places `seat` cannot see.
    fn fill_hidden(&mut self, seat: Seat, pool: &[Piece]) {
        let mut it = pool.iter().copied();
        for s in (0..self.n).filter(|&s| s != seat as usize) {
            let size = self.hands[s].len();
            self.hands[s] = it.by_ref().take(size).collect();
            for p in 0..self.rows[s].len() {
                if self.turned[s] >> p & 1 == 0 {
                    self.rows[s][p] = it.next().expect("the pool fills every hidden place");
                }
            }
        }
        self.set_aside = it.collect();
    }
}

impl BotGame for GoitaToBara {
    /// The generic probes do not apply (no cards, no tricks); the game's own three do.
    fn probes() -> &'static [Probe] {
        &[Probe::AlwaysChallenge, Probe::NeverChallenge, Probe::AlwaysRaise]
    }

    /// - `probe:always-challenge`: challenges at its first Phase-2 turn, bidding every
    ///   face-down piece on the table, and raises to that most when another seat challenged
    ///   first (rules.md R7 b, R8);
    /// - `probe:never-challenge`: lays a piece every Phase-2 turn it can (the first kind in
    ///   hand: pawns first), challenges with 1 only when its hand is empty (R7), and passes
    ///   every bid;
    /// - `probe:always-raise`: raises by one whenever it may bid.
    ///
    /// Phase 1 and the reveals are the normal bot's.
    fn own_probe_action(probe: Probe, _view: &View, legal: &[Action]) -> Option<Action> {
        let bids = |f: fn(&Action) -> Option<u8>| legal.iter().filter_map(f).collect::<Vec<u8>>();
        let challenges = bids(|a| if let Action::Challenge(n) = a { Some(*n) } else { None });
        let raises = bids(|a| if let Action::Raise(n) = a { Some(*n) } else { None });
        let phase2 = matches!(legal.first(), Some(Action::Place(_) | Action::Challenge(_)));
        let bidding = matches!(legal.first(), Some(Action::Raise(_) | Action::Pass));
        match probe {
            Probe::AlwaysChallenge if phase2 => challenges.iter().max().map(|&n| Action::Challenge(n)),
            Probe::AlwaysChallenge if bidding => Some(raises.iter().max().map_or(Action::Pass, |&n| Action::Raise(n))),
            Probe::NeverChallenge if phase2 => legal
                .iter()
                .find(|a| matches!(a, Action::Place(_)))
                .cloned()
                .or_else(|| challenges.iter().min().map(|&n| Action::Challenge(n))),
            Probe::NeverChallenge if bidding => Some(Action::Pass),
            Probe::AlwaysRaise if bidding => Some(raises.iter().min().map_or(Action::Pass, |&n| Action::Raise(n))),
            _ => None,
        }
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut world = self.clone();
        if matches!(self.phase, Phase::ChooseStart | Phase::Deal | Phase::Over) {
            return world;
        }
        let mut pool: Vec<Piece> = PieceSet::ALL.minus(self.known_to(seat)).iter().collect();
        let trust = rng.below(10) < TRUST_BIDS;
        for _ in 0..TRIES {
            rng.shuffle(&mut pool);
            world.fill_hidden(seat, &pool);
            if !trust || world.bidders_rows_safe(seat) {
                break;
            }
        }
        world
    }

    /// Only the win scores (rules.md R15), so a whole game is one "deal" to the bots: the
    /// search and the arena look to the end of the game, not of the round.
    fn deals_done(&self) -> u32 {
        u32::from(self.phase == Phase::Over)
    }

    fn normal_action(view: &View, legal: &[Action], rng: &mut GameRng) -> Action {
        heuristic(&Know::from_view(view), legal, rng)
    }

    /// Not a trick-taking game.
    fn trick_counts(&self) -> Option<Vec<u8>> {
        None
    }

    /// Back to just after the challenge (rules.md R7 b, R8): the raises, passes and pieces
    /// turned over since are public (§2.5), and turn over the world's pieces. Not further:
    /// a piece put face down is named by its kind, which only its owner sees (R6, R7); and
    /// the challenge itself is left out: the rule of thumb chooses between challenging and
    /// laying one more piece by a random draw, and the replay's one fixed draw would count
    /// every world whose challenger held a piece it could lay safely as one where it laid it.
    fn rewind(&self, _observer: Seat) -> Option<Rewound<Self>> {
        let Some((&(challenger, Call::Challenge(bid)), later)) = self.calls.split_first() else { return None };
        if !matches!(self.phase, Phase::Bid | Phase::Reveal) {
            return None;
        }
        let mut actions: Vec<Action> = later
            .iter()
            .map(|&(_, c)| match c {
                Call::Raise(n) => Action::Raise(n),
                _ => Action::Pass,
            })
            .collect();
        actions.extend(self.reveals.iter().map(|r| Action::Reveal { seat: r.seat, pos: r.pos }));
        if actions.is_empty() {
            return None;
        }
        let mut start = self.clone();
        start.phase = Phase::Place;
        start.to_act = challenger;
        start.calls.clear();
        start.high = None;
        start.passed = SeatSet::default();
        start.reveals.clear();
        start.turned = [0; MAX_SEATS];
        start.challenge(bid).expect("the challenge was legal");
        Some(Rewound { start, actions })
    }

    /// Rewards are wins: 1 for the winner, 0 for the others.
    fn reward_scale(&self) -> f64 {
        1.0
    }

    fn hard_iterations(&self) -> u32 {
        300
    }

    /// Plays to the end of the game (only a win scores), every seat by the rule of thumb
    /// on what it knows, with a little noise.
    fn playout(&mut self, rng: &mut GameRng) {
        loop {
            match self.turn() {
                Turn::Over => return,
                Turn::Chance => {
                    let a = self.sample_chance(rng);
                    self.apply(&a).expect("sampled chance outcomes apply");
                }
                Turn::Seat(s) => {
                    let legal = self.legal_actions();
                    let a = if (rng.below(100) as u32) < PLAYOUT_NOISE {
                        legal[rng.below(legal.len())].clone()
                    } else {
                        heuristic(&Know::from_game(self, s), &legal, rng)
                    };
                    self.apply(&a).expect("the rule of thumb picks a legal action");
                }
            }
        }
    }
}
