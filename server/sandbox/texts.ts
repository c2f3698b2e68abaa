import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type englishChat from './locales/en/chat.json';
import type englishHelp from './locales/en/help.json';
import type englishNotices from './locales/en/notices.json';
import { shippedLanguageOf, type ShippedLanguage } from '../../shared/languages';

/**
 * What the sandbox writes to members in their language: inbox notices and mails
 * (`notices.json`), the chat window (`chat.json`) and the help centre's articles (`help.json`),
 * from `server/sandbox/locales/<language>/`, one folder per shipped language (shared/languages.ts).
 * The locale check (client/scripts/check-locales.ts) holds every folder to English's keys and
 * placeholders, so each language reads as the English type.
 */
export interface SandboxTexts {
  notices: typeof englishNotices;
  chat: typeof englishChat;
  help: typeof englishHelp;
}

const LOCALES_DIR = fileURLToPath(new URL('./locales/', import.meta.url));

function readTexts(language: ShippedLanguage): SandboxTexts {
  const read = (namespace: keyof SandboxTexts): unknown =>
    JSON.parse(readFileSync(`${LOCALES_DIR}${language.toLowerCase()}/${namespace}.json`, 'utf8'));
  // The locale check proves each file has English's shape; JSON.parse cannot say so to the compiler.
  return { notices: read('notices'), chat: read('chat'), help: read('help') } as SandboxTexts;
}

/** Each language's texts, read the first time a member of that language needs them. */
const TEXTS = new Map<ShippedLanguage, SandboxTexts>();

/** The texts of a stored language code (upper case); a code the site does not ship reads English. */
export function textsFor(code: string | null | undefined): SandboxTexts {
  const language = shippedLanguageOf(code);
  let texts = TEXTS.get(language);
  if (!texts) {
    texts = readTexts(language);
    TEXTS.set(language, texts);
  }
  return texts;
}

/** Puts each `{{name}}` of a template in its place. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
