//! Fuzz targets: one function per decoder of outside text (a link, a record, a saved game,
//! imported statistics, a message to the bots' worker, a companion score sheet). Each takes any bytes and panics only
//! when a property breaks: the decoder itself panics, or it accepts text that does not come
//! back the same when re-encoded and decoded again (or replays differently). Refusals are
//! fine, and their messages are built in both languages, since a person reads them.
//!
//! Plain functions, so the coverage-guided fuzzer (`fuzz/`, cargo-fuzz on nightly) and the
//! stable test suite (tests/fuzz.rs: the committed corpus plus generated inputs) run the
//! same code.

use super::service::{self, Reply, Request};
use super::session::Session;
use crate::engine::{AnyGame, Game, Outcome};
use crate::records::companion;
use crate::records::link::{self, LinkTarget};
use crate::records::messages;
use crate::records::record::{self, Record, RecordError, Recorder};
use crate::records::stats;
use crate::text::Lang;

/// A fuzz target: any bytes in, a panic when a property breaks.
pub type Target = fn(&[u8]);

/// Every target by name (the name is its corpus folder, `fuzz/corpus/<name>/`).
pub const TARGETS: &[(&str, Target)] =
    &[("link", link), ("record", record), ("session", session), ("stats", stats), ("worker", worker), ("companion", companion)];

/// Outside text arrives as a string; bytes that are not UTF-8 become replacement characters
/// (as the browser's decoding would), so every input reaches the decoder.
fn text(data: &[u8]) -> std::borrow::Cow<'_, str> {
    String::from_utf8_lossy(data)
}

/// A ruleset link (`?game=...&option=value&seed=N`): an accepted link's ruleset starts a
/// game, and its own link means the same ruleset and is written the same way again.
pub fn link(data: &[u8]) {
    match link::parse_query(&text(data)) {
        Ok(LinkTarget::Home) => {}
        Ok(LinkTarget::Table(r)) => {
            assert!(crate::games::start(&r).is_some(), "an accepted link names a playable game");
            let q = link::to_query(&r);
            let back = link::parse_query(&q);
            assert_eq!(back, Ok(LinkTarget::Table(r.clone())), "{q} means another ruleset");
            assert_eq!(link::to_query(&r), q);
        }
        // A challenge: refused with a message, or every game in it replays and it is
        // written back to the same games.
        Ok(LinkTarget::Challenge(r, c)) => match super::challenge::Challenge::open(&r, &c) {
            Ok((opened, _)) => {
                let again = opened.encode(&r).expect("an opened challenge encodes");
                assert_eq!(super::challenge::Challenge::open(&r, &again).map(|o| o.0), Ok(opened));
            }
            Err(e) => {
                e.message(Lang::En);
                e.message(Lang::Ja);
            }
        },
        // A shared companion sheet: refused with a message, or scored, and written back to
        // the same link.
        Ok(LinkTarget::Companion(r, sheet)) => {
            use crate::records::companion::CompanionGame;
            if let Some(value) = sheet {
                match CompanionGame::from_link(&r, &value).and_then(|s| s.score().map(|_| s)) {
                    Ok(s) => assert_eq!(CompanionGame::from_link(&r, &s.to_link_value()), Ok(s)),
                    Err(e) => {
                        e.message(Lang::En, r.game.id, &[]);
                        e.message(Lang::Ja, r.game.id, &[]);
                    }
                }
            }
        }
        // The lab's parameters: read, or refused with a reason.
        Ok(LinkTarget::Lab(params)) => {
            if let Ok(spec) = super::lab::LabSpec::from_link(&params) {
                let _ = spec.plan();
            }
        }
        Err(e) => {
            messages::ruleset_error(Lang::En, &e);
            messages::ruleset_error(Lang::Ja, &e);
        }
    }
}

/// What replaying a record gives: the final state, its scores and outcome, or the refusal.
fn replayed(rec: &Record) -> Result<(String, Vec<i32>, Option<Outcome>), RecordError> {
    rec.replay().map(|g| (g.fingerprint(), g.scores(), g.outcome()))
}

fn record_error_messages(e: &RecordError) {
    e.message(Lang::En);
    e.message(Lang::Ja);
    let _ = e.to_string();
}

/// A record (a file a person imports, or `torite-cli replay`'s input): an accepted record
/// is the same after its own text is read back, and it replays the same way as that text
/// and as the record rewritten from its ruleset (every option spelled out).
pub fn record(data: &[u8]) {
    let rec = match record::parse(&text(data)) {
        Ok(rec) => rec,
        Err(e) => return record_error_messages(&e),
    };
    let back = record::parse(&rec.to_json()).expect("a record's own text is a record");
    assert_eq!(back, rec, "the record changes through its own text");
    let first = replayed(&rec);
    assert_eq!(replayed(&back), first, "the record's own text replays differently");
    match &first {
        Ok(_) => {
            let rules = rec.ruleset().expect("a replayed record has a ruleset");
            let mut rewritten = Recorder::new(rules, rec.seats.clone());
            rewritten.actions = rec.actions.clone();
            let rewritten = rewritten.finish(rec.scores.clone());
            assert_eq!(replayed(&rewritten), first, "the record with its options spelled out replays differently");
        }
        Err(e) => record_error_messages(e),
    }
}

/// A saved game (the app's autosave, a record with its seed, resumed when a table opens):
/// an accepted save is its own moves and scores, its session writes a record that resumes
/// to the same state, and a person's move in it can be taken back.
pub fn session(data: &[u8]) {
    let Ok(rec) = record::parse(&text(data)) else { return };
    crate::games::with_engine!(rec.game.as_str(), G => resumed::<G>(&rec), else ())
}

fn resumed<G: Game>(rec: &Record) {
    let s = match Session::<G>::resume(rec) {
        Ok(s) => s,
        Err(e) => return record_error_messages(&e),
    };
    assert_eq!((&s.recorder.seats, &s.recorder.actions, s.rules.seed), (&rec.seats, &rec.actions, rec.seed), "the session is not the save");
    if let Some(recorded) = &rec.scores {
        assert_eq!(*recorded, s.game.scores(), "a save was accepted with scores its moves do not give");
    }
    let own = s.record();
    let again = Session::<G>::resume(&own).expect("a session's own record resumes");
    assert_eq!(again.game.fingerprint(), s.game.fingerprint(), "the session's own record resumes elsewhere");
    assert_eq!(again.record(), own);
    let mut undone = s.clone();
    if undone.can_undo() {
        assert!(undone.undo(), "a person's move can be taken back");
        assert!(undone.moves() < s.moves());
    }
}

/// Imported statistics: accepted statistics are the same after their own text is read
/// back, and counting one more game on them works.
pub fn stats(data: &[u8]) {
    let s = match stats::parse(&text(data)) {
        Ok(s) => s,
        Err(e) => {
            e.message(Lang::En);
            e.message(Lang::Ja);
            return;
        }
    };
    let own = serde_json::to_string(&s).expect("statistics serialize");
    assert_eq!(stats::parse(&own), Ok(s.clone()), "statistics change through their own text");
    let outcome = Outcome::by_scores(&[7, -3]);
    for game in s.games.keys().map(String::as_str).chain(["three-tricks"]) {
        let mut counted = s.clone();
        counted.count_finished(game, u64::MAX, &[7, -3], &outcome, 0, u64::MAX);
    }
}

fn clock() -> f64 {
    0.0
}

/// A message to the bots' worker: an accepted request is the same after its own JSON is
/// read back; its record decodes as any record does; an easy bot's answer is a legal move
/// of the record's game; a challenge is answered or refused. (Other levels, the par and the
/// bench are not asked: they take seconds.)
pub fn worker(data: &[u8]) {
    let text = text(data);
    let req = match serde_json::from_str::<Request>(&text) {
        Ok(req) => req,
        Err(_) => {
            let reply = serde_json::from_str::<Reply>(&service::answer_json(&text, clock));
            assert!(matches!(reply, Ok(Reply::Error { .. })), "a bad request gets an error: {reply:?}");
            return;
        }
    };
    let back: Request = serde_json::from_str(&serde_json::to_string(&req).expect("requests serialize")).expect("a request's own JSON is a request");
    assert_eq!(back, req);
    match &req {
        Request::Move { level, record } if level == "easy" => {
            if let Reply::Move(service::MoveReply { action, moves }) = service::answer(&req, clock) {
                let rec = record::parse(record).expect("an answered record parses");
                assert_eq!(moves, rec.actions.len());
                let mut g = service::replay(&rec).expect("an answered record replays");
                assert!(g.apply_json(&action).is_ok(), "the easy bot's move {action} is legal");
            }
        }
        // An offer's search is bounded: answered, or refused with a message.
        Request::Claim { accept: false, .. } => {
            let reply = service::answer(&req, clock);
            assert!(matches!(reply, Reply::Claim(_) | Reply::Error { .. }), "{reply:?}");
        }
        Request::Move { record, .. } | Request::Hint { record } | Request::Claim { record, .. } => {
            if let Ok(rec) = record::parse(record) {
                let _ = service::replay(&rec);
            }
        }
        // A review's plan replays the record once: answered, or refused with a message.
        Request::ReviewPlan { .. } => {
            let reply = service::answer(&req, clock);
            assert!(matches!(reply, Reply::ReviewPlan(_) | Reply::Error { .. }), "{reply:?}");
        }
        // Challenges replay their games (quick); the par plays a hard bot's game (seconds).
        Request::OpenChallenge { .. } | Request::CompareChallenge { .. } => {
            let reply = service::answer(&req, clock);
            assert!(matches!(reply, Reply::Challenge(_) | Reply::Compared(_) | Reply::Refused { .. }), "{reply:?}");
        }
        // A lab chunk of a few easy games is answered or refused.
        Request::Lab { spec, count, .. } if *count <= 3 && spec.seats.iter().all(|l| *l == crate::bots::Level::Easy) => {
            let reply = service::answer(&req, clock);
            assert!(matches!(reply, Reply::LabRows(_) | Reply::Error { .. }), "{reply:?}");
        }
        Request::Lab { .. } | Request::Par { .. } | Request::Bench { .. } => {}
    }
}

/// A companion score sheet (`records::companion`): an accepted sheet is the same after its
/// own text is read back and scores the same from it; a refusal, in reading or in scoring,
/// reads in both languages.
pub fn companion(data: &[u8]) {
    let sheet = match companion::parse(&text(data)) {
        Ok(sheet) => sheet,
        Err(e) => return companion_error_messages(&e, "", &[]),
    };
    let back = companion::parse(&sheet.to_json()).expect("a sheet's own text is a sheet");
    assert_eq!(back, sheet, "the sheet changes through its own text");
    let scored = |s: &companion::CompanionGame| s.score().map(|g| (g.fingerprint(), g.scores(), g.outcome()));
    let first = scored(&sheet);
    assert_eq!(scored(&back), first, "the sheet's own text scores differently");
    if let Err(e) = &first {
        companion_error_messages(e, &sheet.game, &sheet.names);
    }
}

fn companion_error_messages(e: &companion::CompanionError, game: &str, names: &[String]) {
    e.message(Lang::En, game, names);
    e.message(Lang::Ja, game, names);
    let _ = e.to_string();
}
