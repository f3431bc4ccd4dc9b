// One place that undoes what a benchmark set up (child processes, temp dirs, databases), in
// reverse order, on a normal end, on an error, and on Ctrl+C or SIGTERM.

const tasks = [];
let running;

/** Registers `task` (sync or async); answers a function that runs and forgets it early. */
export function onCleanup(label, task) {
  const entry = { label, task, done: false };
  tasks.push(entry);
  return async () => {
    if (entry.done) return;
    entry.done = true;
    tasks.splice(tasks.indexOf(entry), 1);
    await task();
  };
}

/** Runs every pending task, newest first; a failing task is reported and the rest still run. */
export function cleanupAll() {
  running ??= (async () => {
    while (tasks.length > 0) {
      const entry = tasks.pop();
      if (entry.done) continue;
      entry.done = true;
      try {
        await entry.task();
      } catch (error) {
        console.error(`cleanup: ${entry.label} failed: ${error?.message ?? error}`);
      }
    }
  })();
  return running;
}

/** Cleans up on SIGINT/SIGTERM and exits with the conventional code. */
export function installSignalHandlers() {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the benchmark and cleaning up...`);
      void cleanupAll().finally(() => process.exit(code));
    });
  }
}
