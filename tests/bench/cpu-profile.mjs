/**
 * Preloaded into Stint with BENCH_CPU_PROF=<dir> (NODE_OPTIONS=--import; Node 20 refuses --cpu-prof there): profiles
 * the whole process with the inspector and writes a .cpuprofile (Chrome DevTools, speedscope) into <dir> on exit.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  process.on('exit', () => {
    // A session in the same thread answers synchronously, so this still runs before the process is gone.
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(join(dir, `stint-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
