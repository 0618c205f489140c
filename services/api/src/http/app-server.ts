import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Express } from 'express';

/**
 * An HTTP server for `app`, to listen on as `app.listen` does, whose requests and answers are made with the app's
 * prototypes (`app.request`, `app.response`) from the start. Express otherwise gives each its prototype as it
 * arrives (`Object.setPrototypeOf`), after which V8 keeps every request's objects through two young-generation
 * collections into the old generation: a bare Express app answered half as many requests, its scavenges ten times
 * dearer.
 */
export function createAppServer(app: Express): Server {
  return createServer(
    {
      IncomingMessage: madeWithPrototype(IncomingMessage, app.request),
      ServerResponse: madeWithPrototype(ServerResponse, app.response),
    },
    app,
  );
}

/** A constructor that makes what `base` makes, with `prototype` as the made object's prototype. */
function madeWithPrototype<Made extends object>(base: Made, prototype: object): Made {
  function Constructor(this: object, ...args: unknown[]): void {
    // Node's request and answer constructors are functions that set up the `this` they are called with (a
    // `Reflect.construct` instead made V8 slower still).
    (base as unknown as (...args: unknown[]) => void).apply(this, args);
  }
  Constructor.prototype = prototype;
  return Constructor as unknown as Made;
}
