// `npm start`: the production server. Next's own request handler answers every request
// except the live event streams (GET /api/games/<id>/events), which the app's Node path
// serves straight into Node's response (lib/server/node-routes.ts, installed by
// instrumentation.ts while Next prepares): Next would pipe every message through web
// streams, which at thousands of open streams cost more CPU than the rest of the server
// (docs/benchmarks.md). Every request passes lib/server/guard.ts first (inside serveNode):
// security headers, the socket's address, body limits, same-origin writes, public rate
// limits — so a new route has them without work of its own (docs/server.md, "Hardening").
// Same flags as `next start`: -p/--port (default $PORT, else 3000)
// and -H/--hostname (default: every interface; $HOSTNAME is not read — containers set it to
// their own name).
//
// -w/--workers N (or $HEXKEEPER_WORKERS; default 1): N processes on one port and one SQLite
// file (node:cluster), so one instance uses every core and each process holds only its share
// of the open streams (a process may open only so many files). The primary here never loads
// Next: it forks worker 1, waits until it listens (so the migrations and the server key are
// made once), forks the rest, relays the workers' news to each other (lib/server/cluster-bus.ts)
// and replaces a worker that dies. The primary listens; it accepts each connection without
// reading from it and hands the socket to the worker its peer's address hashes to, so the
// devices of a table behind one address (a home's router) share a worker and a roll reaches
// them without crossing workers; any other device still gets every version, through the news.
// With N = 1 nothing of this runs.
//
// --https (or $HEXKEEPER_HTTPS=1): TLS on the same port, with --cert/--key (or
// $HEXKEEPER_TLS_CERT/$HEXKEEPER_TLS_KEY), else with a certificate made for this machine's LAN
// names and addresses by this server's own authority, kept in <data folder>/tls (cli/tls.mjs).
// A browser treats a plain-http LAN address as not a secure context: no screen wake lock, no
// service worker (offline, install), no camera (docs/deploy.md, "https on a home network").
// The made authority's certificate is served at /hexkeeper-ca.crt for phones to install. With
// workers, the primary makes the certificate once and each worker reads it and speaks TLS on
// the sockets the primary hands over.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { createServer as createNetServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boundHeap } from './heap.mjs';
import { requireNode } from './node-check.mjs';
import { requestTimeouts } from './timeouts.mjs';
import { serverCredentials } from './tls.mjs';

// Started by hand on an older Node: run on the project's Node 24 (npm start already does).
await requireNode();
// The heap bounded from the configured memory (cli/heap.mjs): the process restarts itself once.
boundHeap();

const USAGE = `usage: npm start [-- -p <port>] [-- -H <hostname>] [-- -w <workers>] [-- --https]
  -p, --port <port>          0–65535 (default: $PORT, else 3000)
  -H, --hostname <hostname>  address to listen on (default: all interfaces)
  -w, --workers <n>          processes sharing the port and the data: 1–64, or auto (one per
                             core) (default: $HEXKEEPER_WORKERS, else 1)
  --https                    serve TLS (default: on when $HEXKEEPER_HTTPS is 1): with --cert and
                             --key, else with a certificate made for this machine's LAN names
                             (kept in <data folder>/tls; extra names in $HEXKEEPER_TLS_NAMES)
  --cert <file>, --key <file>  the certificate chain and key to serve (PEM; default:
                             $HEXKEEPER_TLS_CERT, $HEXKEEPER_TLS_KEY); imply --https`;

function fail(message) {
  console.error(`hexkeeper: ${message}\n${USAGE}`);
  process.exit(2);
}

/** The flags, checked: a wrong one stops with what is accepted. */
function parseArgs(argv, env) {
  let port = env.PORT ?? '3000';
  let hostname;
  let workers = env.HEXKEEPER_WORKERS;
  const httpsEnv = (env.HEXKEEPER_HTTPS ?? '').trim().toLowerCase();
  if (!['', '0', '1', 'true', 'false', 'on', 'off'].includes(httpsEnv))
    fail(`HEXKEEPER_HTTPS must be 1 or 0, not ${JSON.stringify(env.HEXKEEPER_HTTPS)}`);
  let https = ['1', 'true', 'on'].includes(httpsEnv);
  let certFile = env.HEXKEEPER_TLS_CERT || undefined;
  let keyFile = env.HEXKEEPER_TLS_KEY || undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const value = () => {
      if (eq > 0) return arg.slice(eq + 1);
      const v = argv[++i];
      if (v === undefined) fail(`${name} needs a value`);
      return v;
    };
    if (name === '-p' || name === '--port') port = value();
    else if (name === '-H' || name === '--hostname') hostname = value();
    else if (name === '-w' || name === '--workers') workers = value();
    else if (name === '--https' && eq < 0) https = true;
    else if (name === '--cert') certFile = value();
    else if (name === '--key') keyFile = value();
    else if (name === '-h' || name === '--help') {
      console.log(USAGE);
      process.exit(0);
    } else fail(`unknown option ${JSON.stringify(arg)}`);
  }
  if (!/^\d{1,5}$/.test(String(port)) || Number(port) > 65535)
    fail(`the port must be a whole number from 0 to 65535, not ${JSON.stringify(port)}`);
  if (hostname !== undefined && !/^[A-Za-z0-9.:[\]_-]{1,253}$/.test(hostname))
    fail(`the hostname must be a host name or an IP address, not ${JSON.stringify(hostname)}`);
  if (certFile || keyFile) https = true;
  if (https && Boolean(certFile) !== Boolean(keyFile))
    fail('--cert and --key go together (or HEXKEEPER_TLS_CERT and HEXKEEPER_TLS_KEY)');
  return {
    port: Number(port),
    hostname,
    workers: workerCount(workers),
    tls: https ? { certFile, keyFile } : null,
  };
}

/** The number of worker processes: 1 when unset. */
function workerCount(raw) {
  if (raw === undefined || raw === '') return 1;
  if (raw === 'auto') return Math.min(64, availableParallelism());
  if (!/^\d{1,2}$/.test(raw) || Number(raw) < 1 || Number(raw) > 64)
    fail(`the workers must be a whole number from 1 to 64, or auto, not ${JSON.stringify(raw)}`);
  return Number(raw);
}

const { port, hostname, workers, tls } = parseArgs(process.argv.slice(2), process.env);
let timeouts;
try {
  timeouts = requestTimeouts(process.env);
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}
const host = hostname ?? 'localhost';
const shownHost = host.includes(':') ? `[${host}]` : host;
const scheme = tls ? 'https' : 'http';
/** The key and certificate to serve (null: plain http); the primary makes any that are due. */
let credentials = null;
if (tls) {
  try {
    credentials = await serverCredentials(tls);
  } catch (e) {
    console.error(`hexkeeper: cannot serve https: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  }
  if (!cluster.isWorker) console.log(`hexkeeper: https: ${credentials.note}`);
  // The app's join links and QR codes take the scheme from here (lib/server/network.ts).
  process.env.HEXKEEPER_HTTPS = '1';
}
// Every accepted write is committed already: SIGINT/SIGTERM stop at once.
const exitCode = (signal) => (signal === 'SIGINT' ? 130 : 143);

if (workers > 1 && cluster.isPrimary) {
  primary();
} else {
  await serve();
}

/** The cluster's primary: forks, relays and replaces the workers; never loads Next. */
function primary() {
  let stopping = false;
  let ready = false;
  /** Workers that have said they serve. */
  const listened = new Set();
  /** Slot i's worker (a replacement takes its predecessor's slot), once it serves. */
  const slots = new Array(workers).fill(null);
  const live = () => Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
  // FNV-1a of the peer's address: the same address, the same slot.
  const slotOf = (address) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < address.length; i++) h = Math.imul(h ^ address.charCodeAt(i), 0x01000193);
    return (h >>> 0) % workers;
  };
  const listener = createNetServer({ pauseOnConnect: true }, (socket) => {
    const first = slotOf(socket.remoteAddress ?? '');
    // The address's worker, or (while it is being replaced) the next one serving.
    for (let k = 0; k < workers; k++) {
      const w = slots[(first + k) % workers];
      if (w?.isConnected()) {
        // The socket is the worker's now: this process closes its own copy once sent.
        w.send('hexkeeper:connection', socket, { keepOpen: false }, (e) => {
          if (e) socket.destroy();
        });
        return;
      }
    }
    socket.destroy();
  });
  listener.on('error', (e) => {
    console.error(`hexkeeper: cannot listen on port ${port}: ${e.message}`);
    stopAll(1);
  });
  const relay = (from, message) => {
    for (const w of live())
      if (w.id !== from && w.isConnected()) w.send({ ...message, from }, undefined, () => {});
  };
  const fork = (slot) => {
    // The mark lib/server/cluster-bus.ts looks for: a worker of this primary.
    const w = cluster.fork({ HEXKEEPER_CLUSTER: '1' });
    console.log(`hexkeeper: worker ${w.id} started (pid ${w.process.pid})`);
    // A worker's news for the others (lib/server/cluster-bus.ts checks each message's shape).
    w.on('message', (m) => {
      if (m === 'hexkeeper:serving') serving();
      else if (m && typeof m === 'object' && typeof m.hk === 'string' && m.hk !== 'gone')
        relay(w.id, m);
    });
    const serving = () => {
      listened.add(w.id);
      slots[slot] = w;
      // Worker 1 has made the data folder, the migrations and the key: now the rest.
      if (listened.size === 1) for (let i = 1; i < workers; i++) fork(i);
      if (!ready && listened.size === workers) {
        ready = true;
        listener.listen(port, hostname, () => {
          const a = listener.address();
          console.log(
            `hexkeeper: ready on ${scheme}://${shownHost}:${typeof a === 'object' && a ? a.port : port} (${workers} workers)`,
          );
        });
      }
    };
    w.once('exit', (code, signal) => {
      if (slots[slot] === w) slots[slot] = null;
      if (stopping) return;
      const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      // The others forget its phones (presence) before a replacement comes.
      relay(w.id, { hk: 'gone' });
      if (!ready) {
        // The server never started (say the store cannot be opened; the worker said why).
        console.error(`hexkeeper: worker ${w.id} ${why} while starting; stopping`);
        stopAll(1);
        return;
      }
      console.error(`hexkeeper: worker ${w.id} (pid ${w.process.pid}) ${why}; starting another`);
      // One that died before it listened is not retried in a tight loop.
      if (listened.has(w.id)) fork(slot);
      else setTimeout(() => fork(slot), 1_000);
    });
  };
  const stopAll = (code) => {
    stopping = true;
    const left = live();
    if (left.length === 0) process.exit(code);
    let n = left.length;
    for (const w of left) {
      w.once('exit', () => {
        if (--n === 0) process.exit(code);
      });
      w.process.kill('SIGTERM');
    }
    // A worker that does not stop by itself is not waited for long.
    setTimeout(() => process.exit(code), 5_000).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(exitCode(signal)));
  fork(0);
}

/** One server process: the whole server (workers = 1), or one worker of the cluster. */
async function serve() {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..');
  // In a cluster, each answer says which worker gave it (tests and operators can tell them apart).
  const worker =
    cluster.isWorker && process.env.HEXKEEPER_CLUSTER === '1'
      ? String(cluster.worker?.id ?? '')
      : null;
  // React and Next pick their production builds from NODE_ENV, as `next start` sets it.
  process.env.NODE_ENV = 'production';
  const { default: next } = await import('next');
  const app = next({ dev: false, dir, hostname: hostname ?? 'localhost', port });
  const handle = app.getRequestHandler();
  // instrumentation.ts opens the store and then hands over the Node path; Next's prepare()
  // does not wait for it, so listen only once it has arrived (a store that cannot be opened
  // stops the process there, with the reason).
  const HOOK = Symbol.for('hexkeeper.serveNode');
  const serveNodeReady = new Promise((resolve) => {
    globalThis[Symbol.for('hexkeeper.onServeNode')] = resolve;
  });
  await app.prepare();
  const waited = setTimeout(() => {
    console.error('hexkeeper: the app did not start its event-stream path (instrumentation.ts)');
    process.exit(1);
  }, 120_000);
  const serveNode = globalThis[HOOK] ?? (await serveNodeReady);
  clearTimeout(waited);

  // Node checks the two timeouts below every connectionsCheckingInterval (30 s by default), so
  // a trickled request was cut at 17–45 s; checked every second they hold to within a second.
  const serverOptions = { connectionsCheckingInterval: 1_000 };
  const onRequest = (req, res) => {
    if (worker) res.setHeader('x-hexkeeper-worker', worker);
    // The made authority, for a phone or tablet to install (docs/deploy.md).
    if (
      credentials?.ca &&
      req.url === '/hexkeeper-ca.crt' &&
      (req.method === 'GET' || req.method === 'HEAD')
    ) {
      const body = credentials.ca;
      res.writeHead(200, {
        'Content-Type': 'application/x-x509-ca-cert',
        'Content-Disposition': 'attachment; filename="hexkeeper-ca.crt"',
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(req.method === 'GET' ? body : undefined);
      return;
    }
    const render = () =>
      handle(req, res).catch((e) => {
        console.error('hexkeeper: unexpected error', e);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    // A page render waits for its address's turn inside serveNode (lib/server/page-budget.ts).
    if (serveNode(req, res, render)) return;
    render();
  };
  const server = credentials
    ? createTlsServer({ ...serverOptions, key: credentials.key, cert: credentials.cert }, onRequest)
    : createServer(serverOptions, onRequest);
  // A request's headers and body must arrive within these (cli/timeouts.mjs; a response, such
  // as an event stream, may last as long as it likes): a client trickling a body holds no
  // socket for long.
  server.headersTimeout = timeouts.headersTimeout;
  server.requestTimeout = timeouts.requestTimeout;
  server.on('error', (e) => {
    console.error(`hexkeeper: cannot listen on port ${port}: ${e.message}`);
    process.exit(1);
  });
  if (worker) {
    // A worker serves the connections its primary hands over (the primary listens, and
    // prints the one ready line once every worker serves).
    process.on('message', (m, socket) => {
      if (m !== 'hexkeeper:connection' || !socket) return;
      server.emit('connection', socket);
      socket.resume();
    });
    process.send?.('hexkeeper:serving');
  } else
    server.listen(port, hostname, () => {
      const a = server.address();
      console.log(
        `hexkeeper: ready on ${scheme}://${shownHost}:${typeof a === 'object' && a ? a.port : port}`,
      );
    });
  // Open event streams never end by themselves: stop at once (every accepted write is committed).
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => process.exit(exitCode(signal)));
}
