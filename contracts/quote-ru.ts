/**
 * Puts a name in Russian quotes. A name that has its own «…» (ООО «Ромашка») gets „…“ inside,
 * as Russian typography nests them, instead of «…«…»» which reads as a typo.
 */
export function quoteRu(text: string): string {
  return `«${text.replace(/«/g, '„').replace(/»/g, '“')}»`;
}
