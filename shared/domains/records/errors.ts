/** The refusals of the record calls (HTTP 200, `success: false`, this `errorCode`). Plain data. */
export const RecordsError = {
  dateRange: 'date.range.invalid',
} as const;
export type RecordsError = (typeof RecordsError)[keyof typeof RecordsError];
