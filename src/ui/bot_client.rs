//! The page's side of the bot worker (`public/bot-worker.js`, running the separate
//! `torite-bots` Wasm module, `src/worker.rs`): requests go out as JSON with an id, replies
//! come back to the callback waiting on that id. The page's module holds no search code. If
//! the worker cannot start (or dies), every request is answered with an error, on which the
//! table lets the easy bot move (a game never stalls) and says the bots are unavailable.

use crate::play::service::{read_reply, ReplyError, ReplyKind, Request};
use std::cell::RefCell;
use std::collections::HashMap;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Waits for the reply's text, or why there is none.
type Waiting = Box<dyn FnOnce(Result<String, String>)>;

struct Client {
    worker: Option<web_sys::Worker>,
    started: bool,
    next_id: u32,
    waiting: HashMap<u32, Waiting>,
}

thread_local! {
    static CLIENT: RefCell<Client> = RefCell::new(Client { worker: None, started: false, next_id: 1, waiting: HashMap::new() });
}

fn start_worker() -> Option<web_sys::Worker> {
    let opts = web_sys::WorkerOptions::new();
    opts.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options("bot-worker.js", &opts).ok()?;
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|ev: web_sys::MessageEvent| {
        let data = ev.data();
        let get = |k: &str| js_sys::Reflect::get(&data, &JsValue::from_str(k)).ok().filter(|v| !v.is_undefined());
        if get("failed").is_some() {
            fail_over();
            return;
        }
        let (Some(id), Some(reply)) = (get("id").and_then(|v| v.as_f64()), get("reply").and_then(|v| v.as_string())) else { return };
        let done = CLIENT.with(|c| c.borrow_mut().waiting.remove(&(id as u32)));
        if let Some(done) = done {
            done(Ok(reply));
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|_| fail_over());
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    Some(worker)
}

thread_local! {
    static UNAVAILABLE_NOTE: leptos::prelude::RwSignal<bool> = leptos::prelude::RwSignal::new(false);
}

/// True once the worker has failed: the tables say so.
pub fn bots_unavailable() -> leptos::prelude::RwSignal<bool> {
    UNAVAILABLE_NOTE.with(|s| *s)
}

/// Why the bots cannot answer (shown by the table; the easy bot moves instead).
const UNAVAILABLE: &str = "the bot worker is unavailable";

/// The worker is gone: fail everything it held, and everything from now on.
fn fail_over() {
    use leptos::prelude::Set;
    bots_unavailable().set(true);
    // Visible to the browser tests.
    if let Some(w) = web_sys::window() {
        let _ = js_sys::Reflect::set(&w, &"toriteBotsUnavailable".into(), &JsValue::TRUE);
    }
    let waiting: Vec<Waiting> = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        if let Some(w) = c.worker.take() {
            w.terminate();
        }
        c.waiting.drain().map(|(_, v)| v).collect()
    });
    for done in waiting {
        unavailable(done);
    }
}

/// Answers with an error, after the current event so callers see the same order as with a
/// worker.
fn unavailable(done: Waiting) {
    leptos::prelude::set_timeout(move || done(Err(UNAVAILABLE.into())), std::time::Duration::ZERO);
}

/// Starts the worker if it is not running yet, so its module downloads and compiles while
/// the table is shown, not after a bot is first asked to move (on a slow phone network
/// that download is most of the wait for the first bot card). Tables call it when they open.
pub fn warm_up() {
    CLIENT.with(|c| start_once(&mut c.borrow_mut()));
}

fn start_once(c: &mut Client) {
    if !c.started {
        c.started = true;
        c.worker = start_worker();
    }
}

/// Sends `request` to the bots; `done` gets the reply, read as the kind `T` it is answered
/// with (each caller links only its own reply's parser: `play::service::read_reply`).
pub fn ask<T: ReplyKind + 'static>(request: &Request, done: impl FnOnce(Result<T, ReplyError>) + 'static) {
    let done: Waiting = Box::new(move |text| done(text.map_err(ReplyError::Failed).and_then(|t| read_reply::<T>(&t))));
    let text = serde_json::to_string(request).expect("requests serialize");
    let sent = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        start_once(&mut c);
        let id = c.next_id;
        c.next_id += 1;
        let worker = c.worker.clone()?;
        let msg = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&msg, &"id".into(), &JsValue::from_f64(id as f64));
        let _ = js_sys::Reflect::set(&msg, &"request".into(), &JsValue::from_str(&text));
        worker.post_message(&msg).ok()?;
        Some(id)
    });
    match sent {
        Some(id) => CLIENT.with(|c| {
            c.borrow_mut().waiting.insert(id, done);
        }),
        None => {
            use leptos::prelude::Set;
            bots_unavailable().set(true);
            unavailable(done)
        }
    }
}
