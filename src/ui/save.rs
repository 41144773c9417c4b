//! Autosave: every move writes the table's record to localStorage, one slot per game. A
//! table opened with the same rules resumes it exactly (the record replays, see
//! `play::session`). A save that cannot be restored is moved aside, kept for export, and
//! reported; nothing is deleted.

use super::i18n::Lang;
use super::storage;
use crate::engine::{Game, Ruleset, Turn};
use crate::records::record::{self, RecordError};
use crate::play::session::Session;

fn slot(game: &str) -> String {
    format!("torite.save.{game}")
}

fn broken_slot(game: &str) -> String {
    format!("torite.broken.{game}")
}

/// Why a save could not be restored; its text stays under `torite.broken.<game>`.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveProblem {
    pub error: RecordError,
    pub data: String,
}

impl SaveProblem {
    /// What went wrong, in the person's language.
    pub fn reason(&self, lang: Lang) -> String {
        self.error.message(lang)
    }
}

fn scores_slot(game: &str) -> String {
    format!("torite.save-scores.{game}")
}

/// Writes the table's record into its game's slot, or says why it could not; beside it the
/// running scores, which the home page's "Continue" shows without replaying the game.
pub fn save<G: Game>(s: &Session<G>) -> Result<(), storage::WriteError> {
    storage::try_set(&slot(s.rules.game.id), &s.record().to_json())?;
    let scores: Vec<String> = s.game.scores().iter().map(i32::to_string).collect();
    storage::set(&scores_slot(s.rules.game.id), &scores.join(","));
    Ok(())
}

/// The saved game for these rules, if there is one to resume (same game and options, and
/// the same seed when the link names one; not finished).
pub fn load<G: Game>(rules: &Ruleset) -> Result<Option<Session<G>>, SaveProblem> {
    let Some(text) = storage::get(&slot(rules.game.id)) else { return Ok(None) };
    let restored = record::parse(&text).and_then(|r| {
        let saved_rules = r.ruleset()?;
        Ok((Session::<G>::resume(&r)?, saved_rules))
    });
    match restored {
        Ok((s, saved)) => {
            let same_options = saved.values().map(|(_, v)| v).eq(rules.values().map(|(_, v)| v));
            let same_seed = rules.seed.is_none() || rules.seed == saved.seed;
            let unfinished = s.game.turn() != Turn::Over;
            Ok((same_options && same_seed && unfinished).then_some(s))
        }
        Err(e) => {
            storage::set(&broken_slot(rules.game.id), &text);
            storage::remove(&slot(rules.game.id));
            Err(SaveProblem { error: e, data: text })
        }
    }
}

/// The text saved for `game`, if any.
pub fn saved_text(game: &str) -> Option<String> {
    storage::get(&slot(game))
}

/// Puts a saved game (a record's JSON, already checked) into its game's slot.
pub fn restore_text(game: &str, text: &str) -> Result<(), storage::WriteError> {
    storage::try_set(&slot(game), text)
}

/// A saved, unfinished game as the home page lists it.
#[derive(Clone, Debug)]
pub struct SavedGame {
    pub game: &'static crate::engine::GameInfo,
    /// The link that resumes it.
    pub href: String,
    /// The deal it is in (1 = the first), counted from the record's deals.
    pub deal: usize,
    /// The person's running score and place (1 = first), when the scores were saved.
    pub standing: Option<(i32, usize)>,
}

/// Saved, unfinished games, in list order.
pub fn saved_games() -> Vec<SavedGame> {
    crate::games::playable()
        .filter_map(|g| {
            let text = storage::get(&slot(g.id))?;
            let r = record::parse(&text).ok()?;
            if r.scores.is_some() {
                return None; // finished
            }
            let rules = r.ruleset().ok()?;
            let deal = r.actions.iter().filter(|a| !a.contains_key("seat") && (a.contains_key("deal") || a.contains_key("shuffle"))).count().max(1);
            let me = r.seats.iter().position(|s| s.player == crate::play::session::PERSON);
            let scores: Option<Vec<i32>> = storage::get(&scores_slot(g.id)).and_then(|t| t.split(',').map(|x| x.parse().ok()).collect());
            let standing = me.zip(scores).and_then(|(me, s)| {
                let mine = *s.get(me)?;
                Some((mine, 1 + s.iter().filter(|&&x| x > mine).count()))
            });
            Some(SavedGame { game: g, href: crate::records::link::to_query(&rules), deal, standing })
        })
        .collect()
}

/// Abandons a saved game: its slot is emptied and its text handed back (for an undo; the
/// running scores stay beside it until a new game writes its own).
pub fn abandon(game: &str) -> Option<String> {
    let text = storage::get(&slot(game))?;
    storage::remove(&slot(game));
    Some(text)
}

/// Whether opening these rules would resume a saved game (checked without replaying it).
pub fn has_resumable(rules: &Ruleset) -> bool {
    let Some(text) = storage::get(&slot(rules.game.id)) else { return false };
    let Ok(r) = record::parse(&text) else { return false };
    let Ok(saved) = r.ruleset() else { return false };
    r.scores.is_none()
        && saved.values().map(|(_, v)| v).eq(rules.values().map(|(_, v)| v))
        && (rules.seed.is_none() || rules.seed == saved.seed)
}
