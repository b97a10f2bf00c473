// The test worker of the persistent-threads pool (persistent-threads-pool.mjs): Vitest's own
// thread worker, except that a "stop" keeps the thread listening, so the next run (the next
// mutant) reuses its loaded modules. Only the listeners a run added (its RPC channel) go.
import { parentPort } from 'node:worker_threads';
import { init, runBaseTests, setupEnvironment } from 'vitest/worker';

if (!parentPort) throw new Error('persistent-threads-worker.mjs runs in a worker thread');

const listeners = [];
init({
  post: (response) => parentPort.postMessage(response),
  on: (callback) => {
    listeners.push(callback);
    parentPort.on('message', callback);
  },
  off: (callback) => {
    const index = listeners.indexOf(callback);
    if (index !== -1) listeners.splice(index, 1);
    parentPort.off('message', callback);
  },
  // The first listener is the worker's own (init's); the others are the RPC channels of runs
  // that ended.
  teardown: () => {
    for (const callback of listeners.splice(1)) parentPort.off('message', callback);
  },
  runTests: (state, traces) => runBaseTests('run', state, traces),
  collectTests: (state, traces) => runBaseTests('collect', state, traces),
  setup: setupEnvironment,
});
