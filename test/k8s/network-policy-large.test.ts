// Lists from a NetworkPolicy longer than a call takes as arguments (H6): peers, selector terms, policies.
import { describe, expect, it } from 'vitest';
import { ingressAllows, parseNetworkPolicy, selectorMatches, parseLabelSelector, type PodRef } from '../../src/k8s/network-policy.js';

const N = 150_000;
const trainer: PodRef = { labels: { app: 'trainer' }, namespace: 'ml' };
const policy = (name: string, spec: unknown) =>
  parseNetworkPolicy({ apiVersion: 'networking.k8s.io/v1', kind: 'NetworkPolicy', metadata: { name, namespace: 'ml' }, spec });

describe(`${N} of a kind`, () => {
  it('peers of one ingress rule', () => {
    const peers = Array.from({ length: N }, (_, i) => ({ podSelector: { matchLabels: { app: `other-${i}` } } }));
    peers.push({ podSelector: { matchLabels: { app: 'client' } } });
    const p = policy('p', { podSelector: {}, ingress: [{ from: peers }] });
    expect(ingressAllows([p], trainer, { from: { podLabels: { known: { app: 'client' }, open: false }, namespace: 'ml' }, port: 80 })).toBe(
      'allowed',
    );
    expect(
      ingressAllows([p], trainer, { from: { podLabels: { known: { app: 'stranger' }, open: false }, namespace: 'ml' }, port: 80 }),
    ).toBe('denied');
  });

  it('requirements of one selector', () => {
    const matchLabels = Object.fromEntries(Array.from({ length: N }, (_, i) => [`k${i}`, 'v']));
    expect(selectorMatches(parseLabelSelector({ matchLabels }), { known: matchLabels, open: false })).toBe(true);
  });

  it('policies that select the pod', () => {
    const policies = Array.from({ length: N }, (_, i) => policy(`p${i}`, { podSelector: {}, policyTypes: ['Ingress'] }));
    expect(ingressAllows(policies, trainer, { from: { podLabels: { known: {}, open: false }, namespace: 'ml' }, port: 80 })).toBe('denied');
  });
});
