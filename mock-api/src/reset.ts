import { hospitalToday } from '@hospital/contract';
import { configFromEnv } from './config.ts';
import { resetDataFile } from './store.ts';

const config = configFromEnv();
resetDataFile(config.seedFile, config.dbFile, hospitalToday(config.clock()));
console.log(`Restored ${config.dbFile} from the seed ${config.seedFile}.`);
