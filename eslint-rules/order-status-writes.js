/**
 * core/orders is the only writer of an order's status and history (ARCHITECTURE.md: "orders (one
 * module writes their status)"): every move goes through moveOrder and its transition table.
 * Reported outside the allowed folders: `.update(orders).set({ status | paidAt | paymentMethod })`,
 * `.insert(orderStatusHistory)`, and SQL text that updates those columns or inserts history rows.
 */

const STATUS_COLUMNS = new Set(['status', 'paidAt', 'paymentMethod']);
const RAW_STATUS_UPDATE = /update\s+"?orders"?\s[^;]*\b(status|paid_at|payment_method)\b/i;
const RAW_HISTORY_INSERT = /insert\s+into\s+"?order_status_history\b/i;

/** `orders` or `schema.orders`: the table a call is given. */
function tableName(node) {
  if (node?.type === 'Identifier') return node.name;
  if (node?.type === 'MemberExpression' && node.property.type === 'Identifier') {
    return node.property.name;
  }
  return null;
}

function calledMethod(call) {
  const callee = call.callee;
  return callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
    ? callee.property.name
    : null;
}

function keyName(property) {
  if (property.computed) return null;
  if (property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'Literal') return String(property.key.value);
  return null;
}

/** What `.set(...)` after `update(orders)` writes: a status column, or something unseen. */
function statusWrite(setArgument) {
  if (setArgument?.type !== 'ObjectExpression') return 'unseen';
  for (const property of setArgument.properties) {
    if (property.type === 'SpreadElement') return 'unseen';
    const name = keyName(property);
    if (name === null) return 'unseen';
    if (STATUS_COLUMNS.has(name)) return name;
  }
  return null;
}

/** The file's path from the project root, with forward slashes. */
function projectPath(context) {
  const filename = context.filename.replaceAll('\\', '/');
  const cwd = context.cwd.replaceAll('\\', '/').replace(/\/?$/, '/');
  return filename.startsWith(cwd) ? filename.slice(cwd.length) : filename;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Only core/orders writes an order's status and its history." },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      statusUpdate:
        'orders.{{column}} is written only by core/orders (moveOrder follows ORDER_TRANSITIONS).',
      unseenUpdate:
        'update(orders).set(...) must list its columns here: status, paidAt and paymentMethod are written only by core/orders.',
      historyInsert: 'order_status_history rows are written only by core/orders (moveOrder).',
      rawStatusSql:
        "SQL that writes an order's status or its history belongs in core/orders (moveOrder).",
    },
  },
  create(context) {
    const allow = context.options[0]?.allow ?? ['core/orders/'];
    const path = projectPath(context);
    if (allow.some((prefix) => path.startsWith(prefix))) return {};

    const checkSql = (node, text) => {
      if (RAW_STATUS_UPDATE.test(text) || RAW_HISTORY_INSERT.test(text)) {
        context.report({ node, messageId: 'rawStatusSql' });
      }
    };

    return {
      CallExpression(call) {
        const method = calledMethod(call);
        const table = tableName(call.arguments[0]);
        if (method === 'insert' && table === 'orderStatusHistory') {
          context.report({ node: call, messageId: 'historyInsert' });
          return;
        }
        if (method !== 'update' || table !== 'orders') return;
        // update(orders) alone writes nothing: the columns come with the `.set(...)` after it.
        const member = call.parent;
        const setCall = member?.type === 'MemberExpression' ? member.parent : null;
        if (setCall?.type !== 'CallExpression' || calledMethod(setCall) !== 'set') return;
        const written = statusWrite(setCall.arguments[0]);
        if (written === 'unseen') context.report({ node: setCall, messageId: 'unseenUpdate' });
        else if (written) {
          context.report({ node: setCall, messageId: 'statusUpdate', data: { column: written } });
        }
      },
      TemplateLiteral(node) {
        checkSql(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' '));
      },
      Literal(node) {
        if (typeof node.value === 'string') checkSql(node, node.value);
      },
    };
  },
};

export default rule;
