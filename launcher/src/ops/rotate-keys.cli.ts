/**
 * `npm run keys:rotate`: re-wraps every personal-data key under the first master key of
 * PERSONAL_DATA_MASTER_KEYS (embedded without it: the key in DATA_DIR, which wraps the keys stored unwrapped by
 * earlier versions). Uses the same configuration as the server. Server and production profiles: run it while Stint
 * runs, once every process knows both master keys (README: Operations). Embedded: stop Stint first, PGlite belongs
 * to one process at a time.
 */
import { loadConfig } from '@stint/shared/infra/config';
import { createLogger } from '@stint/shared/infra/logger';
import { openPlatform } from '@stint/shared/infra/platform';
import { rotatePersonalDataKeys } from './rotate-keys';

async function main() {
  const platform = await openPlatform(loadConfig(), createLogger('warn'));
  try {
    const { done, lines } = await rotatePersonalDataKeys(platform.keys);
    for (const line of lines) (done ? console.log : console.error)(line);
    if (!done) process.exitCode = 1;
  } finally {
    await platform.close();
  }
}

main().catch((error: unknown) => {
  console.error(`keys:rotate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
