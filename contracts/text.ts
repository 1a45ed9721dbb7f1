import { z } from 'zod';
import { MESSAGES } from './messages';

/**
 * What text the service accepts, decided once for every field of every form and API call.
 *
 * Refused: C0 and C1 control characters (PostgreSQL cannot store NUL at all; the rest are never
 * typed, only injected or garbled) and lone surrogates (half of an emoji, not a character; the
 * jsonb column refuses it). A line break and a tab are text only where the field is multiline.
 * Stripped: the zero-width space, word joiner, byte order mark and soft hyphen, which arrive
 * with pasted text, show nothing and would only make a search or a name miss its match.
 * Kept: right-to-left marks, zero-width joiners (emoji, Persian) and everything else.
 * Passwords stay outside the rule: they are hashed, never stored or shown, so any text is theirs.
 */

// Control characters are exactly what these patterns look for.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;
// eslint-disable-next-line no-control-regex
const MULTILINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;
const INVISIBLE = /[\u00ad\u200b\u2060\ufeff]/g;

/** Whether the text holds a character no field accepts (line breaks and tabs as `multiline` says). */
export function hasForbiddenCharacters(text: string, { multiline = false } = {}): boolean {
  return (multiline ? MULTILINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text);
}

/** The text without the invisible characters that are safe to drop. */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

type StringParams = Parameters<typeof z.string>[0];

function acceptedText(multiline: boolean, params?: StringParams) {
  return z
    .string(params)
    .overwrite(stripInvisible)
    .refine((text) => !hasForbiddenCharacters(text, { multiline }), {
      error: MESSAGES.forbiddenCharacters,
      // Nothing after it can say more about text that cannot be kept.
      abort: true,
    });
}

/** A one-line field (a name, an e-mail, a search): no control characters, line breaks included. */
export function singleLineText(params?: StringParams) {
  return acceptedText(false, params);
}

/** A textarea: line breaks and tabs allowed, other control characters not. */
export function multilineText(params?: StringParams) {
  return acceptedText(true, params);
}
