/**
 * The registration fields that hold a contact handle or an identity document: the platform's
 * register settings switch each on or off. Shared by the full field list (schemas/system.ts) and
 * the fields the settings control (forms.ts), so the two lists cannot drift apart.
 */
export const CONTACT_FIELDS = ['qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber', 'email'] as const;
