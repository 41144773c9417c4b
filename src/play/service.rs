//! The bot service: what the app asks its bot worker, answered from a game record.
//!
//! The page sends the record of the game so far (the worker keeps no state, so a reload, an
//! undo or a second table never confuses it) and gets back one action as JSON. The worker
//! (`src/worker.rs`) answers with [`answer_json`]; natively the CLI's tests call the same.
//! Decisions draw from bot stream `1 + moves`, as [`Session`](crate::play::session::Session)
//! does, so the choice is the same wherever it is computed.

use crate::bots::any::AnyBotGame;
use crate::bots::Level;
use crate::games::start_with_bots;
use crate::engine::game::Turn;
use crate::engine::GameRng;
use crate::records::record::{self, Record};
use super::challenge::{self, Challenge, ChallengeError, Compared, Played};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// `performance.now()` in ms, present both on a page and in a worker.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    pub fn performance_now() -> f64;
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// Externally tagged (`{"move": {...}}`): an internally tagged enum would make the page
/// and worker modules carry serde's buffering deserializer.
#[serde(rename_all = "kebab-case")]
pub enum Request {
    /// The bot of `level` moves for the seat to act.
    Move { level: String, record: String },
    /// The hard bot's estimate of every legal action for the seat to act (the hint).
    Hint { record: String },
    /// A claim of the rest of the deal's tricks by the seat to act (`bots::claim`): whether
    /// to offer it (what the seat knows makes it certain), or, with `accept`, the bots'
    /// answer on the true deal and the rest of the deal played out.
    Claim {
        record: String,
        #[serde(default)]
        accept: bool,
    },
    /// The decisions of `seat` to review in `record` (`play::review`): the whole game's, or
    /// the last deal's.
    ReviewPlan { record: String, seat: crate::engine::Seat, whole_game: bool },
    /// Opens a challenge link (`query` is its table link with the seed): its seats and every
    /// game in it, replayed (`play::challenge`).
    OpenChallenge { query: String, challenge: String },
    /// A finished game (`record`) compared with the challenge, or made into a new one when
    /// there is none.
    CompareChallenge { query: String, challenge: Option<String>, record: String, name: String },
    /// The hard bot's game from the challengers' seat (`players` as in the challenge).
    Par { query: String, players: Vec<String> },
    /// Games `from..from+count` of a balance-lab run (`play::lab`).
    Lab { spec: super::lab::LabSpec, from: u64, count: u64 },
    /// The speed bench (`torite-cli bench`'s figures, measured where the service runs).
    Bench {
        game: Option<String>,
        positions: usize,
        /// The game's options ("id=value"); its defaults when empty.
        #[serde(default)]
        options: Vec<String>,
    },
}

impl Request {
    /// The ids of the games this request plays: the bots' worker loads each one's engine and
    /// bots (a lazily loaded chunk, `src/worker.rs`) before it answers. A game it cannot read
    /// is left out; the answer then says what is wrong, as it would anyway.
    pub fn games(&self) -> Vec<&'static str> {
        use crate::games::{by_id, playable};
        let of_record = |text: &str| {
            #[derive(Deserialize)]
            struct Named {
                game: String,
            }
            serde_json::from_str::<Named>(text).ok().and_then(|n| by_id(&n.game))
        };
        let of_query = |query: &str| {
            let query = query.strip_prefix('?').unwrap_or(query);
            form_urlencoded::parse(query.as_bytes()).find(|(k, _)| k == "game").and_then(|(_, id)| by_id(&id))
        };
        let games: Vec<_> = match self {
            Request::Move { record, .. } | Request::Hint { record } | Request::Claim { record, .. } | Request::ReviewPlan { record, .. } => vec![of_record(record)],
            Request::OpenChallenge { query, .. } | Request::CompareChallenge { query, .. } | Request::Par { query, .. } => vec![of_query(query)],
            Request::Lab { spec, .. } => vec![of_query(&spec.a)],
            Request::Bench { game: Some(id), .. } => vec![by_id(id)],
            Request::Bench { game: None, .. } => playable().map(Some).collect(),
        };
        games.into_iter().flatten().filter(|g| g.is_playable()).map(|g| g.id).collect()
    }
}

/// One legal action's estimate in a hint.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Estimate {
    pub action: Value,
    pub visits: u32,
    /// Expected deal score for the seat relative to the others' mean.
    pub value: f64,
    /// The chance each seat takes the trick this action plays to (`bots::ismcts::Outlook`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trick: Option<Vec<f64>>,
    /// The expected change of the seat's trick count by the end of the deal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tricks: Option<f64>,
}

/// The worker's answer. On the wire externally tagged, `{"move": {"action": …, "moves": 3}}`:
/// each kind's body is its own struct ([`ReplyKind`]), which the page reads alone.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reply {
    Move(MoveReply),
    Hint(HintReply),
    Claim(ClaimReply),
    Bench(BenchReply),
    ReviewPlan(PlanReply),
    Challenge(ChallengeReply),
    LabRows(LabReply),
    Compared(CompareReply),
    Par(ParReply),
    /// Why a challenge was refused (the page words it in the person's language).
    Refused { error: ChallengeError },
    Error { message: String },
}

/// The body of one kind of [`Reply`], as the page reads it ([`read_reply`]): each caller
/// names the kind its request is answered with, so the parsers of review plans, lab rows and
/// challenges are linked into the chunks that ask for them, not into every page's module.
pub trait ReplyKind: DeserializeOwned {
    /// The reply's tag on the wire (`Reply`'s variant in kebab case; a test checks each).
    const KIND: &'static str;
}

macro_rules! reply_kinds {
    ($($(#[$doc:meta])* $kind:literal => $Body:ident { $($(#[$fdoc:meta])* $field:ident: $ty:ty),* $(,)? })*) => {$(
        $(#[$doc])*
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        pub struct $Body { $($(#[$fdoc])* pub $field: $ty),* }
        impl ReplyKind for $Body {
            const KIND: &'static str = $kind;
        }
    )*};
}

reply_kinds! {
    /// The bot's action; `moves` is the record's length it answers (the page drops stale replies).
    "move" => MoveReply { action: Value, moves: usize }
    /// The hint: every legal action's estimate.
    "hint" => HintReply { estimates: Vec<Estimate>, moves: usize }
    /// A claim: offered with the tricks it takes (`tricks`), or accepted with the rest of
    /// the deal's actions (`line`; `None` when the bots decline).
    "claim" => ClaimReply { tricks: Option<u8>, line: Option<Vec<Value>>, moves: usize }
    "bench" => BenchReply { report: Value }
    "review-plan" => PlanReply { plan: super::review::Plan }
    /// An opened challenge: its seats and every game in it, replayed.
    "challenge" => ChallengeReply { players: Vec<String>, played: Vec<Played> }
    "lab-rows" => LabReply { rows: Vec<super::lab::LabRow> }
    "compared" => CompareReply { compared: Compared }
    "par" => ParReply { par: Played }
}

/// Why a reply is not the one asked for: a challenge refused (worded by the page in the
/// person's language), or a failure (the worker's message, or why the reply could not be read).
#[derive(Clone, Debug, PartialEq)]
pub enum ReplyError {
    Refused(ChallengeError),
    Failed(String),
}

impl ReplyError {
    /// The failure's message (a refusal's is the page's to word: see `ChallengeError`).
    pub fn into_message(self) -> String {
        match self {
            ReplyError::Failed(m) => m,
            ReplyError::Refused(_) => "refused".into(),
        }
    }
}

/// Reads the reply `text` as the kind `T` asked for: its body, or why not.
pub fn read_reply<T: ReplyKind>(text: &str) -> Result<T, ReplyError> {
    #[derive(Deserialize)]
    struct Refusal {
        error: ChallengeError,
    }
    #[derive(Deserialize)]
    struct Failure {
        message: String,
    }
    let failed = |e: serde_json::Error| ReplyError::Failed(e.to_string());
    let tagged: serde_json::Map<String, Value> = serde_json::from_str(text).map_err(failed)?;
    let Some((kind, body)) = tagged.into_iter().next() else { return Err(ReplyError::Failed("an empty reply".into())) };
    match kind.as_str() {
        k if k == T::KIND => serde_json::from_value(body).map_err(failed),
        "refused" => Err(ReplyError::Refused(serde_json::from_value::<Refusal>(body).map_err(failed)?.error)),
        "error" => Err(ReplyError::Failed(serde_json::from_value::<Failure>(body).map_err(failed)?.message)),
        other => Err(ReplyError::Failed(format!("the bot worker answered {other}, not {}", T::KIND))),
    }
}

/// The rules of a table link that names its seed (a challenge's).
fn seeded_rules(query: &str) -> Result<crate::engine::Ruleset, ChallengeError> {
    use crate::records::link::{parse_query, LinkTarget};
    let rules = match parse_query(query) {
        Ok(LinkTarget::Table(r)) | Ok(LinkTarget::Challenge(r, _)) => r,
        _ => return Err(ChallengeError::Damaged),
    };
    rules.seed.map(|_| rules).ok_or(ChallengeError::NoSeed)
}

fn challenge_reply(result: Result<Reply, ChallengeError>) -> Result<Reply, String> {
    Ok(result.unwrap_or_else(|error| Reply::Refused { error }))
}

/// Replays `record` into a game that has bots, with the same checks as every replay.
pub fn replay(record: &Record) -> Result<Box<dyn AnyBotGame>, String> {
    let rules = record.ruleset().map_err(|e| e.to_string())?;
    let mut g = start_with_bots(&rules).ok_or_else(|| format!("{} has no bots", record.game))?;
    record.replay_onto(g.as_mut(), None).map_err(|e| e.to_string())?;
    Ok(g)
}

fn with_game(text: &str) -> Result<(Box<dyn AnyBotGame>, u64, usize), String> {
    with_record(&record::parse(text).map_err(|e| e.to_string())?)
}

/// The game of `rec` replayed, with its seed and length, when a seat is to act.
fn with_record(rec: &Record) -> Result<(Box<dyn AnyBotGame>, u64, usize), String> {
    let g = replay(rec)?;
    if !matches!(g.turn(), Turn::Seat(_)) {
        return Err("no seat is to act".into());
    }
    Ok((g, rec.seed.unwrap_or(0), rec.actions.len()))
}

/// Answers one request. `clock` returns milliseconds (for the bench).
pub fn answer(req: &Request, clock: fn() -> f64) -> Reply {
    let result = match req {
        Request::Move { level, record } => (|| {
            let level = Level::parse(level).filter(|l| Level::PLAYABLE.contains(l)).ok_or_else(|| format!("no bot level {level:?}"))?;
            let (g, seed, moves) = with_game(record)?;
            let mut rng = GameRng::stream(seed, 1 + moves as u64);
            let action = g.choose_json(level, &mut rng).ok_or("no seat is to act")?;
            Ok(Reply::Move(MoveReply { action, moves }))
        })(),
        Request::Hint { record } => (|| {
            let (g, seed, moves) = with_game(record)?;
            let mut rng = GameRng::stream(seed, 1 + moves as u64);
            let estimates = g
                .hint_json(g.hard_iterations(), &mut rng)
                .into_iter()
                .map(|(action, visits, value, o)| Estimate { action, visits, value, trick: o.trick, tricks: o.tricks })
                .collect();
            Ok(Reply::Hint(HintReply { estimates, moves }))
        })(),
        Request::Claim { record, accept } => (|| {
            let rec = record::parse(record).map_err(|e| e.to_string())?;
            let (g, seed, moves) = with_record(&rec)?;
            Ok(Reply::Claim(if *accept {
                let levels: Vec<Level> = rec.seats.iter().map(|s| Level::parse(&s.player).unwrap_or(Level::Normal)).collect();
                ClaimReply { tricks: None, line: g.claim_accept(&levels, seed, moves), moves }
            } else {
                ClaimReply { tricks: g.claim_offer(&mut GameRng::stream(seed, 1 + moves as u64)), line: None, moves }
            }))
        })(),
        Request::ReviewPlan { record, seat, whole_game } => (|| {
            let rec = record::parse(record).map_err(|e| e.to_string())?;
            Ok(Reply::ReviewPlan(PlanReply { plan: super::review::plan(&rec, *seat, *whole_game)? }))
        })(),
        Request::OpenChallenge { query, challenge } => challenge_reply((|| {
            let (c, played) = Challenge::open(&seeded_rules(query)?, challenge)?;
            Ok(Reply::Challenge(ChallengeReply { players: c.players, played }))
        })()),
        Request::CompareChallenge { query, challenge, record, name } => challenge_reply((|| {
            let rules = seeded_rules(query)?;
            let record = record::parse(record).map_err(|_| ChallengeError::NotAGame { name: challenge::clean_name(name) })?;
            Ok(Reply::Compared(CompareReply { compared: challenge::compare(&rules, challenge.as_deref(), &record, name)? }))
        })()),
        Request::Lab { spec, from, count } => super::lab::rows(spec, *from..from.saturating_add(*count)).map(|rows| Reply::LabRows(LabReply { rows })),
        Request::Par { query, players } => challenge_reply((|| Ok(Reply::Par(ParReply { par: challenge::par(&seeded_rules(query)?, players)? })))()),
        Request::Bench { game, positions, options } => {
            let target = if cfg!(target_arch = "wasm32") { "wasm" } else { "native" };
            super::bench::run(target, game.as_deref(), options, *positions, clock)
                .map(|report| Reply::Bench(BenchReply { report: serde_json::to_value(report).expect("reports serialize") }))
        }
    };
    result.unwrap_or_else(|message: String| Reply::Error { message })
}

/// [`answer`] on JSON text, for the worker's message channel.
pub fn answer_json(text: &str, clock: fn() -> f64) -> String {
    let reply = match serde_json::from_str::<Request>(text) {
        Ok(req) => answer(&req, clock),
        Err(e) => Reply::Error { message: format!("bad request: {e}") },
    };
    serde_json::to_string(&reply).expect("replies serialize")
}

#[cfg(test)]
mod tests {
    use super::*;
        use crate::engine::Ruleset;
    use crate::games::three_tricks;
    use crate::records::record::SeatInfo;
    use crate::play::session::Session;

    fn session() -> Session<three_tricks::ThreeTricks> {
        let seats = (0..4).map(|i| SeatInfo { name: format!("P{i}"), player: "hard".into() }).collect();
        Session::new(&Ruleset::defaults(&three_tricks::INFO), 9, seats)
    }

    fn clock() -> f64 {
        0.0
    }

    #[test]
    fn a_request_names_the_games_it_plays() {
        let record = session().record().to_json();
        assert_eq!(Request::Move { level: "hard".into(), record: record.clone() }.games(), ["three-tricks"]);
        assert_eq!(Request::ReviewPlan { record, seat: 0, whole_game: true }.games(), ["three-tricks"]);
        assert_eq!(Request::Par { query: "?game=same-two&seed=3".into(), players: vec![] }.games(), ["same-two"]);
        let all = Request::Bench { game: None, positions: 1, options: vec![] }.games();
        assert_eq!(all.len(), crate::games::playable().count());
        // What it cannot read names no game (and is answered with what is wrong).
        assert!(Request::Hint { record: "{not json".into() }.games().is_empty());
        assert!(Request::Par { query: "?game=no-such-game".into(), players: vec![] }.games().is_empty());
    }

    #[test]
    fn a_move_is_the_bot_choice_for_the_record_and_applies() {
        let s = session();
        let record = s.record().to_json();
        for level in ["easy", "normal", "hard"] {
            let reply = answer(&Request::Move { level: level.into(), record: record.clone() }, clock);
            let Reply::Move(MoveReply { action, moves }) = reply else { panic!("{reply:?}") };
            assert_eq!(moves, s.moves());
            // The same as choosing on the session's own state with the same stream.
            let mut rng = GameRng::stream(9, 1 + moves as u64);
            let g: Box<dyn AnyBotGame> = Box::new(s.game.clone());
            assert_eq!(Some(action.clone()), g.choose_json(Level::parse(level).unwrap(), &mut rng));
            let mut g = s.game.clone();
            crate::engine::AnyGame::apply_json(&mut g, &action).unwrap();
        }
    }

    #[test]
    fn a_claim_offered_is_played_out_as_the_bots_would_play() {
        // Normal bots at every seat, played by the service's own answers until a claim is
        // offered; the accepted line's moves for the other seats are the moves the bots
        // would have sent, so the record reads as if the deal had been played out.
        let seats: Vec<SeatInfo> = (0..4).map(|i| SeatInfo { name: format!("P{i}"), player: "normal".into() }).collect();
        let mut found = 0;
        for seed in 1..40 {
            let mut s: Session<three_tricks::ThreeTricks> = Session::new(&Ruleset::defaults(&three_tricks::INFO), seed, seats.clone());
            while crate::engine::Game::turn(&s.game) != Turn::Over && crate::bots::BotGame::deals_done(&s.game) == 0 {
                if crate::engine::Game::turn(&s.game) == Turn::Chance {
                    s.run_chance();
                    continue;
                }
                let record = s.record().to_json();
                let Reply::Claim(ClaimReply { tricks, .. }) = answer(&Request::Claim { record: record.clone(), accept: false }, clock) else { panic!() };
                if tricks.is_some() {
                    let Reply::Claim(ClaimReply { line: Some(line), .. }) = answer(&Request::Claim { record, accept: true }, clock) else { panic!("an offer is accepted") };
                    let claimant = crate::bots::chooser(&s.game).unwrap();
                    for action in line {
                        if crate::bots::chooser(&s.game) != Some(claimant) {
                            let Reply::Move(MoveReply { action: bot, .. }) = answer(&Request::Move { level: "normal".into(), record: s.record().to_json() }, clock) else { panic!() };
                            assert_eq!(bot, action, "seed {seed}");
                        }
                        s.act(&serde_json::from_value(action).unwrap()).unwrap();
                    }
                    found += 1;
                    break;
                }
                let Reply::Move(MoveReply { action, .. }) = answer(&Request::Move { level: "normal".into(), record: s.record().to_json() }, clock) else { panic!() };
                s.act(&serde_json::from_value(action).unwrap()).unwrap();
            }
        }
        assert!(found > 0);
    }

    #[test]
    fn a_hint_rates_every_legal_action() {
        let s = session();
        let reply = answer(&Request::Hint { record: s.record().to_json() }, clock);
        let Reply::Hint(HintReply { estimates, .. }) = reply else { panic!("{reply:?}") };
        assert_eq!(estimates.len(), crate::engine::Game::legal_actions(&s.game).len());
        assert!(estimates.iter().map(|e| e.visits).sum::<u32>() > 0);
    }

    #[test]
    fn a_hint_is_the_hard_bots_search_with_its_reasons() {
        // Mid-trick in Three Tricks: the hint's most visited action is the hard bot's move
        // for the same stream, and each card says who takes the trick and the tricks to come.
        let mut s = session();
        for _ in 0..6 {
            s.bot_move();
        }
        let record = s.record().to_json();
        let Reply::Hint(HintReply { estimates, moves }) = answer(&Request::Hint { record: record.clone() }, clock) else { panic!() };
        let Reply::Move(MoveReply { action, .. }) = answer(&Request::Move { level: "hard".into(), record }, clock) else { panic!() };
        let best = estimates.iter().max_by_key(|e| e.visits).unwrap();
        assert_eq!(best.action, action, "after {moves} moves");
        for e in &estimates {
            let trick = e.trick.as_ref().expect("a card plays to the trick in progress");
            assert_eq!(trick.len(), 4);
            assert!((trick.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{trick:?}");
            let tricks = e.tricks.expect("Three Tricks counts tricks");
            assert!((0.0..=13.0).contains(&tricks), "{tricks}");
        }
    }

    #[test]
    fn requests_and_replies_read_back() {
        let s = session();
        let req = Request::Move { level: "hard".into(), record: s.record().to_json() };
        let text = serde_json::to_string(&req).unwrap();
        assert!(text.starts_with(r#"{"move":{"level":"hard","#), "{text}");
        assert_eq!(serde_json::from_str::<Request>(&text).unwrap(), req);
        let reply = answer(&req, clock);
        assert!(matches!(reply, Reply::Move(_)), "{reply:?}");
        assert_eq!(serde_json::from_str::<Reply>(&serde_json::to_string(&reply).unwrap()).unwrap(), reply);
    }

    #[test]
    fn the_page_reads_the_kind_it_asked_for() {
        let s = session();
        let req = Request::Move { level: "normal".into(), record: s.record().to_json() };
        let text = answer_json(&serde_json::to_string(&req).unwrap(), clock);
        let Reply::Move(moved) = answer(&req, clock) else { panic!() };
        assert_eq!(read_reply::<MoveReply>(&text), Ok(moved));
        // Another kind, a refusal, an error and nonsense are each told apart.
        assert!(matches!(read_reply::<HintReply>(&text), Err(ReplyError::Failed(m)) if m.contains("move")));
        let refused = serde_json::to_string(&Reply::Refused { error: ChallengeError::NoSeed }).unwrap();
        assert_eq!(read_reply::<ChallengeReply>(&refused), Err(ReplyError::Refused(ChallengeError::NoSeed)));
        let error = serde_json::to_string(&Reply::Error { message: "gone".into() }).unwrap();
        assert_eq!(read_reply::<MoveReply>(&error), Err(ReplyError::Failed("gone".into())));
        assert!(matches!(read_reply::<MoveReply>("{oops"), Err(ReplyError::Failed(_))));
        assert!(matches!(read_reply::<MoveReply>("{}"), Err(ReplyError::Failed(_))));
    }

    #[test]
    fn each_reply_kind_is_its_variants_tag() {
        // A tag `Reply` does not know is refused as an unknown variant; a known one gets as
        // far as its body (here a null, which no body is).
        fn known<T: ReplyKind>() -> bool {
            let e = serde_json::from_str::<Reply>(&format!(r#"{{"{}": null}}"#, T::KIND)).unwrap_err().to_string();
            !e.contains("unknown variant")
        }
        assert!(!known::<Wrong>(), "the check tells a wrong tag");
        assert!(known::<MoveReply>() && known::<HintReply>() && known::<ClaimReply>() && known::<BenchReply>() && known::<PlanReply>());
        assert!(known::<ChallengeReply>() && known::<LabReply>() && known::<CompareReply>() && known::<ParReply>());
    }

    #[derive(Deserialize)]
    struct Wrong;
    impl ReplyKind for Wrong {
        const KIND: &'static str = "moves";
    }

    #[test]
    fn bad_requests_get_a_message() {
        for text in ["", "{}", r#"{"move":{"level":"hard","record":"nonsense"}}"#, r#"{"move":{"level":"godlike","record":"{}"}}"#] {
            let reply: Reply = serde_json::from_str(&answer_json(text, clock)).unwrap();
            assert!(matches!(reply, Reply::Error { .. }), "{text}: {reply:?}");
        }
    }
}
