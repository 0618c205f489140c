/**
 * Test support: a process that starts a sign-up (`sign-up`) or a first start (`first-start`) on DATABASE_URL and
 * stops dead just before registering the user, the step after the email's reservation, printing `between` so the
 * test can SIGKILL it there.
 */
import { randomUUID } from 'node:crypto';
import { composeWaterline, signUp } from '@waterline/api';
import type { EventStore } from '@waterline/domain/events/event-store';
import { seedFirstStart } from '../demo/seed-first-start.ts';

const waterline = await composeWaterline(process.env);
const isUserStream = (streamId: string) => streamId.startsWith('user-') && !streamId.startsWith('user-email-');

const eventStore = new Proxy(waterline.eventStore, {
  get(target, property) {
    if (property === 'append') {
      const append: EventStore['append'] = async (streamId, events, options) => {
        if (isUserStream(streamId)) {
          process.stdout.write('between\n');
          await new Promise(() => undefined);
        }
        return target.append(streamId, events, options);
      };
      return append;
    }
    const value: unknown = Reflect.get(target, property);
    return typeof value === 'function' ? value.bind(target) : value;
  },
});
const commands = { ...waterline.commands, eventStore };

if (process.argv[2] === 'sign-up') {
  const input = {
    first: 'Cut',
    last: 'Short',
    email: process.env.CRASH_EMAIL!,
    password: 'a long password',
    licenseKey: process.env.CRASH_LICENSE!,
  };
  await signUp(commands, { actorId: 'anonymous', correlationId: randomUUID() }, input, new Set());
} else {
  await seedFirstStart({ ...waterline, commands }, process.env);
}
