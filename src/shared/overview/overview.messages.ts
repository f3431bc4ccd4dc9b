/** What the dashboard's overview (its home for admins and merchants) answers and shows. */
export const OVERVIEW_MESSAGES = {
  periodUnknown: 'Please choose today, 7, 30 or 90 days, or custom dates.',
  dateInvalid: 'Please enter dates as YYYY-MM-DD.',
  datesRequired: 'Please enter both a start and an end date.',
  datesOrder: 'The start date may not be after the end date.',
  datesTooLong: 'Please choose at most 366 days.',
  datesNotCustom: 'Dates are given only with the custom period.',
} as const;
