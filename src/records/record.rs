//! Game records: ruleset + seats + every action, chance outcomes included, as JSON a person
//! can read (cards as `H10`, `SA`). Format: docs/records.md. Replaying a record applies and
//! validates every action; the result is the same as the game that wrote it.

use crate::engine::game::{ActionError, AnyGame, Turn};
use crate::engine::ruleset::{Ruleset, RulesetError};
use crate::engine::seats::Seat;
use crate::engine::GameRng;
use crate::games;
use super::fairness::Commitment;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::fmt;

pub const FORMAT: &str = "torite-record";
pub const VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub format: String,
    pub version: u32,
    pub game: String,
    /// Every option of the game with its value (defaults included, so the record stands
    /// alone even if a default changes later).
    pub options: Map<String, Value>,
    /// The seed the chance events were drawn from, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// The random salt the seed was committed to with (hex), when it was
    /// (`records::fairness`; records written before commitments have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub salt: Option<String>,
    /// SHA-256 of `salt:seed` (hex), shown as the deal's fingerprint before the first deal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commitment: Option<String>,
    pub seats: Vec<SeatInfo>,
    /// Player actions carry `"seat"`; chance outcomes have none.
    pub actions: Vec<Map<String, Value>>,
    /// Per-seat scores when the record was written. Replay checks them when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scores: Option<Vec<i32>>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatInfo {
    pub name: String,
    /// `human`, `easy`, `normal`, `hard`.
    pub player: String,
}

/// Why a record cannot be replayed. Typed, so a person reads it in their language
/// (`message`, in `records/messages.rs`); `Display` is the English, for the CLI and logs.
#[derive(Clone, Debug, PartialEq)]
pub enum RecordError {
    /// Not JSON, or not a record.
    Json(JsonError),
    Format(FormatProblem),
    Ruleset(RulesetError),
    /// Action number `index` (1-based) was refused.
    Action { index: usize, problem: EntryProblem },
    ScoresDiffer { recorded: Vec<i32>, replayed: Vec<i32> },
}

/// Text that is not JSON, or JSON that is not the expected shape: serde_json's message
/// (English, with the position) and the position itself.
#[derive(Clone, Debug, PartialEq)]
pub struct JsonError {
    pub detail: String,
    pub kind: JsonProblem,
    pub line: usize,
    pub column: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonProblem {
    /// Not JSON at all.
    Syntax,
    /// The text stops before the JSON is complete.
    CutShort,
    /// JSON, but a field or value is not what the format has.
    Shape,
}

impl From<serde_json::Error> for JsonError {
    fn from(e: serde_json::Error) -> JsonError {
        use serde_json::error::Category;
        let kind = match e.classify() {
            Category::Eof => JsonProblem::CutShort,
            Category::Data => JsonProblem::Shape,
            Category::Syntax | Category::Io => JsonProblem::Syntax,
        };
        JsonError { detail: e.to_string(), kind, line: e.line(), column: e.column() }
    }
}

/// A record whose fields are JSON but not a record of this build.
#[derive(Clone, Debug, PartialEq)]
pub enum FormatProblem {
    /// `format` is not `torite-record` (the value found, as JSON).
    NotARecord(String),
    /// A `version` this build cannot read (the value found, as JSON, or `missing`).
    Version(String),
    /// An option's value is not a string.
    OptionNotText(String),
    SeatCount { listed: usize, game: usize },
    /// A saved game without the seed its deals came from.
    NoSeed,
    /// A saved game of another game than the table's.
    WrongGame,
    /// A number with a fraction or an exponent, or too large for a whole number (as
    /// found): nothing in a record is one, and such a number need not read back the same.
    NotWholeNumber(String),
}

/// Why one entry of a record was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum EntryProblem {
    /// `seat` is not a seat number (the value found, as JSON).
    BadSeat(String),
    /// An entry with `action` has more than `seat` besides.
    MixedEntry,
    GameOver,
    /// The entry names a seat but a chance event is due.
    ChanceDue { named: Seat },
    /// The entry names no seat but `to_act` is to act.
    NoSeat { to_act: Seat },
    WrongSeat { to_act: Seat, named: Seat },
    /// The chance event differs from the one the seed gives.
    NotFromSeed,
    /// The game refused the action.
    Refused(ActionError),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Json(e) => write!(f, "{}", e.detail),
            RecordError::Format(p) => write!(f, "{p}"),
            RecordError::Ruleset(e) => write!(f, "ruleset: {e}"),
            RecordError::Action { index, problem } => write!(f, "action #{index}: {problem}"),
            RecordError::ScoresDiffer { recorded, replayed } => {
                write!(f, "the record says the scores are {recorded:?} but replaying gives {replayed:?}")
            }
        }
    }
}

impl fmt::Display for FormatProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormatProblem::NotARecord(found) => write!(f, "format is {found}, expected {FORMAT:?}"),
            FormatProblem::Version(found) => write!(f, "version {found} is not supported (this build reads {VERSION})"),
            FormatProblem::OptionNotText(k) => write!(f, "option {k} must be a string"),
            FormatProblem::SeatCount { listed, game } => write!(f, "{listed} seats listed, the game has {game}"),
            FormatProblem::NoSeed => write!(f, "a saved game needs its seed"),
            FormatProblem::WrongGame => write!(f, "wrong game"),
            FormatProblem::NotWholeNumber(n) => write!(f, "{n} is not a whole number"),
        }
    }
}

impl fmt::Display for EntryProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EntryProblem::BadSeat(v) => write!(f, "bad seat {v}"),
            EntryProblem::MixedEntry => write!(f, "an entry with \"action\" must have nothing else but \"seat\""),
            EntryProblem::GameOver => write!(f, "the game is already over"),
            EntryProblem::ChanceDue { named } => write!(f, "a chance event is due, not a move by seat {named}"),
            EntryProblem::NoSeat { to_act } => write!(f, "seat {to_act} is to act; the entry names no seat"),
            EntryProblem::WrongSeat { to_act, named } => write!(f, "it is seat {to_act}'s turn, not seat {named}'s"),
            EntryProblem::NotFromSeed => write!(f, "this chance event is not the one the seed gives"),
            EntryProblem::Refused(e) => write!(f, "{e}"),
        }
    }
}

/// A record being written as a game is played.
#[derive(Debug, Clone)]
pub struct Recorder {
    pub ruleset: Ruleset,
    pub seats: Vec<SeatInfo>,
    pub actions: Vec<Map<String, Value>>,
    /// The seed's commitment, when the game made one before its first deal.
    pub commitment: Option<Commitment>,
}

impl Recorder {
    pub fn new(ruleset: Ruleset, seats: Vec<SeatInfo>) -> Recorder {
        Recorder { ruleset, seats, actions: Vec::new(), commitment: None }
    }

    pub fn push(&mut self, seat: Option<Seat>, action: Value) {
        self.actions.push(entry(seat, action));
    }

    pub fn finish(&self, scores: Option<Vec<i32>>) -> Record {
        let mut r = Record {
            format: FORMAT.into(),
            version: VERSION,
            game: self.ruleset.game.id.into(),
            options: options_of(&self.ruleset),
            seed: self.ruleset.seed,
            salt: None,
            commitment: None,
            seats: self.seats.clone(),
            actions: self.actions.clone(),
            scores,
        };
        r.set_seed_commitment(self.commitment.clone());
        r
    }
}

/// One record entry: the action's own JSON object with `"seat"` first, or
/// `{"seat": s, "action": x}` when the action is not an object.
fn entry(seat: Option<Seat>, action: Value) -> Map<String, Value> {
    let mut m = Map::new();
    if let Some(s) = seat {
        m.insert("seat".into(), Value::from(s));
    }
    match action {
        Value::Object(o) => m.extend(o),
        other => {
            m.insert("action".into(), other);
        }
    }
    m
}

/// Splits an entry back into its seat and its action JSON.
pub fn split_entry(e: &Map<String, Value>) -> Result<(Option<Seat>, Value), EntryProblem> {
    let mut m = e.clone();
    let seat = match m.remove("seat") {
        None => None,
        Some(v) => Some(v.as_u64().filter(|s| *s < 16).ok_or_else(|| EntryProblem::BadSeat(v.to_string()))? as Seat),
    };
    let action = match m.remove("action") {
        Some(a) if m.is_empty() => a,
        Some(_) => return Err(EntryProblem::MixedEntry),
        None => Value::Object(m),
    };
    Ok((seat, action))
}

pub fn parse(text: &str) -> Result<Record, RecordError> {
    // Format and version first, so an old or foreign file says so rather than naming
    // whatever field it happens to lack.
    let v: Value = serde_json::from_str(text).map_err(|e| RecordError::Json(e.into()))?;
    header(&v, FORMAT, VERSION).map_err(|h| {
        RecordError::Format(match h {
            Header::Format(found) => FormatProblem::NotARecord(found),
            Header::Version(found) => FormatProblem::Version(found),
        })
    })?;
    let rec: Record = serde_json::from_str(text).map_err(|e| RecordError::Json(e.into()))?; // with line and column
    // Every number in a record is whole (seats, counts, bids); any other is refused here,
    // since serde_json may read it back from the record's own text as a different number.
    let numbers = rec.options.values().chain(rec.actions.iter().flat_map(|a| a.values()));
    match numbers.filter_map(not_whole).next() {
        Some(n) => Err(RecordError::Format(FormatProblem::NotWholeNumber(n))),
        None => Ok(rec),
    }
}

/// Why a file is not of the format and version expected: what it says instead, as JSON
/// (`missing` for a version it lacks).
pub enum Header {
    Format(String),
    Version(String),
}

/// Checks a file's `format` and `version` fields, read before anything else so an old or
/// foreign file says so (records, companion sheets).
pub fn header(v: &Value, format: &str, version: u32) -> Result<(), Header> {
    if v.get("format").and_then(Value::as_str) != Some(format) {
        return Err(Header::Format(v.get("format").unwrap_or(&Value::Null).to_string()));
    }
    if v.get("version").and_then(Value::as_u64) != Some(version as u64) {
        return Err(Header::Version(v.get("version").map_or("missing".to_string(), |x| x.to_string())));
    }
    Ok(())
}

/// A file as text: one line per field, each non-empty list one item a line (records'
/// actions, companion sheets' deals), so files diff and read line by line.
pub fn lines_json(value: &impl Serialize) -> String {
    let Value::Object(fields) = serde_json::to_value(value).expect("files serialize") else { unreachable!("files are objects") };
    let lines: Vec<String> = fields
        .iter()
        .map(|(k, v)| match v {
            Value::Array(items) if !items.is_empty() => {
                let inner: Vec<String> = items.iter().map(|i| format!("    {i}")).collect();
                format!("  {}: [\n{}\n  ]", Value::from(k.as_str()), inner.join(",\n"))
            }
            _ => format!("  {}: {v}", Value::from(k.as_str())),
        })
        .collect();
    format!("{{\n{}\n}}\n", lines.join(",\n"))
}

/// The ruleset of game `game` with `options` as a record writes them (every value a string);
/// records and companion sheets read their ruleset with it.
pub fn ruleset_of(game: &str, options: &Map<String, Value>) -> Result<Ruleset, RecordError> {
    let info = games::by_id(game).ok_or_else(|| RecordError::Ruleset(RulesetError::UnknownGame(game.to_string())))?;
    let mut opts = Vec::new();
    for (k, v) in options {
        let v = v.as_str().ok_or_else(|| RecordError::Format(FormatProblem::OptionNotText(k.clone())))?;
        opts.push((k.as_str(), v));
    }
    Ruleset::with_options(info, opts).map_err(RecordError::Ruleset)
}

/// Every option of `rules` with its value, defaults included, as a record writes them.
pub fn options_of(rules: &Ruleset) -> Map<String, Value> {
    rules.values().map(|(o, v)| (o.id.to_string(), Value::String(v.into()))).collect()
}

/// The first number in `v` that is not a whole number of 64 bits, as written.
fn not_whole(v: &Value) -> Option<String> {
    match v {
        Value::Number(n) if n.is_f64() => Some(n.to_string()),
        Value::Array(a) => a.iter().find_map(not_whole),
        Value::Object(o) => o.values().find_map(not_whole),
        _ => None,
    }
}

impl Record {
    pub fn ruleset(&self) -> Result<Ruleset, RecordError> {
        ruleset_of(&self.game, &self.options).map(|r| r.with_seed(self.seed))
    }

    /// Starts the record's game and replays every action onto it (see [`Record::replay_onto`]),
    /// then checks the recorded scores, if any; returns the final state.
    pub fn replay(&self) -> Result<Box<dyn AnyGame>, RecordError> {
        self.replay_checked(None)
    }

    /// [`Record::replay`], each chance event also checked against `chance` (the stream of
    /// the record's seed): the deals are the seed's (`records::fairness::verify`).
    pub fn replay_seeded(&self, chance: &mut GameRng) -> Result<Box<dyn AnyGame>, RecordError> {
        self.replay_checked(Some(chance))
    }

    fn replay_checked(&self, chance: Option<&mut GameRng>) -> Result<Box<dyn AnyGame>, RecordError> {
        let rules = self.ruleset()?;
        let mut g = games::start(&rules).ok_or_else(|| RecordError::Ruleset(RulesetError::NotYetPlayable(self.game.clone())))?;
        self.replay_to_scores(g.as_mut(), chance)?;
        Ok(g)
    }

    /// [`Record::replay_onto`], then the recorded scores, if any, checked against the game's.
    pub fn replay_to_scores<G: AnyGame + ?Sized>(&self, g: &mut G, chance: Option<&mut GameRng>) -> Result<(), RecordError> {
        self.replay_onto(g, chance)?;
        if let Some(recorded) = &self.scores {
            let replayed = g.scores();
            if *recorded != replayed {
                return Err(RecordError::ScoresDiffer { recorded: recorded.clone(), replayed });
            }
        }
        Ok(())
    }

    /// The seed's commitment the record carries, if it carries both halves.
    pub fn seed_commitment(&self) -> Option<Commitment> {
        Some(Commitment { salt: self.salt.clone()?, commitment: self.commitment.clone()? })
    }

    /// Writes (or, with `None`, removes) the seed's commitment.
    pub fn set_seed_commitment(&mut self, c: Option<Commitment>) {
        (self.salt, self.commitment) = c.map(|c| (c.salt, c.commitment)).unzip();
    }

    /// The one replay routine (records, saved sessions, undo, the bots' worker, the CLI):
    /// applies every action to `g`, a fresh game of this record's ruleset, checking that the
    /// record lists one seat per seat of the game, that each entry is a chance event exactly
    /// when one is due and otherwise names the seat to act, and that each action is one of
    /// this game's and legal. With `seeded`, each chance event must also be the one that
    /// stream gives (a saved game's deals follow from its seed). Stops at the first refusal.
    pub fn replay_onto<G: AnyGame + ?Sized>(&self, g: &mut G, mut seeded: Option<&mut GameRng>) -> Result<(), RecordError> {
        if self.seats.len() != g.seat_count() {
            return Err(RecordError::Format(FormatProblem::SeatCount { listed: self.seats.len(), game: g.seat_count() }));
        }
        for (i, e) in self.actions.iter().enumerate() {
            let fail = |problem: EntryProblem| RecordError::Action { index: i + 1, problem };
            let (seat, action) = split_entry(e).map_err(fail)?;
            match (g.turn(), seat) {
                (Turn::Over, _) => return Err(fail(EntryProblem::GameOver)),
                (Turn::Chance, Some(named)) => return Err(fail(EntryProblem::ChanceDue { named })),
                (Turn::Seat(to_act), None) => return Err(fail(EntryProblem::NoSeat { to_act })),
                (Turn::Seat(to_act), Some(named)) if named != to_act => return Err(fail(EntryProblem::WrongSeat { to_act, named })),
                (Turn::Chance, None) => {
                    if let Some(rng) = seeded.as_deref_mut() {
                        if g.chance_json(rng) != action {
                            return Err(fail(EntryProblem::NotFromSeed));
                        }
                    }
                }
                _ => {}
            }
            g.apply_json(&action).map_err(|e: ActionError| fail(EntryProblem::Refused(e)))?;
        }
        Ok(())
    }

    /// The record as text: one line per field, one line per action.
    pub fn to_json(&self) -> String {
        lines_json(self)
    }
}

/// Which player drives each seat when a game is played out.
pub type Chooser<'a> = dyn FnMut(&dyn AnyGame, Seat, &mut GameRng) -> usize + 'a;

/// Plays a whole game: chance from the ruleset's seed (or `fallback_seed`), each seat's
/// choice from `choose` (an index into the legal actions, drawn from one bot stream).
/// Returns the finished record.
pub fn play_out(rules: &Ruleset, fallback_seed: u64, seats: Vec<SeatInfo>, choose: &mut Chooser) -> Result<Record, RulesetError> {
    let rules = rules.clone().with_seed(Some(rules.seed.unwrap_or(fallback_seed)));
    let g = games::start(&rules).ok_or_else(|| RulesetError::NotYetPlayable(rules.game.id.into()))?;
    let mut bot_rng = GameRng::stream(rules.seed.unwrap_or(0), 1);
    Ok(play_out_game(g, rules, seats, &mut |g, s, _| g.legal_json(choose(g, s, &mut bot_rng))))
}

/// Plays the fresh game `g` of `rules` (whose seed is set) to its end: chance from the seed,
/// each seat's action from `act(game, seat, actions so far)` as JSON, applied and checked.
pub fn play_out_game<G: AnyGame + ?Sized>(
    mut g: Box<G>,
    rules: Ruleset,
    seats: Vec<SeatInfo>,
    act: &mut dyn FnMut(&G, Seat, usize) -> Value,
) -> Record {
    let mut rec = Recorder::new(rules, seats);
    play_to_end(&mut *g, rec.ruleset.seed.unwrap_or(0), act, &mut |seat, a| rec.push(seat, a));
    rec.finish(Some(g.scores()))
}

/// The loop of [`play_out_game`] without a record: plays `g` to its end, chance from
/// `seed`'s stream, each seat's action from `act(game, seat, actions so far)`, and hands
/// every applied action to `seen` (`None` for chance). Returns the number of actions.
pub fn play_to_end<G: AnyGame + ?Sized>(
    g: &mut G,
    seed: u64,
    act: &mut dyn FnMut(&G, Seat, usize) -> Value,
    seen: &mut dyn FnMut(Option<Seat>, Value),
) -> usize {
    let mut chance = GameRng::seeded(seed);
    let mut actions = 0;
    loop {
        match g.turn() {
            Turn::Over => return actions,
            Turn::Chance => {
                let a = g.apply_chance(&mut chance);
                seen(None, a);
            }
            Turn::Seat(s) => {
                let a = act(g, s, actions);
                g.apply_json(&a).expect("players choose legal actions");
                seen(Some(s), a);
            }
        }
        actions += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::random_index;
    use crate::games::three_tricks;

    fn bots(n: usize) -> Vec<SeatInfo> {
        (0..n).map(|i| SeatInfo { name: format!("Bot {}", i + 1), player: "easy".into() }).collect()
    }

    fn played(seed: u64) -> Record {
        let rules = Ruleset::defaults(&three_tricks::INFO);
        play_out(&rules, seed, bots(4), &mut |g, _, rng| random_index(g.legal_count(), rng)).unwrap()
    }

    #[test]
    fn a_played_record_replays_to_its_scores() {
        let r = played(5);
        let text = r.to_json();
        let back = parse(&text).unwrap();
        assert_eq!(back, r);
        let g = back.replay().unwrap();
        assert_eq!(Some(g.scores()), r.scores);
        assert!(text.contains("{\"seat\":1,\"play\":\""), "{text}");
        assert!(text.contains("\n    {\"deal\":{\"hands\":[[\""));
    }

    #[test]
    fn same_seed_same_record() {
        assert_eq!(played(9), played(9));
        assert_ne!(played(9).actions[1], played(10).actions[1]);
    }

    #[test]
    fn tampered_records_name_the_action() {
        let r = played(11);
        // Swap the first played card for one that seat does not hold.
        let mut t = r.clone();
        let k = t.actions.iter().position(|e| e.contains_key("play")).unwrap();
        let seat = t.actions[k]["seat"].as_u64().unwrap() as usize;
        let hands = &t.actions[1]["deal"]["hands"];
        let not_held = hands[(seat + 1) % 4][0].clone();
        t.actions[k].insert("play".into(), not_held.clone());
        let err = t.replay().unwrap_err();
        assert_eq!(err.to_string(), format!("action #{}: {} is not in the player's hand", k + 1, not_held.as_str().unwrap()));
        // Wrong seat.
        let mut t = r.clone();
        t.actions[k].insert("seat".into(), Value::from((seat + 1) % 4));
        assert!(t.replay().unwrap_err().to_string().starts_with(&format!("action #{}: it is seat {seat}'s turn", k + 1)));
        // Changed scores.
        let mut t = r.clone();
        t.scores = Some(vec![0, 0, 0, 0]);
        assert!(matches!(t.replay(), Err(RecordError::ScoresDiffer { .. })));
        // A truncated record replays but its scores no longer match.
        let mut t = r.clone();
        t.actions.pop();
        assert!(t.replay().is_err());
    }

    #[test]
    fn malformed_records_are_refused_with_a_position() {
        let e = parse("{\"format\": \"torite-record\",\n \"version\": 1,").unwrap_err();
        assert!(matches!(&e, RecordError::Json(m) if m.detail.contains("line 2")), "{e}");
        let mut r = played(1);
        r.version = 99;
        assert!(matches!(parse(&r.to_json()), Err(RecordError::Format(_))));
        let mut r = played(1);
        r.options.insert("zero-trick-score".into(), Value::from("-4"));
        assert!(matches!(r.replay(), Err(RecordError::Ruleset(RulesetError::BadValue { .. }))));
        let mut r = played(1);
        r.actions[0].insert("first-dealer".into(), Value::from("north"));
        assert!(r.replay().unwrap_err().to_string().starts_with("action #1: not an action of this game"));
    }

    #[test]
    fn a_number_that_is_not_whole_is_refused() {
        // Found by the record fuzz target: a seat written 1.5555555555555558e107 was read as
        // a float that the record's own text printed differently, so it did not read back
        // the same (serde_json's quick float parsing is not exact).
        let text = played(1).to_json().replacen("{\"seat\":0,", "{\"seat\":1.5555555555555558e107,", 1);
        assert_eq!(parse(&text), Err(RecordError::Format(FormatProblem::NotWholeNumber("1.5555555555555558e+107".into()))));
        for n in ["1.0", "-0.5", "1e3", "18446744073709551616"] {
            let text = played(1).to_json().replacen("{\"first-dealer\":", &format!("{{\"x\":[{n}],\"first-dealer\":"), 1);
            assert!(matches!(parse(&text), Err(RecordError::Format(FormatProblem::NotWholeNumber(_)))), "{n}");
        }
        assert!(parse(&played(1).to_json()).is_ok(), "whole numbers, negative ones too, are fine");
    }
}
