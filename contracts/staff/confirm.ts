/**
 * Money moves in the staff area (a refund, an invoice marked paid, a tariff taken off sale) take
 * a second, deliberate step: the form is sent again with this field set to CONFIRMED. With
 * JavaScript a dialog asks; without it the server answers the first send with a confirm step.
 */
export const CONFIRM_FIELD = 'confirmed';
export const CONFIRMED = 'yes';

export const isConfirmed = (fields: Record<string, string | undefined>) =>
  fields[CONFIRM_FIELD] === CONFIRMED;
