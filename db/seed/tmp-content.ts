export function countryContent(c: { name: string }) {
  return `Временный текст о стране ${c.name}.`;
}
