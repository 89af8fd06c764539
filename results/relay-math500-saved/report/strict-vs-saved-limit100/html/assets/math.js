// Typesets the math the report marked: each <span class="tex"> holds TeX source, with
// data-strip characters of delimiter on each side ($…$: 1; $$…$$, \(…\), \[…\]: 2; a bare
// answer: 0). Which text is math was decided when the page was written (report/html/tex.py),
// so nothing else (code, stdout, prompts) is ever typeset. KaTeX builds its output with DOM
// calls, never from markup, and `trust` stays off, so TeX cannot add links or HTML.
"use strict";

window.mathloopMath = (function () {
  function render(element, source, strip, display) {
    if (typeof katex === "undefined") return;
    const tex = strip > 0 ? source.slice(strip, source.length - strip) : source;
    try {
      katex.render(tex, element, { displayMode: display, throwOnError: false });
    } catch (error) {
      // A KaTeX failure that is not a parse error: keep the source as it was written.
      element.textContent = source;
    }
  }

  function renderSpan(span) {
    const display = span.classList.contains("tex-display");
    render(span, span.textContent, Number(span.dataset.strip || 0), display);
  }

  for (const span of document.querySelectorAll("span.tex")) renderSpan(span);
  return { render: render };
})();
