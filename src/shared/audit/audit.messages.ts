/** What the audit log says (server and dashboard). */
export const AUDIT_MESSAGES = {
  title: 'Audit Log',
  empty: 'No entry matches these filters.',
  dateRange: 'The start date must not be after the end date.',
  badDate: 'Give a date as YYYY-MM-DD.',
  noValue: '(none)',
} as const;
