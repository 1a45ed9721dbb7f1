import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './order-status-writes.js';

// RuleTester makes its own describe/it calls: vitest's, so each case is a test of this file.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

// The rule judges a file by its path from the working directory, as ESLint runs in the project.
const at = (file: string) => ({ filename: join(process.cwd(), file) });
const OUTSIDE = 'core/payments/somewhere.ts';
const INSIDE = 'core/orders/move-order.ts';

tester.run('order-status-writes', rule, {
  valid: [
    // The module itself may write everything.
    { code: "tx.update(orders).set({ status: 'paid', paidAt: now });", ...at(INSIDE) },
    { code: 'tx.insert(orderStatusHistory).values(row);', ...at(INSIDE) },
    { code: 'sql`update orders set status = ${to} where id = ${id}`;', ...at(INSIDE) },
    // Elsewhere, other columns of an order and other tables are fine.
    { code: 'tx.update(orders).set({ assigneeId: 1 }).where(cond);', ...at(OUTSIDE) },
    { code: "tx.update(payments).set({ status: 'succeeded' });", ...at(OUTSIDE) },
    { code: 'tx.select().from(orderStatusHistory);', ...at(OUTSIDE) },
    { code: "db.execute('update orders set created_at = now() where id = 1');", ...at(OUTSIDE) },
    // An allowed folder given in the options.
    {
      code: "db.update(orders).set({ status: 'paid' });",
      ...at('tests/helpers/fixture.ts'),
      options: [{ allow: ['core/orders/', 'tests/helpers/fixture.ts'] }],
    },
  ],
  invalid: [
    {
      code: "db.update(orders).set({ status: 'paid' }).where(eq(orders.id, 1));",
      ...at(OUTSIDE),
      errors: [{ messageId: 'statusUpdate', data: { column: 'status' } }],
    },
    {
      code: 'tx.update(schema.orders).set({ paymentMethod: m, paidAt: now });',
      ...at(OUTSIDE),
      errors: [{ messageId: 'statusUpdate', data: { column: 'paymentMethod' } }],
    },
    {
      code: 'tx.update(orders).set({ ...changes });',
      ...at(OUTSIDE),
      errors: [{ messageId: 'unseenUpdate' }],
    },
    {
      code: "tx.insert(orderStatusHistory).values({ orderId: 1, toStatus: 'paid' });",
      ...at(OUTSIDE),
      errors: [{ messageId: 'historyInsert' }],
    },
    {
      code: "db.execute(sql`update orders set status = 'paid' where id = ${id}`);",
      ...at(OUTSIDE),
      errors: [{ messageId: 'rawStatusSql' }],
    },
    {
      code: "db.execute('insert into order_status_history (order_id, to_status) values (1, 2)');",
      ...at(OUTSIDE),
      errors: [{ messageId: 'rawStatusSql' }],
    },
    // A folder merely named like the module is not the module.
    {
      code: "db.update(orders).set({ status: 'new' });",
      ...at('core/orders-old/x.ts'),
      errors: [{ messageId: 'statusUpdate', data: { column: 'status' } }],
    },
  ],
});
