//! The page's side of the bot worker (`public/bot-worker.js`): requests go out as JSON with
//! an id, replies come back to the callback waiting on that id. The worker runs this same
//! Wasm module's [`bot_answer`]. If no worker can start (or it fails), requests are answered
//! on the page by the same code, so a game never stalls.

use crate::bots::service::{self, Reply, Request};
use std::cell::RefCell;
use std::collections::HashMap;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`, present both on the page and in a worker.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

pub fn now_ms() -> f64 {
    performance_now()
}

/// The worker's entry point: one request (JSON) in, one reply (JSON) out.
#[wasm_bindgen]
pub fn bot_answer(request: &str) -> String {
    service::answer_json(request, now_ms)
}

type Waiting = Box<dyn FnOnce(Reply)>;

struct Client {
    worker: Option<web_sys::Worker>,
    started: bool,
    next_id: u32,
    waiting: HashMap<u32, (String, Waiting)>,
}

thread_local! {
    static CLIENT: RefCell<Client> = RefCell::new(Client { worker: None, started: false, next_id: 1, waiting: HashMap::new() });
}

/// The app module's URLs, from the preload links Trunk writes into index.html.
fn module_urls() -> Option<(String, String)> {
    let doc = web_sys::window()?.document()?;
    let links = doc.query_selector_all("link[rel=modulepreload], link[rel=preload][as=fetch]").ok()?;
    let (mut js, mut wasm) = (None, None);
    for i in 0..links.length() {
        let el: web_sys::Element = links.item(i)?.dyn_into().ok()?;
        let href = el.get_attribute("href")?;
        if href.ends_with("_bg.wasm") {
            wasm = Some(href);
        } else if href.ends_with(".js") && !href.contains("/snippets/") {
            js = Some(href);
        }
    }
    let base = web_sys::window()?.location().href().ok()?;
    let abs = |u: String| web_sys::Url::new_with_base(&u, &base).map(|x| x.href()).ok();
    Some((abs(js?)?, abs(wasm?)?))
}

fn start_worker() -> Option<web_sys::Worker> {
    let (js, wasm) = module_urls()?;
    let opts = web_sys::WorkerOptions::new();
    opts.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options("bot-worker.js", &opts).ok()?;
    let urls = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&urls, &"js".into(), &JsValue::from_str(&js));
    let _ = js_sys::Reflect::set(&urls, &"wasm".into(), &JsValue::from_str(&wasm));
    let init = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&init, &"init".into(), &urls);
    worker.post_message(&init).ok()?;
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|ev: web_sys::MessageEvent| {
        let data = ev.data();
        let get = |k: &str| js_sys::Reflect::get(&data, &JsValue::from_str(k)).ok().filter(|v| !v.is_undefined());
        if get("failed").is_some() {
            fail_over();
            return;
        }
        let (Some(id), Some(reply)) = (get("id").and_then(|v| v.as_f64()), get("reply").and_then(|v| v.as_string())) else { return };
        let reply = serde_json::from_str(&reply).unwrap_or_else(|e| Reply::Error { message: e.to_string() });
        let done = CLIENT.with(|c| c.borrow_mut().waiting.remove(&(id as u32)));
        if let Some((_, done)) = done {
            done(reply);
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|_| fail_over());
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    Some(worker)
}

/// The worker is gone: answer everything it held on the page, and everything from now on.
fn fail_over() {
    // Visible to the browser tests: the bots now answer on the page.
    if let Some(w) = web_sys::window() {
        let _ = js_sys::Reflect::set(&w, &"toriteBotsOnPage".into(), &JsValue::TRUE);
    }
    let waiting: Vec<(String, Waiting)> = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        if let Some(w) = c.worker.take() {
            w.terminate();
        }
        c.waiting.drain().map(|(_, v)| v).collect()
    });
    for (text, done) in waiting {
        answer_here(text, done);
    }
}

/// Answers on the page, after the current event so callers see the same order as with a worker.
fn answer_here(text: String, done: Waiting) {
    leptos::prelude::set_timeout(
        move || {
            let reply = serde_json::from_str(&bot_answer(&text)).unwrap_or_else(|e| Reply::Error { message: e.to_string() });
            done(reply);
        },
        std::time::Duration::ZERO,
    );
}

/// Sends `request` to the bots; `done` gets the reply.
pub fn ask(request: &Request, done: impl FnOnce(Reply) + 'static) {
    let text = serde_json::to_string(request).expect("requests serialize");
    let sent = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        if !c.started {
            c.started = true;
            c.worker = start_worker();
        }
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
            c.borrow_mut().waiting.insert(id, (text, Box::new(done)));
        }),
        None => answer_here(text, Box::new(done)),
    }
}
