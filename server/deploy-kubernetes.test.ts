import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import { parseBrandConfig } from '../shared/brand';
import { DEFAULT_DRAIN_MS } from './config';
import { PICTURES_BODY_LIMIT_BYTES } from './gateway/plugins/proxy';

/**
 * The Kubernetes manifests (deploy/kubernetes/, docs/deploy.md). No cluster runs here: each object
 * is validated against the Kubernetes API schemas of `kubernetes-models` (Kubernetes 1.33), and
 * what a stop, a disruption and the site's address need is read from them.
 */
const DIR = 'deploy/kubernetes';

type Manifest = Record<string, unknown> & { apiVersion: string; kind: string; metadata: { name: string } };

const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
};

const files = readdirSync(DIR).filter((name) => name.endsWith('.yaml') && name !== 'kustomization.yaml');
const manifests: Array<{ file: string; object: Manifest }> = files.flatMap((file) =>
  parseAllDocuments(readFileSync(join(DIR, file), 'utf8')).map((document) => ({ file, object: document.toJS() as Manifest })),
);
const find = (kind: string, name: string): Manifest => {
  const found = manifests.find(({ object }) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found.object;
};

interface Container {
  env?: Array<{ name: string; value?: string }>;
  readinessProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
  lifecycle?: { preStop?: { sleep?: { seconds: number } } };
}
const podSpec = (object: Manifest) =>
  (
    object.spec as {
      template: { spec: { terminationGracePeriodSeconds?: number; securityContext?: { runAsNonRoot?: boolean }; containers: Container[] } };
    }
  ).template.spec;

describe('the Kubernetes manifests', () => {
  it('are objects the Kubernetes API takes, each of a kind the test knows, and kustomize lists every file', () => {
    expect(manifests.length).toBeGreaterThan(10);
    for (const { file, object } of manifests) {
      const Model = MODELS[`${object.apiVersion}/${object.kind}`];
      expect(Model, `${file}: ${object.apiVersion} ${object.kind}`).toBeDefined();
      expect(() => new Model(object as never).validate(), `${file}: ${object.kind} ${object.metadata.name}`).not.toThrow();
    }
    const kustomization = parseAllDocuments(readFileSync(join(DIR, 'kustomization.yaml'), 'utf8'))[0].toJS() as { resources: string[] };
    expect([...kustomization.resources].sort()).toEqual([...files].sort());
  });

  it('would refuse an object the API does not take', () => {
    const broken = { ...find('Deployment', 'gateway'), spec: { replicas: 'three' } };
    expect(() => new Deployment(broken as never).validate()).toThrow();
  });

  it('stop a gateway as its drain needs: off the Service, then drained, then the calls in flight, within the grace period', () => {
    const gateway = find('Deployment', 'gateway');
    const pod = podSpec(gateway);
    const [container] = pod.containers;
    expect(container.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(container.livenessProbe?.httpGet?.path).toBe('/healthz');
    const env = (name: string) => container.env?.find((e) => e.name === name)?.value;
    const preStopMs = (container.lifecycle?.preStop?.sleep?.seconds ?? 0) * 1000;
    expect(preStopMs).toBeGreaterThan(0);
    const drainMs = Number(env('DRAIN_MS') ?? DEFAULT_DRAIN_MS);
    const upstreamTimeoutMs = Number(env('UPSTREAM_TIMEOUT_MS'));
    expect(upstreamTimeoutMs).toBeGreaterThan(0);
    expect((pod.terminationGracePeriodSeconds ?? 30) * 1000).toBeGreaterThanOrEqual(preStopMs + drainMs + upstreamTimeoutMs);
    expect(pod.securityContext?.runAsNonRoot).toBe(true);
    expect(podSpec(find('Deployment', 'sandbox')).securityContext?.runAsNonRoot).toBe(true);
  });

  it('keep replicas serving through a disruption and scale the gateways, not another workload', () => {
    const labels = (find('Deployment', 'gateway').spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels;
    const budget = find('PodDisruptionBudget', 'gateway').spec as {
      minAvailable: number;
      selector: { matchLabels: Record<string, string> };
    };
    expect(budget.selector.matchLabels).toEqual(labels);
    expect(budget.minAvailable).toBeGreaterThanOrEqual(1);
    const hpa = find('HorizontalPodAutoscaler', 'gateway').spec as { scaleTargetRef: { kind: string; name: string }; minReplicas: number };
    expect(hpa.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'gateway' });
    expect(hpa.minReplicas).toBeGreaterThan(budget.minAvailable);
  });

  it('let the site take the largest body the gateway takes, and pass browsers only the sandbox paths nginx passes', () => {
    const ingress = find('Ingress', 'gamefront') as Manifest & {
      metadata: { annotations: Record<string, string> };
      spec: { rules: Array<{ http: { paths: Array<{ path: string; backend: { service: { name: string } } }> } }> };
    };
    const size = /^(\d+)m$/.exec(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-body-size']);
    expect(Number(size?.[1]) * 1024 * 1024).toBeGreaterThanOrEqual(PICTURES_BODY_LIMIT_BYTES);
    const toSandbox = ingress.spec.rules[0].http.paths.filter((p) => p.backend.service.name === 'sandbox').map((p) => p.path);
    const nginx = readFileSync('deploy/nginx.conf', 'utf8');
    const sandboxRoute = new RegExp(/location ~ (\S+) \{\s*set \$sandbox/.exec(nginx)![1]);
    for (const path of toSandbox.filter((p) => p !== '/pay/')) expect(path, path).toMatch(sandboxRoute);
    expect(toSandbox).not.toContain('/__dev');
  });

  it('carry a brand file the gateway starts with', () => {
    const brand = (find('ConfigMap', 'gamefront-brand').data as Record<string, string>)['brand.json'];
    expect(parseBrandConfig(JSON.parse(brand)).problems).toEqual([]);
  });
});
