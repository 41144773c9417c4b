//! `torite-cli`: replay and play game records from the command line.
//!
//! - `torite-cli replay FILE` checks every action of a record and prints the final scores
//!   as JSON; a bad record prints `action #k: <reason>` (or the JSON error and position)
//!   and exits 1.
//! - `torite-cli list` lists the playable games.
//! - `torite-cli play --game three-tricks --seed N [--option id=value]...` plays a whole
//!   game with bots and prints its record.

use clap::{Parser, Subcommand};
use std::process::ExitCode;
use torite::bots::random_index;
use torite::engine::ruleset::{Ruleset, RulesetError};
use torite::games;
use torite::records::record::{self, SeatInfo};

#[derive(Parser)]
#[command(name = "torite-cli", about = "Torite game records: replay and play")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List the playable games (id and title).
    List,
    /// Validate every action of a record and print the final per-seat scores as JSON.
    Replay { file: std::path::PathBuf },
    /// Play a whole game with bots and print its record as JSON.
    Play {
        #[arg(long)]
        game: String,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// A ruleset option, e.g. `--option zero-trick-score=-3`.
        #[arg(long = "option", value_name = "ID=VALUE")]
        options: Vec<String>,
    },
}

fn main() -> ExitCode {
    match run(Cli::parse().command) {
        Ok(out) => {
            // A closed pipe (`| head`) is not an error worth a panic.
            use std::io::Write;
            let _ = writeln!(std::io::stdout(), "{out}");
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
        Command::List => Ok(games::playable().map(|g| format!("{}\t{}", g.id, g.title_en)).collect::<Vec<_>>().join("\n")),
        Command::Replay { file } => {
            let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
            let rec = record::parse(&text).map_err(|e| e.to_string())?;
            let g = rec.replay().map_err(|e| e.to_string())?;
            let over = matches!(g.turn(), torite::engine::Turn::Over);
            Ok(serde_json::json!({ "game": rec.game, "complete": over, "scores": g.scores() }).to_string())
        }
        Command::Play { game, seed, options } => {
            let info = games::by_id(&game).ok_or_else(|| RulesetError::UnknownGame(game.clone()).to_string())?;
            let pairs: Vec<(&str, &str)> = options
                .iter()
                .map(|o| o.split_once('=').ok_or_else(|| format!("--option {o}: expected ID=VALUE")))
                .collect::<Result<_, _>>()?;
            let rules = Ruleset::with_options(info, pairs).map_err(|e| e.to_string())?.with_seed(Some(seed));
            let n = rules.seat_count();
            let seats = (0..n).map(|i| SeatInfo { name: format!("Bot {}", i + 1), player: "easy".into() }).collect();
            let rec = record::play_out(&rules, seed, seats, &mut |g, _, rng| random_index(g.legal_count(), rng))
                .map_err(|e| e.to_string())?;
            Ok(rec.to_json())
        }
    }
}
