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
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const USAGE = `usage: npm start [-- -p <port>] [-- -H <hostname>]
  -p, --port <port>          0–65535 (default: $PORT, else 3000)
  -H, --hostname <hostname>  address to listen on (default: all interfaces)`;

function fail(message) {
  console.error(`hexkeeper: ${message}\n${USAGE}`);
  process.exit(2);
}

/** The flags, checked: a wrong one stops with what is accepted. */
function parseArgs(argv, env) {
  let port = env.PORT ?? '3000';
  let hostname;
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
    else if (name === '-h' || name === '--help') {
      console.log(USAGE);
      process.exit(0);
    } else fail(`unknown option ${JSON.stringify(arg)}`);
  }
  if (!/^\d{1,5}$/.test(String(port)) || Number(port) > 65535)
    fail(`the port must be a whole number from 0 to 65535, not ${JSON.stringify(port)}`);
  if (hostname !== undefined && !/^[A-Za-z0-9.:[\]_-]{1,253}$/.test(hostname))
    fail(`the hostname must be a host name or an IP address, not ${JSON.stringify(hostname)}`);
  return { port: Number(port), hostname };
}

const { port, hostname } = parseArgs(process.argv.slice(2), process.env);
const dir = join(dirname(fileURLToPath(import.meta.url)), '..');
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

const server = createServer((req, res) => {
  if (serveNode(req, res)) return;
  handle(req, res).catch((e) => {
    console.error('hexkeeper: unexpected error', e);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
// A request's headers and body must arrive within these (a response, such as an event
// stream, may last as long as it likes): a client trickling a body holds no socket for long.
server.headersTimeout = 15_000;
server.requestTimeout = 30_000;
server.on('error', (e) => {
  console.error(`hexkeeper: cannot listen on port ${port}: ${e.message}`);
  process.exit(1);
});
server.listen(port, hostname, () => {
  const a = server.address();
  const shown = hostname ?? 'localhost';
  console.log(
    `hexkeeper: ready on http://${shown.includes(':') ? `[${shown}]` : shown}:${typeof a === 'object' && a ? a.port : port}`,
  );
});
// Open event streams never end by themselves: stop at once (every accepted write is committed).
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
