// `npm start -- --https`: the certificate the server presents. Either the user's own
// (--cert/--key, HEXKEEPER_TLS_CERT/HEXKEEPER_TLS_KEY: say one a home router or a real domain
// gave), or one made here: a small certificate authority of this server's own (made once, kept
// in the data folder, ten years) and a server certificate it signs for every name and address
// this machine answers to on the LAN (remade when those change, or a month before it ends).
// A phone or tablet trusts the authority once (docs/deploy.md, "https on a home network"), and
// then every later server certificate, whatever address the router hands out next.
// The certificates are made by the `selfsigned` package (Node's WebCrypto, no openssl needed).
import { X509Certificate } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';
import { join, resolve } from 'node:path';

const DAY = 24 * 60 * 60 * 1000;
// Apple refuses server certificates valid for more than 825 days; a year is what public CAs give.
const SERVER_DAYS = 397;
const CA_DAYS = 3650;
const RENEW_DAYS = 30;

/** The folder the made certificates live in: `<HEXKEEPER_DATA_DIR or ./data>/tls`. */
export function tlsDir(env = process.env) {
  return join(resolve(env.HEXKEEPER_DATA_DIR || './data'), 'tls');
}

/**
 * Every name and address the server certificate must hold: loopback, this machine's host
 * name (and its `.local` mDNS name), each address of its network interfaces, and the extra
 * names of HEXKEEPER_TLS_NAMES (comma-separated, e.g. `table.lan,192.168.1.50`).
 */
export function lanNames(env = process.env) {
  const names = new Set(['localhost', '127.0.0.1', '::1']);
  const host = hostname().toLowerCase();
  if (/^[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})*$/.test(host)) {
    names.add(host);
    if (!host.includes('.')) names.add(`${host}.local`);
  }
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? [])
      if (!a.internal && !a.address.startsWith('fe80:')) names.add(a.address);
  for (const extra of (env.HEXKEEPER_TLS_NAMES ?? '').split(',')) {
    const name = extra.trim().toLowerCase();
    if (name === '') continue;
    if (!isIP(name) && !/^[a-z0-9*-]{1,63}(\.[a-z0-9-]{1,63})*$/.test(name))
      throw new Error(
        `HEXKEEPER_TLS_NAMES: ${JSON.stringify(extra)} is not a host name or an IP address`,
      );
    names.add(name);
  }
  return [...names];
}

/** The names and addresses a certificate is valid for (its subjectAltName). */
function namesIn(cert) {
  return (cert.subjectAltName ?? '')
    .split(', ')
    .map((s) => s.replace(/^(DNS|IP Address):/, '').toLowerCase())
    .map((s) => (isIP(s) === 6 ? normalizeV6(s) : s));
}

const normalizeV6 = (a) => new URL(`http://[${a}]/`).hostname.slice(1, -1);

const altName = (name) => (isIP(name) ? { type: 7, ip: name } : { type: 2, value: name });

async function makeCa(dir) {
  const { generate } = await import('selfsigned');
  const now = new Date();
  const pems = await generate(
    [
      { name: 'commonName', value: `Hexkeeper on ${hostname()}` },
      { name: 'organizationName', value: 'Hexkeeper (this server only)' },
    ],
    {
      keyType: 'ec',
      curve: 'P-256',
      algorithm: 'sha256',
      notBeforeDate: new Date(now.getTime() - DAY),
      notAfterDate: new Date(now.getTime() + CA_DAYS * DAY),
      extensions: [
        { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
        { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
      ],
    },
  );
  writeFileSync(join(dir, 'ca-key.pem'), pems.private, { mode: 0o600 });
  writeFileSync(join(dir, 'ca.crt'), pems.cert, { mode: 0o644 });
  return { key: pems.private, cert: pems.cert };
}

async function makeServerCert(dir, ca, names) {
  const { generate } = await import('selfsigned');
  const now = new Date();
  const pems = await generate(
    [
      {
        name: 'commonName',
        value: names.find((n) => !isIP(n) && n !== 'localhost') ?? 'localhost',
      },
    ],
    {
      keyType: 'ec',
      curve: 'P-256',
      algorithm: 'sha256',
      notBeforeDate: new Date(now.getTime() - DAY),
      notAfterDate: new Date(now.getTime() + SERVER_DAYS * DAY),
      ca,
      extensions: [
        { name: 'basicConstraints', cA: false, critical: true },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
        { name: 'extKeyUsage', serverAuth: true },
        { name: 'subjectAltName', altNames: names.map(altName) },
      ],
    },
  );
  writeFileSync(join(dir, 'server-key.pem'), pems.private, { mode: 0o600 });
  writeFileSync(join(dir, 'server.crt'), pems.cert, { mode: 0o644 });
  return { key: pems.private, cert: pems.cert };
}

/**
 * The key and certificate chain to serve, plus what to tell the user: the user's own files
 * when given, else the made ones (made or renewed now when missing, ending, or short of a
 * name in `names`).
 */
export async function serverCredentials({
  certFile,
  keyFile,
  env = process.env,
  names = lanNames(env),
}) {
  if (certFile || keyFile) {
    if (!certFile || !keyFile)
      throw new Error('--cert and --key go together (HEXKEEPER_TLS_CERT, HEXKEEPER_TLS_KEY)');
    const cert = readFileSync(certFile, 'utf8');
    const key = readFileSync(keyFile, 'utf8');
    const x = new X509Certificate(cert);
    return {
      cert,
      key,
      made: false,
      note: `certificate ${certFile} (${x.subject.replace(/\n/g, ', ')}), valid until ${x.validTo}`,
    };
  }
  const dir = tlsDir(env);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const caCertFile = join(dir, 'ca.crt');
  const ca =
    existsSync(caCertFile) && existsSync(join(dir, 'ca-key.pem'))
      ? {
          cert: readFileSync(caCertFile, 'utf8'),
          key: readFileSync(join(dir, 'ca-key.pem'), 'utf8'),
        }
      : await makeCa(dir);
  const caX = new X509Certificate(ca.cert);
  const wanted = names.map((n) => (isIP(n) === 6 ? normalizeV6(n) : n.toLowerCase()));
  let server = null;
  let renewed = false;
  if (existsSync(join(dir, 'server.crt')) && existsSync(join(dir, 'server-key.pem'))) {
    const cert = readFileSync(join(dir, 'server.crt'), 'utf8');
    const x = new X509Certificate(cert);
    const has = new Set(namesIn(x));
    const fresh = Date.parse(x.validTo) - Date.now() > RENEW_DAYS * DAY;
    if (fresh && x.verify(caX.publicKey) && wanted.every((n) => has.has(n)))
      server = { cert, key: readFileSync(join(dir, 'server-key.pem'), 'utf8') };
  }
  if (!server) {
    server = await makeServerCert(dir, ca, wanted);
    renewed = true;
  }
  return {
    // The chain: the server certificate, then the authority that signed it.
    cert: `${server.cert.trim()}\n${ca.cert.trim()}\n`,
    key: server.key,
    ca: ca.cert,
    made: true,
    note: [
      `${renewed ? 'made' : 'using'} a certificate for ${wanted.join(', ')}`,
      `signed by this server's own authority ${caCertFile}`,
      `(SHA-256 ${caX.fingerprint256}); phones and tablets trust it once: docs/deploy.md, "https on a home network";`,
      'they download it at /hexkeeper-ca.crt',
    ].join('\n  '),
  };
}
