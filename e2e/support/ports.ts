/** Where the e2e server, its SMTP sink and the sink's reading API listen. */
export const E2E = {
  port: 3100,
  baseUrl: 'http://127.0.0.1:3100',
  smtpPort: 2525,
  mailApi: 'http://127.0.0.1:3101',
} as const;
