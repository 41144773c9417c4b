//! `torite-cli`: replay and play game records from the command line.
//!
//! - `torite-cli replay FILE` checks every action of a record and prints the final scores
//!   as JSON; a bad record prints `action #k: <reason>` (or the JSON error and position)
//!   and exits 1.
//! - `torite-cli list` lists the playable games: id, title, seats in the standard rules.
//! - `torite-cli play --game three-tricks --seed N [--option id=value]...` plays a whole
//!   game with bots (`--seats easy,hard,...`, default all easy) and prints its record.
//! - `torite-cli arena --game G --seats hard,normal,normal,normal --deals N --seed S`
//!   plays duplicate deals between bot levels and prints JSON (docs/bench.md); a seat may
//!   be an exploit probe, `probe:<name>` (`bots::probe`), or a frozen pool member such as
//!   `hard-2026-11` (`play::pool`, built by `scripts/pool-build.sh`); `--to-end` plays whole
//!   games and counts wins; `--format text` prints a summary (`--json-out FILE` keeps the JSON).
//! - `torite-cli lab --game G [--options id=value]... [--compare-options id=value]...
//!   --seats easy,normal,... --games N --seed S [--threads T] [--format json|csv|text]`
//!   plays N bot games of a ruleset (and of a second one, paired by seed) and prints the
//!   balance lab's summary and rows (`play::lab`); `--link`/`--compare-link` take the
//!   rulesets as link queries instead.
//! - `torite-cli partners --game G [--levels normal,hard] --deals N --seed S` counts, in a
//!   partnership game, the tricks a bot took from its partner (`play::partners`).
//! - `torite-cli bench [--game G]` prints playouts per second and hard-bot latency as JSON.
//! - `torite-cli soak [--games N] [--per-game] [--every-case] [--game G] [--threads T] [--seed S]`
//!   plays N random games per ruleset (per game, split over its rulesets, with `--per-game`)
//!   through every kind of conformance check (on sampled cases; on every case with
//!   `--every-case`) and prints games per second and failures.
//! - `torite-cli serve` answers the bots' service requests (`play::service::Request`, one JSON
//!   object a line) on standard input with one reply a line on standard output, as the bots'
//!   worker does: a binary built from an older commit plays that commit's bots (the frozen
//!   pool, `play::pool`).
//! - `torite-cli verify FILE` (or `-` for standard input) checks that a record's deals came
//!   from its committed seed (`records::fairness`): `ok: ...`, or `FAILED: <reason>` and exit 1.

use clap::{Parser, Subcommand};
use std::process::ExitCode;
use torite::bots::{random_index, Level};
use torite::play::{arena, bench, lab};
use torite::engine::ruleset::{Ruleset, RulesetError};
use torite::games;
use torite::records::fairness::{self, Commitment, SALT_BYTES};
use torite::records::record::{self, SeatInfo};

/// The soak and the arena allocate and free small JSON values and game copies millions of
/// times a second: about a fifth faster than with the system's allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(name = "torite-cli", about = "Torite game records: replay and play")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List the playable games: id, title, seats with the standard options, whether their
    /// deals can be entered in companion mode ("companion" or "-"), and every player count
    /// the game allows (comma-separated).
    List,
    /// Validate every action of a record and print the final per-seat scores as JSON.
    Replay { file: std::path::PathBuf },
    /// Play a whole game with bots and print its record as JSON (its seed committed to
    /// with a random salt, so `verify` can check it).
    Play {
        #[arg(long)]
        game: String,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// A ruleset option, e.g. `--option zero-trick-score=-3`.
        #[arg(long = "option", value_name = "ID=VALUE")]
        options: Vec<String>,
        /// Bot level per seat (easy, normal, hard), comma-separated; default all easy.
        #[arg(long)]
        seats: Option<String>,
    },
    /// Duplicate deals between bot levels: mean score per deal with 95% CIs, and latency.
    Arena {
        #[arg(long)]
        game: String,
        /// One level per seat: easy, normal, hard, a frozen pool member (`hard-2026-11`:
        /// the hard bot of 2026-11-29, `scripts/pool-build.sh` builds it), oracle (sees every hand; for measuring)
        /// or an exploit probe `probe:<name>` (the normal bot with one habit fixed): every
        /// trick game has `probe:highest` and `probe:lowest` (always the highest / lowest
        /// legal card: trumps first, then A > K > … > 2); games with bids of a number
        /// `probe:max-bid` and `probe:zero-bid`; Goita to Bara `probe:always-challenge`,
        /// `probe:never-challenge` and `probe:always-raise`.
        #[arg(long)]
        seats: String,
        #[arg(long, default_value_t = 2000)]
        deals: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long = "option", value_name = "ID=VALUE")]
        options: Vec<String>,
        /// Worker threads (default: the machine's cores); each runs its own child process
        /// per frozen level seated.
        #[arg(long)]
        threads: Option<usize>,
        /// Each board is a whole game to its own end (final scores and wins by the game's
        /// outcome), not its first deal.
        #[arg(long)]
        to_end: bool,
        /// json (the report) or text (a summary: results, head to head, ratings).
        #[arg(long, value_enum, default_value_t = ArenaFormat::Json)]
        format: ArenaFormat,
        /// Also write the JSON report to this file.
        #[arg(long, value_name = "FILE")]
        json_out: Option<std::path::PathBuf>,
    },
    /// Balance lab: many bot games of ruleset A (and of B, paired by seed), summarized per
    /// seat: mean score, win rate, seat advantage, how games end, deals per game.
    Lab {
        /// The game (with `--options`); or give `--link`.
        #[arg(long)]
        game: Option<String>,
        /// An option of ruleset A, e.g. `--options zero-trick-score=-5` (repeatable).
        #[arg(long = "options", value_name = "ID=VALUE")]
        options: Vec<String>,
        /// Ruleset A as a link query, e.g. `?game=three-tricks&zero-trick-score=-5`.
        #[arg(long, conflicts_with_all = ["game", "options"])]
        link: Option<String>,
        /// An option of ruleset B, the same game as A (repeatable; with none given, no B).
        #[arg(long = "compare-options", value_name = "ID=VALUE")]
        compare_options: Vec<String>,
        /// Ruleset B as a link query.
        #[arg(long, conflicts_with = "compare_options")]
        compare_link: Option<String>,
        /// Bot level per seat (easy, normal, hard), comma-separated.
        #[arg(long)]
        seats: String,
        /// Games per ruleset.
        #[arg(long, default_value_t = 100)]
        games: u64,
        /// Game i plays seed S + i.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Worker threads (default: the machine's cores); the output does not depend on it.
        #[arg(long)]
        threads: Option<usize>,
        /// json (spec, summary, rows), csv (rows) or text (the summary as a table).
        #[arg(long, value_enum, default_value_t = LabFormat::Text)]
        format: LabFormat,
    },
    /// Partners that cooperate: how often a bot takes a trick its partner already had.
    ///
    /// Plays the first deals of seeds S..S+N with every seat at one level, each level in
    /// turn. At each decision of a seat that has a partner (the game's teams), every legal
    /// action is tried on a copy of the game and the tricks taken compared: only the card
    /// that ends a trick shows who takes it. Where some legal card lets the partner take the
    /// trick and the card chosen makes the acting seat take it, that is an overtake (an
    /// opponent taking it instead is counted apart). Prints per level: deals, decisions,
    /// decisions where the partner could win the trick, overtakes, tricks lost to an
    /// opponent, and both per 1,000 deals. One thread. Games without partners count nothing.
    Partners {
        #[arg(long)]
        game: String,
        /// The levels, comma-separated (easy, normal, hard...); each plays every seat.
        #[arg(long, default_value = "normal,hard")]
        levels: String,
        #[arg(long, default_value_t = 300)]
        deals: usize,
        #[arg(long, default_value_t = 20261129)]
        seed: u64,
        #[arg(long = "option", value_name = "ID=VALUE")]
        options: Vec<String>,
        /// json (one object per level) or text (a table).
        #[arg(long, value_enum, default_value_t = ArenaFormat::Text)]
        format: ArenaFormat,
    },
    /// Random playouts per second for every game, and the hard bot's decision latency.
    Bench {
        #[arg(long)]
        game: Option<String>,
        /// Hard-bot decisions timed per game.
        #[arg(long, default_value_t = 60)]
        positions: usize,
        /// An option of the one game benchmarked (`--game`), as in a link.
        #[arg(long = "option", value_name = "ID=VALUE")]
        options: Vec<String>,
    },
    /// Random games through every conformance check, per game and ruleset (not part of CI).
    Soak {
        /// Games per ruleset (the defaults and each changed option), or per game with
        /// `--per-game`.
        #[arg(long, default_value_t = 1_000_000)]
        games: u64,
        /// `--games` counts each game's games, split evenly over its rulesets.
        #[arg(long)]
        per_game: bool,
        /// Every case at every step (every legal action, every earlier action) instead of
        /// a sample of them: the test harness's checks, many times slower.
        #[arg(long)]
        every_case: bool,
        /// One game only (default: every playable game).
        #[arg(long)]
        game: Option<String>,
        /// Worker threads (default: the machine's cores).
        #[arg(long)]
        threads: Option<usize>,
        /// The first game's seed; game k plays seed S + k.
        #[arg(long, default_value_t = 0)]
        seed: u64,
    },
    /// Answer the bots' service requests (JSON, one a line) on standard input, one reply a
    /// line on standard output, until the input ends: the bots of this build as a process.
    Serve,
    /// Check that every chance event of a record came from its committed seed.
    Verify {
        /// The record's file, or `-` for standard input.
        record: String,
    },
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum ArenaFormat {
    Json,
    Text,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum LabFormat {
    Json,
    Csv,
    Text,
}

fn ruleset(game: &str, options: &[String]) -> Result<Ruleset, String> {
    let info = games::by_id(game).ok_or_else(|| RulesetError::UnknownGame(game.to_string()).to_string())?;
    Ruleset::with_option_args(info, options)
}

fn levels(seats: &str) -> Result<Vec<Level>, String> {
    seats
        .split(',')
        .map(|s| {
            let s = s.trim();
            Level::parse(s).ok_or_else(|| match s.strip_prefix("probe:") {
                Some(_) => {
                    let all: Vec<&str> = torite::bots::probe::Probe::ALL.iter().map(|p| p.id()).collect();
                    format!("unknown probe {s:?} (the probes: {})", all.join(", "))
                }
                None => format!("unknown bot level {s:?} (easy, normal, hard, oracle, hard-sampled, or probe:<name>)"),
            })
        })
        .collect()
}

/// The arena's seats: [`levels`], or a frozen pool member's name.
fn players(seats: &str) -> Result<Vec<arena::Player>, String> {
    seats
        .split(',')
        .map(|s| match arena::Player::parse(s.trim()) {
            Some(p) => Ok(p),
            None => levels(s).map(|l| arena::Player::Bot(l[0])).map_err(|e| {
                let pool: Vec<&str> = torite::play::pool::POOL.iter().map(|m| m.name).collect();
                format!("{e}; or a frozen level: {}", pool.join(", "))
            }),
        })
        .collect()
}

/// The game a link query names.
fn link_game(query: &str) -> Result<&'static str, String> {
    match torite::records::link::parse_query(query).map_err(|e| e.to_string())? {
        torite::records::link::LinkTarget::Table(r)
        | torite::records::link::LinkTarget::Challenge(r, _)
        | torite::records::link::LinkTarget::Companion(r, _) => Ok(r.game.id),
        torite::records::link::LinkTarget::Home | torite::records::link::LinkTarget::Lab(_) => Err(format!("{query:?} names no game")),
    }
}

/// A random salt for a seed's commitment, from the system's random source.
fn random_salt() -> Result<[u8; SALT_BYTES], String> {
    let mut salt = [0u8; SALT_BYTES];
    getrandom::fill(&mut salt).map_err(|e| format!("no random source for the salt: {e}"))?;
    Ok(salt)
}

/// `verify`'s verdict: one line, `ok: ...` or `FAILED: ...` (an error, so exit 1).
fn verify(path: &str) -> Result<String, String> {
    let text = if path == "-" {
        std::io::read_to_string(std::io::stdin()).map_err(|e| format!("standard input: {e}"))?
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?
    };
    let v = fairness::verify_text(&text).map_err(|e| format!("FAILED: {e}"))?;
    let end = if v.complete { "the whole game" } else { "the game so far" };
    Ok(format!(
        "ok: seed {} matches its commitment (fingerprint {}), and all {} chance events of {end} ({} actions) are the ones it gives",
        v.seed,
        fairness::fingerprint(&v.commitment),
        v.chance_events,
        v.actions
    ))
}

fn millis() -> f64 {
    use std::sync::OnceLock;
    static START: OnceLock<std::time::Instant> = OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed().as_secs_f64() * 1000.0
}

fn main() -> ExitCode {
    match run(Cli::parse().command) {
        Ok(out) => {
            // A closed pipe (`| head`) is not an error worth a panic.
            use std::io::Write;
            if !out.is_empty() {
                let _ = writeln!(std::io::stdout(), "{out}");
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(1)
        }
    }
}

fn run(cmd: Command) -> Result<String, String> {
    match cmd {
        Command::List => Ok(games::playable()
            .map(|g| {
                let companion = if games::COMPANION_GAMES.contains(&g.id) { "companion" } else { "-" };
                let counts = g.players.iter().map(u8::to_string).collect::<Vec<_>>().join(",");
                format!("{}\t{}\t{}\t{companion}\t{counts}", g.id, g.title_en, Ruleset::defaults(g).seat_count())
            })
            .collect::<Vec<_>>()
            .join("\n")),
        Command::Replay { file } => {
            let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
            let rec = record::parse(&text).map_err(|e| e.to_string())?;
            let g = rec.replay().map_err(|e| e.to_string())?;
            let over = matches!(g.turn(), torite::engine::Turn::Over);
            Ok(serde_json::json!({ "game": rec.game, "complete": over, "scores": g.scores() }).to_string())
        }
        Command::Play { game, seed, options, seats } => {
            let rules = ruleset(&game, &options)?.with_seed(Some(seed));
            let n = rules.seat_count();
            let levels = match seats {
                Some(s) => levels(&s)?,
                None => vec![Level::Easy; n],
            };
            if levels.len() != n {
                return Err(format!("{game} needs {n} seats, got {}", levels.len()));
            }
            let seats = levels.iter().enumerate().map(|(i, l)| SeatInfo { name: format!("Bot {}", i + 1), player: l.id().into() }).collect();
            let rec = if levels.iter().all(|&l| l == Level::Easy) {
                record::play_out(&rules, seed, seats, &mut |g, _, rng| random_index(g.legal_count(), rng))
            } else {
                torite::play::play_out_bots(&rules, seed, seats)
            };
            let mut rec = rec.map_err(|e| e.to_string())?;
            rec.set_seed_commitment(Some(Commitment::new(seed, &random_salt()?)));
            Ok(rec.to_json())
        }
        Command::Arena { game, seats, deals, seed, options, threads, to_end, format, json_out } => {
            let rules = ruleset(&game, &options)?;
            let threads = threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
            let span = if to_end { arena::Span::Game } else { arena::Span::Deal };
            let report = arena::run_players(&rules, &players(&seats)?, span, deals, seed, threads, millis, &torite::play::pool::spawn)?;
            let json = serde_json::to_string_pretty(&report).expect("reports serialize");
            if let Some(path) = json_out {
                std::fs::write(&path, format!("{json}\n")).map_err(|e| format!("{}: {e}", path.display()))?;
            }
            Ok(match format {
                ArenaFormat::Json => json,
                ArenaFormat::Text => arena::to_text(&report),
            })
        }
        Command::Partners { game, levels: names, deals, seed, options, format } => {
            let rules = ruleset(&game, &options)?;
            let tallies = levels(&names)?.into_iter().map(|l| torite::play::partners::count(&rules, l, deals, seed)).collect::<Result<Vec<_>, _>>()?;
            Ok(match format {
                ArenaFormat::Json => serde_json::to_string_pretty(&serde_json::json!({ "game": rules.game.id, "seed": seed, "levels": tallies })).expect("tallies serialize"),
                ArenaFormat::Text => torite::play::partners::to_text(rules.game.id, seed, &tallies),
            })
        }
        Command::Lab { game, options, link, compare_options, compare_link, seats, games, seed, threads, format } => {
            let a = match (link, game) {
                (Some(link), _) => link,
                (None, Some(game)) => torite::records::link::to_query(&ruleset(&game, &options)?),
                (None, None) => return Err("lab needs --game or --link".into()),
            };
            let b = match compare_link {
                Some(link) => Some(link),
                None if compare_options.is_empty() => None,
                None => Some(torite::records::link::to_query(&ruleset(link_game(&a)?, &compare_options)?)),
            };
            let spec = lab::LabSpec { a, b, seats: levels(&seats)?, games, seed };
            let plan = spec.plan()?;
            let threads = threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
            let started = std::time::Instant::now();
            let rows = plan.rows_threaded(threads);
            let seconds = started.elapsed().as_secs_f64();
            eprintln!("lab: {} games in {seconds:.2} s, {:.1} games/s", rows.len(), rows.len() as f64 / seconds);
            Ok(match format {
                LabFormat::Csv => lab::to_csv(&rows).trim_end().to_string(),
                LabFormat::Json => lab::LabReport::new(spec, rows).to_json(),
                LabFormat::Text => lab::to_text(&spec, &lab::summarize(&rows)),
            })
        }
        Command::Bench { game, positions, options } => {
            let report = bench::run("native", game.as_deref(), &options, positions, millis)?;
            Ok(serde_json::to_string_pretty(&report).expect("reports serialize"))
        }
        Command::Soak { games, per_game, every_case, game, threads, seed } => {
            let checks = if every_case { torite::play::conformance::Checks::ALL } else { torite::play::conformance::Checks::SOAK };
            soak(games, per_game, checks, game.as_deref(), threads, seed)
        }
        Command::Verify { record } => verify(&record),
        Command::Serve => serve(),
    }
}

/// `serve`: each line of standard input is a request, answered by one line (blank lines are
/// skipped); every reply is flushed at once, so a parent process can ask and wait.
fn serve() -> Result<String, String> {
    use std::io::{BufRead, Write};
    let mut out = std::io::stdout().lock();
    for line in std::io::stdin().lock().lines() {
        let line = line.map_err(|e| format!("standard input: {e}"))?;
        if line.trim().is_empty() {
            continue;
        }
        let reply = torite::play::service::answer_json(&line, millis);
        // The parent gone (a closed pipe) ends the service.
        if writeln!(out, "{reply}").and_then(|_| out.flush()).is_err() {
            break;
        }
    }
    Ok(String::new())
}

/// `soak`: one JSON line per ruleset on stdout as each finishes (a long run can be read
/// while it goes on), progress on stderr; fails when any game failed.
fn soak(games: u64, per_game: bool, checks: torite::play::conformance::Checks, game: Option<&str>, threads: Option<usize>, seed: u64) -> Result<String, String> {
    use torite::play::{conformance, soak};
    let infos: Vec<_> = match game {
        Some(id) => vec![games::by_id(id).filter(|g| g.is_playable()).ok_or_else(|| RulesetError::UnknownGame(id.to_string()).to_string())?],
        None => games::playable().collect(),
    };
    let threads = threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let (mut played, mut failed, started) = (0, 0, std::time::Instant::now());
    for info in infos {
        let all = conformance::rulesets(info);
        let count = all.len() as u64;
        for (k, rules) in all.into_iter().enumerate() {
            // Split per game: the first rulesets take the remainder, one game each.
            let games = if per_game { games / count + u64::from((k as u64) < games % count) } else { games };
            let link = torite::records::link::to_query(&rules);
            let every = (games / 10).max(1);
            let report = soak::run(&rules, checks, games, seed, threads, every, &|n, s| eprintln!("soak {link}: {n} games, {:.0} games/s", n as f64 / s));
            println!("{}", serde_json::to_string(&report).expect("reports serialize"));
            played += report.games;
            failed += report.failed;
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let summary = serde_json::json!({ "games": played, "failed": failed, "seconds": seconds, "games_per_second": played as f64 / seconds });
    if failed == 0 { Ok(summary.to_string()) } else { Err(summary.to_string()) }
}
