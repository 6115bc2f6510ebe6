import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { expectLinearGrowth, expectWithin } from '../../test/helpers/growth.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

/** A ConfigMap whose first data key (on line 7) holds `body` as a `|` block. */
const configMap = (key: string, body: string, extra = '') => `apiVersion: v1
kind: ConfigMap
metadata:
  name: nvidia-runtime
  namespace: gpu-setup
data:
  ${key}: |
${body
  .split('\n')
  .map((l) => (l ? `    ${l}` : l))
  .join('\n')}
${extra}`;

const STOCK = `disable-require = false
#swarm-resource = "DOCKER_RESOURCE_GPU"

[nvidia-container-cli]
#root = "/run/nvidia/driver"
environment = []
load-kmods = true
#no-cgroups = false
ldconfig = "@/sbin/ldconfig.real"

[nvidia-container-runtime]
log-level = "info"
mode = "auto"
`;

const CONTAINERD = `version = 2
[plugins."io.containerd.grpc.v1.cri".containerd]
  default_runtime_name = "nvidia"
  [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.nvidia]
    runtime_type = "io.containerd.runc.v2"
    [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.nvidia.options]
      BinaryName = "/usr/bin/nvidia-container-runtime"
      SystemdCgroup = true
# the toolkit's own config lives in /etc/nvidia-container-runtime/config.toml (no-cgroups unset)
`;

testRule(rule, {
  valid: [
    { name: 'the stock config.toml', yaml: configMap('config.toml', STOCK) },
    { name: 'no-cgroups = false', yaml: configMap('config.toml', STOCK.replace('#no-cgroups = false', 'no-cgroups = false')) },
    {
      name: 'no-cgroups = true in another table is not the CLI setting',
      yaml: configMap('config.toml', STOCK.replace('mode = "auto"', 'mode = "auto"\nno-cgroups = true')),
    },
    { name: 'a containerd config for the nvidia runtime, with no cgroup option', yaml: configMap('config.toml', CONTAINERD) },
    {
      name: 'a Docker daemon.json without --no-cgroups',
      yaml: configMap(
        'daemon.json',
        '{\n  "default-runtime": "nvidia",\n  ' +
          '"runtimes": {\n    "nvidia": {\n      "path": "nvidia-container-runtime",\n      "runtimeArgs": ' +
          '["--no-cgroups=false"]\n    }\n  }\n}\n',
      ),
    },
    {
      name: 'sed that matches no-cgroups = true (an escaped delimiter in the pattern) and writes false',
      yaml: configMap('fix.sh', "sed -i 's/no-cgroups = true\\/x/no-cgroups = false/' /etc/nvidia-container-runtime/config.toml\n"),
    },
    {
      name: 'a script that turns it back off',
      yaml: configMap(
        'fix.sh',
        "sed -i 's/^no-cgroups = true/no-cgroups = false/' " +
          '/etc/nvidia-container-runtime/config.toml\nnvidia-ctk config --set nvidia-container-cli.no-cgroups=false --in-place\n',
      ),
    },
    {
      name: 'a placeholder value is unknown',
      yaml: configMap('config.toml', '[nvidia-container-cli]\nno-cgroups = {{ ' + '.Values.noCgroups }}\n'),
    },
    { name: 'a config that has nothing to do with NVIDIA', yaml: configMap('agent.toml', '[sandbox]\nno-cgroups = true\n') },
    {
      name: 'values that are not strings',
      yaml: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  no-cgroups: ' + 'true\n  nvidia: 1\n',
    },
    {
      name: 'only ConfigMaps are read',
      yaml:
        'apiVersion: v1\nkind: Secret\nmetadata:\n  name: s\nstringData:\n  config.toml: |\n    [nvidia-container-cli]\n    ' +
        'no-cgroups = true\n',
    },
  ],
  invalid: [
    {
      name: 'the stock file with the setting switched on',
      yaml: configMap('config.toml', STOCK.replace('#no-cgroups = false', 'no-cgroups = true')),
      lines: [7],
      messages: [
        new RegExp(
          '^ConfigMap "nvidia-runtime": line 8 of data\\["config\\.toml"\\] sets \\[nvidia-container-cli\\] no-cgroups = true, ' +
            'so the NVIDIA container runtime no longer adds the GPU devices',
        ),
      ],
    },
    {
      name: 'as a dotted key, in a second data key',
      yaml: configMap(
        'README',
        'nvidia runtime settings',
        '  config.toml: |\n    disable-require = false\n    ' + 'nvidia-container-cli.no-cgroups = true\n',
      ),
      lines: [9],
      messages: [/line 2 of data\["config\.toml"\] sets \[nvidia-container-cli\] no-cgroups = true/],
    },
    {
      name: 'Docker daemon.json passes --no-cgroups to the nvidia runtime',
      yaml: configMap(
        'daemon.json',
        '{\n  "default-runtime": "nvidia",\n  "runtimes": {\n    "nvidia": {\n      "path": ' +
          '"nvidia-container-runtime",\n      "runtimeArgs": [\n        "--no-cgroups"\n      ]\n    }\n  }\n}\n',
      ),
      lines: [7],
      messages: [/line 7 of data\["daemon\.json"\] passes --no-cgroups in runtimes\.nvidia\.runtimeArgs/],
    },
    {
      name: 'a setup script runs nvidia-ctk',
      yaml: configMap(
        'setup.sh',
        '#!/bin/sh\nset -eu\n# rootless setup copied from a workstation guide\nnvidia-ctk config --set ' +
          'nvidia-container-cli.no-cgroups --in-place\n',
      ),
      lines: [7],
      messages: [/line 4 of data\["setup\.sh"\] sets nvidia-container-cli\.no-cgroups \(--set nvidia-container-cli\.no-cgroups\)/],
    },
    {
      name: 'a script uncomments it with sed, and one calls the CLI with the flag',
      yaml: configMap(
        'entrypoint',
        "#!/bin/sh\nsed -i 's/^#no-cgroups = false/no-cgroups = true/' " +
          '/etc/nvidia-container-runtime/config.toml\nnvidia-container-cli --load-kmods configure --no-cgroups --device=all "$ROOTFS"\n',
      ),
      lines: [7, 7],
      messages: [/line 2 of data\["entrypoint"\] writes no-cgroups = true/, /line 3 of data\["entrypoint"\] passes --no-cgroups/],
    },
    {
      name: 'sed with escaped delimiters writes it',
      yaml: configMap('fix.sh', "sed -i 's/#no-cgroups = false\\/x/no-cgroups = true\\/y/' /etc/nvidia-container-runtime/config.toml\n"),
      lines: [7],
      messages: [/line 1 of data\["fix\.sh"\] writes no-cgroups = true/],
    },
    {
      name: 'TOML with CRLF line ends under a key without .toml is still read as TOML',
      yaml:
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: rt\ndata:\n  config: "disable-require = false\\r\\n  ' +
        '[nvidia-container-cli]\\r\\n  no-cgroups = true\\r\\n"\n',
      lines: [6],
      messages: [/line 3 of data\["config"\] sets \[nvidia-container-cli\] no-cgroups = true/],
    },
    {
      name: 'TOML that does not parse (unquoted variable) is read line by line',
      yaml: configMap('config.toml', '[nvidia-container-cli]\nroot = ${DRIVER_ROOT}\nno-cgroups = true\n'),
      lines: [7],
      messages: [/line 3 of data\["config\.toml"\] writes no-cgroups = true/],
    },
    {
      name: 'a ConfigMap inside a List',
      yaml:
        'apiVersion: v1\nkind: List\nitems:\n  - apiVersion: v1\n    kind: ConfigMap\n    metadata:\n      name: toolkit\n    data:\n' +
        '      config.toml: |\n        [nvidia-container-cli]\n        no-cgroups = true\n',
      lines: [9],
      messages: [/^ConfigMap "toolkit": line 2 of data\["config\.toml"\]/],
    },
  ],
});

describe('nvidia-runtime-no-cgroups in a JSON input file', () => {
  it('reports the data key and the line inside the escaped string', () => {
    const json = JSON.stringify(
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'rt' },
        data: { 'config.toml': '[nvidia-container-cli]\nload-kmods = ' + 'true\nno-cgroups = true\n' },
      },
      null,
      2,
    );
    const found = lintYaml(json, [rule], { file: 'rt.json' });
    expect(found.map((f) => [f.range.start.line, f.message.slice(0, 48)])).toEqual([
      [8, 'ConfigMap "rt": line 3 of data["config.toml"] se'],
    ]);
  });

  it('the ignore annotation suppresses it', () => {
    const yaml = configMap('config.toml', '[nvidia-container-cli]\nno-cgroups = true\n').replace(
      '  namespace: gpu-setup\n',
      '  namespace: gpu-setup\n  annotations:\n    ai-k8s-lint.io/ignore: ' + 'nvidia-runtime-no-cgroups\n',
    );
    expect(lintYaml(yaml, [rule]).map((f) => [f.range.start.line, f.suppressed?.source])).toEqual([[9, 'annotation']]);
  });
});

describe('nvidia-runtime-no-cgroups on hostile values takes linear time', () => {
  const setupScript = (backslashes: number) => configMap('setup.sh', `sed s/${'\\'.repeat(backslashes)}a no-cgroups nvidia\n`);
  const blankLines = (n: number) => configMap('config', `nvidia no-cgroups\n${'\n'.repeat(n)}x\n`);

  it('a run of backslashes after sed s/ (40 took 100 s: every backslash was an escape or a character)', () => {
    expectWithin(10, () => expect(lintYaml(setupScript(40), [rule])).toEqual([]));
    expectLinearGrowth(250_000, setupScript, (yaml) => lintYaml(yaml, [rule]));
  });

  it('blank lines in a value that is sniffed for TOML (100k took 58 s: \\s* ran across them)', () => {
    expectWithin(10, () => expect(lintYaml(blankLines(100_000), [rule])).toEqual([]));
    expectLinearGrowth(20_000, blankLines, (yaml) => lintYaml(yaml, [rule]));
  });

  it('blanks inside a TOML table header', () => {
    // A line of a multi-line string that starts like a header: the table scan reads it.
    const header = (n: number) => configMap('config.toml', `x = '''\n[${' '.repeat(n)}a\n'''\n[nvidia-container-cli]\nno-cgroups = true\n`);
    expect(lintYaml(header(10), [rule]).map((f) => f.message)).toEqual([
      expect.stringMatching(/^ConfigMap "nvidia-runtime": line 5 of data\["config\.toml"\] sets/),
    ]);
    expectWithin(10, () => lintYaml(header(100_000), [rule]));
    expectLinearGrowth(250_000, header, (yaml) => lintYaml(yaml, [rule]));
  });
});
