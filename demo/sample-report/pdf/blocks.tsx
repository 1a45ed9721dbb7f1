import { View } from '@react-pdf/renderer';
import { Text } from '../../../core/pdf/text';
import { Children, isValidElement, type ReactNode } from 'react';
import { styles } from './styles';

/**
 * Keeps every heading on the page of what follows it: a subheading and the block after it form
 * one unbreakable group, and the section title joins the first group. (react-pdf's
 * `minPresenceAhead` does not hold a heading back when the next block cannot be split.)
 */
function keepHeadingsWithContent(children: ReactNode): ReactNode[][] {
  const groups: ReactNode[][] = [];
  let pending: ReactNode[] = [];
  for (const child of Children.toArray(children)) {
    pending.push(child);
    if (!(isValidElement(child) && child.type === SubTitle)) {
      groups.push(pending);
      pending = [];
    }
  }
  if (pending.length > 0) groups.push(pending);
  return groups;
}

/** A report section: its title, then groups of a subheading with its content. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const [first = [], ...rest] = keepHeadingsWithContent(children);
  return (
    <View style={styles.section}>
      <View wrap={false}>
        <Text style={styles.sectionTitle}>{title}</Text>
        {first}
      </View>
      {rest.map((group, i) => (
        <View key={i} wrap={false}>
          {group}
        </View>
      ))}
    </View>
  );
}

export function SubTitle({ children }: { children: ReactNode }) {
  return <Text style={styles.subTitle}>{children}</Text>;
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.paragraph}>{children}</Text>;
}

/** Label–value pairs, one per line. */
export function KeyValues({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <View>
      {rows.map(([label, value]) => (
        <View key={label} style={styles.kvRow} wrap={false}>
          <Text style={styles.kvLabel}>{label}</Text>
          <Text style={styles.kvValue}>{value}</Text>
        </View>
      ))}
    </View>
  );
}

export interface Column {
  title: string;
  /** A share of the table's width, e.g. '40%'. */
  width: string;
  align?: 'left' | 'right' | 'center';
}

// The report's tables are short: one that fits in a third of a page moves to the next page whole.
const SHORT_TABLE_ROWS = 8;

/** A table whose rows never split across pages, nor a short table as a whole. */
export function Table({ columns, rows }: { columns: Column[]; rows: ReactNode[][] }) {
  const cell = (column: Column) => [
    styles.cell,
    { width: column.width, textAlign: column.align ?? 'left' },
  ];
  return (
    <View style={styles.table} wrap={rows.length > SHORT_TABLE_ROWS}>
      <View style={styles.tableHead} wrap={false}>
        {columns.map((column) => (
          <Text key={column.title} style={cell(column)}>
            {column.title}
          </Text>
        ))}
      </View>
      {rows.map((row, i) => (
        <View key={i} style={styles.tableRow} wrap={false}>
          {row.map((value, j) => (
            <Text key={j} style={cell(columns[j] as Column)}>
              {value}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

export function Bullets({ items }: { items: string[] }) {
  return (
    <View>
      {items.map((item) => (
        <View key={item} style={styles.bullet} wrap={false}>
          <Text style={styles.bulletMark}>•</Text>
          <Text style={styles.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}
