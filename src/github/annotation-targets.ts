// Where a finding is annotated on a pull request. A finding on a rendered chart is reported at the
// template line, but the line a pull request changes is often the values-file line that sets the
// value (`gpu.count: 0.5` in values-prod.yaml): the finding is annotated there too, so that
// filter-mode keeps it and the reviewer sees it in the diff.
import type { Finding } from '../core/types.js';

/** The finding each extra annotation stands for. */
const origins = new WeakMap<Finding, Finding>();

/** The finding an annotation target was made from (itself for its own line). */
export function originOf(target: Finding): Finding {
  return origins.get(target) ?? target;
}

/** The finding at its own line, then one target per values-file line that sets the value it is about. */
export function annotationTargets(f: Finding): Finding[] {
  const targets = [f];
  for (const r of f.related ?? []) {
    if (r.kind !== 'value-source' || !r.range) continue;
    const target: Finding = {
      ...f,
      file: r.file,
      range: r.range,
      message: `${f.message} (${r.message.replace(/\.$/, '')}; reported at ${f.file}:${f.range.start.line}.)`,
      related: [{ file: f.file, range: f.range, message: 'The template line the finding is reported at.' }],
      snippet: undefined,
    };
    origins.set(target, f);
    targets.push(target);
  }
  return targets;
}
