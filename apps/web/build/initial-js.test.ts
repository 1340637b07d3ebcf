import { describe, expect, it } from 'vitest';
import { initialFiles, type Manifest } from './initial-js.ts';

describe('the home page initial JavaScript', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js', '_shared.js'], dynamicImports: ['src/app/chunks/index-group.ts', 'src/dialog.ts'] },
    '_framework.js': { file: 'assets/framework.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['_framework.js'] },
    'src/app/chunks/index-group.ts': { file: 'assets/index-group.js', imports: ['_shared.js', '_banner.js'], dynamicImports: ['src/dialog.ts'] },
    '_banner.js': { file: 'assets/banner.js' },
    'src/dialog.ts': { file: 'assets/dialog.js', imports: ['_zod.js'] },
    '_zod.js': { file: 'assets/zod.js' },
  };

  it('counts the entry, the home chunk and what they import statically, each once, and no lazy chunk', () => {
    expect(initialFiles(manifest, ['index.html', 'src/app/chunks/index-group.ts']).sort()).toEqual(
      ['assets/banner.js', 'assets/framework.js', 'assets/index-group.js', 'assets/index.js', 'assets/shared.js'].sort(),
    );
  });

  it('refuses a manifest that lost a chunk rather than measuring too little', () => {
    expect(() => initialFiles(manifest, ['index.html', 'src/missing.ts'])).toThrow(/no chunk src\/missing.ts/);
  });
});
