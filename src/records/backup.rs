//! One file that keeps everything a browser holds for a person: the statistics and the
//! saved, unfinished games (one record per game). The app exports it from the statistics
//! panel and imports it back, on the same browser or another; a file written by an older
//! statistics export (statistics alone) imports too.
//!
//! Importing checks every part before anything is written: the statistics must be
//! statistics, and each saved game must be a record of the game it is filed under that
//! replays. A broken part refuses the whole file, naming the part, so nothing is half
//! imported.

use super::record::{self, JsonError, RecordError};
use super::stats::{self, Stats, StatsError};
use serde_json::{Map, Value};
use std::collections::BTreeMap;

pub const FORMAT: &str = "torite-backup/1";

/// The statistics and the saves: game id → the saved record's JSON text.
#[derive(Clone, Debug, PartialEq)]
pub struct Backup {
    pub stats: Stats,
    pub saves: BTreeMap<String, String>,
}

/// Why a file cannot be imported; `message` (records/messages.rs) says it in a language.
#[derive(Clone, Debug, PartialEq)]
pub enum BackupError {
    Json(JsonError),
    /// Neither a backup nor statistics (the format found).
    Format(String),
    Stats(StatsError),
    /// The saved game filed under `game` is not a record of it that replays.
    Save { game: String, problem: SaveProblem },
}

#[derive(Clone, Debug, PartialEq)]
pub enum SaveProblem {
    Record(RecordError),
    /// A record of another game (the one it names).
    OtherGame(String),
}

impl Backup {
    pub fn to_json(&self) -> String {
        let saves: Map<String, Value> = self
            .saves
            .iter()
            .filter_map(|(game, text)| Some((game.clone(), serde_json::from_str::<Value>(text).ok()?)))
            .collect();
        let v = serde_json::json!({ "format": FORMAT, "stats": self.stats, "saves": saves });
        serde_json::to_string_pretty(&v).unwrap_or_default()
    }
}

/// A backup, or a statistics export (then with no saves), checked part by part.
pub fn parse(text: &str) -> Result<Backup, BackupError> {
    let v: Value = serde_json::from_str(text).map_err(|e| BackupError::Json(e.into()))?;
    match v.get("format").and_then(Value::as_str) {
        Some(FORMAT) => {}
        Some(stats::FORMAT) => return Ok(Backup { stats: stats::parse(text).map_err(BackupError::Stats)?, saves: BTreeMap::new() }),
        other => return Err(BackupError::Format(other.unwrap_or("").to_string())),
    }
    let stats_text = v.get("stats").map(Value::to_string).unwrap_or_default();
    let stats = stats::parse(&stats_text).map_err(BackupError::Stats)?;
    let mut saves = BTreeMap::new();
    let empty = Map::new();
    let filed = match v.get("saves") {
        None | Some(Value::Null) => &empty,
        Some(Value::Object(m)) => m,
        Some(_) => return Err(BackupError::Format(FORMAT.to_string() + " with saves that are not a map")),
    };
    for (game, save) in filed {
        let text = save.to_string();
        let problem = |p| BackupError::Save { game: game.clone(), problem: p };
        let r = record::parse(&text).map_err(|e| problem(SaveProblem::Record(e)))?;
        let rules = r.ruleset().map_err(|e| problem(SaveProblem::Record(e)))?;
        if rules.game.id != game {
            return Err(problem(SaveProblem::OtherGame(rules.game.id.to_string())));
        }
        r.replay().map_err(|e| problem(SaveProblem::Record(e)))?;
        saves.insert(game.clone(), text);
    }
    Ok(Backup { stats, saves })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Ruleset;
    use crate::records::record::{play_out, SeatInfo};

    /// A saved game of `game` as the app writes one: a record of the first moves of a game
    /// (each seat taking its first legal action), unfinished, without scores.
    fn finished(game: &str) -> String {
        let rules = Ruleset::defaults(crate::games::by_id(game).unwrap());
        let seats = (0..rules.seat_count()).map(|i| SeatInfo { name: format!("P{i}"), player: "normal".into() }).collect();
        let mut r = play_out(&rules, 7, seats, &mut |_, _, _| 0).unwrap();
        r.actions.truncate(r.actions.len() / 2);
        r.scores = None;
        r.to_json()
    }

    #[test]
    fn a_backup_reads_back_as_written() {
        let mut stats = Stats::new();
        stats.games.insert("parity".into(), stats::GameStats { played: 3, wins: 1, total_score: 12, history: Vec::new() });
        let saves = BTreeMap::from([("three-tricks".to_string(), finished("three-tricks")), ("rwd".to_string(), finished("rwd"))]);
        let b = Backup { stats, saves };
        let back = parse(&b.to_json()).unwrap();
        assert_eq!(back.stats, b.stats);
        assert_eq!(back.saves.keys().collect::<Vec<_>>(), ["rwd", "three-tricks"]);
        for (game, text) in &back.saves {
            assert_eq!(record::parse(text).unwrap(), record::parse(&b.saves[game]).unwrap(), "{game}");
        }
    }

    #[test]
    fn a_statistics_export_imports_as_a_backup_without_saves() {
        let text = serde_json::to_string(&Stats::new()).unwrap();
        assert_eq!(parse(&text).unwrap(), Backup { stats: Stats::new(), saves: BTreeMap::new() });
    }

    #[test]
    fn a_broken_part_refuses_the_whole_file_and_names_it() {
        let good = Backup { stats: Stats::new(), saves: BTreeMap::from([("rwd".to_string(), finished("rwd"))]) }.to_json();
        // A save filed under the wrong game.
        let misfiled = good.replacen("\"rwd\": {", "\"parity\": {", 1);
        assert_eq!(parse(&misfiled), Err(BackupError::Save { game: "parity".into(), problem: SaveProblem::OtherGame("rwd".into()) }));
        // A save whose moves do not replay.
        let mut v: Value = serde_json::from_str(&good).unwrap();
        let actions = v["saves"]["rwd"]["actions"].as_array_mut().unwrap();
        let last = actions.len() - 1;
        actions.swap(last, last - 1);
        let bad = v.to_string();
        assert!(matches!(parse(&bad), Err(BackupError::Save { ref game, problem: SaveProblem::Record(_) }) if game == "rwd"), "{:?}", parse(&bad));
        // Statistics that are not statistics; a file that is neither.
        let mut v: Value = serde_json::from_str(&good).unwrap();
        v["stats"]["format"] = "x".into();
        assert!(matches!(parse(&v.to_string()), Err(BackupError::Stats(StatsError::Format(_)))));
        assert_eq!(parse("{\"format\":\"other\"}"), Err(BackupError::Format("other".into())));
        assert!(matches!(parse("not json"), Err(BackupError::Json(_))));
    }
}
