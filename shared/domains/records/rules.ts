/** The longest range one record query may span, in days (team reports and contract settlements too). */
export const RECORDS_MAX_RANGE_DAYS = 93;
