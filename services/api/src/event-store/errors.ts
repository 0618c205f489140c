/** The caller passed something the event store cannot take (empty batch, bad id, bad version); nothing was stored. */
export class InvalidEventStoreInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidEventStoreInputError';
  }
}

/** Some of the batch's event ids are already stored, but not as this very append: nothing was stored. */
export class DuplicateEventIdError extends Error {
  constructor(
    readonly streamId: string,
    readonly eventIds: string[],
  ) {
    super(`Event ids already stored by another append: ${eventIds.join(', ')}`);
    this.name = 'DuplicateEventIdError';
  }
}
