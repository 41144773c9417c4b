//! The browser app's entry point (built for wasm32 by Trunk).

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    // The bots run in their own module (src/worker.rs), in a worker.
    leptos::mount::mount_to_body(torite::ui::App);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The Torite app runs in the browser: build it with `trunk build` (see README). Try `torite-cli --help`.");
}
