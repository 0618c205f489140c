// Zod would try `new Function` to speed up parsing; the content security policy forbids it, and the
// attempt alone is reported as a violation. Imported first by every entry (page and workers).
import { config } from 'zod';

config({ jitless: true });
