// `npm run docs`: writes the docs generated from the definitions (docs/rulesets.md).

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rulesetsDoc } from '../lib/rules/doc';

const out = join(process.cwd(), 'docs', 'rulesets.md');
writeFileSync(out, rulesetsDoc());
process.stdout.write(`wrote ${out}\n`);
