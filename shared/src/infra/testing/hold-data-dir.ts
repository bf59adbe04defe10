/**
 * Takes the DATA_DIR named by its first argument (touching the lock every second argument ms, if given) and holds it
 * until it is killed, saying `holding` once it does: the other process of data-dir-lock.int.spec.ts.
 */
import { lockDataDir } from '../data-dir-lock';

const [dataDir, heartbeatMs] = process.argv.slice(2);
await lockDataDir(dataDir!, heartbeatMs ? { heartbeatMs: Number(heartbeatMs) } : {});
process.stdout.write('holding\n');
setInterval(() => undefined, 60_000);
