//! Challenge links: play the same deals as a friend, with no server.
//!
//! A challenge is a table link with a seed (`?game=…&seed=…`) plus `challenge=…`: the bot
//! level of every seat (the seat played by people is `human`) and, for each person who has
//! played it so far, their name, their final scores and every move of their game. Whoever
//! opens it plays the same deals from the same seat against the same bots; at the end both
//! games are compared deal by deal. Passing it on appends the next player's game.
//!
//! A game's moves are the index of each action among the legal actions at that point,
//! packed in as few bits as the number of legal actions needs (none for a forced move), so
//! a whole game fits a link. Opening a challenge replays every game in it from the seed:
//! a move that is not legal, a game that does not end, or scores other than the ones the
//! link states refuse the challenge, and a checksum over the link's rules and payload
//! catches a damaged or edited link, so a comparison is never made against a game that did
//! not happen under these rules. (The bots' moves are replayed, not searched again: the
//! bots of a later version of Torite may choose differently.)

use crate::bots::any::AnyBotGame;
use crate::bots::Level;
use crate::engine::game::Turn;
use crate::engine::{GameRng, Ruleset, Seat};
use crate::games::start_with_bots;
use crate::play::session::PERSON;
use crate::records::record::{split_entry, Record};
use crate::text::Lang;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

const VERSION: u8 = 1;
/// The most games one challenge carries (each pass adds one).
pub const MAX_ENTRIES: usize = 8;
/// The longest name kept, in characters.
pub const MAX_NAME_CHARS: usize = 24;
const CHECKSUM_BYTES: usize = 6;

/// A challenge: who controls each seat, and the games played so far, oldest first.
#[derive(Clone, Debug, PartialEq)]
pub struct Challenge {
    /// Per seat: `human` for the seat the challengers play, else a bot level's id.
    pub players: Vec<String>,
    pub entries: Vec<Entry>,
}

/// One person's game in a challenge.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub name: String,
    /// Final scores, every seat.
    pub scores: Vec<i32>,
    /// Every player action of the game, as its index among the legal actions then.
    pub moves: Vec<u32>,
}

/// An entry replayed: its final scores and places, and each deal's score change per seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Played {
    pub name: String,
    pub scores: Vec<i32>,
    pub places: Vec<u8>,
    /// How many sides the places rank: the teams (two pairs in a partnership game), or the
    /// players.
    pub sides: u8,
    pub deals: Vec<Vec<i32>>,
}

/// Why a challenge cannot be opened or made.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChallengeError {
    /// The link has no deal seed, so its deals are not fixed.
    NoSeed,
    /// Not a challenge this version can read: cut short, corrupted, or edited.
    Damaged,
    /// Made by a newer version of Torite.
    Newer,
    /// The seats do not fit the game: a seat count or a level that is not one.
    BadSeats,
    /// This entry's moves are not a legal, finished game of these rules.
    NotAGame { name: String },
    /// This entry's stated scores are not the ones its moves give.
    ScoresChanged { name: String },
    /// No more games fit into this challenge.
    Full,
    /// The game was played against other bot levels than the challenge's.
    OtherBots,
}

impl ChallengeError {
    /// What is wrong, in the person's language.
    pub fn message(&self, lang: Lang) -> String {
        use ChallengeError::*;
        match (lang, self) {
            (Lang::En, NoSeed) => "This challenge link has no deal seed, so its deals cannot be played again.".into(),
            (Lang::Ja, NoSeed) => "このチャレンジのリンクにはシード値がないため、同じ配札で遊べません。".into(),
            (Lang::En, Damaged) => "This challenge link is damaged or was changed: it cannot be read. Ask for the link again.".into(),
            (Lang::Ja, Damaged) => "このチャレンジのリンクは壊れているか、書き換えられています。読み込めません。リンクをもう一度もらってください。".into(),
            (Lang::En, Newer) => "This challenge was made by a newer version of Torite. Reload the page to update.".into(),
            (Lang::Ja, Newer) => "このチャレンジは新しい版のトリテで作られています。ページを再読み込みして更新してください。".into(),
            (Lang::En, BadSeats) => "This challenge's seats do not fit the game.".into(),
            (Lang::Ja, BadSeats) => "このチャレンジの席がゲームに合いません。".into(),
            (Lang::En, NotAGame { name }) => format!("{name}'s game in this challenge is not a game of these rules: the challenge was changed."),
            (Lang::Ja, NotAGame { name }) => format!("このチャレンジの{name}さんのゲームは、このルールのゲームになっていません。チャレンジが書き換えられています。"),
            (Lang::En, ScoresChanged { name }) => format!("{name}'s result in this challenge is not what their moves give: the challenge was changed."),
            (Lang::Ja, ScoresChanged { name }) => format!("このチャレンジの{name}さんの結果は、その手順から出る結果と違います。チャレンジが書き換えられています。"),
            (Lang::En, Full) => format!("This challenge already holds {MAX_ENTRIES} games; start a new one."),
            (Lang::Ja, Full) => format!("このチャレンジにはすでに{MAX_ENTRIES}ゲーム入っています。新しいチャレンジを始めてください。"),
            (Lang::En, OtherBots) => "The bots' levels were changed during this game, so it is not compared with the challenge.".into(),
            (Lang::Ja, OtherBots) => "このゲームの途中でCPUの強さが変えられたため、チャレンジとは比べません。".into(),
        }
    }
}

impl Challenge {
    /// The seat the challengers play.
    pub fn seat(&self) -> Seat {
        self.players.iter().position(|p| p == PERSON).unwrap_or(0) as Seat
    }

    /// This challenge with one more finished game, from its record (which must be of these
    /// rules and seats: the challenge's own game, or the first one).
    pub fn with_game(&self, rules: &Ruleset, record: &Record, name: &str) -> Result<Challenge, ChallengeError> {
        if self.entries.len() >= MAX_ENTRIES {
            return Err(ChallengeError::Full);
        }
        let name = clean_name(name);
        let not_a_game = || ChallengeError::NotAGame { name: name.clone() };
        let mut g = new_game(rules)?;
        let mut chance = GameRng::seeded(rules.seed.ok_or(ChallengeError::NoSeed)?);
        if record.seats.len() != g.seat_count() {
            return Err(not_a_game());
        }
        let mut moves = Vec::new();
        for e in &record.actions {
            let (seat, action) = split_entry(e).map_err(|_| not_a_game())?;
            match (g.turn(), seat) {
                // The deals must be this seed's.
                (Turn::Chance, None) if g.apply_chance(&mut chance) == action => {}
                (Turn::Seat(_), Some(_)) => {
                    let i = g.legal_jsons().iter().position(|a| *a == action).ok_or_else(not_a_game)?;
                    g.apply_legal(i);
                    moves.push(i as u32);
                }
                _ => return Err(not_a_game()),
            }
        }
        if g.turn() != Turn::Over {
            return Err(not_a_game());
        }
        let mut c = self.clone();
        c.entries.push(Entry { name, scores: g.scores(), moves });
        Ok(c)
    }

    /// The `challenge=` value for these rules (which carry the seed).
    pub fn encode(&self, rules: &Ruleset) -> Result<String, ChallengeError> {
        let mut out = vec![VERSION, self.players.len() as u8];
        for p in &self.players {
            out.push(player_code(p).ok_or(ChallengeError::BadSeats)?);
        }
        out.push(self.entries.len() as u8);
        for e in &self.entries {
            let name = clean_name(&e.name);
            put_varint(&mut out, name.len() as u64);
            out.extend_from_slice(name.as_bytes());
            for &s in &e.scores {
                put_varint(&mut out, zigzag(s));
            }
            let bits = pack_moves(rules, e)?;
            put_varint(&mut out, e.moves.len() as u64);
            put_varint(&mut out, bits.len() as u64);
            out.extend_from_slice(&bits);
        }
        let sum = checksum(rules, &out);
        out.extend_from_slice(&sum);
        Ok(URL_SAFE_NO_PAD.encode(out))
    }

    /// Reads a `challenge=` value for `rules` and replays every game in it (see the module
    /// comment for what is refused).
    pub fn open(rules: &Ruleset, text: &str) -> Result<(Challenge, Vec<Played>), ChallengeError> {
        if rules.seed.is_none() {
            return Err(ChallengeError::NoSeed);
        }
        let bytes = URL_SAFE_NO_PAD.decode(text.trim()).map_err(|_| ChallengeError::Damaged)?;
        if bytes.first().is_some_and(|v| *v > VERSION) {
            return Err(ChallengeError::Newer);
        }
        if bytes.len() < CHECKSUM_BYTES + 3 || bytes[0] != VERSION {
            return Err(ChallengeError::Damaged);
        }
        let (body, sum) = bytes.split_at(bytes.len() - CHECKSUM_BYTES);
        if checksum(rules, body) != sum {
            return Err(ChallengeError::Damaged);
        }
        let mut r = Reader { bytes: body, at: 1 };
        let n = r.byte()? as usize;
        if n != rules.seat_count() {
            return Err(ChallengeError::BadSeats);
        }
        let players = (0..n).map(|_| r.byte().and_then(|b| player_id(b).ok_or(ChallengeError::BadSeats))).collect::<Result<Vec<_>, _>>()?;
        if players.iter().filter(|p| *p == PERSON).count() != 1 {
            return Err(ChallengeError::BadSeats);
        }
        let count = r.byte()? as usize;
        if count == 0 || count > MAX_ENTRIES {
            return Err(ChallengeError::Damaged);
        }
        let mut entries = Vec::new();
        let mut played = Vec::new();
        for _ in 0..count {
            let len = r.varint()? as usize;
            let name = String::from_utf8(r.take(len)?.to_vec()).map_err(|_| ChallengeError::Damaged)?;
            let scores = (0..n).map(|_| r.varint().map(unzigzag)).collect::<Result<Vec<_>, _>>()?;
            let moves_len = r.varint()? as usize;
            let bits_len = r.varint()? as usize;
            let bits = r.take(bits_len)?;
            let (moves, p) = replay(rules, &name, bits, moves_len)?;
            if p.scores != scores {
                return Err(ChallengeError::ScoresChanged { name });
            }
            entries.push(Entry { name, scores, moves });
            played.push(p);
        }
        if r.at != body.len() {
            return Err(ChallengeError::Damaged);
        }
        Ok((Challenge { players, entries }, played))
    }
}

/// A finished game set beside a challenge: the challengers' games, the person's, and the
/// `challenge=` value that passes it on with the person's game added.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Compared {
    pub players: Vec<String>,
    pub played: Vec<Played>,
    pub yours: Played,
    /// `None` when the challenge is full.
    pub link: Option<String>,
}

/// Compares a finished game (`record`) with the challenge `challenge` of `rules` (or, with
/// none, makes a new challenge of it). The game must have been played with the challenge's
/// seats and bots.
pub fn compare(rules: &Ruleset, challenge: Option<&str>, record: &Record, name: &str) -> Result<Compared, ChallengeError> {
    let players: Vec<String> = record.seats.iter().map(|s| s.player.clone()).collect();
    let (c, played) = match challenge {
        Some(text) => Challenge::open(rules, text)?,
        None => (Challenge { players: players.clone(), entries: Vec::new() }, Vec::new()),
    };
    if players.iter().filter(|p| *p == PERSON).count() != 1 {
        return Err(ChallengeError::BadSeats);
    }
    if c.players != players {
        return Err(ChallengeError::OtherBots);
    }
    let name = clean_name(name);
    let yours = played_of(record, &name).ok_or_else(|| ChallengeError::NotAGame { name: name.clone() })?;
    let link = match c.with_game(rules, record, &name) {
        Ok(more) => Some(more.encode(rules)?),
        Err(ChallengeError::Full) => None,
        Err(e) => return Err(e),
    };
    Ok(Compared { players: c.players, played, yours, link })
}

/// The par: the hard bot's whole game from the challengers' seat, the other seats' bots as
/// in the challenge, on the same seed.
pub fn par(rules: &Ruleset, players: &[String]) -> Result<Played, ChallengeError> {
    if rules.seed.is_none() {
        return Err(ChallengeError::NoSeed);
    }
    if players.len() != rules.seat_count() || players.iter().any(|p| player_code(p).is_none()) {
        return Err(ChallengeError::BadSeats);
    }
    let seats = players
        .iter()
        .map(|p| crate::records::record::SeatInfo { name: String::new(), player: if p == PERSON { Level::Hard.id().into() } else { p.clone() } })
        .collect();
    let record = crate::play::play_out_bots(rules, 0, seats).map_err(|_| ChallengeError::BadSeats)?;
    played_of(&record, "").ok_or(ChallengeError::BadSeats)
}

/// A name as a challenge keeps it: trimmed, control characters out, at most
/// [`MAX_NAME_CHARS`] characters.
pub fn clean_name(name: &str) -> String {
    name.trim().chars().filter(|c| !c.is_control()).take(MAX_NAME_CHARS).collect()
}

/// Each deal's score change per seat, and the final scores and places, of a finished game
/// given as a record (the person's own game, or the par bot's).
pub fn played_of(record: &Record, name: &str) -> Option<Played> {
    let rules = record.ruleset().ok()?;
    let mut g = new_game(&rules).ok()?;
    let mut deals = Deals::new(g.as_ref());
    for e in &record.actions {
        let (_, action) = split_entry(e).ok()?;
        g.apply_json(&action).ok()?;
        deals.after_move(g.as_ref());
    }
    (g.turn() == Turn::Over).then(|| deals.finish(g.as_ref(), name))
}

fn new_game(rules: &Ruleset) -> Result<Box<dyn AnyBotGame>, ChallengeError> {
    start_with_bots(rules).ok_or(ChallengeError::BadSeats)
}

/// Collects each deal's score changes as a game is replayed.
struct Deals {
    done: u32,
    at_start: Vec<i32>,
    deals: Vec<Vec<i32>>,
}

impl Deals {
    fn new(g: &dyn AnyBotGame) -> Deals {
        Deals { done: g.deals_done(), at_start: g.scores(), deals: Vec::new() }
    }

    fn after_move(&mut self, g: &dyn AnyBotGame) {
        if g.deals_done() != self.done {
            let now = g.scores();
            self.deals.push(now.iter().zip(&self.at_start).map(|(a, b)| a - b).collect());
            self.done = g.deals_done();
            self.at_start = now;
        }
    }

    fn finish(mut self, g: &dyn AnyBotGame, name: &str) -> Played {
        let scores = g.scores();
        // A game that ends inside a deal (a game-end check mid-deal) still shows that deal.
        if scores != self.at_start {
            self.deals.push(scores.iter().zip(&self.at_start).map(|(a, b)| a - b).collect());
        }
        let places = g.outcome().map(|o| o.places).unwrap_or_default();
        let mut teams = g.table().team;
        teams.sort_unstable();
        teams.dedup();
        Played { name: name.to_string(), scores, places, sides: teams.len() as u8, deals: self.deals }
    }
}

/// Plays a game of `rules` from its seed, each player action the index `pick` gives for
/// the number of legal actions then; a missing or out-of-range index is not a game.
fn play_moves(rules: &Ruleset, name: &str, mut pick: impl FnMut(usize) -> Option<u32>) -> Result<(Vec<u32>, Played), ChallengeError> {
    let not_a_game = || ChallengeError::NotAGame { name: name.to_string() };
    let mut g = new_game(rules)?;
    let mut chance = GameRng::seeded(rules.seed.ok_or(ChallengeError::NoSeed)?);
    let mut deals = Deals::new(g.as_ref());
    let mut moves = Vec::new();
    loop {
        match g.turn() {
            Turn::Over => break,
            Turn::Chance => {
                g.apply_chance(&mut chance);
            }
            Turn::Seat(_) => {
                let legal = g.legal_count();
                let i = pick(legal).filter(|&i| (i as usize) < legal).ok_or_else(not_a_game)?;
                g.apply_legal(i as usize);
                moves.push(i);
            }
        }
        deals.after_move(g.as_ref());
    }
    Ok((moves, deals.finish(g.as_ref(), name)))
}

/// Replays a packed game from the seed: its moves and what it came to.
fn replay(rules: &Ruleset, name: &str, bits: &[u8], count: usize) -> Result<(Vec<u32>, Played), ChallengeError> {
    let mut reader = BitReader { bytes: bits, at: 0 };
    let mut read = 0;
    let (moves, played) = play_moves(rules, name, |legal| {
        read += 1;
        if read > count { None } else { reader.read(width(legal)) }
    })?;
    // Every move used, and nothing but padding after the last.
    if moves.len() != count || reader.at.div_ceil(8) != bits.len() || reader.rest_is_zero() == Some(false) {
        return Err(ChallengeError::NotAGame { name: name.to_string() });
    }
    Ok((moves, played))
}

/// The packed moves of an entry, replaying it to learn how many actions were legal at each.
fn pack_moves(rules: &Ruleset, e: &Entry) -> Result<Vec<u8>, ChallengeError> {
    let mut w = BitWriter::default();
    let mut moves = e.moves.iter();
    play_moves(rules, &e.name, |legal| {
        let &i = moves.next()?;
        if (i as usize) < legal {
            w.write(i, width(legal));
        }
        Some(i)
    })?;
    if moves.next().is_some() {
        return Err(ChallengeError::NotAGame { name: e.name.clone() });
    }
    Ok(w.bytes)
}

/// Bits needed for an index below `legal` (0 when only one action is legal).
fn width(legal: usize) -> u32 {
    usize::BITS - legal.saturating_sub(1).leading_zeros()
}

fn player_code(p: &str) -> Option<u8> {
    if p == PERSON {
        return Some(0);
    }
    match Level::parse(p)? {
        Level::Easy => Some(1),
        Level::Normal => Some(2),
        Level::Hard => Some(3),
        Level::Oracle | Level::HardSampled | Level::Probe(_) => None,
    }
}

fn player_id(code: u8) -> Option<String> {
    Some(match code {
        0 => PERSON.to_string(),
        1 => Level::Easy.id().to_string(),
        2 => Level::Normal.id().to_string(),
        3 => Level::Hard.id().to_string(),
        _ => return None,
    })
}

/// The first bytes of SHA-256 over the rules' link (game, options, seed) and the payload:
/// a challenge read with other rules, or with any byte changed, is refused.
fn checksum(rules: &Ruleset, body: &[u8]) -> [u8; CHECKSUM_BYTES] {
    let mut h = Sha256::new();
    h.update(crate::records::link::to_query(rules).as_bytes());
    h.update([0]);
    h.update(body);
    let d = h.finalize();
    let mut out = [0; CHECKSUM_BYTES];
    out.copy_from_slice(&d[..CHECKSUM_BYTES]);
    out
}

fn zigzag(v: i32) -> u64 {
    ((v << 1) ^ (v >> 31)) as u32 as u64
}

fn unzigzag(v: u64) -> i32 {
    let v = v as u32;
    ((v >> 1) as i32) ^ -((v & 1) as i32)
}

fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Result<u8, ChallengeError> {
        let b = *self.bytes.get(self.at).ok_or(ChallengeError::Damaged)?;
        self.at += 1;
        Ok(b)
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8], ChallengeError> {
        let end = self.at.checked_add(n).filter(|e| *e <= self.bytes.len()).ok_or(ChallengeError::Damaged)?;
        let s = &self.bytes[self.at..end];
        self.at = end;
        Ok(s)
    }

    fn varint(&mut self) -> Result<u64, ChallengeError> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            v |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(ChallengeError::Damaged)
    }
}

#[derive(Default)]
struct BitWriter {
    bytes: Vec<u8>,
    bits: usize,
}

impl BitWriter {
    fn write(&mut self, v: u32, width: u32) {
        for k in (0..width).rev() {
            if self.bits % 8 == 0 {
                self.bytes.push(0);
            }
            if v >> k & 1 == 1 {
                *self.bytes.last_mut().expect("a byte was pushed") |= 0x80 >> (self.bits % 8);
            }
            self.bits += 1;
        }
    }
}

struct BitReader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl BitReader<'_> {
    fn read(&mut self, width: u32) -> Option<u32> {
        let mut v = 0u32;
        for _ in 0..width {
            let byte = self.bytes.get(self.at / 8)?;
            v = v << 1 | u32::from(byte >> (7 - self.at % 8) & 1);
            self.at += 1;
        }
        Some(v)
    }

    /// Whether the bits after the last one read (in its byte) are all zero; `None` when the
    /// reader is at a byte boundary.
    fn rest_is_zero(&self) -> Option<bool> {
        if self.at % 8 == 0 {
            return None;
        }
        let byte = self.bytes.get(self.at / 8)?;
        Some(byte & (0xff >> (self.at % 8)) == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games;
    use crate::play::play_out_bots;
    use crate::records::record::SeatInfo;

    fn rules(game: &str, seed: u64) -> Ruleset {
        Ruleset::defaults(games::by_id(game).unwrap()).with_seed(Some(seed))
    }

    fn seats(n: usize) -> Vec<SeatInfo> {
        (0..n).map(|s| SeatInfo { name: format!("P{s}"), player: if s == 0 { "normal".into() } else { "easy".into() } }).collect()
    }

    fn players(n: usize) -> Vec<String> {
        (0..n).map(|s| if s == 0 { PERSON.to_string() } else { "easy".to_string() }).collect()
    }

    /// A finished game of `rules` with bots (seat 0 plays as "the person").
    fn finished(rules: &Ruleset) -> Record {
        play_out_bots(rules, 0, seats(rules.seat_count())).unwrap()
    }

    #[test]
    fn every_game_round_trips_through_a_link() {
        for info in games::playable() {
            let r = rules(info.id, 41);
            let rec = finished(&r);
            let empty = Challenge { players: players(r.seat_count()), entries: vec![] };
            let c = empty.with_game(&r, &rec, "Aki").unwrap();
            let text = c.encode(&r).unwrap();
            let (back, played) = Challenge::open(&r, &text).unwrap_or_else(|e| panic!("{}: {e:?}", info.id));
            assert_eq!(back, c, "{}", info.id);
            let own = played_of(&rec, "Aki").unwrap();
            assert_eq!(played, vec![own.clone()], "{}", info.id);
            assert_eq!(own.scores, rec.scores.clone().unwrap(), "{}", info.id);
            // The deals add up to the final scores (from the scores a game starts with:
            // Japanese Loo's chips).
            let start = new_game(&r).unwrap().scores();
            let summed: Vec<i32> = (0..r.seat_count()).map(|s| start[s] + own.deals.iter().map(|d| d[s]).sum::<i32>()).collect();
            assert_eq!(summed, own.scores, "{}: deals {:?}", info.id, own.deals);
            assert!(text.len() < 4000, "{}: {} characters", info.id, text.len());
        }
    }

    #[test]
    fn a_second_game_chains_onto_the_first() {
        let r = rules("three-tricks", 7);
        let first = Challenge { players: players(4), entries: vec![] }.with_game(&r, &finished(&r), "Aki").unwrap();
        let other = play_out_bots(&r, 0, (0..4).map(|s| SeatInfo { name: format!("P{s}"), player: "hard".into() }).collect()).unwrap();
        let both = first.with_game(&r, &other, "  Ben\u{7}  ").unwrap();
        let (back, played) = Challenge::open(&r, &both.encode(&r).unwrap()).unwrap();
        assert_eq!(back.entries.len(), 2);
        assert_eq!(played[1].name, "Ben");
        assert_eq!(played[1].scores, other.scores.unwrap());
        // Same seed, same deals: both games have as many deals.
        assert_eq!(played[0].deals.len(), played[1].deals.len());
    }

    #[test]
    fn changed_or_damaged_links_are_refused() {
        let r = rules("three-tricks", 7);
        let c = Challenge { players: players(4), entries: vec![] }.with_game(&r, &finished(&r), "Aki").unwrap();
        let text = c.encode(&r).unwrap();
        // Another seed or other options: the checksum is over the rules too.
        assert_eq!(Challenge::open(&rules("three-tricks", 8), &text), Err(ChallengeError::Damaged));
        let minus3 = Ruleset::with_options(games::by_id("three-tricks").unwrap(), vec![("zero-trick-score", "-3")]).unwrap().with_seed(Some(7));
        assert_eq!(Challenge::open(&minus3, &text), Err(ChallengeError::Damaged));
        assert_eq!(Challenge::open(&r.clone().with_seed(None), &text), Err(ChallengeError::NoSeed));
        // Any character changed, cut short, or junk.
        for i in [0, 5, text.len() / 2, text.len() - 1] {
            let mut b = text.clone().into_bytes();
            b[i] = if b[i] == b'A' { b'B' } else { b'A' };
            let changed = String::from_utf8(b).unwrap();
            assert!(Challenge::open(&r, &changed).is_err(), "changed at {i}");
        }
        assert!(Challenge::open(&r, &text[..text.len() - 3]).is_err());
        for junk in ["", "!!!", "AAAA", "////"] {
            assert!(Challenge::open(&r, junk).is_err(), "{junk}");
        }
        // A newer version says so.
        let newer = URL_SAFE_NO_PAD.encode([VERSION + 1, 4, 0, 1, 1, 1, 0]);
        assert_eq!(Challenge::open(&r, &newer), Err(ChallengeError::Newer));
    }

    #[test]
    fn a_forged_result_with_a_valid_checksum_is_still_refused() {
        // Someone who rebuilds the checksum can change the bytes, not the replay: a stated
        // score that the moves do not give is refused by name.
        let r = rules("three-tricks", 7);
        let mut c = Challenge { players: players(4), entries: vec![] }.with_game(&r, &finished(&r), "Aki").unwrap();
        c.entries[0].scores[0] += 10;
        let forged = c.encode(&r).unwrap();
        assert_eq!(Challenge::open(&r, &forged), Err(ChallengeError::ScoresChanged { name: "Aki".into() }));
        // Moves that stop before the game ends.
        let mut short = c.clone();
        short.entries[0].scores[0] -= 10;
        short.entries[0].moves.pop();
        assert_eq!(short.encode(&r), Err(ChallengeError::NotAGame { name: "Aki".into() }));
    }

    #[test]
    fn a_finished_game_is_compared_and_passed_on() {
        let r = rules("three-tricks", 11);
        // Only a game a person played at one seat makes a challenge.
        let mine = finished(&r);
        assert_eq!(compare(&r, None, &mine, "Aki"), Err(ChallengeError::BadSeats));
        // The second plays the same seats and bots and compares.
        let theirs = play_out_bots(&r, 0, (0..4).map(|s| SeatInfo { name: String::new(), player: if s == 0 { "hard".into() } else { "easy".into() } }).collect()).unwrap();
        let mut theirs_as_person = theirs.clone();
        theirs_as_person.seats[0].player = PERSON.into();
        let mut mine_as_person = mine.clone();
        mine_as_person.seats[0].player = PERSON.into();
        let made = compare(&r, None, &mine_as_person, "Aki").unwrap();
        assert!(made.played.is_empty());
        assert_eq!(made.yours.scores, mine.scores.clone().unwrap());
        let link = made.link.clone().unwrap();
        let c = compare(&r, made.link.as_deref(), &theirs_as_person, "Ben").unwrap();
        assert_eq!(c.played.len(), 1);
        assert_eq!(c.played[0].name, "Aki");
        assert_eq!(c.yours.name, "Ben");
        let (chained, _) = Challenge::open(&r, c.link.as_deref().unwrap()).unwrap();
        assert_eq!(chained.entries.iter().map(|e| e.name.as_str()).collect::<Vec<_>>(), ["Aki", "Ben"]);
        // Other bots than the challenge's: no comparison.
        let mut other_bots = theirs_as_person.clone();
        other_bots.seats[2].player = "normal".into();
        assert_eq!(compare(&r, Some(&link), &other_bots, "Ben"), Err(ChallengeError::OtherBots));
        // The par is the hard bot's game from seat 0 with the same bots around it.
        let p = par(&r, &c.players).unwrap();
        assert_eq!(p.scores, theirs.scores.unwrap(), "the same game as a hard bot at seat 0");
    }

    #[test]
    fn the_bit_packing_and_varints_read_back() {
        let mut w = BitWriter::default();
        let vals = [(5u32, 3u32), (0, 0), (1, 1), (200, 8), (3, 2)];
        for (v, n) in vals {
            w.write(v, n);
        }
        let mut r = BitReader { bytes: &w.bytes, at: 0 };
        for (v, n) in vals {
            assert_eq!(r.read(n), Some(v));
        }
        assert_eq!(r.rest_is_zero(), Some(true));
        assert_eq!((width(1), width(2), width(3), width(4), width(5), width(64), width(65)), (0, 1, 2, 2, 3, 6, 7));
        for v in [0, 1, -1, 63, -64, i32::MAX, i32::MIN] {
            assert_eq!(unzigzag(zigzag(v)), v);
            let mut out = Vec::new();
            put_varint(&mut out, zigzag(v));
            assert_eq!(Reader { bytes: &out, at: 0 }.varint().map(unzigzag), Ok(v));
        }
    }

    #[test]
    fn messages_exist_in_both_languages() {
        for e in [ChallengeError::NoSeed, ChallengeError::Damaged, ChallengeError::Newer, ChallengeError::BadSeats, ChallengeError::Full, ChallengeError::OtherBots,
            ChallengeError::NotAGame { name: "A".into() }, ChallengeError::ScoresChanged { name: "A".into() }] {
            assert_ne!(e.message(Lang::En), e.message(Lang::Ja));
        }
    }
}
