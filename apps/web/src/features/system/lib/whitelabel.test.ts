import { describe, expect, it } from 'vitest';
import { isModuleOn } from './whitelabel';

const tree = [
  { modId: 'COMM3', enabled: true, childrenNodes: [] },
  {
    modId: 'REWCEN3',
    enabled: true,
    childrenNodes: [{ modId: 'MANPLAYREB3', enabled: true, childrenNodes: [] }],
  },
  {
    modId: 'REG3',
    enabled: false,
    childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: true, childrenNodes: [] }],
  },
];

describe('isModuleOn', () => {
  it('reads a switched-on module with switched-on ancestors', () => {
    expect(isModuleOn(tree, 'MANPLAYREB3')).toBe(true);
  });
  it('treats a child of a switched-off parent as off', () => {
    expect(isModuleOn(tree, 'MOBILENUMREG3')).toBe(false);
  });
  it('treats a module missing from the tree as off', () => {
    expect(isModuleOn(tree, 'FREEPLAY3')).toBe(false);
  });
});
