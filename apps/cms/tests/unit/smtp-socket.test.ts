import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import nodemailerProvider from '@strapi/provider-email-nodemailer';
import { connectToMailServer } from '../../src/platform/mail/smtp-socket';
import { startMailbox } from '../helpers/mail';

/** What the connection callback was given. */
const connect = (port: number) =>
  new Promise<{ connection: net.Socket } | false>((resolve, reject) =>
    connectToMailServer({ host: '127.0.0.1', port }, (error, socket) => (error ? reject(error) : resolve(socket))),
  );

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(onConnection: (socket: net.Socket) => void = () => undefined): Promise<number> {
  const server = net.createServer(onConnection);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('the connection to the mail server', () => {
  it('hands nodemailer a connected socket', async () => {
    const port = await listen();
    const result = await connect(port);
    if (!result) throw new Error('expected a connection');
    try {
      expect(result.connection.readyState).toBe('open');
      expect(result.connection.remotePort).toBe(port);
    } finally {
      result.connection.destroy();
    }
  });

  it('sends mail after mail on a pooled connection without waiting for delayed acknowledgements', async () => {
    const mailbox = await startMailbox();
    // The email plugin's provider, configured as config/plugins.ts configures it.
    const provider = nodemailerProvider.init(
      {
        host: '127.0.0.1',
        port: Number(mailbox.env.SMTP_PORT),
        secure: false,
        ignoreTLS: true,
        pool: true,
        maxConnections: 1,
        getSocket: connectToMailServer,
      },
      { defaultFrom: 'portal@example.org', defaultReplyTo: 'portal@example.org' },
    );
    try {
      const times: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const started = performance.now();
        await provider.send({ to: 'reader@example.org', subject: `Mail ${i}`, text: 'Hello '.repeat(400) });
        times.push(performance.now() - started);
      }
      expect(mailbox.connections()).toBe(1);
      // With Nagle's algorithm on, the end of each message waits for the server's delayed
      // acknowledgement: 40 ms or more a mail on Linux. Off, a mail takes a few milliseconds.
      const median = times.sort((a, b) => a - b)[times.length >> 1] ?? Infinity;
      expect(median).toBeLessThan(25);
    } finally {
      provider.close();
      await mailbox.stop();
    }
  });

  it('leaves the connection to nodemailer, never an error, when the server refuses it', async () => {
    const port = await listen();
    await new Promise((resolve) => servers.pop()?.close(resolve));
    // A refused connection reported as an error would hold one of the pool's slots for good.
    expect(await connect(port)).toBe(false);
  });
});
