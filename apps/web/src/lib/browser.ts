/** Opens a page of ours (labels, prints) in a new tab that cannot reach back into this one. */
export function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener');
}

/**
 * Opens a tab now, while the click still counts as the user's (popup blockers allow that), and
 * sends it to a URL that is only known after an API call. The tab loses its link to this page
 * first, so the outside site it shows cannot navigate this one. Returns a function that closes
 * the tab when the URL could not be obtained.
 */
export function openPendingTab(): { go: (url: string) => void; cancel: () => void } {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  return {
    go: (url) => {
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    },
    cancel: () => tab?.close(),
  };
}
