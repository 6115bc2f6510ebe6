import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import standard from '../pod-security-standard/rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ConfigFile } from '../../src/config/types.js';
import type { ApplyUnit } from '../../src/config/apply-units.js';
import { lintTexts } from '../../src/engine/lint-passes.js';
import { Linter } from '../../src/engine/linter.js';
import type { AnyRule } from '../../src/engine/rule.js';
import type { Finding } from '../../src/core/types.js';
import { controlName, PSS_CONTROLS } from '../../src/k8s/pod-security.js';
import { formatMark, marked, markOf, type Marked } from '../../test/helpers/manifests.js';
import { testRule } from '../../test/helpers/rule-tester.js';

/** A Namespace `ml` with these Pod Security labels (`enforce: baseline`, ...). */
function namespace(labels: Record<string, string | undefined>, name = 'ml'): string {
  const lines = Object.entries(labels)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `    pod-security.kubernetes.io/${k}: ${v}\n`);
  return `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: ${name}\n${lines.length ? `  labels:\n${lines.join('')}` : ''}`;
}

/** Lints files (path → text) in one run; a file given as [text, unit] is linted as that apply unit. */
function lint(files: Record<string, string | [string, ApplyUnit]>, config: ConfigFile = {}, rules: AnyRule[] = [rule]): Finding[] {
  const texts = Object.entries(files).map(([file, entry]) =>
    typeof entry === 'string' ? ([file, entry] as const) : ([file, ...entry] as const),
  );
  return lintTexts({ rules, config: resolveConfig(config) }, texts).findings;
}

const positions = (found: Finding[]) => found.map((f) => formatMark(markOf(f.range)));

// ---------------------------------------------------------------------------------------------
// Each control: violating and passing pods, at both levels, pod and container fields combined.

/** A bare Pod in namespace ml whose spec lines follow (marks kept for `marked`). */
const bare = (spec: string, meta = '') => marked(`apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\n  namespace: ml\n${meta}spec:\n${spec}`);

/** Pod and container settings that meet restricted, for specs that test one control. */
const CLEAN_POD = '  securityContext:\n    runAsNonRoot: true\n    seccompProfile: {type: RuntimeDefault}\n';
const CLEAN_CONTAINER = '      securityContext:\n        allowPrivilegeEscalation: false\n        capabilities: {drop: [ALL]}\n';
/** A container; `markName` marks its `name:` line, where a missing field without a securityContext is reported. */
const app = (more = '', name = 'app', markName = false) =>
  `    - ${markName ? `⟦name: ${name}⟧` : `name: ${name}`}\n      image: busybox\n${more}`;

interface ControlCase {
  name: string;
  control: string;
  pod: Marked;
  /** Indexes of the pod's marks reported under enforce: baseline, then restricted. */
  baseline: number[];
  restricted: number[];
  /** More namespace labels (a pinned version). */
  labels?: Record<string, string>;
  kubernetesVersion?: string;
}

const CASES: ControlCase[] = [
  {
    name: 'hostProcess on the pod and a container',
    control: 'HostProcess',
    pod: bare(
      `  securityContext:\n    windowsOptions: {⟦hostProcess: true⟧}\n  containers:\n${app(
        '      securityContext:\n        windowsOptions:\n          ⟦hostProcess: true⟧\n',
      )}`,
    ),
    baseline: [0, 1],
    restricted: [0, 1],
  },
  {
    name: 'hostProcess: false passes',
    control: 'HostProcess',
    pod: bare(`  securityContext:\n    windowsOptions: {hostProcess: false}\n  containers:\n${app()}`),
    baseline: [],
    restricted: [],
  },
  {
    name: 'host namespaces',
    control: 'Host Namespaces',
    pod: bare(`  ⟦hostNetwork: true⟧\n  ⟦hostPID: true⟧\n  ⟦hostIPC: true⟧\n  containers:\n${app()}`),
    baseline: [0, 1, 2],
    restricted: [0, 1, 2],
  },
  {
    name: 'host namespaces set false pass',
    control: 'Host Namespaces',
    pod: bare(`  hostNetwork: false\n  hostPID: false\n  containers:\n${app()}`),
    baseline: [],
    restricted: [],
  },
  {
    name: 'privileged in a container, an init container and an ephemeral container',
    control: 'Privileged Containers',
    pod: bare(
      `  initContainers:\n${app('      securityContext: {⟦privileged: true⟧}\n', 'init')}  containers:\n${app(
        '      securityContext:\n        ⟦privileged: true⟧\n',
      )}  ephemeralContainers:\n${app('      securityContext: {⟦privileged: true⟧}\n', 'debug')}`,
    ),
    baseline: [0, 1, 2],
    restricted: [0, 1, 2],
  },
  {
    name: 'privileged: false passes',
    control: 'Privileged Containers',
    pod: bare(`  containers:\n${app('      securityContext: {privileged: false}\n')}`),
    baseline: [],
    restricted: [],
  },
  {
    name: 'capabilities: IPC_LOCK fails both levels, CHOWN only restricted, NET_BIND_SERVICE neither',
    control: 'Capabilities',
    pod: bare(
      `${CLEAN_POD}  containers:\n${app(
        '      securityContext:\n        allowPrivilegeEscalation: false\n        capabilities:\n          drop: [ALL]\n' +
          '          add: [⟦IPC_LOCK⟧, ⟦CHOWN⟧, NET_BIND_SERVICE]\n',
      )}`,
    ),
    baseline: [0],
    restricted: [0, 1],
  },
  {
    name: 'capabilities: restricted needs drop ALL, as written (all is another string)',
    control: 'Capabilities',
    pod: bare(
      `${CLEAN_POD}  containers:\n` +
        app(
          '      securityContext:\n        allowPrivilegeEscalation: false\n        ⟦capabilities⟧:\n          add: [NET_BIND_SERVICE]\n',
        ) +
        app('      securityContext:\n        allowPrivilegeEscalation: false\n        capabilities: {drop: [⟦all⟧]}\n', 'second') +
        app('', 'third', true),
    ),
    baseline: [],
    restricted: [0, 1, 2],
  },
  {
    name: 'capabilities: before 1.22 restricted checks only the baseline set',
    control: 'Capabilities',
    pod: bare(
      `${CLEAN_POD}  containers:\n` +
        app('      securityContext:\n        allowPrivilegeEscalation: false\n        capabilities: {add: [CHOWN]}\n'),
    ),
    labels: { 'enforce-version': 'v1.21' },
    baseline: [],
    restricted: [],
  },
  {
    name: 'capabilities: a Windows pod is exempt from the restricted check from 1.25',
    control: 'Capabilities',
    pod: bare(`  os: {name: windows}\n${CLEAN_POD}  containers:\n${app('      securityContext: {allowPrivilegeEscalation: false}\n')}`),
    baseline: [],
    restricted: [],
  },
  {
    name: 'hostPath volume',
    control: 'HostPath Volumes',
    pod: bare(
      `  containers:\n${app()}  volumes:\n    - name: models\n      ⟦hostPath⟧:\n        path: /mnt/models\n` +
        '    - name: scratch\n      emptyDir: {}\n',
    ),
    baseline: [0],
    restricted: [0],
  },
  {
    name: 'host ports',
    control: 'Host Ports',
    pod: bare(
      '  containers:\n' +
        app('      ports:\n        - containerPort: 80\n          ⟦hostPort: 8080⟧\n        - containerPort: 81\n          hostPort: 0\n'),
    ),
    baseline: [0],
    restricted: [0],
  },
  {
    name: 'a probe and a lifecycle hook with host (1.34+)',
    control: 'Host Probes / Lifecycle Hooks',
    pod: bare(
      `  containers:\n${app(
        '      readinessProbe:\n        httpGet: {path: /, port: 80, ⟦host: 10.0.0.1⟧}\n' +
          '      lifecycle:\n        preStop:\n          tcpSocket:\n            port: 80\n            ⟦host: metadata⟧\n' +
          '      livenessProbe:\n        tcpSocket: {port: 80, host: ""}\n',
      )}`,
    ),
    baseline: [0, 1],
    restricted: [0, 1],
  },
  {
    name: 'probe hosts pass a policy pinned before 1.34',
    control: 'Host Probes / Lifecycle Hooks',
    pod: bare(`  containers:\n${app('      readinessProbe:\n        httpGet: {path: /, port: 80, host: 10.0.0.1}\n')}`),
    labels: { 'enforce-version': 'v1.33' },
    baseline: [],
    restricted: [],
  },
  {
    name: 'AppArmor: the field on the pod and a container, and the annotation',
    control: 'AppArmor',
    pod: bare(
      `  securityContext:\n    appArmorProfile: {⟦type: Unconfined⟧}\n  containers:\n${app(
        '      securityContext:\n        appArmorProfile:\n          ⟦type: Unconfined⟧\n',
      )}${app('      securityContext:\n        appArmorProfile: {type: Localhost, localhostProfile: k8s-apparmor}\n', 'two')}`,
      '  annotations:\n    ⟦container.apparmor.security.beta.kubernetes.io/app: unconfined⟧\n' +
        '    container.apparmor.security.beta.kubernetes.io/two: runtime/default\n',
    ),
    baseline: [0, 1, 2],
    restricted: [0, 1, 2],
  },
  {
    name: 'SELinux: a type, a user and a role',
    control: 'SELinux',
    pod: bare(
      `  securityContext:\n    seLinuxOptions:\n      ⟦type: spc_t⟧\n      level: "s0:c123,c456"\n  containers:\n${app(
        '      securityContext:\n        seLinuxOptions: {⟦user: system_u⟧, ⟦role: sysadm_r⟧, type: container_t}\n',
      )}`,
    ),
    baseline: [0, 1, 2],
    restricted: [0, 1, 2],
  },
  {
    name: 'SELinux: container_engine_t before 1.31 only',
    control: 'SELinux',
    pod: bare(`  containers:\n${app('      securityContext:\n        seLinuxOptions: {⟦type: container_engine_t⟧}\n')}`),
    labels: { 'enforce-version': 'v1.30' },
    baseline: [0],
    restricted: [0],
  },
  {
    name: 'SELinux: container_engine_t passes latest',
    control: 'SELinux',
    pod: bare(`  containers:\n${app('      securityContext:\n        seLinuxOptions: {type: container_engine_t}\n')}`),
    baseline: [],
    restricted: [],
  },
  {
    name: '/proc mount: Unmasked',
    control: '/proc Mount Type',
    pod: bare(
      '  containers:\n' +
        app('      securityContext:\n        ⟦procMount: Unmasked⟧\n') +
        app('      securityContext: {procMount: Default}\n', 'two'),
    ),
    baseline: [0],
    restricted: [0],
  },
  {
    name: '/proc mount: a user-namespace pod passes baseline from 1.35, never restricted',
    control: '/proc Mount Type',
    pod: bare(`  hostUsers: false\n  containers:\n${app('      securityContext:\n        ⟦procMount: Unmasked⟧\n')}`),
    kubernetesVersion: '1.35',
    baseline: [],
    restricted: [0],
  },
  {
    name: '/proc mount: a user-namespace pod fails baseline on a 1.34 cluster',
    control: '/proc Mount Type',
    pod: bare(`  hostUsers: false\n  containers:\n${app('      securityContext:\n        ⟦procMount: Unmasked⟧\n')}`),
    baseline: [0],
    restricted: [0],
  },
  {
    name: 'seccomp: Unconfined on the pod fails both levels even when the container sets RuntimeDefault',
    control: 'Seccomp',
    pod: bare(
      `  securityContext:\n    runAsNonRoot: true\n    seccompProfile:\n      ⟦type: Unconfined⟧\n  containers:\n${app(
        `${CLEAN_CONTAINER}        seccompProfile: {type: RuntimeDefault}\n`,
      )}`,
    ),
    baseline: [0],
    restricted: [0],
  },
  {
    name: 'seccomp: restricted needs it on the pod or every container',
    control: 'Seccomp',
    pod: bare(
      '  securityContext: {runAsNonRoot: true}\n  containers:\n' +
        app(`${CLEAN_CONTAINER}        seccompProfile: {type: Localhost, localhostProfile: p.json}\n`) +
        app(CLEAN_CONTAINER, 'two').replace('      securityContext:', '      ⟦securityContext⟧:'),
    ),
    baseline: [],
    restricted: [0],
  },
  {
    name: 'seccomp: no profile anywhere is one finding at the pod',
    control: 'Seccomp',
    pod: bare(`  ⟦securityContext⟧: {runAsNonRoot: true}\n  containers:\n${app(CLEAN_CONTAINER)}${app(CLEAN_CONTAINER, 'two')}`),
    baseline: [],
    restricted: [0],
  },
  {
    name: 'seccomp: the annotations count before 1.19',
    control: 'Seccomp',
    pod: bare(`  containers:\n${app()}`, '  annotations:\n    ⟦seccomp.security.alpha.kubernetes.io/pod: unconfined⟧\n'),
    labels: { 'enforce-version': 'v1.18' },
    baseline: [0],
    restricted: [0],
  },
  {
    name: 'sysctls: unsafe, and safe only from 1.29',
    control: 'Sysctls',
    pod: bare(
      '  securityContext:\n    sysctls:\n      - {⟦name: net.core.somaxconn⟧, value: "1024"}\n' +
        '      - {⟦name: net.ipv4.tcp_keepalive_time⟧, value: "600"}\n' +
        `      - {name: kernel.shm_rmid_forced, value: "1"}\n  containers:\n${app()}`,
    ),
    labels: { 'enforce-version': 'v1.28' },
    baseline: [0, 1],
    restricted: [0, 1],
  },
  {
    name: 'sysctls: tcp_keepalive_time is safe at latest',
    control: 'Sysctls',
    pod: bare(`  securityContext:\n    sysctls:\n      - {name: net.ipv4.tcp_keepalive_time, value: "600"}\n  containers:\n${app()}`),
    baseline: [],
    restricted: [],
  },
  {
    name: 'volume types: inline nfs; PVC, image, CSI and a source-less volume pass',
    control: 'Volume Types',
    pod: bare(
      `  containers:\n${app()}  volumes:\n    - name: data\n      ⟦nfs⟧: {server: nfs.local, path: /export}\n` +
        '    - name: claim\n      persistentVolumeClaim: {claimName: c}\n' +
        '    - name: weights\n      image: {reference: "registry.local/weights:1"}\n' +
        '    - name: csi\n      csi: {driver: x}\n    - name: defaulted\n',
    ),
    baseline: [],
    restricted: [0],
  },
  {
    name: 'privilege escalation: unset and true',
    control: 'Privilege Escalation',
    pod: bare(
      `${CLEAN_POD}  containers:\n${app('      ⟦securityContext⟧:\n        capabilities: {drop: [ALL]}\n')}${app(
        '      securityContext:\n        ⟦allowPrivilegeEscalation: true⟧\n        capabilities: {drop: [ALL]}\n',
        'two',
      )}${app('', 'three', true)}`,
    ),
    baseline: [],
    restricted: [0, 1, 2],
  },
  {
    name: 'privilege escalation: a Windows pod is exempt from 1.25',
    control: 'Privilege Escalation',
    pod: bare(`  os: {name: windows}\n  containers:\n${app()}`),
    baseline: [],
    restricted: [],
  },
  {
    name: 'privilege escalation: a Windows pod is not exempt before 1.25',
    control: 'Privilege Escalation',
    pod: bare(`  os: {name: windows}\n  containers:\n${app('', 'app', true)}`),
    labels: { 'enforce-version': 'v1.24' },
    baseline: [],
    restricted: [0],
  },
  {
    name: 'runAsNonRoot: no setting anywhere is one finding at the pod',
    control: 'Running as Non-root',
    pod: bare(`  ⟦securityContext⟧:\n    seccompProfile: {type: RuntimeDefault}\n  containers:\n${app(CLEAN_CONTAINER)}`),
    baseline: [],
    restricted: [0],
  },
  {
    name: 'runAsNonRoot: the pod sets true, a container overrides it with false',
    control: 'Running as Non-root',
    pod: bare(`${CLEAN_POD}  containers:\n${app(`${CLEAN_CONTAINER}        ⟦runAsNonRoot: false⟧\n`)}${app(CLEAN_CONTAINER, 'two')}`),
    baseline: [],
    restricted: [0],
  },
  {
    name: 'runAsNonRoot: false on the pod fails even when every container sets true',
    control: 'Running as Non-root',
    pod: bare(
      '  securityContext:\n    ⟦runAsNonRoot: false⟧\n    seccompProfile: {type: RuntimeDefault}\n  containers:\n' +
        app(`${CLEAN_CONTAINER}        runAsNonRoot: true\n`),
    ),
    baseline: [],
    restricted: [0],
  },
  {
    name: 'runAsNonRoot: every container sets true passes',
    control: 'Running as Non-root',
    pod: bare(
      '  securityContext:\n    seccompProfile: {type: RuntimeDefault}\n  containers:\n' +
        app(`${CLEAN_CONTAINER}        runAsNonRoot: true\n`),
    ),
    baseline: [],
    restricted: [],
  },
  {
    name: 'runAsNonRoot: a user-namespace pod is exempt from 1.35',
    control: 'Running as Non-root',
    pod: bare(`  hostUsers: false\n  securityContext:\n    seccompProfile: {type: RuntimeDefault}\n  containers:\n${app(CLEAN_CONTAINER)}`),
    kubernetesVersion: '1.35',
    baseline: [],
    restricted: [],
  },
  {
    name: 'runAsUser: 0 on the pod and a container',
    control: 'Running as Non-root user',
    pod: bare(
      '  securityContext:\n    ⟦runAsUser: 0⟧\n  containers:\n' +
        app('      securityContext:\n        ⟦runAsUser: 0⟧\n') +
        app('      securityContext: {runAsUser: 1000}\n', 'two'),
    ),
    baseline: [],
    restricted: [0, 1],
  },
  {
    name: 'runAsUser: 0 passes a policy pinned before 1.23',
    control: 'Running as Non-root user',
    pod: bare(`  securityContext:\n    runAsUser: 0\n  containers:\n${app()}`),
    labels: { 'enforce-version': 'v1.22' },
    baseline: [],
    restricted: [],
  },
];

describe('pod-security-admission: each control at baseline and restricted', () => {
  for (const c of CASES) {
    for (const level of ['baseline', 'restricted'] as const) {
      it(`${c.name} (${level})`, () => {
        const config: ConfigFile = c.kubernetesVersion ? { settings: { kubernetesVersion: c.kubernetesVersion } } : {};
        const found = lint({ 'ns.yaml': namespace({ enforce: level, ...c.labels }), 'pod.yaml': c.pod.text }, config).filter((f) =>
          f.message.includes(`(control "${c.control}")`),
        );
        expect(positions(found)).toEqual(c[level].map((i) => formatMark(c.pod.marks[i]!)));
        for (const f of found) expect([f.ruleId, f.level, f.file]).toEqual([rule.id, 'error', 'pod.yaml']);
      });
    }
  }
});

// ---------------------------------------------------------------------------------------------
// The GPU RDMA pod of the product issue: its namespace in another file and apply unit.

const RDMA = marked`
  apiVersion: kubeflow.org/v1
  kind: PyTorchJob
  metadata:
    name: llama
    namespace: training
  spec:
    pytorchReplicaSpecs:
      Worker:
        replicas: 2
        template:
          spec:
            ⟦hostNetwork: true⟧
            containers:
              - name: pytorch
                image: nvcr.io/nvidia/pytorch:24.05-py3
                securityContext:
                  capabilities:
                    add: [⟦IPC_LOCK⟧]
                resources:
                  limits: {nvidia.com/gpu: 8}
`;

describe('pod-security-admission: a GPU RDMA pod and the Namespace of another file', () => {
  it('baseline enforced: errors at hostNetwork and at the capability, with the label as related location', () => {
    const found = lint({ 'cluster/namespaces.yaml': namespace({ enforce: 'baseline' }, 'training'), 'jobs/llama.yaml': RDMA.text });
    expect(positions(found)).toEqual(RDMA.marks.map(formatMark));
    expect(found.map((f) => [f.ruleId, f.level, f.file])).toEqual([
      [rule.id, 'error', 'jobs/llama.yaml'],
      [rule.id, 'error', 'jobs/llama.yaml'],
    ]);
    expect(found[0]!.message).toBe(
      'The pod template sets hostNetwork: true (control "Host Namespaces"), which Pod Security level "baseline" forbids: namespace ' +
        '"training" enforces baseline (label pod-security.kubernetes.io/enforce on Namespace "training" in cluster/namespaces.yaml), ' +
        'so the API server rejects the pods made from PyTorchJob "llama" and nothing runs; NCCL over the host interfaces needs ' +
        'hostNetwork: if the pods need it, this namespace must be privileged for host networking: label it privileged and restrict ' +
        'who can deploy there; otherwise remove hostNetwork: true.',
    );
    expect(found[1]!.message).toMatch(
      new RegExp(
        '^Container "pytorch" adds capability IPC_LOCK \\(control "Capabilities"\\), .*GPUDirect RDMA needs IPC_LOCK: if the pods ' +
          'need it, this namespace must be privileged for RDMA: label it privileged and restrict who can deploy there; otherwise ' +
          'remove IPC_LOCK from capabilities\\.add\\.$',
      ),
    );
    expect(found[0]!.related?.map((r) => [r.file, r.range?.start.line, r.message])).toEqual([
      ['cluster/namespaces.yaml', 6, 'Namespace "training" sets pod-security.kubernetes.io/enforce: baseline.'],
    ]);
  });

  it('a privileged namespace: silent', () => {
    expect(lint({ 'cluster/ns.yaml': namespace({ enforce: 'privileged' }, 'training'), 'jobs/llama.yaml': RDMA.text })).toEqual([]);
  });

  it('warn: restricted gives warnings, for the restricted controls too', () => {
    const found = lint({ 'cluster/ns.yaml': namespace({ warn: 'restricted' }, 'training'), 'jobs/llama.yaml': RDMA.text });
    expect(found.every((f) => f.level === 'warning')).toBe(true);
    expect(found.map((f) => /control "([^"]+)"/.exec(f.message)![1])).toEqual([
      'Seccomp',
      'Running as Non-root',
      'Host Namespaces',
      'Privilege Escalation',
      'Capabilities',
      'Capabilities',
    ]);
    expect(found[2]!.message).toContain(
      'namespace "training" warns on restricted (label pod-security.kubernetes.io/warn on Namespace "training" in cluster/ns.yaml), ' +
        'so the API server admits the pods but warns on every apply; remove hostNetwork: true.',
    );
  });

  it('enforce baseline with warn and audit restricted: baseline violations are errors, the rest one warning each', () => {
    const found = lint({
      'ns.yaml': namespace({ enforce: 'baseline', 'enforce-version': 'v1.30', warn: 'restricted', audit: 'restricted' }, 'training'),
      'job.yaml': RDMA.text,
    });
    expect(found.filter((f) => f.level === 'error').map((f) => formatMark(markOf(f.range)))).toEqual(RDMA.marks.map(formatMark));
    expect(found.filter((f) => f.level === 'warning')).toHaveLength(4);
    expect(found.find((f) => f.level === 'error')!.message).toContain('namespace "training" enforces baseline:v1.30 (label');
    expect(found.find((f) => f.level === 'warning')!.message).toContain(
      'warns on restricted (label pod-security.kubernetes.io/warn on Namespace "training" in ns.yaml) and audits restricted ' +
        '(label pod-security.kubernetes.io/audit on Namespace "training" in ns.yaml), so the API server admits the pods but warns ' +
        'on every apply and records the violation in the audit log',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Where a namespace's policy comes from.

const DEPLOYMENT = marked`
  apiVersion: apps/v1
  kind: Deployment
  metadata:
    name: web
    namespace: serving
  spec:
    template:
      spec:
        ⟦hostNetwork: true⟧
        containers:
          - name: web
            image: nginx
`;

describe('pod-security-admission: the namespace and its labels', () => {
  it('no label anywhere: silent, whatever the pod does (the Kubernetes default is privileged)', () => {
    expect(lint({ 'a.yaml': DEPLOYMENT.text, 'b.yaml': RDMA.text, 'ns.yaml': namespace({}, 'serving') })).toEqual([]);
  });

  it('config cluster.namespaces for a namespace that is not in the input', () => {
    const found = lint({ 'a.yaml': DEPLOYMENT.text }, { cluster: { namespaces: { serving: { podSecurity: { enforce: 'baseline' } } } } });
    expect(positions(found)).toEqual([formatMark(DEPLOYMENT.mark)]);
    expect(found[0]!.message).toContain(
      'namespace "serving" enforces baseline (config cluster.namespaces.serving.podSecurity.enforce), so the API server rejects ' +
        'its pods: Deployment "web" reports FailedCreate and nothing runs',
    );
  });

  it('the Namespace in the input wins over config cluster.namespaces', () => {
    const config: ConfigFile = { cluster: { namespaces: { serving: { podSecurity: { enforce: 'baseline' } } } } };
    expect(lint({ 'a.yaml': DEPLOYMENT.text, 'ns.yaml': namespace({ enforce: 'privileged' }, 'serving') }, config)).toEqual([]);
  });

  it("config cluster.podSecurity.defaults for namespaces without labels; a label overrides the default's mode", () => {
    const config: ConfigFile = { cluster: { podSecurity: { defaults: { enforce: 'baseline' } } } };
    const found = lint({ 'a.yaml': DEPLOYMENT.text }, config);
    expect(positions(found)).toEqual([formatMark(DEPLOYMENT.mark)]);
    expect(found[0]!.message).toContain('namespace "serving" enforces baseline (config cluster.podSecurity.defaults.enforce)');
    expect(lint({ 'a.yaml': DEPLOYMENT.text, 'ns.yaml': namespace({ enforce: 'privileged' }, 'serving') }, config)).toEqual([]);
    // A version label alone pins the default level's version.
    const pinned = lint({ 'a.yaml': DEPLOYMENT.text, 'ns.yaml': namespace({ 'enforce-version': 'v1.29' }, 'serving') }, config);
    expect(pinned[0]!.message).toContain('enforces baseline:v1.29 (config cluster.podSecurity.defaults.enforce)');
  });

  it('exempt namespaces are skipped', () => {
    const config: ConfigFile = { cluster: { podSecurity: { exemptions: { namespaces: ['serving'] } } } };
    expect(lint({ 'a.yaml': DEPLOYMENT.text, 'ns.yaml': namespace({ enforce: 'restricted' }, 'serving') }, config)).toEqual([]);
  });

  it("the apply unit's Namespace wins; two other Namespaces of the name that differ say nothing", () => {
    const files = {
      'x/ns.yaml': namespace({ enforce: 'baseline' }, 'serving'),
      'y/ns.yaml': namespace({ enforce: 'privileged' }, 'serving'),
      'z/web.yaml': DEPLOYMENT.text,
    };
    expect(lint(files)).toEqual([]);
    expect(lint({ ...files, 'z/ns.yaml': namespace({ enforce: 'baseline' }, 'serving') }).map((f) => f.file)).toEqual(['z/web.yaml']);
    expect(lint({ ...files, 'x/web.yaml': DEPLOYMENT.text }).map((f) => f.file)).toEqual(['x/web.yaml']);
  });

  it('labels the linter cannot read leave the namespace unknown', () => {
    for (const labels of [
      { enforce: '"{{ .Values.level }}"' },
      { enforce: 'Baseline' },
      { enforce: 'baseline', 'enforce-version': '"1.30"' },
    ])
      expect(lint({ 'a.yaml': DEPLOYMENT.text, 'ns.yaml': namespace(labels, 'serving') }), JSON.stringify(labels)).toEqual([]);
  });

  it('an object without a namespace is in default, or in the namespace of its Helm render', () => {
    const text = DEPLOYMENT.text.replace('  namespace: serving\n', '');
    expect(lint({ 'a.yaml': text, 'ns.yaml': namespace({ enforce: 'baseline' }, 'default') }).map((f) => f.file)).toEqual(['a.yaml']);
    const unit: ApplyUnit = { id: 'render:chart', label: 'chart (helm template)', namespace: 'serving' };
    const found = lint({ 'chart/templates/web.yaml': [text, unit], 'ns.yaml': namespace({ enforce: 'baseline' }, 'serving') });
    expect(found.map((f) => [f.file, f.range.start.line])).toEqual([['chart/templates/web.yaml', 8]]);
  });

  it('a stand-in namespace and cluster-scoped templates are skipped', () => {
    const ns = namespace({ enforce: 'restricted' }, 'serving');
    const standIn = DEPLOYMENT.text.replace('namespace: serving', 'namespace: FILLED BY THE OPERATOR');
    const placeholder = DEPLOYMENT.text.replace('namespace: serving', 'namespace: ${NAMESPACE}');
    const runtime = `apiVersion: serving.kserve.io/v1alpha1
kind: ClusterServingRuntime
metadata:
  name: vllm
spec:
  supportedModelFormats: [{name: huggingface}]
  hostNetwork: true
  containers:
    - name: kserve-container
      image: vllm/vllm-openai:v0.9.0
`;
    expect(lint({ 'ns.yaml': ns, 'a.yaml': standIn, 'b.yaml': placeholder, 'c.yaml': runtime })).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Every pod spec the workload model knows, and what stays unknown.

describe('pod-security-admission: custom resources and operators', () => {
  const ns = namespace({ enforce: 'restricted' });

  it('a KServe predictor: explicit violations count, missing fields of a predictor merged with its model are unknown', () => {
    const isvc = marked`
      apiVersion: serving.kserve.io/v1beta1
      kind: InferenceService
      metadata: {name: llm, namespace: ml}
      spec:
        predictor:
          ⟦hostIPC: true⟧
          model:
            modelFormat: {name: huggingface}
          containers:
            - name: kserve-container
              securityContext: {⟦privileged: true⟧}
    `;
    expect(positions(lint({ 'ns.yaml': ns, 'isvc.yaml': isvc.text }))).toEqual(isvc.marks.map(formatMark));
  });

  it('Argo template containers: explicit values count, missing ones are the controller’s', () => {
    const wf = marked`
      apiVersion: argoproj.io/v1alpha1
      kind: Workflow
      metadata: {generateName: eval-, namespace: ml}
      spec:
        entrypoint: main
        templates:
          - name: main
            container:
              image: busybox
              securityContext:
                capabilities: {add: [⟦SYS_ADMIN⟧]}
    `;
    const found = lint({ 'ns.yaml': ns, 'wf.yaml': wf.text });
    expect(positions(found)).toEqual([formatMark(wf.mark)]);
    expect(found[0]!.message).toMatch(/^Template "main" adds capability SYS_ADMIN \(control "Capabilities"\)/);
  });

  it("a Knative Service: unset fields are the operator's (secure-pod-defaults), explicit ones count", () => {
    const ksvc = marked`
      apiVersion: serving.knative.dev/v1
      kind: Service
      metadata: {name: chat, namespace: ml}
      spec:
        template:
          spec:
            containers:
              - image: ghcr.io/org/chat:1
                securityContext: {⟦runAsNonRoot: false⟧}
    `;
    expect(positions(lint({ 'ns.yaml': ns, 'ksvc.yaml': ksvc.text }))).toEqual([formatMark(ksvc.mark)]);
  });

  it('GPU Operator operands are checked too (admission exempts none of them)', () => {
    const ds = marked`
      apiVersion: apps/v1
      kind: DaemonSet
      metadata: {name: nvidia-device-plugin, namespace: gpu-operator}
      spec:
        template:
          spec:
            containers:
              - name: plugin
                image: nvcr.io/nvidia/k8s-device-plugin:v0.17.0
                volumeMounts: [{name: dp, mountPath: /var/lib/kubelet/device-plugins}]
            volumes:
              - name: dp
                ⟦hostPath⟧: {path: /var/lib/kubelet/device-plugins}
    `;
    const found = lint({ 'ns.yaml': namespace({ enforce: 'baseline' }, 'gpu-operator'), 'ds.yaml': ds.text });
    expect(positions(found)).toEqual([formatMark(ds.mark)]);
  });

  it('placeholders are never judged', () => {
    const pod = bare(
      `  hostNetwork: "\${HOST_NETWORK}"\n  securityContext: "\${POD_SECURITY}"\n  containers:\n${app(
        '      securityContext:\n        capabilities: {add: ["${CAP}"], drop: ["${DROP}"]}\n        allowPrivilegeEscalation: "${APE}"\n' +
          '        privileged: "${PRIV}"\n      ports: [{containerPort: 80, hostPort: "${PORT}"}]\n',
      )}`,
    );
    expect(lint({ 'ns.yaml': ns, 'pod.yaml': pod.text })).toEqual([]);
  });
});

describe('pod-security-admission: suppression and the default config', () => {
  it('the ignore annotation marks the findings suppressed', () => {
    const text = DEPLOYMENT.text.replace(
      '  namespace: serving\n',
      '  namespace: serving\n  annotations: {ai-k8s-lint.io/ignore: pod-security-admission}\n',
    );
    const found = lint({ 'a.yaml': text, 'ns.yaml': namespace({ enforce: 'baseline' }, 'serving') });
    expect(found.map((f) => !!f.suppressed)).toEqual([true]);
  });

  it('with both pod-security rules on and no podSecurityStandard, an unlabelled namespace gives nothing', () => {
    expect(lint({ 'a.yaml': RDMA.text, 'b.yaml': DEPLOYMENT.text }, {}, [rule, standard])).toEqual([]);
  });
});

testRule(rule, {
  valid: [
    { name: 'a labelled namespace of another name', yaml: `${namespace({ enforce: 'restricted' }, 'other')}---\n${DEPLOYMENT.text}` },
    { name: 'enforce privileged', yaml: `${namespace({ enforce: 'privileged' }, 'serving')}---\n${DEPLOYMENT.text}` },
  ],
  invalid: [
    {
      name: 'the Namespace in the same stream',
      yaml: `${namespace({ enforce: 'baseline' }, 'serving')}---\n${DEPLOYMENT.text}`,
      positions: ['16:7-16:24'],
      messages: [/^The pod template sets hostNetwork: true \(control "Host Namespaces"\)/],
    },
  ],
});

describe('pod-security-admission: the lazy pass and the eager one', () => {
  // A pass skips violations while no policy can apply (RunCache); lintInPasses lints again when one could after all.
  const onePass = (files: Record<string, string>, config: ConfigFile = {}, eagerFacts = false) => {
    const linter = new Linter({ rules: [rule], config: resolveConfig(config), eagerFacts });
    for (const [file, text] of Object.entries(files)) linter.lintText(file, text);
    linter.finish();
    return linter;
  };
  const workloadFirst = { 'a.yaml': DEPLOYMENT.text, 'ns.yaml': namespace({ enforce: 'baseline' }, 'serving') };

  it('a labelled Namespace read after its workloads: the lazy pass reports nothing and asks for an eager one', () => {
    const lazy = onePass(workloadFirst);
    expect(lazy.run.eagerPassNeeded).toBe(true);
    expect(lazy.findings).toEqual([]);
    const eager = onePass(workloadFirst, {}, true);
    expect(eager.run.eagerPassNeeded).toBe(false);
    expect(eager.findings.map((f) => f.ruleId)).toEqual([rule.id]);
    // The two passes give what the eager one gives.
    expect(lint(workloadFirst).map((f) => [f.file, f.range, f.message])).toEqual(eager.findings.map((f) => [f.file, f.range, f.message]));
  });

  it('a labelled Namespace read first, a policy in the config, none anywhere, or only privileged and unknown levels: one pass', () => {
    const namespaceFirst = onePass({ 'ns.yaml': workloadFirst['ns.yaml'], 'a.yaml': DEPLOYMENT.text });
    expect([namespaceFirst.run.eagerPassNeeded, namespaceFirst.findings.length]).toEqual([false, 1]);
    const configured = onePass(
      { 'a.yaml': DEPLOYMENT.text },
      { cluster: { namespaces: { serving: { podSecurity: { enforce: 'baseline' } } } } },
    );
    expect([configured.run.eagerPassNeeded, configured.findings.length]).toEqual([false, 1]);
    const defaults = onePass({ 'a.yaml': DEPLOYMENT.text }, { cluster: { podSecurity: { defaults: { enforce: 'baseline' } } } });
    expect([defaults.run.eagerPassNeeded, defaults.findings.length]).toEqual([false, 1]);
    const none = onePass({ 'a.yaml': DEPLOYMENT.text, 'ns.yaml': namespace({}, 'serving') });
    expect([none.run.eagerPassNeeded, none.findings.length]).toEqual([false, 0]);
    const privileged = { enforce: 'privileged', warn: 'Baseline', audit: '${AUDIT_LEVEL}', 'enforce-version': 'v1.30' };
    const open = onePass({ 'a.yaml': DEPLOYMENT.text, 'ns.yaml': namespace(privileged, 'serving') });
    expect([open.run.eagerPassNeeded, open.findings.length]).toEqual([false, 0]);
    expect(onePass({ 'a.yaml': DEPLOYMENT.text, 'ns.yaml': namespace(privileged, 'serving') }, {}, true).findings).toEqual([]);
    // A restrictive Namespace that none of the skipped workloads runs in.
    const elsewhere = onePass({ 'a.yaml': DEPLOYMENT.text, 'ns.yaml': namespace({ enforce: 'restricted' }, 'other') });
    expect([elsewhere.run.eagerPassNeeded, elsewhere.findings.length]).toEqual([false, 0]);
  });

  it('a workload without a namespace may run in any: a restrictive Namespace read after it asks for the eager pass', () => {
    const bare = DEPLOYMENT.text.replace('  namespace: serving\n', '');
    expect(bare).not.toBe(DEPLOYMENT.text);
    const lazy = onePass({ 'a.yaml': bare, 'ns.yaml': namespace({ enforce: 'baseline' }, 'default') });
    expect(lazy.run.eagerPassNeeded).toBe(true);
    expect(lint({ 'a.yaml': bare, 'ns.yaml': namespace({ enforce: 'baseline' }, 'default') }).map((f) => f.ruleId)).toEqual([rule.id]);
  });
});

describe('pod-security-admission: the control table of the README', () => {
  it('lists every control of data/pod-security.json', () => {
    const readme = readFileSync(join(import.meta.dirname, 'README.md'), 'utf8');
    expect(PSS_CONTROLS.filter((c) => !readme.includes(`| ${controlName(c)} |`))).toEqual([]);
  });
});
