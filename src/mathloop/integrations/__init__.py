"""mathloop inside other harnesses: inspect_ai (``mathloop[inspect]``) and
lm-evaluation-harness (``mathloop[lm-eval]``). Each subpackage imports its harness only when
used; ``docs/integrations.md`` shows both."""
