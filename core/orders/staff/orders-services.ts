import { nowOf } from '../../clock';
import type { StaffOrderServices } from '../../../contracts/staff/orders';
import type { StaffDeps } from '../../staff/staff-deps';
import { addOrderNote } from './add-order-note';
import { cancelOrder } from './cancel-order';
import { getOrderDetail } from './get-order-detail';
import { listOrderQueue } from './list-order-queue';
import { markOrderReady } from './mark-ready';
import { openOrderFile } from './open-order-file';
import { removeOrderFile } from './remove-order-file';
import { takeOrder } from './take-order';
import { replaceOrderFile, uploadOrderFile } from './upload-order-file';

/** Binds this section's operations to the staff area's dependencies. */
export function staffOrderServices(deps: StaffDeps): StaffOrderServices {
  const now = () => nowOf(deps);
  return {
    isMailDelivered: deps.mail.isDeliveryConfigured,
    queue: (_actor, filter) => listOrderQueue(deps.db, filter, now()),
    get: (_actor, number) => getOrderDetail(deps.db, deps.config, number, now()),
    take: (actor, number, expected) => takeOrder(deps, actor, number, expected),
    markReady: (actor, number, expected) => markOrderReady(deps, actor, number, expected),
    cancel: (actor, number, input, expected) => cancelOrder(deps, actor, number, input, expected),
    addNote: (actor, number, input) => addOrderNote(deps, actor, number, input),
    uploadFile: (actor, number, kind, file, options) =>
      uploadOrderFile(deps, actor, number, kind, file, options),
    replaceFile: (actor, number, fileId, file) =>
      replaceOrderFile(deps, actor, number, fileId, file),
    removeFile: (actor, number, fileId) => removeOrderFile(deps, actor, number, fileId),
    openFile: (_actor, number, fileId) => openOrderFile(deps, number, fileId),
  };
}
