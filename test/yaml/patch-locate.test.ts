// locatePatch: the kustomize patch that writes a key of a rendered object, and where in the patch.
import { describe, expect, it } from 'vitest';
import type { JsonPath } from '../../src/core/types.js';
import { patternMatches, selectorMatches, targetSelects } from '../../src/yaml/kustomize-select.js';
import { loadYaml } from '../../src/yaml/load.js';
import { inlinePatchOf, locatePatch, patchLocator, type KustomizePatch, type PatchedObject } from '../../src/yaml/patch-locate.js';
import { expectLinearGrowth } from '../helpers/growth.js';

function where(patches: KustomizePatch[], object: PatchedObject, path: JsonPath) {
  const found = locatePatch(patches, object, path);
  if (!found) return undefined;
  const patch = patches[found.patch]!;
  const lines = patch.at ? undefined : patch.text.split('\n');
  const line = lines?.[found.line - 1]?.replace(/\r$/, '');
  return {
    patch: found.patch,
    file: found.file,
    at: `${found.line}:${found.column}-${found.endColumn}`,
    ...(line === undefined ? {} : { text: line.slice(found.column - 1, found.endColumn - 1) }),
    ...(line === undefined || found.valueEndColumn === undefined
      ? {}
      : { withValue: line.slice(found.column - 1, found.valueEndColumn - 1) }),
    exact: found.exact,
    document: found.document,
  };
}

const GPU_RESOURCES: KustomizePatch = {
  file: 'overlays/prod/gpu-resources.yaml',
  text: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: vllm
spec:
  template:
    spec:
      containers:
        - name: server
          resources:
            limits:
              nvidia.com/gpu: 2
`,
};

const MORE_GPUS: KustomizePatch = {
  file: 'overlays/prod/more-gpus.yaml',
  target: { kind: 'Deployment', name: 'vllm' },
  text: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ignored-when-a-target-is-given
spec:
  template:
    spec:
      containers:
        - name: server
          resources:
            limits:
              nvidia.com/gpu: 4
`,
};

const OTHER_OBJECT: KustomizePatch = {
  file: 'overlays/prod/other.yaml',
  text: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: embedder
spec:
  template:
    spec:
      containers:
        - name: server
          resources:
            limits:
              nvidia.com/gpu: 8
`,
};

const JSON6902: KustomizePatch = {
  file: 'overlays/prod/replicas.yaml',
  type: 'json6902',
  target: { group: 'apps', version: 'v1', kind: 'Deployment', name: 'vllm' },
  text: `- op: replace
  path: /spec/replicas
  value: 3
- op: add
  path: /spec/template/spec/containers/1/env/-
  value:
    name: TENSOR_PARALLEL_SIZE
    value: "2"
- op: test
  path: /spec/template/spec/containers/1/image
  value: vllm/vllm-openai:v0.6.3
`,
};

/** The Deployment as the overlay renders it: a prefix, a sidecar before the server. */
const RENDERED = {
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'prod-vllm', namespace: 'prod', labels: { app: 'vllm', tier: 'serving' } },
  spec: {
    replicas: 3,
    template: {
      spec: {
        containers: [
          { name: 'proxy', image: 'envoyproxy/envoy:v1.31', args: ['--config', '/etc/envoy.yaml'] },
          {
            name: 'server',
            image: 'vllm/vllm-openai:v0.6.3',
            resources: { limits: { 'nvidia.com/gpu': 4, memory: '64Gi' } },
            env: [
              { name: 'HF_HOME', value: '/cache' },
              { name: 'TENSOR_PARALLEL_SIZE', value: '2' },
            ],
            ports: [{ containerPort: 8000, name: 'http' }],
          },
        ],
      },
    },
  },
};

const VLLM: PatchedObject = {
  group: 'apps',
  version: 'v1',
  kind: 'Deployment',
  name: 'prod-vllm',
  originalName: 'vllm',
  namespace: 'prod',
  rendered: RENDERED,
};
const SERVER = ['spec', 'template', 'spec', 'containers', 1];
const GPU = [...SERVER, 'resources', 'limits', 'nvidia.com/gpu'];

describe('strategic-merge patches', () => {
  it("finds the patch that changes a container's resources, matching the container by name", () => {
    expect(where([GPU_RESOURCES], VLLM, GPU)).toEqual({
      patch: 0,
      file: 'overlays/prod/gpu-resources.yaml',
      at: '12:15-29',
      text: 'nvidia.com/gpu',
      withValue: 'nvidia.com/gpu: 2',
      exact: true,
      document: 0,
    });
    expect(where([GPU_RESOURCES], VLLM, [...SERVER, 'resources'])).toMatchObject({ at: '10:11-20', text: 'resources', exact: true });
  });

  it('takes the last of two patches on the same key', () => {
    expect(where([GPU_RESOURCES, MORE_GPUS], VLLM, GPU)).toMatchObject({
      patch: 1,
      file: 'overlays/prod/more-gpus.yaml',
      at: '12:15-29',
      withValue: 'nvidia.com/gpu: 4',
    });
    expect(where([MORE_GPUS, GPU_RESOURCES], VLLM, GPU)).toMatchObject({ patch: 1, withValue: 'nvidia.com/gpu: 2' });
  });

  it('ignores a patch that targets another object', () => {
    expect(where([GPU_RESOURCES, OTHER_OBJECT], VLLM, GPU)).toMatchObject({ patch: 0 });
    expect(where([OTHER_OBJECT], VLLM, GPU)).toBeUndefined();
  });

  it('ignores keys the patches do not write (they come from the resource file)', () => {
    expect(where([GPU_RESOURCES, MORE_GPUS], VLLM, [...SERVER, 'resources', 'limits', 'memory'])).toBeUndefined();
    expect(where([GPU_RESOURCES], VLLM, [...SERVER, 'image'])).toBeUndefined();
    // The sidecar at index 0 is not the patch's `server`.
    expect(where([GPU_RESOURCES], VLLM, ['spec', 'template', 'spec', 'containers', 0, 'resources'])).toBeUndefined();
  });

  it('matches env, ports and volume mounts by their merge keys', () => {
    const patch: KustomizePatch = {
      file: 'env.yaml',
      text: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: vllm
spec:
  template:
    spec:
      containers:
        - name: server
          env:
            - name: TENSOR_PARALLEL_SIZE
              value: "2"
          ports:
            - containerPort: 8000
              protocol: TCP
`,
    };
    expect(where([patch], VLLM, [...SERVER, 'env', 1, 'value'])).toMatchObject({ at: '12:15-20', withValue: 'value: "2"' });
    expect(where([patch], VLLM, [...SERVER, 'env', 0, 'value'])).toBeUndefined();
    expect(where([patch], VLLM, [...SERVER, 'ports', 0, 'protocol'])).toMatchObject({ at: '15:15-23' });
  });

  it('takes a list without merge key as replaced, item for item', () => {
    const patch: KustomizePatch = {
      file: 'args.yaml',
      text: `apiVersion: apps/v1
kind: Deployment
metadata: {name: vllm}
spec:
  template:
    spec:
      containers:
        - name: proxy
          args: ["--config", "/etc/envoy.yaml"]
`,
    };
    const proxy = ['spec', 'template', 'spec', 'containers', 0];
    expect(where([patch], VLLM, [...proxy, 'args', 1])).toMatchObject({ at: '9:30-47', text: '"/etc/envoy.yaml"', exact: true });
    expect(where([patch], VLLM, [...proxy, 'args', 4])).toMatchObject({ at: '9:11-15', text: 'args', exact: false });
  });

  it('replaces the lists of custom resources whole (no merge keys without their schema)', () => {
    const isvc = {
      apiVersion: 'serving.kserve.io/v1beta1',
      kind: 'InferenceService',
      metadata: { name: 'llm' },
      spec: { predictor: { containers: [{ name: 'kserve-container', resources: { limits: { 'nvidia.com/gpu': 1 } } }] } },
    };
    const patch: KustomizePatch = {
      file: 'isvc.yaml',
      text: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llm
spec:
  predictor:
    containers:
      - name: other-name
        resources:
          limits:
            nvidia.com/gpu: 1
`,
    };
    const object: PatchedObject = { group: 'serving.kserve.io', kind: 'InferenceService', name: 'llm', rendered: isvc };
    expect(where([patch], object, ['spec', 'predictor', 'containers', 0, 'resources', 'limits', 'nvidia.com/gpu'])).toMatchObject({
      at: '11:13-27',
      exact: true,
    });
  });

  it('points at a scalar or null that replaces a parent of the key', () => {
    const patch: KustomizePatch = {
      file: 'drop.yaml',
      text: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: vllm\nspec:\n  template:\n    spec:\n      containers:\n        - name: server\n          resources: null\n',
    };
    expect(where([patch], VLLM, GPU)).toMatchObject({ at: '10:11-20', text: 'resources', exact: false });
  });

  it('reads every document of a patch file, and the namespace a patch names', () => {
    const patch: KustomizePatch = {
      file: 'two.yaml',
      text: `apiVersion: apps/v1
kind: Deployment
metadata: {name: vllm, namespace: staging}
spec: {replicas: 1}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: vllm}
spec: {replicas: 2}
`,
    };
    expect(where([patch], VLLM, ['spec', 'replicas'])).toMatchObject({ at: '9:8-16', withValue: 'replicas: 2', document: 1 });
  });

  it('matches the object by its current or its original name, and its group and kind', () => {
    expect(where([GPU_RESOURCES], { ...VLLM, originalName: undefined }, GPU)).toBeUndefined();
    expect(where([GPU_RESOURCES], { ...VLLM, name: 'vllm', originalName: undefined }, GPU)).toMatchObject({ patch: 0 });
    expect(where([GPU_RESOURCES], { ...VLLM, kind: 'StatefulSet' }, GPU)).toBeUndefined();
    expect(where([GPU_RESOURCES], { ...VLLM, group: 'extensions' }, GPU)).toBeUndefined();
  });
});

describe('JSON6902 patches', () => {
  it('finds a replace of /spec/replicas at its value', () => {
    expect(where([JSON6902], VLLM, ['spec', 'replicas'])).toEqual({
      patch: 0,
      file: 'overlays/prod/replicas.yaml',
      at: '3:3-8',
      text: 'value',
      withValue: 'value: 3',
      exact: true,
      document: 0,
    });
  });

  it('reads `-` as the item appended last, and points inside the added value', () => {
    expect(where([JSON6902], VLLM, [...SERVER, 'env', 1, 'value'])).toMatchObject({ at: '8:5-10', withValue: 'value: "2"', exact: true });
    expect(where([JSON6902], VLLM, [...SERVER, 'env', 0, 'value'])).toBeUndefined();
  });

  it('does not count a test operation as a write', () => {
    expect(where([JSON6902], VLLM, [...SERVER, 'image'])).toBeUndefined();
  });

  it('points at the path of an operation on a parent when its value does not hold the key', () => {
    const patch: KustomizePatch = {
      file: 'resources.json',
      target: { kind: 'Deployment', name: 'vllm' },
      text: '[{"op": "replace", "path": "/spec/template/spec/containers/1/resources", "value": {"limits": {"memory": "64Gi"}}},\n {"op": "remove", "path": "/spec/template/spec/containers/1/ports"}]\n',
    };
    expect(where([patch], VLLM, GPU)).toMatchObject({ at: '1:20-26', text: '"path"', exact: false });
    expect(where([patch], VLLM, [...SERVER, 'resources', 'limits', 'memory'])).toMatchObject({
      at: '1:95-103',
      text: '"memory"',
      exact: true,
    });
    expect(where([patch], VLLM, [...SERVER, 'ports', 0])).toMatchObject({ at: '2:19-25', text: '"path"', exact: false });
  });

  it('takes the last operation that writes the key, and the last patch over earlier ones', () => {
    const ops: KustomizePatch = {
      file: 'ops.yaml',
      target: { kind: 'Deployment' },
      text: '- op: replace\n  path: /spec/replicas\n  value: 5\n- op: replace\n  path: /spec/replicas\n  value: 3\n',
    };
    expect(where([ops], VLLM, ['spec', 'replicas'])).toMatchObject({ at: '6:3-8', withValue: 'value: 3' });
    expect(where([JSON6902, GPU_RESOURCES], VLLM, ['spec', 'replicas'])).toMatchObject({ patch: 0 });
    expect(where([JSON6902, ops], VLLM, ['spec', 'replicas'])).toMatchObject({ patch: 1 });
  });

  it('decodes ~1 and ~0 in pointers, and detects a JSON6902 patch without a type', () => {
    const patch: KustomizePatch = {
      file: 'annotations.yaml',
      target: { kind: 'Deployment', name: 'vllm' },
      text: '- op: add\n  path: /metadata/annotations/example.com~1gpu~0class\n  value: a100\n',
    };
    expect(where([patch], VLLM, ['metadata', 'annotations', 'example.com/gpu~class'])).toMatchObject({ at: '3:3-8', exact: true });
  });

  it('needs a target that selects the object', () => {
    expect(where([{ ...JSON6902, target: undefined }], VLLM, ['spec', 'replicas'])).toBeUndefined();
    expect(where([{ ...JSON6902, target: { kind: 'Deployment', name: 'embedder' } }], VLLM, ['spec', 'replicas'])).toBeUndefined();
  });
});

describe('inline patches and targets', () => {
  it('shifts an inline patch to its place in kustomization.yaml', () => {
    const inline: KustomizePatch = {
      file: 'overlays/prod/kustomization.yaml',
      target: { kind: 'Deployment', labelSelector: 'app=vllm,tier in (serving, batch)' },
      text: '- op: replace\n  path: /spec/replicas\n  value: 3\n',
      at: { line: 8, column: 7 },
    };
    expect(locatePatch([inline], VLLM, ['spec', 'replicas'])).toEqual({
      patch: 0,
      file: 'overlays/prod/kustomization.yaml',
      line: 10,
      column: 9,
      endColumn: 14,
      valueEndColumn: 17,
      exact: true,
      document: 0,
    });
  });

  it('matches target names as kustomize regular expressions, safely', () => {
    const base: KustomizePatch = { file: 'p.yaml', type: 'json6902', text: '- op: replace\n  path: /spec/replicas\n  value: 3\n' };
    const replicas = (target: KustomizePatch['target']) => where([{ ...base, target }], VLLM, ['spec', 'replicas'])?.patch;
    expect(replicas({ name: '.*vllm' })).toBe(0);
    expect(replicas({ name: 'prod-.*' })).toBe(0);
    expect(replicas({ name: 'vll' })).toBeUndefined();
    expect(replicas({ name: '(vllm|other)' })).toBeUndefined();
    expect(replicas({ namespace: 'prod' })).toBe(0);
    expect(replicas({ namespace: 'staging' })).toBeUndefined();
    expect(replicas({ labelSelector: 'app!=vllm' })).toBeUndefined();
    expect(replicas({ annotationSelector: 'owner' })).toBeUndefined();
  });

  it('skips patches that do not parse and never throws', () => {
    const broken: KustomizePatch = { file: 'broken.yaml', text: 'spec: [\n' };
    const odd: KustomizePatch = {
      file: 'odd.yaml',
      type: 'json6902',
      target: { kind: 'Deployment' },
      text: '- 1\n- op: add\n- {op: add, path: no-slash}\n- {op: replace, path: "/spec/template/spec/containers/x/y", value: {}}\n',
    };
    expect(where([GPU_RESOURCES, broken, odd], VLLM, GPU)).toMatchObject({ patch: 0 });
    expect(() =>
      locatePatch([broken, odd, { file: 'x', text: '\u0000' }], { group: '', kind: 'Pod', name: 'p' }, [0, 'x', 1]),
    ).not.toThrow();
  });

  it('reads the patches once for many lookups, in time linear in their size', { timeout: 60_000 }, () => {
    const locate = patchLocator([GPU_RESOURCES, JSON6902]);
    expect(locate(VLLM, GPU)).toMatchObject({ patch: 0 });
    expect(locate(VLLM, ['spec', 'replicas'])).toMatchObject({ patch: 1 });
    // The patches are read in prepare (the loader's own growth is tested with it): this times the lookups.
    const many = (n: number) =>
      patchLocator(
        Array.from({ length: n }, (_, i) => ({
          ...GPU_RESOURCES,
          file: `p${i}.yaml`,
          text: GPU_RESOURCES.text.replace('name: vllm', `name: other-${i}`),
        })),
      );
    expectLinearGrowth(250, many, (lookup) => {
      for (let i = 0; i < 200; i++) lookup(VLLM, GPU);
    });
  });
});

/** A kustomization with inline patches of every kind of string (line numbers matter below). */
const INLINE_KUSTOMIZATION = `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources: [deployment.yaml]
patchesStrategicMerge:
  - not-inline.yaml
  - |
    apiVersion: apps/v1
    kind: Deployment
    metadata:
      name: vllm

    spec:
      replicas: 2
patches:
  - target: {kind: Deployment, name: vllm}
    patch: |-
      - op: replace
        path: /spec/template/spec/containers/1/resources/limits/nvidia.com~1gpu
        value: 8
  - target: {kind: Deployment, name: vllm}
    "patch": '[{"op": "replace", "path": "/spec/replicas", "value": 5}]'
  - patch: >-
      [{"op": "replace", "path": "/spec/replicas",
      "value": 6}]
  - patch: "[{\\"op\\": \\"replace\\", \\"path\\": \\"/spec/replicas\\", \\"value\\": 7}]"
  - patch: |2-
        - op: replace
          path: /spec/replicas
          value: 9
`;

describe('inline patches read from their kustomization', () => {
  const inline = (text: string, path: JsonPath) => inlinePatchOf(loadYaml(text), path);
  /** The patch's first line as the file holds it at `at`. */
  const firstLineAt = (text: string, patch: ReturnType<typeof inline>) => {
    const line = patch?.at && text.split('\n')[patch.at.line - 1];
    return line?.replace(/\r$/, '').slice(patch!.at!.column - 1);
  };

  it('places a literal block scalar at its first content line, shifted by its indentation (blank lines, |+, |2)', () => {
    for (const text of [INLINE_KUSTOMIZATION, INLINE_KUSTOMIZATION.replace(/\n/g, '\r\n')]) {
      const smp = inline(text, ['patchesStrategicMerge', 1]);
      expect(smp?.at).toEqual({ line: 7, column: 5 });
      expect(firstLineAt(text, smp)).toBe('apiVersion: apps/v1');
      expect(smp?.entry).toMatchObject({ line: 6, column: 5 });
      expect(inline(text, ['patches', 0, 'patch'])?.at).toEqual({ line: 17, column: 7 });
      // An indentation indicator: the first line keeps two of its spaces.
      const indented = inline(text, ['patches', 4, 'patch']);
      expect(indented?.text.startsWith('  - op: replace')).toBe(true);
      expect(indented?.at).toEqual({ line: 27, column: 7 });
    }
    // Kept trailing blank lines (`|+`) are lines of the file too.
    const kept = INLINE_KUSTOMIZATION.replace('  - |\n', '  - |+\n').replace('      replicas: 2\n', '      replicas: 2\n\n  \n');
    const keep = inline(kept, ['patchesStrategicMerge', 1]);
    expect(keep?.text.endsWith('replicas: 2\n\n\n')).toBe(true);
    expect(keep?.at).toEqual({ line: 7, column: 5 });
  });

  it('places a one-line quoted string at its first character, and leaves folded and escaped strings at their entry', () => {
    const quoted = inline(INLINE_KUSTOMIZATION, ['patches', 1, 'patch']);
    expect(quoted?.at).toEqual({ line: 21, column: 15 });
    expect(firstLineAt(INLINE_KUSTOMIZATION, quoted)?.startsWith('[{"op": "replace"')).toBe(true);
    const folded = inline(INLINE_KUSTOMIZATION, ['patches', 2, 'patch']);
    expect(folded).toMatchObject({ text: '[{"op": "replace", "path": "/spec/replicas", "value": 6}]', entry: { line: 22, column: 5 } });
    expect(folded?.at).toBeUndefined();
    const escaped = inline(INLINE_KUSTOMIZATION, ['patches', 3, 'patch']);
    expect(escaped?.text).toBe('[{"op": "replace", "path": "/spec/replicas", "value": 7}]');
    expect(escaped?.at).toBeUndefined();
    expect(inline(INLINE_KUSTOMIZATION, ['patchesStrategicMerge', 0])?.at).toEqual({ line: 5, column: 5 });
    expect(inline(INLINE_KUSTOMIZATION, ['patches', 9, 'patch'])).toBeUndefined();
    expect(inline(INLINE_KUSTOMIZATION, ['patches', 0, 'target'])).toBeUndefined();
  });

  it('locates a key in an inline patch at its kustomization line; an entry-only patch at its entry', () => {
    const file = loadYaml(INLINE_KUSTOMIZATION);
    const patch = (path: JsonPath, target?: KustomizePatch['target']): KustomizePatch => {
      const p = inlinePatchOf(file, path)!;
      return { file: 'kustomization.yaml', text: p.text, target, ...(p.at ? { at: p.at } : { entry: p.entry }) };
    };
    const vllm = { kind: 'Deployment', name: 'vllm' };
    const gpu = patch(['patches', 0, 'patch'], vllm);
    expect(locatePatch([gpu], VLLM, GPU)).toMatchObject({ line: 19, column: 9, valueEndColumn: 17, exact: true });
    // The last patch that writes the key wins, wherever its text is.
    expect(
      locatePatch([patch(['patchesStrategicMerge', 1]), patch(['patches', 1, 'patch'], vllm)], VLLM, ['spec', 'replicas']),
    ).toMatchObject({
      patch: 1,
      line: 21,
      column: 60,
    });
    expect(
      locatePatch([patch(['patches', 1, 'patch'], vllm), patch(['patches', 2, 'patch'], vllm)], VLLM, ['spec', 'replicas']),
    ).toMatchObject({
      patch: 1,
      line: 22,
      column: 5,
    });
  });

  it('reads a long block scalar in time linear in its size', { timeout: 60_000 }, () => {
    const op = (i: number) => `      - {op: add, path: /metadata/labels/l${i}, value: "x"}`;
    const text = (n: number) => `patches:\n  - patch: |-\n${Array.from({ length: n }, (_, i) => op(i)).join('\n')}\n`;
    expectLinearGrowth(
      5_000,
      (n) => loadYaml(text(n)),
      (file) => {
        expect(inlinePatchOf(file, ['patches', 0, 'patch'])?.at).toEqual({ line: 3, column: 7 });
      },
    );
  });
});

describe('kustomize selectors', () => {
  it('matches the regular expressions kustomize targets use, anchored', () => {
    expect(patternMatches('vllm', 'vllm')).toBe(true);
    expect(patternMatches('vllm', 'vllm-2')).toBe(false);
    expect(patternMatches('vllm-.*', 'vllm-2')).toBe(true);
    expect(patternMatches('^vllm-.+$', 'vllm-')).toBe(false);
    expect(patternMatches('a|b.?', 'bx')).toBe(true);
    expect(patternMatches('v1\\.2', 'v1.2')).toBe(true);
    expect(patternMatches('v1\\.2', 'v1x2')).toBe(false);
    expect(patternMatches('[a-z]+', 'abc')).toBeUndefined();
    expect(patternMatches('\\d+', '1')).toBeUndefined();
  });

  it('stays linear on patterns that make backtracking engines explode', { timeout: 60_000 }, () => {
    const pattern = 'a*'.repeat(100) + 'b';
    expectLinearGrowth(
      200,
      (n) => 'a'.repeat(n),
      (text) => patternMatches(pattern, text),
    );
  });

  it('reads label selectors', () => {
    const labels = { app: 'vllm', tier: 'serving' };
    expect(selectorMatches('app=vllm', labels)).toBe(true);
    expect(selectorMatches('app==vllm,tier', labels)).toBe(true);
    expect(selectorMatches('app=vllm,!gpu', labels)).toBe(true);
    expect(selectorMatches('tier notin (batch)', labels)).toBe(true);
    expect(selectorMatches('tier in (batch)', labels)).toBe(false);
    expect(selectorMatches('app!=vllm', labels)).toBe(false);
    expect(selectorMatches('gpu', labels)).toBe(false);
    expect(selectorMatches('what is this', labels)).toBeUndefined();
  });

  it('selects by group, version and kind', () => {
    const object = { group: 'apps', version: 'v1', kind: 'Deployment', name: 'x' };
    expect(targetSelects({ group: 'apps', kind: 'Deployment' }, object)).toBe(true);
    expect(targetSelects({ group: '', kind: 'Deployment' }, object)).toBe(true);
    expect(targetSelects({ version: 'v2' }, object)).toBe(false);
    expect(targetSelects({ kind: 'Deploy.*' }, object)).toBe(true);
  });
});
