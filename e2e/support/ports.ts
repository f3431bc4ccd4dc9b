/**
 * Where the e2e server, its SMTP sink and the sink's reading API listen. `E2E_PORT` moves all
 * three (the store on it, the mail API on the next port, SMTP 575 below), so that two checkouts
 * on one machine can run their journeys at once.
 */
const port = Number(process.env.E2E_PORT ?? 3100);

export const E2E = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  smtpPort: port - 575,
  mailApi: `http://127.0.0.1:${port + 1}`,
} as const;
