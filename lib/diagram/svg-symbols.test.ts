import { describe, expect, it } from 'vitest';
import { dropUnusedSymbols } from './svg-symbols';

const symbol = (id: string) => `<defs><symbol id="${id}" width="24"><path d="M0 0"></path></symbol></defs>`;

describe('dropUnusedSymbols', () => {
  it('drops a symbol nothing refers to and keeps the rest of the SVG as it was', () => {
    const svg = `<svg id="d">${symbol('d-database')}<defs><marker id="d-arrowhead"></marker></defs><line marker-end="url(#d-arrowhead)"></line></svg>`;
    expect(dropUnusedSymbols(svg)).toBe('<svg id="d"><defs><marker id="d-arrowhead"></marker></defs><line marker-end="url(#d-arrowhead)"></line></svg>');
  });

  it('keeps a symbol that is used', () => {
    const svg = `<svg>${symbol('d-clock')}<use xlink:href="#d-clock"></use></svg>`;
    expect(dropUnusedSymbols(svg)).toBe(svg);
  });
});
