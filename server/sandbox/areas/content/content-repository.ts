import type { Database } from 'better-sqlite3';
import type { Banner, HelpArticle, Notice, Promotion } from '../../../../shared/domains/content/schemas';
import { DEFAULT_LANGUAGE } from '../../../../shared/languages';

interface ArticleRow {
  id: number;
  parentId: number | null;
  tag: string;
  title: string;
  content: string;
  bgColor: string | null;
  lang: string;
  display: number;
}
interface BannerRow {
  bannerId: number;
  groupName: string;
  title: string;
  linkageType: string | null;
  linkage: string | null;
  sequence: number;
}
interface PopupRow {
  id: number;
  execution: string;
  title: string;
  content: string;
  promotionType: string | null;
}
export interface PopupValue {
  id: number;
  execution: string;
  title: string;
  content: string;
  promotionType?: string;
}

export function createContentRepository(db: Database) {
  const stmt = {
    hasLang: db.prepare<[string], number>('SELECT 1 FROM help_articles WHERE lang = ? LIMIT 1').pluck(),
    articles: db.prepare<[string], ArticleRow>(`SELECT id, parent_id AS parentId, tag, title, content, bg_color AS bgColor, lang, display
      FROM help_articles WHERE lang = ? ORDER BY parent_id IS NOT NULL, sort`),
    banners: db.prepare<[], BannerRow>(`SELECT banner_id AS bannerId, group_name AS groupName, title, linkage_type AS linkageType,
      linkage, sequence FROM banners ORDER BY banner_id`),
    banner: db.prepare<[string, number], BannerRow>(`SELECT banner_id AS bannerId, group_name AS groupName, title,
      linkage_type AS linkageType, linkage, sequence FROM banners WHERE group_name = ? AND sequence = ?`),
    notices: db.prepare<[], Notice>('SELECT id, title, content, time FROM notices ORDER BY time DESC'),
    popups: db.prepare<[], PopupRow>('SELECT id, execution, title, content, promotion_type AS promotionType FROM popups ORDER BY id'),
    promotions: db.prepare<[], Omit<Promotion, 'announcementImages'>>(`SELECT id, title, category, content, start_date AS startDate,
      end_date AS endDate FROM promotions ORDER BY sort`),
    promotion: db.prepare<[number], { id: number; title: string; category: string }>(
      'SELECT id, title, category FROM promotions WHERE id = ?',
    ),
    categories: db.prepare<[], { category: string; count: number }>(`SELECT category, COUNT(*) AS count FROM promotions
      GROUP BY category ORDER BY MIN(sort), category`),
    images: db.prepare<[], { promotionId: number; sequence: number; url: string }>(`SELECT promotion_id AS promotionId, sequence, url
      FROM promotion_images ORDER BY promotion_id, sequence`),
  };

  return {
    /** The promotions' categories, each with its number of promotions, in the promotions' order. */
    promotionCategories: (): { category: string; count: number }[] => stmt.categories.all(),
    /** Articles in `lang`, falling back to English when the language has none. */
    helpCenter(lang: string): HelpArticle[] {
      const chosen = stmt.hasLang.get(lang) ? lang : DEFAULT_LANGUAGE;
      const byId = new Map<number, HelpArticle>();
      const roots: HelpArticle[] = [];
      for (const row of stmt.articles.all(chosen)) {
        const article: HelpArticle = {
          tag: row.tag,
          title: row.title,
          content: row.content,
          lang: row.lang,
          display: row.display === 1,
          children: [],
          ...(row.bgColor === null ? {} : { bgColor: row.bgColor }),
        };
        byId.set(row.id, article);
        if (row.parentId === null) roots.push(article);
        else byId.get(row.parentId)?.children.push(article);
      }
      return roots;
    },
    banners(): Banner[] {
      return stmt.banners.all().map((b) => ({ ...b, url: bannerUrl(b.groupName, b.sequence) }));
    },
    banner: (group: string, sequence: number): BannerRow | undefined => stmt.banner.get(group, sequence),
    notices: (): Notice[] => stmt.notices.all(),
    popups(execution?: string): PopupValue[] {
      return stmt.popups
        .all()
        .filter((p) => execution === undefined || p.execution === execution)
        .map(({ promotionType, ...p }) => (promotionType === null ? p : { ...p, promotionType }));
    },
    promotions(): Promotion[] {
      const images = new Map<number, Promotion['announcementImages']>();
      for (const img of stmt.images.all()) {
        const list = images.get(img.promotionId) ?? [];
        list.push({ sequence: img.sequence, url: img.url });
        images.set(img.promotionId, list);
      }
      return stmt.promotions.all().map((p) => ({ ...p, announcementImages: images.get(p.id) ?? [] }));
    },
    promotion: (id: number) => stmt.promotion.get(id),
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;

export function bannerUrl(group: string, sequence: number): string {
  return `/img/banner/${group}-${sequence}.svg`;
}
