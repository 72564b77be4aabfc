/**
 * Creates the first owner of the back office and prints a one-time password
 * (README, "Back office"): production seeds no operator. Refuses while an owner
 * exists, so it cannot be used to take over an installation that has one.
 *
 *   npm run admin:create-owner -w @kalaro/server -- <username>
 */
import { OPERATOR_USERNAME } from '@kalaro/contract/operator-account-rules';
import { and, eq } from 'drizzle-orm';
import { loadConfig, resolveAccountOptions } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { MemoryLimiter } from '../lib/limiter.ts';
import { secretBoxFrom } from '../lib/secret-box.ts';
import { loadPrivateKey } from '../plugins/encryption.ts';
import { createPasswordHasher } from '../lib/password.ts';
import { randomToken } from '../lib/tokens.ts';
import { OPERATOR_TOTP_PURPOSE, OperatorAccounts } from '../modules/operator-accounts/service.ts';
import { operatorsTable } from '../modules/operator-accounts/tables.ts';

const username = (process.argv[2] ?? 'owner').trim().toLowerCase();
if (!OPERATOR_USERNAME.test(username)) {
  console.error(`"${username}" is not a valid username (3-32 of a-z, 0-9, ".", "_", "-")`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  const owners = await database.db
    .select({ id: operatorsTable.id })
    .from(operatorsTable)
    .where(and(eq(operatorsTable.role, 'owner'), eq(operatorsTable.status, 'active')));
  if (owners.length > 0) {
    console.error('An active owner exists: the owner creates further operators in /admin.');
    process.exitCode = 1;
  } else {
    const options = resolveAccountOptions(config.accounts);
    // The server's key, as the server finds it: the owner's authenticator secret is sealed with it.
    const privateKey = await loadPrivateKey({
      privateKeyPem: options.rsaPrivateKeyPem,
      keyDir: options.keyDir,
      now: Date.now,
    });
    const accounts = new OperatorAccounts({
      db: database.db,
      secrets: secretBoxFrom(privateKey, OPERATOR_TOTP_PURPOSE),
      hasher: createPasswordHasher(options.passwordHashing),
      now: Date.now,
      production: config.production ?? false,
      signInIp: new MemoryLimiter(Date.now),
    });
    // 24 random bytes: 32 base64url characters, with a digit and a letter added for the rule.
    const password = `${randomToken(24)}a1`;
    await accounts.create({ username, role: 'owner', password });
    process.stdout.write(
      `Owner "${username}" created. Its generated password (shown once; keep it in a password manager):\n\n  ${password}\n\n` +
        'Sign in at /admin/login and enrol your authenticator app at once.\n',
    );
  }
} finally {
  await database.close();
}
