import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../logger.ts';
import { abortedRequests } from './aborted-requests.ts';
import { createAppServer } from './app-server.ts';
import { errorHandler } from './errors.ts';

describe('a client that goes away', () => {
  it("is no failure when a file was on its way: Express's sendFile error is left unanswered and unlogged", async () => {
    const logger = memoryLogger();
    const app = express();
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    const handled = new Promise<void>((resolve) => {
      app.get('/assets/app.js', (_req, res, next) => {
        // What `res.sendFile` does when the answer's socket closes before the file is streamed.
        res.once('close', () => {
          next(Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' }));
          setImmediate(resolve);
        });
        arrived();
      });
    });
    app.use(abortedRequests, errorHandler(logger));
    const server = createAppServer(app).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    try {
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      socket.write('GET /assets/app.js HTTP/1.1\r\nHost: x\r\n\r\n');
      await requestArrived;
      socket.destroy();
      await handled;
      expect(logger.lines).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
