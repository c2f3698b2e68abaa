import { RecordsError } from '../../../shared/domains/records/errors';
import { RECORDS_MAX_RANGE_DAYS } from '../../../shared/domains/records/rules';
import { refuse } from './refusals';
import { DAY_MS } from './time';

/** One member's rows over [from, to), epoch ms. */
export interface RangeQuery {
  accountId: number;
  from: number;
  to: number;
}

/** A page of rows: at most `limit`, after skipping `offset`. */
export interface PageQuery {
  limit: number;
  offset: number;
}

/**
 * A record query's range: [startTime, endTime), not empty, at most RECORDS_MAX_RANGE_DAYS long;
 * any other range is refused with `date.range.invalid`.
 */
export function recordRange(accountId: number, startTime: number, endTime: number): RangeQuery {
  if (endTime <= startTime) throw refuse(RecordsError.dateRange, 'The end of the range must come after its start');
  if (endTime - startTime > RECORDS_MAX_RANGE_DAYS * DAY_MS) {
    throw refuse(RecordsError.dateRange, `A range spans at most ${RECORDS_MAX_RANGE_DAYS} days`);
  }
  return { accountId, from: startTime, to: endTime };
}

/** Page `pageNo` (from 1) of `pageSize` rows. */
export const pageOf = (pageNo: number, pageSize: number): PageQuery => ({ limit: pageSize, offset: (pageNo - 1) * pageSize });

/** The paging fields of a records answer: a page past the end is empty with the right totals. */
export const paging = (pageNo: number, pageSize: number, totalCount: number) => ({
  pageNo,
  pageSize,
  totalCount,
  totalPages: Math.ceil(totalCount / pageSize),
});
