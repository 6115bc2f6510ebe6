// The reference: a bare `yaml` parse of every file, file by file (parseAllDocuments + toJS).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

const dir = process.argv[2];
let documents = 0;
for (const name of readdirSync(dir).sort()) {
  for (const doc of parseAllDocuments(readFileSync(join(dir, name), 'utf8'))) {
    doc.toJS();
    documents++;
  }
}
process.stderr.write(`documents=${documents}\n`);
