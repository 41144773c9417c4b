//! The browser app's entry point (built for wasm32 with the `ui` feature by
//! scripts/split-app.mjs).

#[cfg(all(target_arch = "wasm32", feature = "ui"))]
fn main() {
    console_error_panic_hook::set_once();
    // The bots run in their own module (src/worker.rs), in a worker.
    leptos::mount::mount_to_body(torite::ui::App);
}

#[cfg(not(all(target_arch = "wasm32", feature = "ui")))]
fn main() {
    eprintln!("The Torite app runs in the browser: build it with `trunk build` (see README), which turns on the `ui` feature. Try `torite-cli --help`.");
}
