import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** Top-level initializers that cannot run code, left as they are. */
const inert = new Set(['Literal', 'ArrowFunctionExpression', 'FunctionExpression', 'TemplateLiteral', 'Identifier']);

/**
 * The contract's modules build zod schemas at their top level, next to the plain constants the site
 * reads (codes, key lists). A bundler keeps any top-level call it cannot prove pure, so importing one
 * constant used to pull every schema of the file, and zod with them, into the first download.
 * This wraps each top-level `const` initializer of a contract module in an immediately called
 * function marked pure: it still runs at once, in order, when its value is used, and the bundler
 * drops it, with what it alone needs, when nothing reads it.
 */
export function pureContract(): Plugin {
  return {
    name: 'lotus-pure-contract',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/ },
      handler(code) {
        const program = this.parse(code);
        const out = new MagicString(code);
        for (const statement of program.body) {
          const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
          if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
          for (const { init } of declaration.declarations) {
            if (!init || inert.has(init.type)) continue;
            out.appendLeft(init.start, '/* @__PURE__ */ (() => (');
            out.appendRight(init.end, '))()');
          }
        }
        return { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) };
      },
    },
  };
}
