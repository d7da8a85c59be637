// gatesh review page and team page: keeps the waiting count and the
// list current without a reload. The page works without this script; it
// only polls. The body may name what to poll (data-poll) and the title
// (data-title); the review page's are the defaults.
"use strict";

(function () {
  var page = document.body.dataset.page;
  var pollURL = document.body.dataset.poll || "/api/pending";
  var name = document.body.dataset.title || "gatesh review";

  if (page === "signedin") {
    // Leave the login URL out of the history.
    location.replace(document.getElementById("go").getAttribute("href"));
    return;
  }
  if (page !== "index" && page !== "single") {
    return;
  }

  var every = 3000;
  var shown = ids(document);

  function ids(doc) {
    return Array.prototype.map.call(doc.querySelectorAll("#pending article[data-id]"), function (a) {
      return (a.dataset.machine ? a.dataset.machine + "/" : "") + a.dataset.id;
    }).join(" ");
  }

  function typing() {
    var el = document.activeElement;
    return el && el.name === "reason" && el.value !== "";
  }

  function setCount(n) {
    document.getElementById("count").textContent = n;
    document.querySelector(".waiting").classList.toggle("some", n > 0);
    document.title = n > 0 ? "(" + n + ") " + name : name;
  }

  function refresh() {
    return fetch(location.href, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
      .then(function (html) {
        var doc = new DOMParser().parseFromString(html, "text/html");
        Array.prototype.forEach.call(document.querySelectorAll("main > section[id]"), function (now) {
          var next = doc.getElementById(now.id);
          if (now && next) {
            now.replaceWith(document.importNode(next, true));
          }
        });
        shown = ids(document);
        document.getElementById("changed").hidden = true;
      });
  }

  function poll() {
    fetch(pollURL, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) {
        if (r.status === 401) {
          location.reload(); // shows the sign-in page
          return Promise.reject("signed out");
        }
        return r.json();
      })
      .then(function (data) {
        setCount(data.count);
        if (page !== "index" || data.ids.join(" ") === shown) {
          return;
        }
        if (typing()) {
          document.getElementById("changed").hidden = false;
          return;
        }
        return refresh();
      })
      .catch(function () {})
      .then(function () { setTimeout(poll, every); });
  }

  // One click sends one form: a second would spend another token for nothing.
  document.addEventListener("submit", function (e) {
    var b = e.target.querySelector("button[type=submit]");
    if (b) {
      setTimeout(function () { b.disabled = true; }, 0);
    }
  });

  setTimeout(poll, every);
})();
