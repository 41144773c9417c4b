//! The bots' Web Worker module (built for wasm32 with the `lazy-games` feature by
//! scripts/split-app.mjs, loaded by `public/bot-worker.js`). It holds the search code, so the
//! page's own module never carries it: the page sends a request, this module answers it.
//!
//! Each game's engine and bots are a split point of this module: its main module holds the
//! worker service, records, the engine's shared code and the search, and a request first
//! loads the chunk of the game it plays (once), which registers how to start that game
//! (`games::loaded`). So a table's first bot move downloads the worker's shared code and its
//! own game, not all fourteen.

#[cfg(all(target_arch = "wasm32", feature = "lazy-games"))]
mod worker {
    use torite::play::service::{self, Reply, Request};
    use wasm_bindgen::prelude::*;

    /// One request (JSON) in, one reply (JSON) out, once the games it plays are loaded: see
    /// `play::service`.
    #[wasm_bindgen]
    pub async fn bot_answer(request: String) -> String {
        let Ok(req) = serde_json::from_str::<Request>(&request) else {
            // Answered with what is wrong.
            return service::answer_json(&request, service::performance_now);
        };
        let mut reply = None;
        for game in req.games() {
            if let Err(e) = load(game).await {
                reply = Some(Reply::Error { message: format!("the bots of {game} could not be loaded: {e}") });
                break;
            }
        }
        let reply = reply.unwrap_or_else(|| service::answer(&req, service::performance_now));
        serde_json::to_string(&reply).expect("replies serialize")
    }

    /// One split point per game, from the one list of games: each chunk registers its game.
    macro_rules! lazy_games {
        ([] $($game:ident: $Engine:ident),* $(,)?) => {
            async fn load(id: &'static str) -> Result<(), wasm_split_helpers::SplitLoaderError> {
                if torite::games::loaded::get(id).is_some() {
                    return Ok(());
                }
                $(if id == torite::games::$game::INFO.id {
                    torite::games::loaded::register(id, split::$game().await?);
                })*
                Ok(())
            }
            mod split {
                use torite::games::{starter, StartWithBots};
                $(
                    #[wasm_split_helpers::wasm_split($game, wasm_split_path = ::wasm_split_helpers, fallible)]
                    pub fn $game() -> Result<StartWithBots, wasm_split_helpers::SplitLoaderError> {
                        Ok(starter::<torite::games::$game::$Engine>())
                    }
                )*
            }
        };
    }
    torite::for_each_game!(lazy_games);
}

fn main() {
    #[cfg(target_arch = "wasm32")]
    console_error_panic_hook::set_once();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("torite-bots is the browser app's bot worker: scripts/split-app.mjs builds it for wasm32. Try `torite-cli --help`.");
}
