// n8n's store of processed values (the record of sends) for every test file: the stand-in of
// test/helpers/n8n/processedStore.ts, empty at the start of each test.
import { clearProcessed, useProcessedStore } from '../helpers/n8n/processedStore';

beforeAll(async () => await useProcessedStore());
beforeEach(() => clearProcessed());
