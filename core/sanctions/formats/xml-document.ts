import { SaxesParser } from 'saxes';
import type { SanctionsListCode } from '../../../contracts/sanctions-entry';
import { SanctionsFormatError } from '../sanctions-format-error';
import { listTitle } from './checked-entries';

/**
 * An element as read: attributes under their names prefixed with '@', its text (trimmed) under
 * '#text', each child element under its tag (namespace prefix dropped), always as an array.
 */
export interface XmlElement {
  [key: string]: XmlElement[] | string | undefined;
}

interface Open {
  element: XmlElement;
  tag: string;
  text: string;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Reads a whole list file. Each element named in `recordTags` (an entry of the list) goes to
 * `onRecord` once it closes and is not kept in the tree, so a 25 MB list is not held twice; the
 * root is returned with everything else (its attributes, a date element). An empty file, a
 * truncated one (an element left open) or another document is refused with the reason.
 */
export function readXmlList(
  text: string,
  list: SanctionsListCode,
  rootTag: string,
  recordTags: readonly string[],
  onRecord: (tag: string, element: XmlElement) => void,
): XmlElement {
  const title = listTitle(list);
  if (!text.trim()) throw new SanctionsFormatError(`Файл списка ${title} пуст.`);
  const parser = new SaxesParser();
  const stack: Open[] = [];
  let root: Open | null = null;
  parser.on('opentag', (node) => {
    const element: XmlElement = {};
    for (const [name, value] of Object.entries(node.attributes)) {
      element[`@${localName(name)}`] = value;
    }
    const tag = localName(node.name);
    if (!root) {
      if (tag !== rootTag) {
        throw new SanctionsFormatError(
          `Файл не похож на список ${title}: его корневой элемент ${tag}, а не ${rootTag}.`,
        );
      }
      root = { element, tag, text: '' };
    }
    stack.push(stack.length ? { element, tag, text: '' } : root);
  });
  parser.on('text', (chunk) => {
    const top = stack[stack.length - 1];
    if (top) top.text += chunk;
  });
  parser.on('cdata', (chunk) => {
    const top = stack[stack.length - 1];
    if (top) top.text += chunk;
  });
  parser.on('closetag', () => {
    const done = stack.pop() as Open;
    const content = done.text.trim();
    if (content) done.element['#text'] = content;
    const parent = stack[stack.length - 1];
    if (!parent) return;
    if (recordTags.includes(done.tag)) {
      onRecord(done.tag, done.element);
      return;
    }
    const siblings = parent.element[done.tag];
    if (Array.isArray(siblings)) siblings.push(done.element);
    else parent.element[done.tag] = [done.element];
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof SanctionsFormatError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new SanctionsFormatError(
      `Файл списка ${title} повреждён или обрезан: это не целый XML-документ (${reason}).`,
    );
  }
  if (!root) throw new SanctionsFormatError(`Файл списка ${title} пуст.`);
  return (root as Open).element;
}

/** The child elements with this tag. */
export function children(element: XmlElement | undefined, tag: string): XmlElement[] {
  const value = element?.[tag];
  return Array.isArray(value) ? value : [];
}

/** The elements at the end of a path of tags ('Names', 'Name'), from every branch. */
export function descendants(element: XmlElement | undefined, ...tags: string[]): XmlElement[] {
  let level = element ? [element] : [];
  for (const tag of tags) level = level.flatMap((e) => children(e, tag));
  return level;
}

/** An element's own text, trimmed; '' when it has none. */
export function ownText(element: XmlElement | undefined): string {
  const value = element?.['#text'];
  return typeof value === 'string' ? value : '';
}

/** The text of the first child with this tag; '' when there is none. */
export function childText(element: XmlElement | undefined, tag: string): string {
  return ownText(children(element, tag)[0]);
}

/** The texts of the elements at the end of a path, blanks left out. */
export function texts(element: XmlElement | undefined, ...tags: string[]): string[] {
  return descendants(element, ...tags)
    .map(ownText)
    .filter(Boolean);
}

export function attribute(element: XmlElement | undefined, name: string): string {
  const value = element?.[`@${name}`];
  return typeof value === 'string' ? value.trim() : '';
}
