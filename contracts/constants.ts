// The product spec's numbers (section 9), named for their meaning and kept in one place.
export const MOBILE_MAX_WIDTH = 960;
export const SCROLL_TOP_THRESHOLD = 300;
export const FOOTER_HEIGHT = 330;
export const DIALOG_MAX_WIDTH = 900;
export const API_TIMEOUT_MS = 15_000;
export const RED_FLASH_MS = 1_500;
export const RED_FLASH_TRANSITION_MS = 1_000;
export const REPORT_CONTENT_TYPE = 'credit';
export const COUNTRY_CODE_TYPE = 'alpha2';
/** The spec's requests carry fixed placeholder ids; the server accepts any string. */
export const REQUEST_ID_PLACEHOLDER = '00000000-0000-0000-0000-000000000000';
