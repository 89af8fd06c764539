// Trace browser: filters rows of (problem, method) by method, outcome, subject, level and
// paired outcome. Data comes from the JSON block in the page; every value is untrusted
// (model output, dataset text), so it is only ever written with textContent, or handed as
// TeX source to KaTeX (assets/math.js) when the report marked an answer as bare TeX.
"use strict";

(function () {
  const data = JSON.parse(document.getElementById("trace-data").textContent);
  const rows = data.rows;
  const filters = {
    method: document.getElementById("f-method"),
    outcome: document.getElementById("f-outcome"),
    subject: document.getElementById("f-subject"),
    level: document.getElementById("f-level"),
    pair: document.getElementById("f-pair"),
  };
  const text = document.getElementById("f-text");
  const body = document.querySelector("#traces tbody");
  const count = document.getElementById("count");

  function fillOptions(select, values) {
    for (const value of values) {
      const option = document.createElement("option");
      option.value = value;
      option.textContent = value;
      select.appendChild(option);
    }
  }

  function distinct(pick) {
    const seen = new Set();
    for (const row of rows) {
      for (const value of [].concat(pick(row))) {
        if (value !== null && value !== undefined && value !== "") seen.add(String(value));
      }
    }
    return Array.from(seen).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  }

  fillOptions(filters.method, data.methods);
  fillOptions(filters.outcome, distinct((row) => row.outcome));
  fillOptions(filters.subject, distinct((row) => row.subject));
  fillOptions(filters.level, distinct((row) => row.level));
  fillOptions(filters.pair, distinct((row) => row.pairs));

  function matches(row) {
    const want = {};
    for (const [name, select] of Object.entries(filters)) want[name] = select.value;
    if (want.method && row.method !== want.method) return false;
    if (want.outcome && row.outcome !== want.outcome) return false;
    if (want.subject && String(row.subject) !== want.subject) return false;
    if (want.level && String(row.level) !== want.level) return false;
    if (want.pair && !row.pairs.includes(want.pair)) return false;
    const needle = text.value.trim().toLowerCase();
    if (needle) {
      const hay = [row.problem, row.answer || "", row.gold].join("\n").toLowerCase();
      if (!hay.includes(needle)) return false;
    }
    return true;
  }

  function cell(tr, value, className) {
    const td = document.createElement("td");
    td.textContent = value === null || value === undefined ? "—" : String(value);
    if (className) td.className = className;
    tr.appendChild(td);
    return td;
  }

  function answerCell(tr, value, isTex) {
    const td = cell(tr, value, "answer");
    if (isTex && window.mathloopMath) window.mathloopMath.render(td, String(value), 0, false);
  }

  function render() {
    body.replaceChildren();
    let shown = 0;
    for (const row of rows) {
      if (!matches(row)) continue;
      shown += 1;
      const tr = document.createElement("tr");
      const link = document.createElement("a");
      link.setAttribute("href", row.href);
      // A run with several samples per problem: each sample is a row of its own.
      const sampled = row.sample !== null && row.sample !== undefined;
      link.textContent = sampled ? row.problem + " · sample " + row.sample : row.problem;
      cell(tr, "").replaceChildren(link);
      cell(tr, row.method);
      cell(tr, row.outcome, row.correct ? "ok" : "bad");
      answerCell(tr, row.answer, row.answer_tex);
      answerCell(tr, row.gold, row.gold_tex);
      cell(tr, row.subject);
      cell(tr, row.level, "num");
      cell(tr, row.attempts, "num");
      cell(tr, row.output_tokens, "num");
      body.appendChild(tr);
    }
    count.textContent = shown + " of " + rows.length + " rows";
    writeHash();
  }

  function writeHash() {
    const params = new URLSearchParams();
    for (const [name, select] of Object.entries(filters)) if (select.value) params.set(name, select.value);
    if (text.value) params.set("text", text.value);
    const hash = params.toString();
    try {
      history.replaceState(null, "", hash ? "#" + hash : location.pathname);
    } catch (error) {
      // Some browsers refuse history changes on file:// pages; the filters still work.
    }
  }

  function readHash() {
    const params = new URLSearchParams(location.hash.slice(1));
    for (const [name, select] of Object.entries(filters)) {
      // A filter the fragment does not name (or names with an unknown value) is cleared.
      const value = params.get(name) || "";
      const known = Array.from(select.options).some((o) => o.value === value);
      select.value = known ? value : "";
    }
    text.value = params.get("text") || "";
  }

  for (const select of Object.values(filters)) select.addEventListener("change", render);
  text.addEventListener("input", render);
  document.getElementById("filters").addEventListener("reset", () => setTimeout(render, 0));
  window.addEventListener("hashchange", () => {
    readHash();
    render();
  });
  readHash();
  render();
})();
