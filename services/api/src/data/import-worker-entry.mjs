// Node 20 cannot start a process on a .ts file by itself: this entry registers tsx in the import process, then loads its body.
import { register } from 'tsx/esm/api';

register();
await import('./import-worker.ts');
