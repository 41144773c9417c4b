// The bots' worker: loads the app's own (already cached) Wasm module and answers requests
// with its `bot_answer` export, so a bot's search never freezes the page. The page passes
// the hashed module URLs as query parameters. Requests that arrive while the module loads
// wait in a queue.
const params = new URL(self.location.href).searchParams;
const queue = [];
let answer = null;
const reply = (m) => self.postMessage({ id: m.id, reply: answer(m.request) });
self.onmessage = (e) => (answer ? reply(e.data) : queue.push(e.data));
import(params.get('js'))
  .then(async (m) => {
    await m.default({ module_or_path: params.get('wasm') });
    answer = m.bot_answer;
    queue.splice(0).forEach(reply);
  })
  .catch((err) => self.postMessage({ failed: String(err) }));
