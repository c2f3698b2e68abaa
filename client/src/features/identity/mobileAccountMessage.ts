/**
 * A mobile registration first shows its auto-generated account "in Vietnamese or
 * English by language" — Vietnamese for a Vietnamese interface, English for any other.
 */
export function mobileAccountMessageKey(language: string): string {
  return language.toUpperCase() === 'VI' ? 'register.mobileAccount.vi' : 'register.mobileAccount.en';
}
