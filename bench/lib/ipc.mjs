// Helper processes of the load parts (socket holder, load balancer), spoken to over IPC.
import path from 'node:path';

import { ROOT } from './paths.mjs';
import { baseEnv, startProcess } from './processes.mjs';

/**
 * Starts `bench/lib/<script>` with an IPC channel. `ask(message, timeoutMs)` sends a message
 * and answers the child's next message (of `message.type`, when it has one); it fails when the
 * child exits or does not answer in time.
 */
export function startHelper(label, script) {
  const proc = startProcess(label, process.execPath, [path.join(ROOT, 'bench', 'lib', script)], {
    env: baseEnv(),
    cwd: ROOT,
    ipc: true,
    graceMs: 5_000,
  });
  function ask(message, timeoutMs = 60_000) {
    return new Promise((resolve, reject) => {
      const onMessage = (answer) => {
        if (message.type && answer.type !== message.type) return;
        done();
        resolve(answer);
      };
      const timer = setTimeout(() => {
        done();
        reject(
          new Error(`${label} did not answer ${JSON.stringify(message.type ?? 'start')} in time`),
        );
      }, timeoutMs);
      const gone = () => {
        done();
        reject(new Error(`${label} stopped:\n${proc.tail()}`));
      };
      function done() {
        clearTimeout(timer);
        proc.child.off('message', onMessage);
        proc.child.off('exit', gone);
      }
      proc.child.on('message', onMessage);
      proc.child.once('exit', gone);
      proc.child.send(message);
    });
  }
  return { ask, stop: proc.stop, child: proc.child };
}
