//! Companion sheets: the score sheet of a game played with real cards. A sheet is its
//! ruleset, the players' names, the first dealer and what was entered for each deal
//! (`engine::companion::DealEntry`); like a record (ruleset + actions) it is replayed from
//! the start, by the game's own scoring, every time it is read. Correcting an earlier deal
//! is editing its entry and scoring the sheet again. Knows no game: games are reached
//! through the list (`games::start_companion`).

use super::record::{header, lines_json, options_of, ruleset_of, FormatProblem, Header, JsonError, RecordError};
use crate::engine::companion::{AnyCompanion, DealEntry, EntryError, Field};
use crate::engine::ruleset::{Ruleset, RulesetError};
use crate::engine::seats::Seat;
use crate::games;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::fmt;

pub const FORMAT: &str = "torite-companion";
pub const VERSION: u32 = 1;

/// A companion game: what a person entered, from which everything else is scored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompanionGame {
    pub format: String,
    pub version: u32,
    pub game: String,
    /// Every option of the game with its value, as in a record.
    pub options: Map<String, Value>,
    /// One name a seat, in seat order.
    pub names: Vec<String>,
    pub first_dealer: Seat,
    /// What was entered for each deal, oldest first.
    pub deals: Vec<DealEntry>,
}

/// What a shared sheet's link carries beside its rules.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Shared {
    names: Vec<String>,
    first_dealer: Seat,
    deals: Vec<DealEntry>,
}

/// Why a sheet cannot be read or scored, or an entry was refused. Words in either language:
/// `records::messages`.
#[derive(Clone, Debug, PartialEq)]
pub enum CompanionError {
    /// Not JSON, or not of the sheet's shape.
    Json(JsonError),
    /// `format` is not `torite-companion` (the value found, as JSON).
    NotASheet(String),
    /// A shared sheet's link value that is not what `to_link_value` writes.
    BadLink,
    /// A version this build cannot read (the value found, as JSON, or `missing`).
    Version(String),
    /// The game or its options, as for a record.
    Ruleset(RecordError),
    /// The game's deals cannot be entered (yet).
    NoEntry(String),
    /// `listed` names for a game of `seats` seats.
    Names { listed: usize, seats: usize },
    /// The first dealer was refused.
    Begin(EntryError),
    /// There is no deal `index` (1-based) to correct: the sheet has `deals`.
    NoSuchDeal { index: usize, deals: usize },
    /// Deal `index` (1-based) was refused; `fields` is the form it answered.
    Deal { index: usize, error: EntryError, fields: Vec<Field> },
}

impl fmt::Display for CompanionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CompanionError::Json(e) => write!(f, "{}", e.detail),
            CompanionError::NotASheet(found) => write!(f, "format is {found}, expected {FORMAT:?}"),
            CompanionError::BadLink => write!(f, "the link's sheet cannot be read"),
            CompanionError::Version(found) => write!(f, "version {found} is not supported (this build reads {VERSION})"),
            CompanionError::Ruleset(e) => write!(f, "{e}"),
            CompanionError::NoEntry(g) => write!(f, "the deals of {g} cannot be entered"),
            CompanionError::Names { listed, seats } => write!(f, "{listed} names for {seats} seats"),
            CompanionError::Begin(e) => write!(f, "first dealer: {e}"),
            CompanionError::NoSuchDeal { index, deals } => write!(f, "there is no deal {index}, the sheet has {deals}"),
            CompanionError::Deal { index, error, .. } => write!(f, "deal {index}: {error}"),
        }
    }
}

impl CompanionGame {
    /// A new sheet, no deal entered yet.
    pub fn new(rules: &Ruleset, names: Vec<String>, first_dealer: Seat) -> CompanionGame {
        CompanionGame {
            format: FORMAT.into(),
            version: VERSION,
            game: rules.game.id.into(),
            options: options_of(rules),
            names,
            first_dealer,
            deals: Vec::new(),
        }
    }

    pub fn ruleset(&self) -> Result<Ruleset, CompanionError> {
        ruleset_of(&self.game, &self.options).map_err(CompanionError::Ruleset)
    }

    /// The one scoring routine: starts the game, sets the first dealer and enters every
    /// deal in order, each scored by the game's own code; returns the game after the last
    /// (its view is the score sheet; `scores`, `outcome` and `entry_fields` for the next
    /// deal read from it). Stops at the first refusal.
    pub fn score(&self) -> Result<Box<dyn AnyCompanion>, CompanionError> {
        let rules = self.ruleset()?;
        let mut g = games::start_companion(&rules).ok_or_else(|| {
            if games::by_id(&self.game).is_some_and(|i| i.is_playable()) {
                CompanionError::NoEntry(self.game.clone())
            } else {
                CompanionError::Ruleset(RecordError::Ruleset(RulesetError::NotYetPlayable(self.game.clone())))
            }
        })?;
        self.score_onto(g.as_mut())?;
        Ok(g)
    }

    /// Scores the sheet onto `g`, a fresh game of the sheet's ruleset (the app's page, which
    /// knows its game's type): the same routine as [`CompanionGame::score`].
    pub fn score_onto(&self, g: &mut dyn AnyCompanion) -> Result<(), CompanionError> {
        if self.names.len() != g.seat_count() {
            return Err(CompanionError::Names { listed: self.names.len(), seats: g.seat_count() });
        }
        g.begin(self.first_dealer).map_err(CompanionError::Begin)?;
        for (i, entry) in self.deals.iter().enumerate() {
            let fields = g.entry_fields();
            g.enter_deal(entry).map_err(|error| CompanionError::Deal { index: i + 1, error, fields })?;
        }
        Ok(())
    }

    /// Enters the next deal and scores the sheet; a refused entry leaves the sheet as it was.
    pub fn enter(&mut self, entry: DealEntry) -> Result<Box<dyn AnyCompanion>, CompanionError> {
        self.deals.push(entry);
        self.score().inspect_err(|_| {
            self.deals.pop();
        })
    }

    /// Replaces deal `index` (0-based) with `entry` and scores the sheet from the start; a
    /// refusal (of this deal, or of a later one the correction makes impossible, such as a
    /// deal after one that now ends the game) leaves the sheet as it was.
    pub fn correct(&mut self, index: usize, entry: DealEntry) -> Result<Box<dyn AnyCompanion>, CompanionError> {
        let Some(slot) = self.deals.get_mut(index) else {
            return Err(CompanionError::NoSuchDeal { index: index + 1, deals: self.deals.len() });
        };
        let old = std::mem::replace(slot, entry);
        self.score().inspect_err(|_| self.deals[index] = old.clone())
    }

    /// The sheet as a link's value (`?game=…&companion=<value>`, the rules in the link's other
    /// parameters): its names, first dealer and deals as compact JSON in URL-safe base64.
    pub fn to_link_value(&self) -> String {
        use base64::Engine;
        let shared = Shared { names: self.names.clone(), first_dealer: self.first_dealer, deals: self.deals.clone() };
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(serde_json::to_vec(&shared).unwrap_or_default())
    }

    /// Reads a shared sheet's link value for `rules`; never panics. The sheet is not scored
    /// here ([`CompanionGame::score`]).
    pub fn from_link(rules: &Ruleset, value: &str) -> Result<CompanionGame, CompanionError> {
        use base64::Engine;
        let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(value).map_err(|_| CompanionError::BadLink)?;
        let shared: Shared = serde_json::from_slice(&bytes).map_err(|_| CompanionError::BadLink)?;
        Ok(CompanionGame { deals: shared.deals, ..CompanionGame::new(rules, shared.names, shared.first_dealer) })
    }

    /// The sheet as text: one line per field, one line per deal and per name.
    pub fn to_json(&self) -> String {
        lines_json(self)
    }
}

/// Reads a sheet written by [`CompanionGame::to_json`]: format and version first, then the
/// fields. Never panics; the sheet is not scored here ([`CompanionGame::score`]).
pub fn parse(text: &str) -> Result<CompanionGame, CompanionError> {
    let v: Value = serde_json::from_str(text).map_err(|e| CompanionError::Json(e.into()))?;
    header(&v, FORMAT, VERSION).map_err(|h| match h {
        Header::Format(found) => CompanionError::NotASheet(found),
        Header::Version(found) => CompanionError::Version(found),
    })?;
    let sheet: CompanionGame = serde_json::from_str(text).map_err(|e| CompanionError::Json(e.into()))?;
    // Options are text, as a sheet writes them; any other value (a number, which serde_json
    // may not read back from the sheet's own text as the same number) is refused here.
    match sheet.options.iter().find(|(_, v)| !v.is_string()) {
        Some((k, _)) => Err(CompanionError::Ruleset(RecordError::Format(FormatProblem::OptionNotText(k.clone())))),
        None => Ok(sheet),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::random_index;
    use crate::engine::companion::Answer;
    use crate::engine::Turn;
    use crate::records::record::{play_out, SeatInfo};
    use crate::text::Lang;

    /// The rulesets of every game whose deals can be entered: every combination of its
    /// options' values.
    fn companion_rulesets() -> Vec<Ruleset> {
        let mut out = Vec::new();
        for id in games::COMPANION_GAMES {
            let info = games::by_id(id).unwrap();
            let mut combos: Vec<Vec<(&str, &str)>> = vec![Vec::new()];
            for o in info.options {
                combos = combos.iter().flat_map(|c| o.values.iter().map(move |v| [c.clone(), vec![(o.id, *v)]].concat())).collect();
            }
            out.extend(combos.into_iter().filter_map(|c| Ruleset::with_options(info, c).ok()));
        }
        out
    }

    fn seats(n: usize) -> Vec<SeatInfo> {
        (0..n).map(|i| SeatInfo { name: format!("P{i}"), player: "easy".into() }).collect()
    }

    /// Games played out with random legal moves, summarized as entries and entered again,
    /// score exactly as played, deal by deal on the sheet (the view's `deals`) and in the
    /// end (`scores`, `outcome`): the entry and the played deal share their scoring.
    #[test]
    fn played_games_entered_again_score_the_same() {
        for rules in companion_rulesets() {
            let n = rules.seat_count();
            for seed in 0..100 {
                let record = play_out(&rules, seed, seats(n), &mut |g, _, rng| random_index(g.legal_count(), rng)).unwrap();
                let mut played = games::start_companion(&rules).unwrap();
                record.replay_onto(played.as_mut(), None).unwrap();
                assert_eq!(played.turn(), Turn::Over);
                // A game whose rules fix the first dealer records no first-dealer event (Same
                // Two: North deals board 1, R3); its sheet's first dealer is seat 0.
                let first_dealer = record.actions[0].values().next().and_then(Value::as_u64).map_or(0, |s| s as Seat);
                let mut sheet = CompanionGame::new(&rules, (0..n).map(|i| format!("P{i}")).collect(), first_dealer);
                sheet.deals = played.entered_deals();
                let entered = parse(&sheet.to_json()).unwrap().score().unwrap();
                let id = rules.game.id;
                assert_eq!(entered.scores(), played.scores(), "{id} seed {seed}");
                assert_eq!(entered.outcome(), played.outcome(), "{id} seed {seed}");
                assert_eq!(entered.entered_deals(), sheet.deals, "{id} seed {seed}");
                for s in 0..n as Seat {
                    let (e, p) = (entered.view_json(s), played.view_json(s));
                    for field in played.sheet_fields() {
                        assert!(p.get(field).is_some(), "{id}: the view has no {field}");
                        assert_eq!(e[field], p[field], "{id} seed {seed}: {field}");
                    }
                }
                // A game in the middle of a deal takes no entry: the first dealer and the
                // first deal's cards, before any move (one move may end a deal: in a
                // two-player Japanese Loo, the first declarer dropping).
                let mut mid = games::start_companion(&rules).unwrap();
                let first_moves = crate::records::record::Record { actions: record.actions[..2].to_vec(), scores: None, ..record.clone() };
                first_moves.replay_onto(mid.as_mut(), None).unwrap();
                assert_eq!(mid.enter_deal(&sheet.deals[0]), Err(EntryError::NotBetweenDeals), "{id}");
            }
        }
    }

    fn tricky_sheet() -> CompanionGame {
        let rules = Ruleset::defaults(games::by_id("tricky-express").unwrap());
        CompanionGame::new(&rules, ["Ann", "Ben", "Cy", "Dee"].map(String::from).to_vec(), 2)
    }

    fn route(seats: [Seat; 13]) -> DealEntry {
        DealEntry { answers: vec![Answer::Seats(seats.to_vec())] }
    }

    #[test]
    fn a_deal_is_entered_corrected_and_refused_with_words() {
        let mut sheet = tricky_sheet();
        let all_a = route([0; 13]);
        let t1 = route([2, 0, 1, 0, 2, 1, 3, 0, 0, 2, 1, 1, 1]); // rules.md T1
        assert_eq!(sheet.enter(all_a.clone()).unwrap().scores(), [0, 0, 0, 0]);
        assert_eq!(sheet.enter(t1.clone()).unwrap().scores(), [3, 6, 5, 0]);
        // Correcting deal 1 to T1 scores both deals from the start.
        assert_eq!(sheet.correct(0, t1.clone()).unwrap().scores(), [6, 12, 10, 0]);
        assert_eq!(sheet.deals, [t1.clone(), t1.clone()]);
        // A refused entry or correction leaves the sheet as it was, and says why.
        let twelve = DealEntry { answers: vec![Answer::Seats(vec![0; 12])] };
        let e = sheet.enter(twelve.clone()).unwrap_err();
        assert_eq!(sheet.deals.len(), 2);
        assert_eq!(e.message(Lang::En, "tricky-express", &sheet.names), "Deal 3: “Route map: who won each trick, first trick first”: 12 tricks entered; a deal has 13.");
        assert_eq!(e.message(Lang::Ja, "tricky-express", &sheet.names), "第3ディール：「路線マップ：各トリックの勝者（1トリック目から順に）」：12トリック分の入力ですが、1ディールは13トリックです。");
        assert!(matches!(sheet.correct(1, twelve), Err(CompanionError::Deal { index: 2, .. })));
        assert_eq!(sheet.deals, [t1.clone(), t1.clone()]);
        assert_eq!(sheet.correct(5, t1.clone()).err(), Some(CompanionError::NoSuchDeal { index: 6, deals: 2 }));
        // Four deals end the game; a fifth is refused.
        sheet.enter(all_a.clone()).unwrap();
        assert_eq!(sheet.enter(all_a.clone()).unwrap().turn(), Turn::Over);
        let e = sheet.enter(all_a).unwrap_err();
        assert_eq!(e.message(Lang::En, "tricky-express", &sheet.names), "Deal 5: The game is already over.");
    }

    #[test]
    fn a_sheet_travels_in_a_link() {
        let mut sheet = tricky_sheet();
        sheet.enter(route([2, 0, 1, 0, 2, 1, 3, 0, 0, 2, 1, 1, 1])).unwrap();
        let rules = sheet.ruleset().unwrap();
        let value = sheet.to_link_value();
        assert!(value.len() < 200, "{value}");
        assert!(value.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'), "{value}");
        assert_eq!(CompanionGame::from_link(&rules, &value), Ok(sheet.clone()));
        assert_eq!(CompanionGame::from_link(&rules, &value[..value.len() - 3]), Err(CompanionError::BadLink));
        assert_eq!(CompanionGame::from_link(&rules, "%%"), Err(CompanionError::BadLink));
        for cut in 0..value.len() {
            let _ = CompanionGame::from_link(&rules, &value[..cut]).and_then(|s| s.score());
        }
        assert_eq!(CompanionError::BadLink.message(Lang::Ja, "tricky-express", &[]), "この得点表のリンクは壊れているか途中で切れていて、読めません。");
    }

    #[test]
    fn broken_text_is_refused_and_never_panics() {
        let mut sheet = tricky_sheet();
        sheet.enter(route([1; 13])).unwrap();
        let text = sheet.to_json();
        assert_eq!(parse(&text).unwrap(), sheet);
        assert!(text.contains("\n    [{\"seats\":[1,1,1,1,1,1,1,1,1,1,1,1,1]}]"), "{text}");
        for cut in 0..text.len() {
            if text.is_char_boundary(cut) {
                let _ = parse(&text[..cut]).and_then(|s| s.score());
            }
        }
        assert!(matches!(parse("{\"format\":\"torite-record\",\"version\":1}"), Err(CompanionError::NotASheet(_))));
        assert_eq!(parse(&text.replace("\"version\": 1", "\"version\": 2")), Err(CompanionError::Version("2".into())));
        assert!(matches!(parse(&text.replace("\"deals\"", "\"deal\"")), Err(CompanionError::Json(_))));
        // Found by the fuzzer: an option whose value is a long number was accepted but read
        // back from the sheet's own text as another number. Options are text.
        let number = text.replacen("\"options\": {", "\"options\": {\"x\": 6666666666666668888888888888888888888888888888888888888888888888888,", 1);
        assert_eq!(parse(&number), Err(CompanionError::Ruleset(RecordError::Format(FormatProblem::OptionNotText("x".into())))));
        let wrong = |from: &str, to: &str| parse(&text.replace(from, to)).unwrap().score().unwrap_err();
        assert_eq!(wrong("\"Dee\"", "\"Dee\",\"Eve\""), CompanionError::Names { listed: 5, seats: 4 });
        assert_eq!(wrong("\"first_dealer\": 2", "\"first_dealer\": 7"), CompanionError::Begin(EntryError::NoSuchDealer { seat: 7 }));
        assert!(matches!(wrong("\"tricky-express\"", "\"three-tricks\""), CompanionError::Ruleset(_)));
        assert!(matches!(wrong("[1,1,1,1,1,1,1,1,1,1,1,1,1]", "[1,1,1,1,1,1,1,1,1,1,1,1,9]"), CompanionError::Deal { index: 1, error: EntryError::NoSuchSeat { field: 0, seat: 9 }, .. }));
        // The refusal's words name the game (every listed game's deals can be entered; an
        // unknown game's cannot).
        let id = "goita-to-bara";
        let title = games::by_id(id).unwrap().title_en;
        assert_eq!(CompanionError::NoEntry(id.into()).message(Lang::En, id, &[]), format!("The deals of {title} cannot be entered yet."));
    }
}
