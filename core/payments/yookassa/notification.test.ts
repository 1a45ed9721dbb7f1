import { describe, expect, it } from 'vitest';
import { parseNotification } from './notification';

const paymentObject = {
  id: '2d4e9a2f-000f-5000-9000-1f0b43e5c3a1',
  status: 'succeeded',
  paid: true,
  amount: { value: '7400.00', currency: 'RUB' },
  metadata: { orderId: '42' },
  test: false,
};

describe('parseNotification', () => {
  it.each([
    ['payment.succeeded', 'payment'],
    ['payment.waiting_for_capture', 'payment'],
    ['payment.canceled', 'payment'],
  ] as const)('%s names a payment', (event, kind) => {
    expect(parseNotification({ type: 'notification', event, object: paymentObject })).toEqual({
      event,
      objectId: paymentObject.id,
      kind,
    });
  });

  it('refund.succeeded names the refund, not its payment', () => {
    const body = {
      type: 'notification',
      event: 'refund.succeeded',
      object: {
        id: '2d4ea1b3-0015-5000-a000-1a2b3c4d5e6f',
        payment_id: paymentObject.id,
        status: 'succeeded',
        amount: { value: '7400.00', currency: 'RUB' },
      },
    };
    expect(parseNotification(body)).toEqual({
      event: 'refund.succeeded',
      objectId: '2d4ea1b3-0015-5000-a000-1a2b3c4d5e6f',
      kind: 'refund',
    });
  });

  it('ignores extra fields anywhere', () => {
    const body = { type: 'notification', event: 'payment.canceled', object: paymentObject, x: 1 };
    expect(parseNotification(body)?.objectId).toBe(paymentObject.id);
  });

  it.each([
    ['null', null],
    ['a string', 'type=notification'],
    ['an array', [{ type: 'notification' }]],
    ['an empty object', {}],
    ['another type', { type: 'event', event: 'payment.succeeded', object: paymentObject }],
    [
      'an unknown event',
      { type: 'notification', event: 'payout.succeeded', object: paymentObject },
    ],
    ['no object', { type: 'notification', event: 'payment.succeeded' }],
    ['an object without id', { type: 'notification', event: 'payment.succeeded', object: {} }],
    ['an empty id', { type: 'notification', event: 'payment.succeeded', object: { id: ' ' } }],
    ['a numeric id', { type: 'notification', event: 'payment.succeeded', object: { id: 42 } }],
    [
      'a huge id',
      { type: 'notification', event: 'payment.succeeded', object: { id: 'x'.repeat(101) } },
    ],
  ])('answers null for %s', (_name, body) => {
    expect(parseNotification(body)).toBeNull();
  });
});
