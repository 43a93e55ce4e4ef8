// "Download my progress" on the landing pages (lite/pages.py): the drills' progress file that the lessons keep
// in this browser (JupyterLite's storage: the IndexedDB database named by contentsStorageName in
// jupyter-lite.json, store "files", one entry a file by its path), handed to the learner as a file.
(() => {
  const button = document.querySelector(".lukfu-download-progress");
  if (!button) return;
  const status = document.querySelector(".lukfu-download-status");
  const { storage, file, none, failed } = button.dataset;

  function stored(path) {
    return new Promise((resolve, reject) => {
      const open = indexedDB.open(storage);
      open.onupgradeneeded = () => open.transaction.abort(); // no lesson has saved anything yet: create nothing
      open.onerror = () => (open.error && open.error.name === "AbortError" ? resolve(null) : reject(open.error));
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains("files")) {
          db.close();
          resolve(null);
          return;
        }
        const get = db.transaction("files").objectStore("files").get(path);
        get.onsuccess = () => {
          db.close();
          resolve(get.result || null);
        };
        get.onerror = () => {
          db.close();
          reject(get.error);
        };
      };
    });
  }

  function contents(model) {
    if (model.format === "base64") return Uint8Array.from(atob(model.content), (c) => c.charCodeAt(0));
    return typeof model.content === "string" ? model.content : JSON.stringify(model.content, null, 1);
  }

  button.addEventListener("click", async () => {
    status.textContent = "";
    try {
      const model = await stored(file);
      if (!model) {
        status.textContent = none;
        return;
      }
      const url = URL.createObjectURL(new Blob([contents(model)], { type: "application/json" }));
      const link = Object.assign(document.createElement("a"), { href: url, download: file.split("/").pop() });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10000);
    } catch (err) {
      status.textContent = `${failed} (${(err && err.message) || err})`;
    }
  });
})();
