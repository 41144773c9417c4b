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


/// Companion mode's page for a validated ruleset (`ui::companion`), in the game's own
/// chunk: the same split point name as its table, so the page and the table share one
/// chunk (the sheet is the table's), loaded once.
#[component]
pub fn LazyCompanion(rules: Ruleset, shared: Option<String>) -> impl IntoView {
    use crate::ui::i18n;
    view! { <Lazy load=move || load_companion(rules.clone(), shared.clone()) loading=i18n::TABLE_LOADING failed=i18n::TABLE_LOAD_FAILED /> }
}

/// One split point per game of `for_each_game!`, in its table's chunk.
macro_rules! lazy_companions {
    ([] $($game:ident: $Engine:ident),* $(,)?) => {
        async fn load_companion(rules: Ruleset, shared: Option<String>) -> Loaded {
            $(if rules.game.id == crate::games::$game::INFO.id {
                return companion_split::$game(rules, shared).await;
            })*
            Ok(view! { <NoCompanion rules=rules /> }.into_any())
        }
        mod companion_split {
            use super::Loaded;
            use crate::engine::Ruleset;
            $(
                #[leptos::wasm_split::wasm_split($game, wasm_split_path = ::leptos::wasm_split, fallible)]
                pub fn $game(rules: Ruleset, shared: Option<String>) -> Loaded {
                    use crate::games::$game::$Engine;
                    Ok(crate::ui::companion::companion_page::<$Engine>(rules, shared))
                }
            )*
        }
    };
}
crate::for_each_game!(lazy_companions);

/// A companion link to a game whose deals cannot be entered: why, and its table.
#[component]
fn NoCompanion(rules: Ruleset) -> impl IntoView {
    use crate::records::companion::CompanionError;
    use crate::ui::i18n::{self, use_i18n};
    let i18n = use_i18n();
    let id = rules.game.id;
    view! {
        <main class="bad-link" data-testid="no-companion">
            <section class="error-box" role="alert">
                <p>{move || CompanionError::NoEntry(id.to_string()).message(i18n.lang(), id, &[])}</p>
                <a class="button primary" href=crate::records::link::to_query(&rules)>{i18n.t(i18n::PLAY)}</a>
                <a class="button" href="?">{i18n.t(i18n::HOME)}</a>
            </section>
        </main>
    }
}
