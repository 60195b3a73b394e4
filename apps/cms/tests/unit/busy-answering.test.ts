import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { busyAnswering, eventLoopBusyShare, trackAnswersInFlight } from '../../src/platform/http/busy-answering';

const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // The event loop is kept busy on purpose.
  }
};
const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('how busy the instance is', () => {
  it('reads the event loop as busy after a window of work, and as idle after a window of waiting', async () => {
    eventLoopBusyShare();
    await idle(250);
    expect(eventLoopBusyShare()).toBeLessThan(0.5);
    spin(250);
    expect(eventLoopBusyShare()).toBeGreaterThan(0.9);
    await idle(250);
    expect(eventLoopBusyShare()).toBeLessThan(0.5);
  });

  it('is not busy answering with no call in flight, however busy the loop (the outbox draining a backlog)', async () => {
    await idle(250);
    eventLoopBusyShare();
    spin(250);
    expect(eventLoopBusyShare()).toBeGreaterThan(0.9);
    expect(busyAnswering()).toBe(false);
  });

  it('is busy answering while a call is in flight and the loop is busy, and not once the call is answered', async () => {
    let held: ServerResponse | null = null;
    const server = http.createServer((_request, response) => {
      held = response;
    });
    trackAnswersInFlight({ server: { httpServer: server } } as unknown as Core.Strapi);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const call = fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      while (!held) await idle(5);
      await idle(250);
      eventLoopBusyShare();
      spin(250);
      expect(busyAnswering()).toBe(true);
      (held as ServerResponse).end('done');
      await (await call).text();
      await idle(20);
      expect(busyAnswering()).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
