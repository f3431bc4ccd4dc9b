// Chat benchmark: how many support-chat sockets two servers hold (goal: 2,000), and how fast a
// message between a member and an admin on different servers arrives while they are all
// connected (goal: p99 ≤ 150 ms). PostgreSQL and a redis-server of the benchmark's own; the
// held sockets live in a helper process, the timed ones here (one clock for send and arrival).
import { io } from 'socket.io-client';

import { int, ms, printTable, verdict } from '../lib/format.mjs';
import { cpuMeter } from '../lib/cpu.mjs';
import { startHelper } from '../lib/ipc.mjs';
import { startLoadStore } from '../lib/load-store.mjs';
import { machine, writeResult } from '../lib/results.mjs';
import { summarize } from '../lib/stats.mjs';

export const CHAT_TARGETS = { sockets: 2000, maxP99: 150 };

/** Per sender the store allows 20 messages in 10 s: members send every second, admins more often. */
const MEMBER_EVERY_MS = 1_000;
const ADMIN_EVERY_MS = 600;
/** How long a message may take before it counts as lost. */
const LOST_AFTER_MS = 10_000;

const sleep = (ms_) => new Promise((resolve) => setTimeout(resolve, ms_));

/** A timed socket: connects, and answers its received messages to `onMessage`. */
function timedSocket(url, account, onMessage) {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token: account.token },
  });
  socket.on('message', (message) => {
    if (message.to === account.id) onMessage(message);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('a timed chat socket did not connect')),
      30_000,
    );
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(new Error(`a timed chat socket was refused: ${error.message}`));
    });
  });
}

export async function chatBenchmark(options) {
  const startedAt = machine();
  const { sockets: held, probes, seconds } = options.chat;
  console.log(
    `\n== Chat: ${int(held)} held sockets + ${probes} timed members and 2 admins on two servers, ${seconds} s of messages...`,
  );
  const store = await startLoadStore(options, {
    name: 'chat',
    seed: { members: held + probes, admins: 2 },
  });
  const { servers, seeded } = store;
  const holder = startHelper('chat socket holder', 'socket-holder.mjs');
  const timed = [];
  let result;
  try {
    // The held sockets, half on each server.
    const targets = seeded.members.slice(0, held).map((account, i) => ({
      url: servers[i % 2].url,
      token: account.token,
    }));
    const opened = await holder.ask(
      { type: 'open', targets, concurrency: 50, timeoutMs: 20_000 },
      170_000,
    );
    console.log(
      `   ${int(opened.connected)} of ${int(held)} sockets connected in ${opened.seconds} s` +
        (opened.failed ? ` (${opened.failed} refused: ${JSON.stringify(opened.refusals)})` : ''),
    );

    // Admin k on server k; timed members on server s write to the admin on the other server.
    const sent = new Map();
    const latencies = { memberToAdmin: [], adminToMember: [] };
    let refused = 0;
    const arrived = (message) => {
      const entry = sent.get(message.clientId);
      if (!entry) return;
      sent.delete(message.clientId);
      latencies[entry.direction].push(performance.now() - entry.at);
    };
    const admins = await Promise.all(
      seeded.admins.map((account, k) => timedSocket(servers[k].url, account, arrived)),
    );
    timed.push(...admins);
    const members = seeded.members.slice(held, held + probes).map((account, i) => ({
      account,
      server: i % 2,
    }));
    const memberSockets = await Promise.all(
      members.map(({ account, server }) => timedSocket(servers[server].url, account, arrived)),
    );
    timed.push(...memberSockets);

    let counter = 0;
    const send = (socket, to, direction) => {
      counter += 1;
      const clientId = `bench-${counter}`;
      sent.set(clientId, { at: performance.now(), direction });
      socket.emit('message', { to, text: `Load test message ${counter}`, clientId }, (ack) => {
        if (!ack?.ok) {
          refused += 1;
          sent.delete(clientId);
        }
      });
    };
    const meter = await cpuMeter({
      pids: servers.map((server) => server.pid),
      databaseUrl: store.database.url,
      database: store.database.database,
    });
    const timedFrom = performance.now();
    const until = Date.now() + seconds * 1000;
    const loops = [];
    members.forEach(({ server }, i) => {
      const admin = seeded.admins[1 - server];
      loops.push(
        (async () => {
          await sleep((i * MEMBER_EVERY_MS) / members.length);
          while (Date.now() < until) {
            send(memberSockets[i], admin.id, 'memberToAdmin');
            await sleep(MEMBER_EVERY_MS);
          }
        })(),
      );
    });
    admins.forEach((socket, k) => {
      const theirs = members.filter((m) => m.server !== k);
      loops.push(
        (async () => {
          for (let i = 0; Date.now() < until && theirs.length > 0; i += 1) {
            send(socket, theirs[i % theirs.length].account.id, 'adminToMember');
            await sleep(ADMIN_EVERY_MS);
          }
        })(),
      );
    });
    await Promise.all(loops);
    const waitUntil = Date.now() + LOST_AFTER_MS;
    while (sent.size > 0 && Date.now() < waitUntil) await sleep(50);
    const lost = sent.size;
    const cpu = await meter.stop();
    const elapsed = (performance.now() - timedFrom) / 1000;
    const shareOfCore = (used) => Math.round((used / 1000 / elapsed) * 100) / 100;

    const still = await holder.ask({ type: 'count' });
    const timedConnected = timed.filter((socket) => socket.connected).length;
    const all = [...latencies.memberToAdmin, ...latencies.adminToMember];
    const latency = {
      all: summarize(all),
      memberToAdmin: summarize(latencies.memberToAdmin),
      adminToMember: summarize(latencies.adminToMember),
    };
    const socketsHeld = still.connected + timedConnected;
    const checks = {
      sockets: socketsHeld >= CHAT_TARGETS.sockets,
      p99: latency.all.p99 !== null && latency.all.p99 <= CHAT_TARGETS.maxP99,
      noLoss: lost === 0 && refused === 0 && still.dropped === 0,
    };
    result = {
      sockets: {
        asked: held + timed.length,
        connectedAtStart: opened.connected + timed.length,
        heldAtEnd: socketsHeld,
        droppedDuringRun: still.dropped,
        refusedAtConnect: opened.failed,
        refusals: opened.refusals,
        connectSeconds: opened.seconds,
      },
      messages: { sent: counter, delivered: all.length, lost, refused },
      cpuWhileTimed: {
        ...cpu,
        seconds: Math.round(elapsed * 10) / 10,
        storeCores: shareOfCore(cpu.storeMs),
        databaseCores: shareOfCore(cpu.databaseMs),
      },
      latencyMs: latency,
      checks,
      pass: checks.sockets && checks.p99 && checks.noLoss,
    };
  } finally {
    for (const socket of timed) socket.close();
    await holder.ask({ type: 'close' }, 30_000).catch(() => undefined);
    await holder.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await store.redis.stop();
  }

  report(result);
  const file = writeResult(
    'chat',
    {
      benchmark: 'Support-chat sockets held on two servers, and cross-server delivery latency',
      machine: startedAt,
      settings: {
        heldSockets: held,
        timedMembers: probes,
        admins: 2,
        seconds,
        memberSendsEveryMs: MEMBER_EVERY_MS,
        adminSendsEveryMs: ADMIN_EVERY_MS,
        servers: 2,
        database: 'PostgreSQL (a fresh eko_bench_* database)',
        redis: 'a redis-server of the benchmark, on a free port',
        latency:
          'from emit(message) to the recipient socket’s message event, one clock (this process); the held sockets in a helper process',
        quick: options.quick,
      },
      targets: CHAT_TARGETS,
      ...result,
    },
    options,
  );
  console.log(`   written to ${file}`);
  return result;
}

function report(r) {
  const row = (name, s) => [name, int(s.count), ms(s.p50), ms(s.p90), ms(s.p99), ms(s.max)];
  printTable(
    `Chat across two servers: ${int(r.sockets.heldAtEnd)} sockets held at the end (${r.sockets.droppedDuringRun} dropped, ${r.sockets.refusedAtConnect} refused), ${r.messages.lost} lost, ${r.messages.refused} refused`,
    ['messages', 'count', 'p50', 'p90', 'p99', 'max'],
    [
      row('member → admin', r.latencyMs.memberToAdmin),
      row('admin → member', r.latencyMs.adminToMember),
      row('all', r.latencyMs.all),
    ],
  );
  console.log(
    `   while timed, the two servers used ${r.cpuWhileTimed.storeCores} of a core, their PostgreSQL backends ${r.cpuWhileTimed.databaseCores}`,
  );
  console.log(
    `   goals: ≥ ${int(CHAT_TARGETS.sockets)} sockets ${verdict(r.checks.sockets)}; p99 ≤ ${CHAT_TARGETS.maxP99} ms ${verdict(r.checks.p99)}; none lost ${verdict(r.checks.noLoss)}`,
  );
}
