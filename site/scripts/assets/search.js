// The site's search box: MiniSearch over assets/search-index.json, fetched from the site itself.
(() => {
  const root = document.currentScript?.dataset.root ?? './';
  const input = document.getElementById('q');
  const list = document.getElementById('search-results');
  const pageList = document.getElementById('search-page-results');
  let engine;

  const load = async () => {
    if (engine) return engine;
    const response = await fetch(`${root}assets/search-index.json`);
    const documents = await response.json();
    engine = new MiniSearch({
      idField: 'n',
      fields: ['title', 'text'],
      storeFields: ['id', 'title', 'kind'],
      searchOptions: { boost: { title: 3 }, prefix: true, fuzzy: 0.1, combineWith: 'AND' },
    });
    engine.addAll(documents);
    return engine;
  };

  const render = (target, results) => {
    target.replaceChildren(
      ...results.slice(0, 12).map((result) => {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = `${root}${result.id}`;
        link.textContent = result.title;
        const kind = document.createElement('span');
        kind.className = 'kind';
        kind.textContent = ` ${result.kind}`;
        item.append(link, kind);
        return item;
      }),
    );
  };

  const search = async (query, target) => {
    if (query.trim().length < 2) {
      target.replaceChildren();
      return;
    }
    render(target, (await load()).search(query));
  };

  input?.addEventListener('input', () => search(input.value, list));
  input?.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') list.replaceChildren();
  });
  if (pageList) {
    const query = new URLSearchParams(location.search).get('q') ?? '';
    if (input) input.value = query;
    search(query, pageList);
  }
})();
