// A helper of the army builder's worker: uncompresses the memory snapshot on another core
// while the worker loads Pyodide's script (both would otherwise share one thread).
//
// Message in: the compressed bytes (an ArrayBuffer, transferred).
// Message out: {memory: Uint8Array} (its buffer transferred) or {error}.
import { inflate } from "./rulesref-builder-python.mjs";

self.onmessage = async (event) => {
  try {
    const memory = await inflate(new Uint8Array(event.data));
    self.postMessage({ memory }, [memory.buffer]);
  } catch (error) {
    self.postMessage({ error: String(error && error.message || error) });
  }
};
