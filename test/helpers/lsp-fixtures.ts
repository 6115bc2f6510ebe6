// Manifests for the language server's tests: a GPU training Pod with a finding of its own, and an
// apply unit's serving Deployment with the PodDisruptionBudget, in another file, that keeps
// pdb-missing off it.
import { marked } from './manifests.js';

/** A GPU training Pod without /dev/shm: shm-missing at the container's name. */
export const POD = marked`apiVersion: v1
kind: Pod
metadata:
  name: train
spec:
  automountServiceAccountToken: false
  containers:
    - ⟦name: pytorch⟧
      image: nvcr.io/nvidia/pytorch:24.05-py3
      command: ["python", "train.py"]
      resources:
        limits:
          nvidia.com/gpu: 1
          cpu: "8"
          memory: 64Gi
`;

/** A serving Deployment of 2 replicas: pdb-missing (note) at its kind line unless a PDB selects it. */
export const DEPLOYMENT = marked`apiVersion: apps/v1
⟦kind: Deployment⟧
metadata:
  name: llm
spec:
  replicas: 2
  selector: {matchLabels: {app: llm}}
  template:
    metadata: {labels: {app: llm}}
    spec:
      automountServiceAccountToken: false
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits: {nvidia.com/gpu: 1, cpu: "4", memory: 32Gi}
            requests: {nvidia.com/gpu: 1, cpu: "4", memory: 32Gi}
`;

export const PDB = `apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: llm
spec:
  maxUnavailable: 1
  selector: {matchLabels: {app: llm}}
`;
