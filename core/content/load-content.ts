import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import type { Article, ArticleSummary, ContentPage } from '../../contracts/content';
import { renderMarkdown } from './render-markdown';

const ArticleFrontMatter = z.object({
  slug: z.string().regex(/^[a-z0-9_-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  summary: z.string().min(1),
  published: z
    .union([z.date(), z.string()])
    .transform((v) => (v instanceof Date ? v : new Date(v)).toISOString().slice(0, 10)),
});

const PageFrontMatter = z.object({
  slug: z.string().regex(/^[a-z0-9_-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
});

export interface ContentLibrary {
  articles: Article[];
  pages: Map<string, ContentPage>;
}

/** Replaces `{{name}}` placeholders with operator details from configuration. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

async function readMarkdownFiles(dir: string) {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (name) => ({ name, source: await readFile(path.join(dir, name), 'utf8') })),
  );
}

const WORDS_PER_MINUTE = 180;

/**
 * Reads and renders every article and page once at start-up; a malformed front matter stops
 * the server with the file's name rather than showing a broken page later.
 */
export async function loadContent(
  contentDir: string,
  placeholders: Record<string, string>,
): Promise<ContentLibrary> {
  const articles: Article[] = [];
  for (const { name, source } of await readMarkdownFiles(path.join(contentDir, 'articles'))) {
    const parsed = matter(source);
    const front = ArticleFrontMatter.safeParse(parsed.data);
    if (!front.success) throw new Error(`content/articles/${name}: ${front.error.message}`);
    const body = fillPlaceholders(parsed.content, placeholders);
    const words = body.split(/\s+/).filter(Boolean).length;
    articles.push({
      ...front.data,
      ...renderMarkdown(body),
      readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    });
  }
  articles.sort((a, b) => b.published.localeCompare(a.published));

  const pages = new Map<string, ContentPage>();
  for (const { name, source } of await readMarkdownFiles(path.join(contentDir, 'pages'))) {
    const parsed = matter(source);
    const front = PageFrontMatter.safeParse(parsed.data);
    if (!front.success) throw new Error(`content/pages/${name}: ${front.error.message}`);
    pages.set(front.data.slug, {
      ...front.data,
      ...renderMarkdown(fillPlaceholders(parsed.content, placeholders)),
    });
  }
  return { articles, pages };
}

export function summarise({
  slug,
  title,
  description,
  summary,
  published,
}: Article): ArticleSummary {
  return { slug, title, description, summary, published };
}
