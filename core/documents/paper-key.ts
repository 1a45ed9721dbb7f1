import { createHash } from 'node:crypto';
import type { OrderDocumentData } from './document-types';

/**
 * Raised whenever the printed layout changes, so that papers kept from an earlier layout are
 * rendered anew rather than served as they were.
 */
const LAYOUT_VERSION = 1;

/** JSON with every object's keys in one order, so equal facts always hash alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Where an order's rendered invoice or act is kept: by order, kind and a hash of everything
 * printed on it. An issued paper is kept once; an invoice re-issued with other buyer details,
 * or the operator's changed bank details, make other facts and so another paper.
 */
export function paperKey(orderId: number, data: OrderDocumentData): string {
  const hash = createHash('sha256')
    .update(canonicalJson({ layout: LAYOUT_VERSION, data }))
    .digest('hex')
    .slice(0, 32);
  return `order-papers/${orderId}/${data.kind}-${hash}.pdf`;
}
