// Which rules are in effect for a file, at which level and with which options: the config's
// rules, then the overrides whose globs match the file, then --rule. Files that match the same
// overrides share one rule set, so it is worked out once per combination, not once per file.
import type { CompatConfig } from '../compat/overrides.js';
import type { ResolvedConfig, RuleConfig } from '../config/types.js';
import { matchesAny } from '../core/globs.js';
import type { RunCache } from '../core/run-cache.js';
import type { Level, LevelSetting } from '../core/types.js';
import { ruleOptions, type AnyRule, type RuleContext } from './rule.js';
import { memo } from '../core/memo.js';

export interface ActiveRule {
  rule: AnyRule;
  /** Level from config, which overrides the level of every finding. */
  forcedLevel?: Level;
  context: Omit<RuleContext<unknown>, 'report'>;
}

export interface RuleSetSources {
  rules: readonly AnyRule[];
  config: ResolvedConfig;
  /** --rule id=level: wins over the config file and its overrides. */
  cliRules?: Map<string, LevelSetting>;
  compat: CompatConfig;
  run: RunCache;
}

/** Rules in effect for one file: config, then matching overrides, then --rule. */
export function activeRulesFor(file: string, sources: RuleSetSources): Map<string, ActiveRule> {
  const { config, cliRules } = sources;
  const merged = new Map<string, RuleConfig>(config.rules);
  for (const override of config.overrides) {
    if (!matchesAny(file, override.files)) continue;
    for (const [id, rc] of override.rules) merged.set(id, { ...merged.get(id), ...rc });
  }
  for (const [id, level] of cliRules ?? []) merged.set(id, { ...merged.get(id), level });
  // An override's `cluster:` applies to the files it matches.
  let cluster = config.cluster;
  for (const override of config.overrides)
    if (override.cluster && matchesAny(file, override.files)) cluster = { ...cluster, ...override.cluster };
  const active = new Map<string, ActiveRule>();
  for (const rule of sources.rules) {
    const rc = merged.get(rule.id);
    if (rc?.level === 'off') continue;
    if (config.partial && rule.needsWholeInput) continue;
    active.set(rule.id, {
      rule,
      forcedLevel: rc?.level,
      context: {
        options: ruleOptions(rule, rc?.options, config.settings),
        settings: config.settings,
        cluster,
        compat: sources.compat,
        run: sources.run,
      },
    });
  }
  return active;
}

/** Something built per rule set (the rules and their contexts), cached by which overrides match a file. */
export class PerOverrides<T> {
  /** Which overrides match a file, as a key of `built`; asked per report and per simulation. */
  private readonly keys = new Map<string, string>();
  private readonly built = new Map<string, T>();

  constructor(
    private readonly config: ResolvedConfig,
    private readonly build: (file: string) => T,
  ) {}

  of(file: string): T {
    const key = memo(this.keys, file, () => this.config.overrides.map((o) => (matchesAny(file, o.files) ? '1' : '0')).join(''));
    return memo(this.built, key, () => this.build(file));
  }
}
