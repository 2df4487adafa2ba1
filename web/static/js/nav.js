// navigate changes the page without a reload; app.js listens for the change.
export function navigate(url) {
  history.pushState(null, "", url);
  window.dispatchEvent(new PopStateEvent("popstate"));
}
