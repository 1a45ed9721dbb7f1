/**
 * Someone's typed text (a name, a comment, a question, a staff reply) as the plain-text part of a
 * message carries it: every `~` is followed by an invisible word joiner, so no two tildes of it
 * ever touch and it can never form or complete a private link's stand-in (`~~kind.…~~`, see
 * `../private-links.ts`), whatever the text beside it. The HTML part gets the same from
 * `escapeHtml`, which writes `~` as `&#126;`.
 */
export function inertText(value: string): string {
  return value.replace(/~/g, '~\u2060');
}
