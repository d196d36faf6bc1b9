import { readFileSync } from 'node:fs';
import { CATEGORY_NOUNS, categoryNoun, generatePartName } from '@yonke/domain';
import { describe, expect, it } from 'vitest';

// The reviewed nouns live in the domain package (the name builder needs them everywhere); the
// categories themselves are seed data. This keeps the two lists one.
const seeded = JSON.parse(readFileSync(new URL('./data/categories.json', import.meta.url), 'utf8')) as {
  id: number;
  name: string;
  variants: string[];
}[];

describe('the reviewed noun of every category', () => {
  it('covers every seeded category, under the same list name, and nothing else', () => {
    for (const category of seeded) {
      const noun = CATEGORY_NOUNS[category.id];
      expect(noun, `${category.id} ${category.name}`).toBeDefined();
      expect(noun?.list).toBe(category.name);
    }
    expect(
      Object.keys(CATEGORY_NOUNS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(seeded.map((c) => c.id).sort((a, b) => a - b));
  });

  it('gives each a singular a clerk would type (a variant of the category, or its own name)', () => {
    const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (const category of seeded) {
      if (category.id === 424) continue; // «Otros» has no noun of its own.
      const noun = categoryNoun({ id: category.id });
      const said = [category.name, ...category.variants].map(fold);
      const head = fold(noun?.singular ?? '');
      expect(
        said.some(
          (s) => s === head || s.startsWith(`${head} `) || head.startsWith(`${s} `) || head.startsWith(s),
        ),
        `${category.name} → ${noun?.singular}`,
      ).toBe(true);
    }
  });

  it('finds the noun by the category name, as the import and marketplace titles pass it', () => {
    for (const category of seeded) {
      expect(categoryNoun({ name: category.name })).toBe(CATEGORY_NOUNS[category.id]);
      expect(generatePartName({ category: category.name })).toBe(
        generatePartName({ categoryId: category.id, category: category.name }),
      );
    }
  });
});
