/**
 * Texts that rightly read as their English original: names of products, brands, platforms and game
 * families, acronyms, units, a message written in one fixed language on purpose, and words a
 * language's own interfaces use as English writes them ("OK", "Bonus"). Any other text of a
 * non-English table that equals its English original is an untranslated copy and fails the locale
 * check; a text with no letters outside its placeholders ("{{label}} *") cannot be one and needs no
 * entry. Keyed `namespace:key` (the sandbox's texts `sandbox/namespace:key`), each with the reason it
 * stays as it is and, when the reason holds for some languages only, those languages' folders.
 */
export interface SameAsEnglish {
  reason: string;
  /** The language folders the reason holds for; absent: every language. */
  languages?: readonly string[];
}

export const SAME_AS_ENGLISH: Readonly<Record<string, SameAsEnglish>> = {
  'common:common.ok': { reason: '"OK" is the word Filipino interfaces use', languages: ['tl'] },
  'common:auth.in_increase_submit': { reason: '"OK" is the word Filipino interfaces use', languages: ['tl'] },
  'common:auth.captcha': { reason: 'the name of the check' },
  'common:menu.categories.PVP': { reason: 'acronym of the game family' },
  'common:menu.categories.ESPORTS': { reason: 'name of the game family' },
  'common:menu.tabs.menu': { reason: '"Menu" is the word Filipino interfaces use (as in "Menu ng site")', languages: ['tl'] },
  'download:download.android': { reason: 'platform name' },
  'download:download.ios': { reason: 'platform name' },
  'games:games.classify.ARCADE': { reason: 'name of the game family' },
  'games:games.classify.BINGO': { reason: 'name of the game' },
  'identity:auth.username': { reason: '"Username" is the word Filipino sign-in forms use', languages: ['tl'] },
  'identity:auth.mode.username': { reason: '"Username" is the word Filipino sign-in forms use', languages: ['tl'] },
  'identity:register.mode.username': { reason: '"Username" is the word Filipino sign-in forms use', languages: ['tl'] },
  'identity:register.fields.username': { reason: '"Username" is the word Filipino sign-in forms use', languages: ['tl'] },
  'identity:auth.password': { reason: '"Password" is the word Filipino sign-in forms use', languages: ['tl'] },
  'identity:register.fields.password': { reason: '"Password" is the word Filipino sign-in forms use', languages: ['tl'] },
  'identity:auth.email': { reason: '"E-mail" is the word Filipino forms use', languages: ['tl'] },
  'identity:register.fields.email': { reason: '"E-mail" is the word Filipino forms use', languages: ['tl'] },
  'identity:register.fields.qqNum': { reason: 'product name' },
  'identity:register.fields.line': { reason: 'product name' },
  'identity:register.fields.whatsapp': { reason: 'product name' },
  'identity:register.fields.zalo': { reason: 'product name' },
  'identity:register.fields.facebook': { reason: 'product name' },
  'identity:register.fields.wechat': { reason: 'product name' },
  'identity:register.mobileAccount.en': { reason: 'the account message in English, whatever the site language' },
  'identity:register.mobileAccount.vi': { reason: 'the account message in Vietnamese, whatever the site language' },
  'profile:profile.fields.qqNum': { reason: 'product name' },
  'profile:profile.fields.whatsapp': { reason: 'product name' },
  'profile:profile.fields.facebook': { reason: 'product name' },
  'profile:profile.fields.telegram': { reason: 'product name' },
  'profile:profile.fields.line': { reason: 'product name' },
  'profile:profile.fields.zalo': { reason: 'product name' },
  'profile:profile.fields.wechat': { reason: 'product name' },
  'profile:profile.fields.skype': { reason: 'product name' },
  'service:service.ms': { reason: 'a number and its unit' },
  'sandbox/chat:conversation': { reason: 'French writes "conversation" as English does', languages: ['fr'] },
  'sandbox/chat:message': { reason: 'French writes "message" as English does', languages: ['fr'] },
};
