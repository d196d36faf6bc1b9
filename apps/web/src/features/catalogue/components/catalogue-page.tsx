export function CataloguePage({ section }: { section: 'search' | 'sales' | 'inventory' }) {
  return <div data-section={section} />;
}

export const CATALOGUE_PAGES = {
  search: () => <CataloguePage section="search" />,
  sales: () => <CataloguePage section="sales" />,
  inventory: () => <CataloguePage section="inventory" />,
};
