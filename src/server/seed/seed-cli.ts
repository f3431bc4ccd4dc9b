import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { rotateKnownDemoPasswords } from './demo-accounts';
import { describeAccounts, describeSeed, seedDemo } from './seed';

/**
 * npm run db:seed: adds the demo data that is missing, on PGlite or DATABASE_URL. The README's
 * demo passwords only for a store that is open to them (decision 0013).
 */
const config = loadConfig(process.env);
const database = await openDatabase(config);
await migrate(database);
const rotated = config.demo.isOpen
  ? []
  : await rotateKnownDemoPasswords(database.db, { except: config.admin?.email });
const result = await seedDemo(database.db, {
  passwords: config.demo.isOpen ? 'known' : 'generated',
});
await database.close();
const lines = [
  ...describeAccounts('Demo passwords replaced (the README ones no longer sign in):', rotated),
  ...describeSeed(result),
];
console.log(lines.length ? lines.join('\n') : 'The demo data was already there; nothing to add.');
