import type { Database } from 'better-sqlite3';
import type { SeedPart } from '../../db/seed/seed-part';
import { SHIPPED_LANGUAGES } from '../../../../shared/languages';
import { textsFor } from '../../texts';

/** Each article's tag (the platform's `tag`, what the client links by) and its colour, in display order. */
const ARTICLES = [
  { tag: 'aboutus', bgColor: '#1d3557' },
  { tag: 'deposit', bgColor: '#2a9d8f' },
  { tag: 'withdraw', bgColor: '#e76f51' },
  { tag: 'game', bgColor: '#264653' },
  { tag: 'faqs', bgColor: '#457b9d' },
  { tag: 'term', bgColor: '#6d597a' },
  { tag: 'rules', bgColor: '#b56576' },
] as const;

/**
 * The help centre in every shipped language, from `server/sandbox/locales/<language>/help.json`
 * (texts.ts): each article, and the questions of an article that has them as its children. A
 * language already present is left as it is, so a database seeded before a language shipped gains
 * only the new ones.
 */
export function seedHelpCenter(db: Database): void {
  const insert = db.prepare(`INSERT INTO help_articles (parent_id, lang, tag, title, content, bg_color, display, sort)
    VALUES (?, ?, ?, ?, ?, ?, 1, ?)`);
  const present = new Set(db.prepare('SELECT DISTINCT lang FROM help_articles').pluck().all());
  for (const lang of SHIPPED_LANGUAGES) {
    if (present.has(lang)) continue;
    const { articles } = textsFor(lang).help;
    ARTICLES.forEach(({ tag, bgColor }, sort) => {
      const article: { title: string; content: string; questions?: Record<string, { title: string; content: string }> } = articles[tag];
      const parent = insert.run(null, lang, tag, article.title, article.content, bgColor, sort);
      Object.values(article.questions ?? {}).forEach((question, childSort) =>
        insert.run(parent.lastInsertRowid, lang, tag, question.title, question.content, bgColor, childSort),
      );
    });
  }
}

/** Renamed when languages ship, so that a database seeded before them gains their articles. */
export const helpCenterSeed: SeedPart = { name: 'help-center-35', seed: 0x5eed0005, run: (db) => seedHelpCenter(db) };
