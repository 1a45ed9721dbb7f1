import { nowOf } from '../clock';
import type { StaffServices } from '../../contracts/staff/staff-services';
import { STAFF_AUTH_MESSAGES } from '../../contracts/staff/auth';
import { eq } from 'drizzle-orm';
import { staffUsers } from '../../db/schema';
import { listAudit } from './audit/list-audit';
import { recordAudit } from './audit/record-audit';
import { verifyPassword } from './auth/password';
import { deleteSession, deleteSessionsOf } from './auth/sessions';
import { signIn } from './auth/sign-in';
import { staffContentServices } from './content/content-services';
import { staffHomeSummary } from './home-summary';
import { staffInboxServices } from './inbox/inbox-services';
import { staffOrderServices } from '../orders/staff/orders-services';
import { staffReviewServices } from './reviews/reviews-services';
import { staffSanctionsServices } from './sanctions/sanctions-services';
import type { StaffDeps } from './staff-deps';
import {
  createStaffUser,
  listStaffUsers,
  setStaffPassword,
  updateStaffUser,
} from './users/staff-users';

/** The staff area's operations bound to one database, outbox and file storage. */
export function createStaffServices(deps: StaffDeps): StaffServices {
  const { db } = deps;
  const now = () => nowOf(deps);
  return {
    auth: {
      signIn: (input, client) =>
        signIn({ db, mail: deps.mail, siteName: deps.config.SITE_NAME }, input, client, now()),
      async signOut(token, actor) {
        await deleteSession(db, token);
        await recordAudit(db, actor, {
          action: 'staff.sign_out',
          objectType: 'staff',
          objectId: actor.id,
          summary: 'Выход из системы',
        });
      },
      async signOutEverywhere(actor) {
        await db.transaction(async (tx) => {
          await deleteSessionsOf(tx, actor.id);
          await recordAudit(tx, actor, {
            action: 'staff.sign_out_everywhere',
            objectType: 'staff',
            objectId: actor.id,
            summary: 'Выход на всех устройствах',
          });
        });
      },
      async changeOwnPassword(actor, input, currentToken) {
        const [user] = await db
          .select({ hash: staffUsers.passwordHash })
          .from(staffUsers)
          .where(eq(staffUsers.id, actor.id));
        if (!user || !(await verifyPassword(input.currentPassword, user.hash))) {
          return {
            ok: false,
            field: 'currentPassword',
            message: STAFF_AUTH_MESSAGES.wrongCurrentPassword,
          };
        }
        await setStaffPassword(db, actor, actor.id, input.newPassword, currentToken);
        return { ok: true };
      },
    },
    users: {
      list: () => listStaffUsers(db, now()),
      create: (actor, input) => createStaffUser(db, actor, input),
      update: (actor, id, input) => updateStaffUser(db, actor, id, input),
      resetPassword: (actor, id, password) => setStaffPassword(db, actor, id, password),
    },
    audit: { list: (_actor, filter) => listAudit(db, filter) },
    home: () => staffHomeSummary(db),
    orders: staffOrderServices(deps),
    content: staffContentServices(deps),
    reviews: staffReviewServices(deps),
    inbox: staffInboxServices(deps),
    sanctions: staffSanctionsServices(deps),
  };
}
