/**
 * `npm run seed [-- --password <password>]`: fills an empty install with demo data and prints one sign-in per role.
 * Uses the same configuration as the server (DATA_DIR, EVENT_STORE_URL, …). Stop Stint first: in the embedded profile
 * PGlite belongs to one process at a time (a running Stint makes this refuse with the DATA_DIR lock's message), and the
 * seed runs the projector itself, so the install is ready to browse as soon as it has printed the sign-ins.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '@stint/shared/infra/config';
import { createLogger } from '@stint/shared/infra/logger';
import { openPlatform } from '@stint/shared/infra/platform';
import { projectorOver } from '../projector-over';
import { seedDemoData } from './seed';

const { values } = parseArgs({ options: { password: { type: 'string' } } });

async function main() {
  const config = loadConfig();
  const platform = await openPlatform(config, createLogger('warn'));
  const runner = projectorOver(platform);
  try {
    await runner.start();
    await runner.caughtUp();
    const result = await seedDemoData(platform, { password: values.password, log: (line) => console.log(line) });
    const { accounts, internships, applications } = result.counts;
    const width = Math.max(...result.signIns.map((signIn) => signIn.email.length));
    console.log(
      [
        '',
        `Stint demo data is ready: ${accounts} accounts, ${internships} internships, ${applications} applications.`,
        `Start Stint (npm start) and sign in at ${config.PUBLIC_URL}/login as:`,
        '',
        ...result.signIns.map(
          (signIn) =>
            `  ${signIn.role.padEnd(10)}  ${signIn.email.padEnd(width)}  ${signIn.password}   (${signIn.name})`,
        ),
        '',
        'Every demo account has this password.',
      ].join('\n'),
    );
  } finally {
    await runner.stop();
    await platform.close();
  }
}

main().catch((error: unknown) => {
  console.error(`seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
