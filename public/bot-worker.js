// The bots' worker: loads the app's own (already cached) Wasm module and answers requests
// with its `bot_answer` export, so a bot's search never freezes the page. The page's first
// message names the hashed module URLs ({ init: { js, wasm } }); they are not passed in this
// script's URL because a service worker may serve it from cache without its query string.
// Requests that arrive while the module loads wait in a queue.
const queue = [];
let answer = null;
const reply = (m) => self.postMessage({ id: m.id, reply: answer(m.request) });
const load = ({ js, wasm }) =>
  import(js)
    .then(async (m) => {
      await m.default({ module_or_path: wasm });
      answer = m.bot_answer;
      queue.splice(0).forEach(reply);
    })
    .catch((err) => self.postMessage({ failed: String(err) }));
self.onmessage = (e) => {
  if (e.data.init) load(e.data.init);
  else if (answer) reply(e.data);
  else queue.push(e.data);
};
