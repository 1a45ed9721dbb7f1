import { STAFF_AREA_PATH } from '../../../../contracts/staff/access';

export const STAFF_USERS_PATH = `${STAFF_AREA_PATH}/staff`;

/** The staff page with one colleague's settings open. */
export const staffUserLink = (id: number) => `${STAFF_USERS_PATH}?user=${id}`;
