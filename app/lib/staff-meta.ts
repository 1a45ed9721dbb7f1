import type { MetaDescriptor } from 'react-router';

/** Staff pages: a plain title, never indexed. */
export function staffMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} — служебный раздел` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
