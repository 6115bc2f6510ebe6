// Fingerprints of findings that share an identity (rule, file, object, path): distinct, stable
// (baselines hold them), and found in linear time (H5).
import { describe, expect, it } from 'vitest';
import { rules } from '../../rules/index.js';
import crdMissing from '../../rules/crd-missing/rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Fingerprints } from '../../src/engine/findings.js';
import { Linter } from '../../src/engine/linter.js';
import { inBaseline } from '../../src/report/report.js';
import type { AnyRule } from '../../src/engine/rule.js';
import type { Finding } from '../../src/core/types.js';
import { expectLinearGrowth, expectWithin } from '../helpers/growth.js';

function lint(text: string, ruleSet: AnyRule[]): Linter {
  const linter = new Linter({ rules: ruleSet, config: resolveConfig({}) });
  linter.lintText('dup.yaml', text);
  linter.finish();
  return linter;
}

const customResource = (name: string) => `---\napiVersion: x.io/v1\nkind: Foo\nmetadata: {name: ${name}}\n`;
const identical = (n: number) => customResource('a').repeat(n);

describe('fingerprints of duplicate findings (H5)', () => {
  it('stay byte-identical to the ones baselines hold', () => {
    // Three identical custom resources, two identical Pods, and two directives on lines of their
    // own: each rule reports the same identity (rule, file, object, path) several times.
    const pod =
      '---\napiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n    - name: c\n      image: busybox\n      resources: {limits: {nvidia.com/gpu: "0.5"}}\n';
    const linter = new Linter({ rules, config: resolveConfig({}), reportUnusedDirectives: true });
    linter.lintText(
      'dup.yaml',
      `${identical(3)}${pod.repeat(2)}# ai-k8s-lint-disable-next-line x\n# ai-k8s-lint-disable-next-line x\n${pod}`,
    );
    linter.lintText('b.yaml', "a: 'x\n");
    linter.finish();
    // Recorded from 0.1.0, which hashed identity\0n for n = 1, 2, ... until it found a free one.
    // Cross-object findings that point at a field are keyed by its path since (fingerprint), and
    // keep the object-keyed fingerprint of 0.1.0 for baselines written by it (legacyFingerprint).
    const legacy = (f: Finding) => linter.legacyFingerprintOf(f);
    const anchored = linter.findings.filter((f) => legacy(f) !== undefined);
    expect(anchored.map((f) => [f.ruleId, f.path])).toEqual([
      ['service-account-token-automount', ['spec', 'automountServiceAccountToken']],
      ['service-account-token-automount', ['spec', 'automountServiceAccountToken']],
      ['service-account-token-automount', ['spec', 'automountServiceAccountToken']],
    ]);
    for (const f of anchored) expect(f.fingerprint).not.toBe(legacy(f));
    expect(new Set(anchored.map((f) => f.fingerprint)).size).toBe(3);
    for (const f of anchored) {
      const baseline = { file: 'b.json', unchanged: new Set([legacy(f)!]) };
      expect(inBaseline(f, { baseline, legacyFingerprintOf: legacy })).toBe(true);
      expect(inBaseline(f, { baseline })).toBe(false);
    }
    expect(linter.findings.map((f) => [f.ruleId, f.file, f.range.start.line, legacy(f) ?? f.fingerprint])).toEqual([
      ['crd-missing', 'dup.yaml', 3, '873ee7831d1d8dc42cda4c5840249141'],
      ['crd-missing', 'dup.yaml', 7, '3cd2b88bdf51cc3355a3cac4ed02143c'],
      ['crd-missing', 'dup.yaml', 11, '2ad01b015b66ba67eaf25237b4908a8a'],
      ['service-account-token-automount', 'dup.yaml', 17, '25a6963bba62b478a0196226f7f6fc63'],
      ['image-tag-mutable', 'dup.yaml', 20, 'bae43df9a0c6327a413ed3687f1390c8'],
      ['gpu-container-cpu-memory-missing', 'dup.yaml', 21, '2590f8dd42d1d826da1015ad45f50961'],
      ['gpu-container-cpu-memory-missing', 'dup.yaml', 21, '66172f96aa5d0a2b45891d028ef2ec80'],
      ['gpu-quantity-invalid', 'dup.yaml', 21, '81e500850979d00ebc51da5e2326f0d0'],
      ['service-account-token-automount', 'dup.yaml', 26, '5526295edbf3c426ecd4f8908c22b42c'],
      ['image-tag-mutable', 'dup.yaml', 29, '16449524a1453584dd52b5674393defe'],
      ['gpu-container-cpu-memory-missing', 'dup.yaml', 30, '28bc29eb8d86ef763440c9a561b017cb'],
      ['gpu-container-cpu-memory-missing', 'dup.yaml', 30, '7ab5415aa3e428a7f07c9701239049e8'],
      ['gpu-quantity-invalid', 'dup.yaml', 30, '4bfb100ed5e25542d5019361fe387a05'],
      ['unused-disable-directive', 'dup.yaml', 31, '4352304131c35dea282b4c1c7b6a650b'],
      ['unused-disable-directive', 'dup.yaml', 32, '00849ce2349375ea169f3816c8723fcf'],
      ['service-account-token-automount', 'dup.yaml', 37, '8c33cc883c558af7a22f6fd7fbd56ce2'],
      ['image-tag-mutable', 'dup.yaml', 40, 'c8359f054170cf8bba9e5ccfacf270cc'],
      ['gpu-container-cpu-memory-missing', 'dup.yaml', 41, '6b9936d49a4237cb4be90da7320a4986'],
      ['gpu-container-cpu-memory-missing', 'dup.yaml', 41, 'ea2e2d53f5b67a9c2ecc4c23c5493463'],
      ['gpu-quantity-invalid', 'dup.yaml', 41, '397d55f8d66d2269727272f61887746d'],
      ['yaml-syntax', 'b.yaml', 1, '61c92cbd8d5a8be1d36263c3a69d9267'],
    ]);
  });

  it('are made in the order of the findings, whichever is read first (they are made when first read)', () => {
    const range = { start: { line: 3, column: 1 }, end: { line: 3, column: 5 } };
    const three = () => {
      const fingerprints = new Fingerprints();
      return [0, 1, 2].map(() => fingerprints.create('r', 'note', 'm', 'a.yaml', range, { path: ['spec'] }));
    };
    const inOrder = three().map((f) => f.fingerprint);
    expect(new Set(inOrder).size).toBe(3);
    const lastFirst = three();
    expect([...lastFirst].reverse().map((f) => f.fingerprint)).toEqual([...inOrder].reverse());
    // Copies and JSON carry it like any other field.
    expect({ ...lastFirst[0]! }.fingerprint).toBe(inOrder[0]);
    expect(JSON.parse(JSON.stringify(lastFirst[1]!)).fingerprint).toBe(inOrder[1]);
  });

  it('are distinct, and cost linear time, for 20k identical custom resources (92 s in 0.1.0)', () => {
    let linter: Linter | undefined;
    expectWithin(10, () => (linter = lint(identical(20_000), [crdMissing])));
    expect(linter!.findings).toHaveLength(20_000);
    expect(new Set(linter!.findings.map((f) => f.fingerprint)).size).toBe(20_000);
    expectLinearGrowth(3_000, identical, (text) => lint(text, [crdMissing]));
  });
});
