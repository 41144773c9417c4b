//! Torite: Japanese designer trick-taking games.
//!
//! Layers, from the bottom up:
//! - [`engine`]: cards, seats, tricks, the [`engine::Game`] trait, rulesets and seeded chance.
//!   Knows nothing of the browser; everything here tests natively.
//! - [`games`]: one folder per game, each a Phase enum and one function per phase.
//! - [`bots`]: players that see only their seat's view.
//! - [`records`]: game records (JSON) and ruleset links (URL query strings).
//! - [`chart`]: plot geometry for the app's SVG charts (plain Rust, tested natively).
//! - `ui` (wasm32, the `ui` feature): the Leptos app; the bots' worker is built without it.

pub mod bots;
pub mod chart;
pub mod engine;
pub mod games;
pub mod play;
pub mod records;
pub mod text;

#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod ui;
