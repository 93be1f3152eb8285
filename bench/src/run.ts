import { benchCatalogCache } from './catalogCache';
import { benchDatabaseQueue } from './databaseQueue';

// `npm run bench`: every benchmark prints ratios measured side by side in this one run.
await benchDatabaseQueue();
await benchCatalogCache();
