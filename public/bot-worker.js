// The bots' worker: loads the `torite-bots` Wasm module (src/worker.rs, which holds the
// search code the page's module leaves out; each game's part is a lazily loaded chunk of it)
// and answers requests with its `bot_answer` export, so a bot's search never freezes the page. The build puts the module's hashed file
// names ahead of this source (`const BOTS = { js, wasm }`, scripts/precache.mjs). Requests
// that arrive while the module loads wait in a queue; if it cannot load, the page is told
// once and answers without bots.
const queue = [];
let answer = null;
// An answer is a promise: the module first loads the chunk of the game the request plays.
// If it fails (a trap in the module), the page is told, as when the module cannot load.
const reply = (m) => answer(m.request)
  .then((r) => self.postMessage({ id: m.id, reply: r }))
  .catch((err) => self.postMessage({ failed: String(err) }));
import(BOTS.js)
  .then(async (m) => {
    await m.default({ module_or_path: new URL(BOTS.wasm, self.location.href) });
    answer = m.bot_answer;
    queue.splice(0).forEach(reply);
  })
  .catch((err) => self.postMessage({ failed: String(err) }));
self.onmessage = (e) => {
  if (answer) reply(e.data);
  else queue.push(e.data);
};
