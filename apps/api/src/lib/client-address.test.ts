import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

function appAnswering(trustProxy: boolean) {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trustProxy) ?? 'ninguna'));
  return app;
}

const socket = {
  incoming: { socket: { remoteAddress: '10.0.0.2', remotePort: 40000, remoteFamily: 'IPv4' } },
};
const forwarded = { headers: { 'X-Forwarded-For': '203.0.113.9, 198.51.100.7' } };

describe('clientAddress', () => {
  it('ignores X-Forwarded-For unless the operator trusts a proxy', async () => {
    const response = await appAnswering(false).request('/', forwarded, socket);
    expect(await response.text()).toBe('10.0.0.2');
  });

  it('behind a trusted proxy takes the last forwarded address, never one the client wrote', async () => {
    const response = await appAnswering(true).request('/', forwarded, socket);
    expect(await response.text()).toBe('198.51.100.7');
    const plain = await appAnswering(true).request('/', {}, socket);
    expect(await plain.text()).toBe('10.0.0.2');
  });
});
