/**
 * `npm run admin:create -- --email admin@example.org --password '…' [--first Ada] [--last Lovelace]`
 * Uses the same configuration as the server (DATA_DIR, EVENT_STORE_URL, …). In the embedded profile stop
 * Stint first: PGlite belongs to one process at a time.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '@stint/shared/infra/config';
import { createLogger } from '@stint/shared/infra/logger';
import { openPlatform } from '@stint/shared/infra/platform';
import { createAdmin } from '@stint/api/accounts/create-admin';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
    department: { type: 'string' },
  },
});

async function main() {
  const email = values.email ?? process.env.ADMIN_EMAIL;
  const password = values.password ?? process.env.ADMIN_PASSWORD;
  if (!email || !password)
    throw new Error(
      'Usage: npm run admin:create -- --email <email> --password <password> [--first <name>] [--last <name>]',
    );
  const platform = await openPlatform(loadConfig(), createLogger('warn'));
  try {
    const { created } = await createAdmin(platform, {
      email,
      password,
      firstName: values.first,
      lastName: values.last,
      department: values.department,
    });
    console.log(created ? `Admin ${email} created.` : `An account with ${email} already exists; nothing changed.`);
  } finally {
    await platform.close();
  }
}

main().catch((error: unknown) => {
  console.error(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
