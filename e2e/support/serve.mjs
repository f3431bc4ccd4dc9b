// Starts what the browser journeys need: an SMTP server that keeps every mail (readable over
// HTTP on :3101), and the built store on :3100 with a fresh PGlite database and demo data.
// E2E_PORT moves the three (see ports.ts).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// A second store (the guest checkout journey's, e2e/support/guest-store.ts) keeps its own.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, '.e2e', 'data');
const messages = [];
const port = Number(process.env.E2E_PORT ?? 3100);
const smtpPort = port - 575;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          receivedAt: Date.now(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

const mailApi = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(list));
    return;
  }
  res.writeHead(404).end();
});
mailApi.listen(port + 1, '127.0.0.1');

rmSync(dataDir, { recursive: true, force: true });
const store = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_IP: '1000',
    RATE_LIMIT_PER_EMAIL: '100',
    // A restocked size's mail goes out within a second, not the default half-minute.
    STOCK_ALERT_SEND_SECONDS: '1',
    DATABASE_URL: '',
  },
});

function stop() {
  store.kill('SIGTERM');
  smtp.close();
  mailApi.close();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
store.on('exit', (code) => {
  smtp.close();
  mailApi.close();
  process.exit(code ?? 0);
});
