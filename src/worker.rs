//! The bots' Web Worker module (built for wasm32 by Trunk as a second, window-less Wasm
//! module, loaded by `public/bot-worker.js`). It holds the search code, so the page's own
//! module never carries it: the page sends a request, this module answers it.

#[cfg(target_arch = "wasm32")]
mod worker {
    use torite::play::service;
    use wasm_bindgen::prelude::*;

    /// One request (JSON) in, one reply (JSON) out: see `play::service`.
    #[wasm_bindgen]
    pub fn bot_answer(request: &str) -> String {
        service::answer_json(request, service::performance_now)
    }
}

fn main() {
    #[cfg(target_arch = "wasm32")]
    console_error_panic_hook::set_once();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("torite-bots is the browser app's bot worker: Trunk builds it for wasm32. Try `torite-cli --help`.");
}
