// The Kubernetes API types that manifest readers check their field names against
// (values.ts `Typed<T>`). kubernetes-types' newest release describes Kubernetes 1.30; fields
// added since are declared here, each with the release that added it, so that reading them
// stays a checked key rather than an untyped one.
import type * as core from 'kubernetes-types/core/v1.js';
import type * as meta from 'kubernetes-types/meta/v1.js';

export type ObjectMeta = meta.ObjectMeta;
export type ResourceRequirements = core.ResourceRequirements;
export type Probe = core.Probe;
export type Volume = core.Volume;
export type VolumeMount = core.VolumeMount;
export type EnvVar = core.EnvVar;
export type Toleration = core.Toleration;

/** Container fields: 1.30 as published, plus newer ones. */
export interface Container extends core.Container {
  /** 1.33 (alpha): per-container restart rules. */
  restartPolicyRules?: unknown[];
}

/** Pod spec fields: 1.30 as published, plus newer ones. */
export interface PodSpec extends Omit<core.PodSpec, 'containers' | 'initContainers'> {
  containers: Container[];
  initContainers?: Container[];
  /** 1.32 (alpha), 1.34 (beta): resources for the whole pod. */
  resources?: ResourceRequirements;
}
