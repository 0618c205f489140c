// Node 20 cannot start a worker thread on a .ts file: this entry registers tsx in the worker, then loads it.
import { register } from 'tsx/esm/api';

register();
await import('./import-worker.ts');
