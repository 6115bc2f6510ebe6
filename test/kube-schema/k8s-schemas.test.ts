// data/k8s-schemas.json: pinned by hash, readable as the schema family reads it, and (when the
// source packages are in the local npm pack cache) identical to a fresh regeneration.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundledVersions, chooseVersion, coreSchema, versionsServing } from '../../src/kube-schema/core.js';
import type { ObjectNode, SchemaNode } from '../../src/kube-schema/nodes.js';

const ROOT = join(import.meta.dirname, '../..');
const FILE = join(ROOT, 'data/k8s-schemas.json');
const text = readFileSync(FILE, 'utf8');

/** Update together with the data file: `node scripts/k8s-schemas.mjs` prints it. */
const SHA256 = '0bde42883c093f3f9b5842acc79ebfc0941ba82722d43e1f276189342132614a';

interface Script {
  build(): unknown;
  serialize(data: unknown): string;
  SOURCES: { name: string; version: string }[];
  ENUM_SOURCE: { name: string; version: string };
}
const script = async () => (await import(pathToFileURL(join(ROOT, 'scripts/k8s-schemas.mjs')).href)) as Script;

const field = (node: ObjectNode, ...path: string[]): SchemaNode | undefined => {
  let n: SchemaNode | undefined = node;
  for (const p of path) {
    if (n?.kind === 'array') n = n.items;
    if (n?.kind === 'map') n = n.values;
    n = n?.kind === 'object' ? n.fields().get(p) : undefined;
  }
  return n;
};

describe('data/k8s-schemas.json', () => {
  it('is the pinned file, small, in the canonical layout', async () => {
    expect(createHash('sha256').update(text).digest('hex')).toBe(SHA256);
    expect(text.length).toBeLessThan(300_000);
    const { serialize } = await script();
    expect(serialize(JSON.parse(text))).toBe(text);
  });

  it('covers the minor releases 1.29 to 1.34, 1.34 being the default', () => {
    expect(bundledVersions()).toEqual(['1.29', '1.30', '1.31', '1.32', '1.33', '1.34']);
    expect(chooseVersion('1.34')).toEqual({ requested: '1.34', version: '1.34', newer: false, older: false });
    expect(chooseVersion('1.36')).toMatchObject({ version: '1.34', newer: true });
    expect(chooseVersion('1.27')).toMatchObject({ version: '1.29', older: true });
  });

  it.each(['1.29', '1.30', '1.31', '1.32', '1.33', '1.34'])('Kubernetes %s: the workload kinds and their pod templates', (version) => {
    const s = coreSchema(version);
    for (const [apiVersion, kind] of [
      ['v1', 'Pod'],
      ['apps/v1', 'Deployment'],
      ['apps/v1', 'StatefulSet'],
      ['apps/v1', 'DaemonSet'],
      ['batch/v1', 'Job'],
      ['batch/v1', 'CronJob'],
      ['v1', 'Service'],
      ['v1', 'ConfigMap'],
      ['v1', 'Secret'],
      ['apiextensions.k8s.io/v1', 'CustomResourceDefinition'],
      ['networking.k8s.io/v1', 'NetworkPolicy'],
      ['scheduling.k8s.io/v1', 'PriorityClass'],
      ['node.k8s.io/v1', 'RuntimeClass'],
      ['policy/v1', 'PodDisruptionBudget'],
    ] as const) {
      const lookup = s.kind(apiVersion, kind);
      expect(lookup.served && lookup.node, `${apiVersion} ${kind}`).toBeTruthy();
    }
    const deploy = s.kind('apps/v1', 'Deployment');
    if (!deploy.served || !deploy.node) throw new Error('no Deployment');
    expect(field(deploy.node, 'spec', 'replicas')).toEqual({ kind: 'scalar', type: 'integer' });
    const container = field(deploy.node, 'spec', 'template', 'spec', 'containers');
    expect(container?.kind).toBe('array');
    expect(field(deploy.node, 'spec', 'template', 'spec', 'containers', 'resources', 'limits')).toEqual({
      kind: 'map',
      values: { kind: 'scalar', type: 'quantity' },
    });
    expect(field(deploy.node, 'spec', 'template', 'spec', 'containers', 'ports', 'containerPort')).toEqual({
      kind: 'scalar',
      type: 'integer',
    });
    expect(field(deploy.node, 'spec', 'strategy', 'rollingUpdate', 'maxSurge')).toEqual({ kind: 'scalar', type: 'int-or-string' });
    expect(field(deploy.node, 'spec', 'template', 'spec', 'containers', 'imagePullPolicy')).toEqual({
      kind: 'scalar',
      type: 'string',
      enum: ['Always', 'IfNotPresent', 'Never'],
    });
    expect(field(deploy.node, 'metadata', 'creationTimestamp')).toEqual({ kind: 'scalar', type: 'time' });
    expect(field(deploy.node, 'status')).toEqual({ kind: 'any' });
    const secret = s.kind('v1', 'Secret');
    if (!secret.served || !secret.node) throw new Error('no Secret');
    expect(field(secret.node, 'data')).toEqual({ kind: 'map', values: { kind: 'scalar', type: 'byte' } });
    // Core v1 Event is served but the cdk8s imports do not carry it.
    expect(s.kind('v1', 'Event')).toEqual({ served: true });
  });

  it('follows the API across releases', () => {
    expect(versionsServing('resource.k8s.io/v1', 'ResourceClaim')).toEqual(['1.34']);
    expect(versionsServing('resource.k8s.io/v1beta1', 'ResourceClaim')).toEqual(['1.32', '1.33', '1.34']);
    expect(versionsServing('flowcontrol.apiserver.k8s.io/v1beta3', 'FlowSchema')).toEqual(['1.29', '1.30', '1.31']);
    expect(versionsServing('resource.k8s.io/v1alpha2', 'ResourceClaim')).toEqual(['1.29', '1.30']);
    expect(versionsServing('batch/v1beta1', 'CronJob')).toEqual([]);
    const has = (version: string, ...path: string[]) => {
      const pod = coreSchema(version).kind('v1', 'Pod');
      return pod.served && pod.node ? field(pod.node, ...path) !== undefined : false;
    };
    expect(has('1.33', 'spec', 'containers', 'restartPolicyRules')).toBe(false);
    expect(has('1.34', 'spec', 'containers', 'restartPolicyRules')).toBe(true);
    expect(has('1.31', 'spec', 'resourceClaims', 'resourceClaimTemplateName')).toBe(true);
    expect(has('1.31', 'spec', 'resourceClaims', 'source')).toBe(false);
    expect(has('1.30', 'spec', 'resourceClaims', 'source', 'resourceClaimTemplateName')).toBe(true);
  });

  it('repairs the type cdk8s mixes up: FlowSchema subjects are flowcontrol Subjects, not RBAC ones', () => {
    const fs = coreSchema('1.34').kind('flowcontrol.apiserver.k8s.io/v1', 'FlowSchema');
    if (!fs.served || !fs.node) throw new Error('no FlowSchema');
    const subject = field(fs.node, 'spec', 'rules', 'subjects');
    expect(subject?.kind).toBe('array');
    const fields = subject?.kind === 'array' && subject.items.kind === 'object' ? [...subject.items.fields().keys()].sort() : [];
    expect(fields).toEqual(['group', 'kind', 'serviceAccount', 'user']);
  });

  const cache = join(ROOT, 'node_modules/.cache/ai-k8s-lint-k8s-schemas');
  const cached = async () => {
    const { SOURCES, ENUM_SOURCE } = await script();
    return [...SOURCES, ENUM_SOURCE].every((s) => existsSync(join(cache, `${s.name}-${s.version}.tgz`)));
  };
  it('is what scripts/k8s-schemas.mjs makes from the pinned packages (when they are in the local cache)', async (ctx) => {
    if (!(await cached())) ctx.skip();
    const { build, serialize } = await script();
    expect(serialize(build())).toBe(text);
  }, 60_000);
});
