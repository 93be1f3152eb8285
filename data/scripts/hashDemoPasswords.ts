// Writes the scrypt hash of each demo account's password into data/demo/accounts.json, so that
// loading the demo data (on every start of an empty database and in every API test) costs no
// hashing. Run after changing a demo password: `npx tsx data/scripts/hashDemoPasswords.ts`.
// A hash that already matches its password is kept, so the file changes only where it must.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  hashPassword,
  isPasswordHash,
  verifyPassword,
} from '@clubjoin/api/modules/identity/passwordHash';

const file = fileURLToPath(new URL('../demo/accounts.json', import.meta.url));

interface DemoAccountText {
  username: string;
  password: string;
  passwordHash: string;
}

const accounts = JSON.parse(await readFile(file, 'utf8')) as DemoAccountText[];
let changed = 0;
for (const account of accounts) {
  const current = isPasswordHash(account.passwordHash)
    ? await verifyPassword(account.password, account.passwordHash)
    : false;
  if (current) continue;
  account.passwordHash = await hashPassword(account.password);
  changed += 1;
}
const options = { ...(await resolveConfig(file)), parser: 'json' };
await writeFile(file, await format(JSON.stringify(accounts), options));
console.log(`Hashed ${changed} of ${accounts.length} demo passwords in data/demo/accounts.json.`);
