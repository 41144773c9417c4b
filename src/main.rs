//! The browser app's entry point (built for wasm32 by Trunk).

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    // The same module also runs in the bots' worker (public/bot-worker.js), which has no
    // window and only calls `bot_answer`.
    if web_sys::window().is_some() {
        leptos::mount::mount_to_body(torite::ui::App);
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The Torite app runs in the browser: build it with `trunk build` (see README). Try `torite-cli --help`.");
}
