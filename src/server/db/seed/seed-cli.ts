import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { imageDirOf } from '../../storage/image-store';
import { migrate } from '../migrate';
import { describeSeed, seedDemo } from './seed';

/** npm run db:seed: adds the demo data that is missing, on PGlite or DATABASE_URL. */
const config = loadConfig(process.env);
const database = await openDatabase(config);
await migrate(database);
const lines = describeSeed(await seedDemo(database.db, { imageDir: imageDirOf(config.dataDir) }));
await database.close();
console.log(lines.length ? lines.join('\n') : 'The demo data was already there; nothing to add.');
