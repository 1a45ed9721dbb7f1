import type { AuditFilter, AuditPage } from './audit';
import type { ChangeOwnPassword, StaffSignIn } from './auth';
import type { StaffHomeSummary } from './home';
import type { StaffActor, StaffMember } from './roles';
import type { StaffContentServices } from './content';
import type { StaffInboxServices } from './inbox';
import type { StaffOrderServices } from './orders';
import type { StaffReviewServices } from './reviews';
import type { StaffSanctionsServices } from './sanctions';
import type { CreateStaffUser, StaffUserRow, UpdateStaffUser } from './users';
import type { RequestClient } from '../request-client';

export type StaffSignInResult =
  | { ok: true; token: string; staff: StaffMember }
  /** `needsCode`: the password was right, and the form now asks for the e-mailed code too. */
  | { ok: false; status: 401 | 403 | 429; message: string; needsCode?: boolean };

/**
 * The staff area's operations. Every one that changes data takes the acting person first; the
 * route checks the role, the domain function records the action in the audit log.
 */
export interface StaffServices {
  auth: {
    signIn(input: StaffSignIn, client: RequestClient): Promise<StaffSignInResult>;
    signOut(token: string, actor: StaffActor): Promise<void>;
    signOutEverywhere(actor: StaffActor): Promise<void>;
    /** Checks the current password; ends every other session of the person. */
    changeOwnPassword(
      actor: StaffActor,
      input: ChangeOwnPassword,
      currentToken: string,
    ): Promise<{ ok: true } | { ok: false; field: 'currentPassword'; message: string }>;
  };
  users: {
    list(actor: StaffActor): Promise<StaffUserRow[]>;
    create(actor: StaffActor, input: CreateStaffUser): Promise<{ id: number }>;
    update(actor: StaffActor, id: number, input: UpdateStaffUser): Promise<void>;
    resetPassword(actor: StaffActor, id: number, password: string): Promise<void>;
  };
  audit: {
    list(actor: StaffActor, filter: AuditFilter): Promise<AuditPage>;
  };
  home(actor: StaffActor): Promise<StaffHomeSummary>;
  orders: StaffOrderServices;
  content: StaffContentServices;
  reviews: StaffReviewServices;
  inbox: StaffInboxServices;
  sanctions: StaffSanctionsServices;
}
