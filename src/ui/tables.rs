//! [`GameTable`]: a game's own table (`games/<game>/table.rs`), loaded as a lazily loaded
//! Wasm chunk.

use crate::engine::Ruleset;
use crate::ui::widgets::Lazy;
use leptos::prelude::*;

/// The table for a validated ruleset.
///
/// Each game's table is a split point: the build (`scripts/split-app.mjs`) moves the code
/// only a table reaches into its own lazily loaded Wasm chunk (and what every table shares
/// into one shared chunk), so the home page never downloads a table and a game link
/// downloads only its own. The service worker precaches every chunk for offline play.
#[component]
pub fn GameTable(rules: Ruleset) -> impl IntoView {
    use crate::ui::i18n;
    view! { <Lazy load=move || load_table(rules.clone()) loading=i18n::TABLE_LOADING failed=i18n::TABLE_LOAD_FAILED /> }
}

type Loaded = Result<AnyView, leptos::wasm_split::SplitLoaderError>;

/// One split point per game, generated from the one list of games: each chunk is named
/// after the game's folder and holds its `table::Table`.
macro_rules! lazy_tables {
    ([] $($game:ident: $Engine:ident),* $(,)?) => {
        async fn load_table(rules: Ruleset) -> Loaded {
            $(if rules.game.id == crate::games::$game::INFO.id {
                return split::$game(rules).await;
            })*
            Ok(view! { <p class="error">{rules.game.id}</p> }.into_any())
        }
        mod split {
            use super::Loaded;
            use crate::engine::Ruleset;
            use leptos::prelude::*;
            $(
                #[leptos::wasm_split::wasm_split($game, wasm_split_path = ::leptos::wasm_split, fallible)]
                pub fn $game(rules: Ruleset) -> Loaded {
                    use crate::games::$game::table::Table;
                    Ok(view! { <Table rules=rules /> }.into_any())
                }
            )*
        }
    };
}
crate::for_each_game!(lazy_tables);

