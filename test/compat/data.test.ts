// The compatibility data: schema-valid, every row sourced and flagged, consistent with the
// image-family table and with itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { DRIVER_TABLE, IMAGE_TABLE, toolkitFloor, type Encoding, type ReleaseRow } from '../../src/compat/data.js';
import { compareVersions, parseVersion } from '../../src/compat/versions.js';

const ROOT = join(import.meta.dirname, '../..');
const read = (p: string) => JSON.parse(readFileSync(join(ROOT, p), 'utf8')) as unknown;

describe('compatibility data tables', () => {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTuples: false });
  it.each([
    ['data/cuda-drivers.json', 'schemas/cuda-drivers.schema.json'],
    ['data/cuda-images.json', 'schemas/cuda-images.schema.json'],
  ])('%s is valid against %s (draft-07)', (data, schema) => {
    const s = read(schema) as { $schema: string };
    expect(s.$schema).toBe('http://json-schema.org/draft-07/schema#');
    const validate = ajv.compile(s);
    validate(read(data));
    expect(validate.errors ?? []).toEqual([]);
  });

  /** Every data row of both tables, with where it is. */
  function rows(): [string, Record<string, unknown>][] {
    const out: [string, Record<string, unknown>][] = [];
    DRIVER_TABLE.toolkits.forEach((r) => out.push([`toolkit ${r.cuda}`, { ...r }]));
    DRIVER_TABLE.minorVersionCompatibility.forEach((r) => out.push([`minor ${r.major}`, { ...r }]));
    out.push(['forwardCompatibility', { ...DRIVER_TABLE.forwardCompatibility }]);
    DRIVER_TABLE.forwardCompatibility.branches.forEach((r) => out.push([`forward ${r.cuda} R${r.branch}`, { ...r }]));
    for (const [name, table] of Object.entries(IMAGE_TABLE.releaseTables))
      table.rows.forEach((r) => out.push([`${name} ${r.from}`, { ...r }]));
    const encodings = [...IMAGE_TABLE.families.flatMap((f) => f.encodings), ...IMAGE_TABLE.generic];
    for (const e of encodings) {
      out.push([`encoding ${e.id}`, { ...e }]);
      e.releases?.forEach((r) => out.push([`${e.id} ${r.from}`, { ...r }]));
    }
    return out;
  }

  it('every row has an https source and a verified flag', () => {
    const all = rows();
    expect(all.length).toBeGreaterThan(150);
    const bad = all
      .filter(([, r]) => typeof r.source !== 'string' || !String(r.source).startsWith('https://') || typeof r.verified !== 'boolean')
      .map(([where]) => where);
    expect(bad).toEqual([]);
  });

  it('links to image families that exist, once each', () => {
    const families = (read('data/image-families.json') as { families: { id: string; base?: string }[] }).families;
    const ids = IMAGE_TABLE.families.map((f) => f.family);
    expect(ids.filter((id) => !families.some((f) => f.id === id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    // CUDA data only for CUDA families (ROCm images are not checked against NVIDIA drivers).
    expect(ids.filter((id) => families.find((f) => f.id === id)!.base === 'rocm')).toEqual([]);
  });

  it('encodings compile, name a group they use, and have unique ids', () => {
    const encodings: Encoding[] = [...IMAGE_TABLE.families.flatMap((f) => f.encodings), ...IMAGE_TABLE.generic];
    expect(new Set(encodings.map((e) => e.id)).size).toBe(encodings.length);
    for (const e of encodings) {
      const re = new RegExp(e.tag);
      const groups = ['cuda', 'cu', 'version'].filter((g) => re.source.includes(`(?<${g}>`));
      const kinds = [
        e.cuda !== undefined,
        groups.includes('cuda') || groups.includes('cu'),
        e.releases !== undefined || e.releaseTable !== undefined,
      ];
      expect(kinds.filter(Boolean).length, e.id).toBe(1);
      if (e.releases || e.releaseTable) expect(groups, e.id).toContain('version');
      if (e.releaseTable) expect(IMAGE_TABLE.releaseTables[e.releaseTable], e.id).toBeDefined();
    }
  });

  it('release rows are ordered ranges that do not overlap, with CUDA versions the driver table knows', () => {
    const lists: [string, ReleaseRow[]][] = [
      ...Object.entries(IMAGE_TABLE.releaseTables).map(([k, t]) => [k, t.rows] as [string, ReleaseRow[]]),
      ...IMAGE_TABLE.families.flatMap((f) =>
        f.encodings.filter((e) => e.releases).map((e) => [e.id, e.releases!] as [string, ReleaseRow[]]),
      ),
    ];
    for (const [name, list] of lists) {
      const sorted = [...list].sort((a, b) => compareVersions(parseVersion(a.from)!, parseVersion(b.from)!));
      sorted.forEach((r, i) => {
        expect(compareVersions(parseVersion(r.from)!, parseVersion(r.to)!), `${name} ${r.from}`).toBeLessThanOrEqual(0);
        if (i > 0)
          expect(compareVersions(parseVersion(sorted[i - 1]!.to)!, parseVersion(r.from)!), `${name} ${r.from} overlaps`).toBeLessThan(0);
        expect(toolkitFloor(r.cuda), `${name} ${r.from}: CUDA ${r.cuda}`).toBeDefined();
        if (r.bundledCuda) expect(toolkitFloor(r.bundledCuda)).toBeDefined();
      });
    }
  });

  it('toolkit rows are unique and a newer CUDA minor never needs an older driver', () => {
    const cudas = DRIVER_TABLE.toolkits.map((r) => r.cuda);
    expect(new Set(cudas).size).toBe(cudas.length);
    const minors = [...new Set(cudas.map((c) => c.split('.').slice(0, 2).join('.')))].sort((a, b) =>
      compareVersions(parseVersion(a)!, parseVersion(b)!),
    );
    for (let i = 1; i < minors.length; i++)
      expect(compareVersions(toolkitFloor(minors[i]!)!.driver, toolkitFloor(minors[i - 1]!)!.driver), minors[i]).toBeGreaterThanOrEqual(0);
  });

  it('the minor-version floors are the documented ones', () => {
    expect(Object.fromEntries(DRIVER_TABLE.minorVersionCompatibility.map((r) => [r.major, r.linuxMinDriver]))).toEqual({
      11: '450.80.02',
      12: '525.60.13',
      13: '580',
    });
  });

  it('forward-compatible branches are below the floor of their CUDA release, and inside the branch', () => {
    for (const r of DRIVER_TABLE.forwardCompatibility.branches) {
      const floor = toolkitFloor(r.cuda);
      expect(floor, r.cuda).toBeDefined();
      expect(r.branch, `${r.cuda} R${r.branch}`).toBeLessThan(floor!.driver[0]!);
      if (r.minDriver) expect(parseVersion(r.minDriver)![0]).toBe(r.branch);
    }
    expect(DRIVER_TABLE.forwardCompatibility.gpuClasses).toEqual(['datacenter']);
  });
});
