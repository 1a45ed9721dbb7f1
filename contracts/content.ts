/** An article of the blog, as the list and the article page need it. */
export interface ArticleSummary {
  slug: string;
  title: string;
  description: string;
  summary: string;
  published: string;
}

export interface Heading {
  id: string;
  text: string;
}

export interface Article extends ArticleSummary {
  html: string;
  headings: Heading[];
  readingMinutes: number;
}

/** About, privacy, offer, payment result pages. */
export interface ContentPage {
  slug: string;
  title: string;
  description: string;
  html: string;
  headings: Heading[];
}
