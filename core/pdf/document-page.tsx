import { Document, Page } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { styles } from './styles';

/** One A4 portrait page with the document's metadata. */
export function DocumentPage({
  title,
  author,
  date,
  children,
}: {
  title: string;
  author: string;
  /** ISO 'YYYY-MM-DD': the document's own date, so the same data gives the same file. */
  date: string;
  children: ReactNode;
}) {
  const creationDate = new Date(`${date}T00:00:00+03:00`);
  return (
    <Document
      title={title}
      author={author}
      creator={author}
      producer={author}
      language="ru"
      creationDate={creationDate}
      modificationDate={creationDate}
    >
      <Page size="A4" style={styles.page}>
        {children}
      </Page>
    </Document>
  );
}
