// The config file's JSON Schema (draft-07): a fixed core plus one entry per rule, whose
// options schema comes from the rule's metadata. `npm run gen` writes schemas/config.schema.json.
import type { AnyRule } from '../engine/rule.js';
import { rawFileUrl } from '../report/links.js';

const level = { enum: ['off', 'note', 'warning', 'error'], description: 'off, or the level every finding of the rule is reported at' };

function ruleSetting(rule: AnyRule): Record<string, unknown> {
  // Rules without options share one definition, so the compiled validator stays small.
  if (!rule.options) return { description: `${rule.summary} (default: ${rule.level})`, $ref: '#/definitions/ruleSetting' };
  const options = rule.options;
  return {
    description: `${rule.summary} (default: ${rule.level})`,
    anyOf: [
      { $ref: '#/definitions/level' },
      { type: 'array', items: [{ $ref: '#/definitions/level' }, options], minItems: 1, maxItems: 2 },
    ],
  };
}

const stringList = (description: string) => ({ type: 'array', items: { type: 'string', minLength: 1 }, description });

const nodePool = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1, description: 'Name of the pool, used in messages' },
    labels: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Node labels as the nodes carry them (GPU Feature Discovery, cloud labels)',
    },
    taints: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'effect'],
        properties: {
          key: { type: 'string' },
          value: { type: 'string' },
          effect: { enum: ['NoSchedule', 'PreferNoSchedule', 'NoExecute'] },
        },
      },
    },
    runtime: { enum: ['nvidia', 'runc'], description: 'Default container runtime on these nodes' },
    gpu: {
      type: 'object',
      additionalProperties: false,
      properties: {
        vendor: { enum: ['nvidia', 'amd'] },
        product: { type: 'string' },
        count: { type: 'integer', minimum: 0, description: 'GPUs per node' },
        memoryGiB: { type: 'number', exclusiveMinimum: 0 },
        driverVersion: { type: 'string', pattern: '^[0-9]+(\\.[0-9]+){0,2}$' },
        migStrategy: { enum: ['none', 'single', 'mixed'] },
        migDevices: {
          type: 'object',
          additionalProperties: { type: 'integer', minimum: 0 },
          description: 'MIG devices offered per node, by profile (1g.10gb: 7)',
        },
        sharing: { enum: ['none', 'time-slicing', 'mps'] },
        gpusPerNumaNode: { type: 'integer', minimum: 1 },
      },
    },
    kubelet: {
      type: 'object',
      additionalProperties: false,
      properties: {
        topologyManagerPolicy: { enum: ['none', 'best-effort', 'restricted', 'single-numa-node'] },
        cpuManagerPolicy: { enum: ['none', 'static'] },
      },
    },
    count: { type: 'integer', minimum: 0, description: 'Number of nodes (optional)' },
  },
};

const podSecurityLevel = { enum: ['privileged', 'baseline', 'restricted'] };
// One character class after the prefix: linear on any input.
const podSecurityVersion = {
  type: 'string',
  pattern: '^(latest|v1\\.(0|[1-9][0-9]*))$',
  description: 'latest, or a version such as v1.30',
};

/** Levels and versions by mode, as the pod-security.kubernetes.io/<mode>[-version] labels name them. */
const podSecurityModes = {
  type: 'object',
  additionalProperties: false,
  properties: {
    enforce: { ...podSecurityLevel, description: 'Pods that violate this level are rejected' },
    'enforce-version': podSecurityVersion,
    audit: { ...podSecurityLevel, description: 'Violations of this level are recorded in the audit log' },
    'audit-version': podSecurityVersion,
    warn: { ...podSecurityLevel, description: 'Violations of this level are returned as warnings' },
    'warn-version': podSecurityVersion,
  },
};

const cluster = {
  type: 'object',
  additionalProperties: false,
  description: 'What is already installed in the target cluster',
  properties: {
    crds: stringList('CRDs installed in the cluster, as <plural>.<group>'),
    priorityClasses: stringList('PriorityClasses that exist in the cluster'),
    runtimeClasses: stringList('RuntimeClasses that exist in the cluster'),
    defaultRuntime: { enum: ['runc', 'nvidia'], description: 'Default runtime of GPU nodes (nvidia when the GPU Operator installs it)' },
    extendedResourceToleration: { type: 'boolean', description: 'The ExtendedResourceToleration admission plugin is on (GKE, EKS)' },
    localQueues: stringList('Kueue LocalQueues that exist in the cluster, as <namespace>/<name>'),
    namespaces: {
      type: 'object',
      description: 'Namespaces that exist in the cluster but not in the input, by name',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        properties: { podSecurity: { ...podSecurityModes, description: 'Its Pod Security labels (pod-security.kubernetes.io/<mode>)' } },
      },
    },
    podSecurity: {
      type: 'object',
      additionalProperties: false,
      description: "The PodSecurity admission controller's own configuration",
      properties: {
        defaults: { ...podSecurityModes, description: 'Levels for namespaces without labels (default: privileged for every mode)' },
        exemptions: {
          type: 'object',
          additionalProperties: false,
          properties: { namespaces: stringList('Namespaces the admission controller does not check') },
        },
      },
    },
  },
};

const templateLocation = {
  type: 'object',
  additionalProperties: false,
  required: ['path', 'type'],
  properties: {
    path: { type: 'string', minLength: 1, description: 'Dot path; * matches any map key, [] any array item' },
    type: { enum: ['podTemplateSpec', 'podSpec'] },
    role: { type: 'string' },
    replicas: { type: 'string' },
    defaultReplicas: { type: 'integer', minimum: 0 },
    podsPerReplica: { type: 'string' },
    groupSize: { type: 'string' },
    defaultsTo: { type: 'string' },
  },
};

const inlineContainer = {
  type: 'object',
  additionalProperties: false,
  required: ['path'],
  properties: {
    path: { type: 'string', minLength: 1, description: 'Dot path of the container-like object' },
    pod: {
      type: 'string',
      minLength: 1,
      description: 'Dot path of the pod spec it runs in, a prefix of path (default: the object holding it)',
    },
    kind: { enum: ['init', 'sidecar'], description: 'Runs as an init container or a sidecar beside the main containers' },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string', minLength: 1 },
      description: 'Container fields kept under other names, as dot paths relative to the object (e.g. {"resources": "resourcesPerNode"})',
    },
  },
};

export const workloadEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['group', 'kind', 'class', 'templates'],
  properties: {
    group: { type: 'string', description: 'API group, "" for the core group' },
    kind: { type: 'string', minLength: 1 },
    versions: stringList('API versions this entry applies to (all when absent)'),
    class: { enum: ['pod', 'long-running', 'daemon', 'replica-set', 'training', 'batch', 'serving', 'ray', 'notebook', 'other'] },
    templates: { type: 'array', items: templateLocation },
    inlineContainers: {
      type: 'array',
      items: { anyOf: [{ type: 'string', minLength: 1 }, inlineContainer] },
      description: 'Containers inlined in the object: their paths, or where and how each runs',
    },
    resourcesFrom: {
      type: 'string',
      description: "Kind of the object that sets the containers' resources (rules about missing resources stay silent)",
    },
    providesDevShm: { type: 'boolean', description: 'The operator mounts a sized /dev/shm into these pods itself' },
    providesProbes: { type: 'boolean', description: 'The operator adds readiness/liveness probes to containers that set none' },
    mergedWith: {
      type: 'string',
      description: 'Kind of the template the operator merges the containers with (missing fields are unknown)',
    },
    source: { type: 'string' },
  },
};

const shortWorkloadEntry = {
  type: 'object',
  additionalProperties: false,
  required: ['apiVersion', 'kind', 'podTemplates'],
  properties: {
    apiVersion: { type: 'string', minLength: 1 },
    kind: { type: 'string', minLength: 1 },
    podTemplates: stringList('Paths of PodTemplateSpecs (metadata + spec) in the object'),
    replicas: { type: 'string' },
  },
};

const renderSchema = {
  type: 'object',
  additionalProperties: false,
  description:
    'Helm charts and kustomizations among the inputs are rendered with the real tools (from PATH or the command line, never from here) and linted as one apply unit each.',
  properties: {
    helm: {
      type: 'boolean',
      description: 'Render Helm charts (default true; binary: helm on PATH, or --helm <path>). false: their templates are linted as files.',
    },
    kustomize: {
      type: 'boolean',
      description: 'Render kustomizations (default true; binary: kustomize, else kubectl kustomize, on PATH, or --kustomize <path>).',
    },
    charts: {
      type: 'array',
      description:
        'Per chart: its release and values (default: release name = chart name, its own values.yaml). Several entries for one chart render it several times.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['path'],
        properties: {
          path: { type: 'string', minLength: 1, description: 'The chart directory, relative to the config file, inside the repository' },
          releaseName: {
            type: 'string',
            maxLength: 53,
            // One character class after the first: linear on any input (helm checks the rest).
            pattern: '^[a-z0-9][-.a-z0-9]*$',
            description: 'helm template <releaseName> (default: the chart name)',
          },
          namespace: { type: 'string', maxLength: 63, pattern: '^[a-z0-9][-a-z0-9]*$', description: '--namespace (default: default)' },
          values: stringList('Values files (-f), relative to the config file, inside the repository; a later file wins'),
          set: {
            type: 'object',
            description: '--set key=value, e.g. { replicaCount: "2" }',
            propertyNames: { minLength: 1, pattern: '^[^=,]+$' },
            additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
          },
        },
      },
    },
  },
};

export function buildConfigSchema(rules: AnyRule[]): Record<string, unknown> {
  const ruleProperties: Record<string, unknown> = {};
  for (const rule of [...rules].sort((a, b) => (a.id < b.id ? -1 : 1))) ruleProperties[rule.id] = ruleSetting(rule);
  const rulesSchema = {
    type: 'object',
    additionalProperties: false,
    properties: ruleProperties,
    description: 'Rule levels and options by rule id',
  };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    // The copy released with this version: an editor can fetch it by this URL.
    $id: rawFileUrl('schemas/config.schema.json'),
    title: 'ai-k8s-lint configuration (.ai-k8s-lint.yaml)',
    type: 'object',
    additionalProperties: false,
    definitions: {
      level,
      ruleSetting: {
        anyOf: [
          { $ref: '#/definitions/level' },
          {
            type: 'array',
            items: [{ $ref: '#/definitions/level' }, { type: 'object', properties: {}, additionalProperties: false }],
            minItems: 1,
            maxItems: 2,
          },
        ],
      },
      nodePool,
    },
    properties: {
      rules: rulesSchema,
      settings: {
        type: 'object',
        additionalProperties: false,
        properties: {
          modelLoadSeconds: { type: 'integer', minimum: 1, description: 'Model-load budget of the probe rules, in seconds (default 300)' },
          kubernetesVersion: { type: 'string', pattern: '^1\\.[0-9]+$', description: 'Target Kubernetes minor version, e.g. "1.34"' },
          cudaCompatibility: { enum: ['minor-version', 'strict'] },
          gpuResources: stringList('Extra extended resources that count as GPUs'),
          podSecurityStandard: {
            enum: ['baseline', 'restricted'],
            description: 'Check the pods of namespaces without a Pod Security label against this level (default: unset, no check)',
          },
        },
      },
      ignore: stringList('Path globs (minimatch) that are not linted'),
      cluster,
      nodePools: { type: 'array', items: { $ref: '#/definitions/nodePool' } },
      compat: {
        type: 'object',
        additionalProperties: false,
        properties: {
          images: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['match', 'cuda'],
              properties: {
                match: { type: 'string', minLength: 1, description: 'Image glob, e.g. registry.example.com/team/serving:*-cu124' },
                cuda: { type: 'string', pattern: '^[0-9]+\\.[0-9]+(\\.[0-9]+)?$' },
                base: { enum: ['nvidia-cuda', 'os'] },
              },
            },
          },
        },
      },
      workloads: { type: 'array', items: { anyOf: [workloadEntrySchema, shortWorkloadEntry] } },
      applyUnits: {
        type: 'array',
        description: 'Files applied together (one kubectl apply); default: the files of one directory.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['files'],
          properties: { files: { ...stringList('Path globs of the files of this apply unit'), minItems: 1 } },
        },
      },
      render: renderSchema,
      overrides: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['files'],
          properties: {
            files: { ...stringList('Path globs this override applies to'), minItems: 1 },
            rules: rulesSchema,
            nodePools: { type: 'array', items: { $ref: '#/definitions/nodePool' } },
            cluster,
          },
        },
      },
    },
  };
}
