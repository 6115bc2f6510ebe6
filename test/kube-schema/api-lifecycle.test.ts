// data/api-lifecycle.json: schema-valid, sourced, and consistent with the bundled OpenAPI of
// every supported release (a removal the schemas show is in the table, and the other way round).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { bundledVersions, coreSchema, versionsServing } from '../../src/kube-schema/core.js';
import { compareMinor, lifecycleAt, lifecycleTable, replacementFor } from '../../src/kube-schema/lifecycle.js';

const ROOT = join(import.meta.dirname, '../..');
const read = (p: string) => JSON.parse(readFileSync(join(ROOT, p), 'utf8')) as unknown;
const LIFECYCLE = lifecycleTable();
const KINDS = (read('data/k8s-schemas.json') as { kinds: Record<string, [number, number][]> }).kinds;

describe('data/api-lifecycle.json', () => {
  it('is valid against schemas/api-lifecycle.schema.json (draft-07)', () => {
    const schema = read('schemas/api-lifecycle.schema.json') as { $schema: string };
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    const validate = new Ajv({ allErrors: true, strict: true, strictTuples: false }).compile(schema);
    validate(read('data/api-lifecycle.json'));
    expect(validate.errors ?? []).toEqual([]);
  });

  it('every row has a source, and deprecation comes before removal', () => {
    for (const e of LIFECYCLE) {
      expect(e.source.length, e.apiVersion).toBeGreaterThan(10);
      if (e.deprecated && e.removed) expect(compareMinor(e.deprecated, e.removed), `${e.apiVersion} ${e.kinds}`).toBeLessThan(0);
      expect(e.replacements !== undefined || e.instead !== undefined, `${e.apiVersion}: a replacement or what to use instead`).toBe(true);
    }
  });

  it('no apiVersion/kind is listed twice', () => {
    const seen = new Set<string>();
    for (const e of LIFECYCLE) {
      for (const k of e.kinds ?? ['*']) {
        const key = `${e.apiVersion} ${k}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  const versions = bundledVersions();
  it.each(versions)(
    'Kubernetes %s: what the table says is removed is not in the bundled schema, and what it says is served is',
    (version) => {
      const schema = coreSchema(version);
      for (const e of LIFECYCLE) {
        for (const kind of e.kinds ?? schema.kindsOf(e.apiVersion)) {
          const state = lifecycleAt(e.apiVersion, kind, version).status;
          const served = schema.kind(e.apiVersion, kind).served;
          if (state === 'removed') expect(served, `${e.apiVersion} ${kind} removed in ${e.removed}`).toBe(false);
          // The table records removals, not additions: a kind that a later release added to the
          // apiVersion (v1alpha2 ResourceSlice is 1.30) is not served before it.
          else if (versionsServing(e.apiVersion, kind).some((v) => compareMinor(v, version) <= 0)) {
            expect(served, `${e.apiVersion} ${kind} should be served in ${version}`).toBe(true);
          }
        }
      }
    },
  );

  it('every kind that one bundled release serves and a later one does not is in the table, removed in that release', () => {
    const missing: string[] = [];
    for (const [key, variants] of Object.entries(KINDS)) {
      const slash = key.lastIndexOf('/');
      const apiVersion = key.slice(0, slash);
      const kind = key.slice(slash + 1);
      if (kind.endsWith('List')) continue;
      const mask = variants.reduce((m, [bits]) => m | bits, 0);
      versions.forEach((v, i) => {
        if (i === 0 || (mask & (1 << i)) !== 0 || (mask & (1 << (i - 1))) === 0) return;
        if (lifecycleAt(apiVersion, kind, v).status !== 'removed') missing.push(`${apiVersion} ${kind} (gone in ${v})`);
      });
    }
    expect(missing).toEqual([]);
  });

  it('recommends the replacement the target version serves', () => {
    const dra = LIFECYCLE.find((e) => e.apiVersion === 'resource.k8s.io/v1alpha2' && e.kinds?.includes('ResourceClaim'))!;
    expect(['1.31', '1.32', '1.33', '1.34'].map((v) => replacementFor(dra, 'ResourceClaim', v))).toEqual([
      'resource.k8s.io/v1alpha3',
      'resource.k8s.io/v1beta1',
      'resource.k8s.io/v1beta2',
      'resource.k8s.io/v1',
    ]);
    const cls = LIFECYCLE.find((e) => e.apiVersion === 'resource.k8s.io/v1alpha2' && e.kinds?.includes('ResourceClass'))!;
    expect(replacementFor(cls, 'ResourceClass', '1.34')).toBe('resource.k8s.io/v1 DeviceClass');
    for (const e of LIFECYCLE) {
      for (const r of e.replacements ?? []) {
        // Every replacement is a real API of some bundled release (or of an older one, for old rows).
        const kind = r.kind ?? e.kinds?.[0];
        if (!kind || !e.removed || compareMinor(e.removed, '1.26') < 0) continue;
        expect(
          versions.some((v) => coreSchema(v).kind(r.apiVersion, kind).served),
          `${r.apiVersion} ${kind}`,
        ).toBe(true);
      }
    }
  });
});
