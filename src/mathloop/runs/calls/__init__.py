"""The model-call stack of a run: its one builder (:mod:`.call_stack`), the response cache,
the replay of an interrupted pass and the sample mark."""
