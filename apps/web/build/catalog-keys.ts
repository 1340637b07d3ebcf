/**
 * The keys a catalog file translates: dotted paths of every non-empty string leaf. The `errors`
 * namespace is flat (codes contain dots), so its keys are taken as they are.
 */
export function catalogKeys(namespace: string, catalog: unknown): string[] {
  if (namespace === 'errors') {
    return Object.entries((catalog ?? {}) as Record<string, unknown>)
      .filter(([, message]) => typeof message === 'string' && message.trim() !== '')
      .map(([code]) => `errors:${code}`);
  }
  const out: string[] = [];
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') {
      if (node.trim() !== '') out.push(`${namespace}:${prefix}`);
      return;
    }
    if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
    }
  };
  walk(catalog, '');
  return out;
}
