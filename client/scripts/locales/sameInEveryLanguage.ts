/**
 * Texts that are rightly the same in every shipped language: names of products, brands and
 * platforms, acronyms, units, and a message written in one fixed language on purpose. Any other
 * text of a non-English table that equals its English original is an untranslated copy and fails
 * the locale check. Keyed `namespace:key`, each with the reason it stays as it is.
 */
export const SAME_IN_EVERY_LANGUAGE: Readonly<Record<string, string>> = {
  'common:common.ok': '"OK" is the word Filipino interfaces use',
  'common:auth.in_increase_submit': '"OK" is the word Filipino interfaces use',
  'common:auth.captcha': 'the name of the check',
  'common:menu.categories.PVP': 'acronym of the game family',
  'common:menu.categories.ESPORTS': 'name of the game family',
  'common:menu.tabs.menu': '"Menu" is the word Filipino interfaces use (as in "Menu ng site")',
  'download:download.android': 'platform name',
  'download:download.ios': 'platform name',
  'games:games.classify.ARCADE': 'name of the game family',
  'games:games.classify.BINGO': 'name of the game',
  'identity:auth.username': '"Username" is the word Filipino sign-in forms use',
  'identity:auth.mode.username': '"Username" is the word Filipino sign-in forms use',
  'identity:register.mode.username': '"Username" is the word Filipino sign-in forms use',
  'identity:register.fields.username': '"Username" is the word Filipino sign-in forms use',
  'identity:auth.password': '"Password" is the word Filipino sign-in forms use',
  'identity:register.fields.password': '"Password" is the word Filipino sign-in forms use',
  'identity:auth.email': '"E-mail" is the word Filipino forms use',
  'identity:register.fields.email': '"E-mail" is the word Filipino forms use',
  'identity:register.fields.qqNum': 'product name',
  'identity:register.fields.line': 'product name',
  'identity:register.fields.whatsapp': 'product name',
  'identity:register.fields.zalo': 'product name',
  'identity:register.fields.facebook': 'product name',
  'identity:register.fields.wechat': 'product name',
  'identity:register.mobileAccount.en': 'the account message in English, whatever the site language',
  'identity:register.mobileAccount.vi': 'the account message in Vietnamese, whatever the site language',
  'profile:profile.fields.qqNum': 'product name',
  'profile:profile.fields.whatsapp': 'product name',
  'profile:profile.fields.facebook': 'product name',
  'profile:profile.fields.telegram': 'product name',
  'profile:profile.fields.line': 'product name',
  'profile:profile.fields.zalo': 'product name',
  'profile:profile.fields.wechat': 'product name',
  'profile:profile.fields.skype': 'product name',
  'profile:profile.requiredLabel': 'a field label and the required mark, no words of its own',
  'service:service.ms': 'a number and its unit',
};
