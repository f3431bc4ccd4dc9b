import { loadConfig } from '../config';
import { openDatabase } from './client';
import { migrate } from './migrate';

const config = loadConfig(process.env);
const database = await openDatabase(config);
await migrate(database);
await database.close();
console.log('Migrations applied.');
