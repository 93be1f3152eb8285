// Writes the scrypt hash of each demo account's and demo team member's password into
// data/demo/accounts.json and data/demo/staff.json, so that loading the demo data (on every start
// of an empty database and in every API test) costs no hashing. Run after changing a demo
// password: `npx tsx data/scripts/hashDemoPasswords.ts`. A hash that already matches its password
// is kept, so the files change only where they must.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  hashPassword,
  PASSWORD_HASH_COSTS,
  isPasswordHash,
  verifyPassword,
} from '@clubjoin/api/modules/identity/passwordHash';

interface DemoPasswordText {
  password: string;
  passwordHash: string;
}

for (const name of ['accounts.json', 'staff.json']) {
  const file = fileURLToPath(new URL(`../demo/${name}`, import.meta.url));
  const records = JSON.parse(await readFile(file, 'utf8')) as DemoPasswordText[];
  let changed = 0;
  for (const record of records) {
    const current = isPasswordHash(record.passwordHash)
      ? await verifyPassword(record.password, record.passwordHash)
      : false;
    if (current) continue;
    record.passwordHash = await hashPassword(record.password, PASSWORD_HASH_COSTS.production);
    changed += 1;
  }
  const options = { ...(await resolveConfig(file)), parser: 'json' };
  await writeFile(file, await format(JSON.stringify(records), options));
  console.log(`Hashed ${changed} of ${records.length} demo passwords in data/demo/${name}.`);
}
